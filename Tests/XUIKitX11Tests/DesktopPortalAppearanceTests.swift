import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
@testable import XUIKitDesktop

/// A view that records each trait change UIKit-style: the previous collection and the new style.
@MainActor
final class StyleRecordingView: UIView {
    var changes: [(previous: UIUserInterfaceStyle?, now: UIUserInterfaceStyle)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle))
    }
}

/// The Settings portal's `org.freedesktop.appearance`, read at launch and followed live: the
/// window's pixels and traits follow `color-scheme`, the default tint follows `accent-color`,
/// `contrast` turns on darker system colours.
@Suite("R31: Settings portal appearance (fake portal on a private bus, own Xvfb)", .serialized)
@MainActor
struct DesktopPortalAppearanceTests {
    typealias Portal = DesktopPortalFileChooserTests

    static func settings(_ values: [String: Any]) -> [String: Any] {
        ["interfaces": Portal.interfaces, "settings": ["org.freedesktop.appearance": values]]
    }

    /// A window whose background is `systemBackground` (white light, black dark), with a
    /// recording subview.
    static func window(_ session: X11Session) -> (UIWindow, StyleRecordingView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let recorder = StyleRecordingView(frame: CGRect(x: 150, y: 80, width: 20, height: 20))
        controller.view.addSubview(recorder)
        window.rootViewController = controller
        session.show(window)
        return (window, recorder)
    }

    @Test("R31.11: color-scheme switched live turns the window dark and back, with UIKit's trait change")
    func colorSchemeLive() throws {
        let portal = try FakePortalSession(script: Self.settings(["color-scheme": ["u", 0]]))
        defer { portal.stop() }
        try withX11App { session in
            let (window, recorder) = Self.window(session)
            DesktopIntegration.start(backend: session.backend, environment: portal.environment)
            #expect(Portal.spin { UIApplication.shared.desktopAppearance.colorScheme == .noPreference }, "read at launch")
            #expect(session.pixel(of: window, x: 20, y: 20) == 0xFFFFFF, "no preference and no XSETTINGS: light")

            try portal.setSetting(namespace: "org.freedesktop.appearance", key: "color-scheme", value: "uint32:1")
            #expect(Portal.spin { session.pixel(of: window, x: 20, y: 20) == 0x000000 }, "prefer dark: the window redraws dark")
            #expect(recorder.traitCollection.userInterfaceStyle == .dark)
            #expect(recorder.changes.last.map { "\($0.previous.map { "\($0)" } ?? "nil")→\($0.now)" } == "light→dark")

            try portal.setSetting(namespace: "org.freedesktop.appearance", key: "color-scheme", value: "uint32:2")
            #expect(Portal.spin { session.pixel(of: window, x: 20, y: 20) == 0xFFFFFF }, "prefer light: light again")
            #expect(recorder.changes.count == 2, "one trait change per switch: \(recorder.changes)")
        }
    }

    @Test("R31.11, R31.12: accent-color is the default tint; contrast turns on darker system colours with its notification")
    func accentAndContrast() throws {
        let portal = try FakePortalSession(script: Self.settings(["accent-color": ["(ddd)", [1.0, 0.5, 0.0]], "contrast": ["u", 0]]))
        defer { portal.stop() }
        try withX11App { session in
            let (_, recorder) = Self.window(session)
            let posted = Recorded<Bool>()
            let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
                                                                  object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { posted.values.append(UIAccessibility.isDarkerSystemColorsEnabled) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            DesktopIntegration.start(backend: session.backend, environment: portal.environment)
            #expect(Portal.spin { UIApplication.shared.desktopAppearance.accentColor != nil })

            #expect(recorder.tintColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            #expect(!UIAccessibility.isDarkerSystemColorsEnabled)

            try portal.setSetting(namespace: "org.freedesktop.appearance", key: "contrast", value: "uint32:1")
            #expect(Portal.spin { UIAccessibility.isDarkerSystemColorsEnabled })
            #expect(posted.values == [true])
        }
    }

    @Test("R31.3, R31.11: a color-scheme of the wrong type is ignored with one diagnostic; XSETTINGS' light stays")
    func garbageSetting() throws {
        let portal = try FakePortalSession(script: Self.settings(["color-scheme": ["s", "dark"]]))
        defer { portal.stop() }
        let diagnostics = Recorded<String>()
        let previous = Diagnostics.handler
        Diagnostics.handler = { diagnostics.values.append($0) }
        defer { Diagnostics.handler = previous }
        try withX11App { session in
            let (window, _) = Self.window(session)
            DesktopIntegration.start(backend: session.backend, environment: portal.environment)
            #expect(Portal.spin { diagnostics.values.contains { $0.contains("color-scheme") } })

            #expect(UIApplication.shared.desktopAppearance.colorScheme == nil)
            #expect(session.pixel(of: window, x: 20, y: 20) == 0xFFFFFF)
        }
    }
}
