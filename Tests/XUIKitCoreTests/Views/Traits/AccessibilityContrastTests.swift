import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The accessibility contrast trait (§40, R40.5–R40.7): from the Settings portal's `contrast`,
/// else a high-contrast XSETTINGS theme; delivered as a trait change; system and dynamic colours
/// resolve their increased-contrast values.
@MainActor
@Suite("R40.5–R40.7: accessibilityContrast from the desktop, and colours at high contrast", .serialized)
struct AccessibilityContrastTests {
    /// A view that logs its contrast trait changes: previous → now.
    final class ContrastLogView: UIView {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("\(previousTraitCollection?.accessibilityContrast.rawValue ?? -2)→\(traitCollection.accessibilityContrast.rawValue)")
        }
    }

    @Test("R40.5: the portal's contrast, else a HighContrast XSETTINGS theme, makes the trait .high; the portal's 0 wins over the theme")
    func sources() {
        let harness = Harness()
        let view = UIView()
        harness.window.addSubview(view)
        #expect(view.traitCollection.accessibilityContrast == .normal)
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)

        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(themeName: "HighContrastInverse"))
        #expect(view.traitCollection.accessibilityContrast == .high)
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)

        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(prefersHighContrast: false))
        #expect(view.traitCollection.accessibilityContrast == .normal, "the portal says, and says normal")
        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(prefersHighContrast: true))
        #expect(view.traitCollection.accessibilityContrast == .high)
        #expect(UIScreen.main.traitCollection.accessibilityContrast == .high)
    }

    @Test("R40.5: a contrast change reaches traitCollectionDidChange and the registered handler once, and posts the notification once")
    func delivered() {
        let harness = Harness()
        let view = ContrastLogView()
        harness.window.addSubview(view)
        var handled: [UIAccessibilityContrast] = []
        view.registerForTraitChanges([UITraitAccessibilityContrast.self]) { (_: ContrastLogView, previous: UITraitCollection) in
            handled.append(previous.accessibilityContrast)
        }
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
                                                              object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { count.value += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(themeName: "HighContrast"))
        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(themeName: "HighContrast", fontName: "Cantarell 11"))
        #expect(view.log == ["0→1"])
        #expect(handled == [.normal])
        #expect(count.value == 1)

        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(themeName: "Adwaita"))
        #expect(view.log == ["0→1", "1→0"])
        #expect(count.value == 2)
    }

    @Test("R40.6: system colours take Apple's increased-contrast values; a dynamic provider sees the trait")
    func colours() {
        let high = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light),
                                                  UITraitCollection(accessibilityContrast: .high)])
        let highDark = UITraitCollection(traitsFrom: [high, UITraitCollection(userInterfaceStyle: .dark)])
        let normal = UITraitCollection(traitsFrom: [high, UITraitCollection(accessibilityContrast: .normal)])
        func rgb(_ color: UIColor) -> [Int] {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue].map { Int(($0 * 255).rounded()) }
        }
        #expect(rgb(UIColor.systemBlue.resolvedColor(with: normal)) == [0, 122, 255])
        #expect(rgb(UIColor.systemBlue.resolvedColor(with: high)) == [0, 64, 221])
        #expect(rgb(UIColor.systemBlue.resolvedColor(with: highDark)) == [64, 156, 255])
        #expect(rgb(UIColor.systemRed.resolvedColor(with: high)) == [215, 0, 21])
        #expect(rgb(UIColor.systemGray6.resolvedColor(with: highDark)) == [36, 36, 38])
        let custom = UIColor { $0.accessibilityContrast == .high ? .black : .gray }
        #expect(custom.resolvedColor(with: high) == .black)
        #expect(custom.resolvedColor(with: normal) == .gray)
        #expect(high.hasDifferentColorAppearance(comparedTo: normal))
        #expect(high.containsTraits(in: UITraitCollection(accessibilityContrast: .high)))
        #expect(!normal.containsTraits(in: UITraitCollection(accessibilityContrast: .high)))
        #expect(high != normal)
    }
}
