import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
@testable import XUIKitDesktop

/// The Settings portal's `contrast` switched live (scripts/fake-portal.py on a private bus): the
/// window's traits turn `.high` and back, once per switch, and a `systemBlue` background is
/// repainted in Apple's increased-contrast blue (R40.5, R40.6).
@Suite("R40.5, R40.6: accessibilityContrast from the Settings portal, switched live (fake portal, own Xvfb)", .serialized)
@MainActor
struct AccessibilityContrastX11Tests {
    typealias Portal = DesktopPortalFileChooserTests

    /// A view that logs its contrast trait changes: previous → now.
    final class ContrastRecordingView: UIView {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("\(previousTraitCollection?.accessibilityContrast.rawValue ?? -2)→\(traitCollection.accessibilityContrast.rawValue)")
        }
    }

    @Test("R40.5, R40.6: contrast 1 makes the traits .high and systemBlue 0,64,221; contrast 0 brings 0,122,255 back")
    func contrastLive() throws {
        let portal = try FakePortalSession(script: ["interfaces": Portal.interfaces,
                                                    "settings": ["org.freedesktop.appearance": ["contrast": ["u", 0]]]])
        defer { portal.stop() }
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            let controller = UIViewController()
            let view = ContrastRecordingView()
            view.backgroundColor = .systemBlue
            controller.view = view
            window.rootViewController = controller
            session.show(window)
            DesktopIntegration.start(backend: session.backend, environment: portal.environment)
            #expect(Portal.spin { UIApplication.shared.desktopAppearance.prefersHighContrast == false }, "read at launch")
            #expect(session.pixel(of: window, x: 20, y: 20) == 0x007AFF)
            #expect(view.traitCollection.accessibilityContrast == .normal)

            try portal.setSetting(namespace: "org.freedesktop.appearance", key: "contrast", value: "uint32:1")
            #expect(Portal.spin { session.pixel(of: window, x: 20, y: 20) == 0x0040DD }, "repainted in the high-contrast blue")
            #expect(view.traitCollection.accessibilityContrast == .high)
            #expect(UIAccessibility.isDarkerSystemColorsEnabled)

            try portal.setSetting(namespace: "org.freedesktop.appearance", key: "contrast", value: "uint32:0")
            #expect(Portal.spin { session.pixel(of: window, x: 20, y: 20) == 0x007AFF })
            #expect(view.log == ["0→1", "1→0"], "one trait change per switch")
        }
    }
}
