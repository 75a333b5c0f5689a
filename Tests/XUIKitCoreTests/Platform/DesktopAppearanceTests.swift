import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The Settings portal's appearance as the core takes it (`desktopAppearanceDidChange`): its
/// colour scheme before XSETTINGS, its accent as the default tint, its contrast as darker
/// system colours. (The portal itself is tested on a bus in XUIKitX11Tests.)
@MainActor
@Suite("R31.11, R31.12: the desktop's appearance from the Settings portal", .serialized)
struct DesktopAppearanceTests {
    @Test("R31.11: prefer-dark beats XSETTINGS' light, prefer-light its dark; no preference leaves XSETTINGS in charge")
    func colorSchemeBeforeXSettings() {
        let harness = Harness()
        let view = UIView()
        harness.window.addSubview(view)

        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(colorScheme: .preferDark))
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        UIApplication.shared.desktopSettingsDidChange(DesktopSettings(themeName: "Adwaita-dark"))
        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(colorScheme: .preferLight))
        #expect(view.traitCollection.userInterfaceStyle == .light)
        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(colorScheme: .noPreference))
        #expect(view.traitCollection.userInterfaceStyle == .dark, "XSETTINGS' dark theme decides")
    }

    @Test("R31.11: a switch of color-scheme reaches traitCollectionDidChange once, with the old traits")
    func traitChangeDelivered() {
        let harness = Harness()
        let view = AppearanceLogView()
        harness.window.addSubview(view)

        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(colorScheme: .preferDark))
        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(colorScheme: .preferDark))

        #expect(view.previous == [.light])
    }

    @Test("R31.11: the accent colour is the default tint; a tint set on the view or above it wins")
    func accentIsDefaultTint() {
        let harness = Harness()
        let plain = UIView(), tinted = UIView()
        harness.window.addSubview(plain)
        harness.window.addSubview(tinted)
        tinted.tintColor = .systemGreen
        #expect(plain.tintColor == .systemBlue)

        let accent = UIColor(red: 0.8, green: 0.2, blue: 0.4, alpha: 1)
        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(accentColor: accent))

        #expect(plain.tintColor == accent)
        #expect(tinted.tintColor == .systemGreen)
    }

    @Test("R31.12: contrast turns on darker system colours and posts the notification once per change")
    func contrast() {
        _ = Harness()
        let posted = AppearanceLogView()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
                                                              object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted.previous.append(nil) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)

        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(prefersHighContrast: true))
        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(prefersHighContrast: true))
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        UIApplication.shared.desktopAppearanceDidChange(DesktopAppearance(prefersHighContrast: false))

        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(posted.previous.count == 2)
    }
}

/// Records the previous style of each trait change (and, in `contrast()`, counts notifications).
@MainActor
private final class AppearanceLogView: UIView {
    var previous: [UIUserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle)
    }
}
