import CX11
import Foundation
import Testing
@_spi(Testing) import XUIKitCore
import XUIKit
import XUIKitX11
import XUIKitTesting

/// Configured buttons on a real X server: the filled and tinted styles' fills and titles reach
/// the screen in the colours UIKit uses, in light and dark (R23.8).
@Suite("X11 button configurations: filled and tinted, light and dark, by pixels (own Xvfb)")
@MainActor
struct ButtonConfigurationX11Tests {
    /// Whether `pixel` (0xRRGGBB) is within `tolerance` of `rgb` in every channel.
    func near(_ pixel: UInt32?, _ rgb: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        guard let pixel else { return false }
        let r = Int(pixel >> 16 & 0xFF), g = Int(pixel >> 8 & 0xFF), b = Int(pixel & 0xFF)
        return abs(r - rgb.0) <= tolerance && abs(g - rgb.1) <= tolerance && abs(b - rgb.2) <= tolerance
    }

    func configured(_ configuration: UIButton.Configuration, title: String) -> UIButton {
        var configuration = configuration
        configuration.title = title
        return UIButton(configuration: configuration)
    }

    @Test("R23.7, R23.8: filled is the tint with a white title, dimmed while pressed; tinted is 15 % tint with a tint title; light then dark")
    func filledAndTinted() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        try withX11App(displayName: server.displayName) { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
            window.backgroundColor = .systemBackground   // white in light, black in dark
            window.overrideUserInterfaceStyle = .light
            let filled = configured(.filled(), title: "Filled")
            let tinted = configured(.tinted(), title: "Tinted")
            filled.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
            tinted.frame = CGRect(x: 20, y: 90, width: 160, height: 44)
            window.addSubview(filled)
            window.addSubview(tinted)
            session.show(window)

            // Expected fills (x = 26, inside the 8 pt corners at mid-height, left of the title):
            // light filled: systemBlue 0,122,255. Light tinted: 15 % of it over white:
            // 255 × 0.85 + c × 0.15 = 217, 235, 255.
            #expect(near(session.pixel(of: window, x: 26, y: 42), (0, 122, 255)), "light filled fill")
            #expect(near(session.pixel(of: window, x: 26, y: 112), (217, 235, 255)), "light tinted fill")
            #expect(near(session.pixel(of: window, x: 10, y: 42), (255, 255, 255)), "window outside the button")
            let filledTitle = session.pixels(of: window, in: filled.titleLabel!.frame.offsetBy(dx: 20, dy: 20))
            #expect(filledTitle.contains(0xFFFFFF), "a white glyph pixel in the filled title")
            let tintedTitle = session.pixels(of: window, in: tinted.titleLabel!.frame.offsetBy(dx: 20, dy: 90))
            #expect(tintedTitle.contains { near($0, (0, 122, 255), tolerance: 12) }, "a tint glyph pixel in the tinted title")

            // Pressed with a real pointer: the highlighted look dims the fill to 70 % over the
            // white window: 255 × 0.3 + c × 0.7 = 77, 162, 255. Released: the tint again.
            session.client.move(x: 100, y: 42)
            session.client.button(down: true)
            UIApplication.shared.runPendingWork()
            #expect(filled.isHighlighted)
            #expect(near(session.pixel(of: window, x: 26, y: 42), (77, 162, 255)), "light filled fill, pressed")
            session.client.button(down: false)
            UIApplication.shared.runPendingWork()
            #expect(near(session.pixel(of: window, x: 26, y: 42), (0, 122, 255)), "light filled fill, released")

            // Dark: systemBlue is 10,132,255; tinted is 15 % of it over black: 2, 20, 38.
            window.overrideUserInterfaceStyle = .dark
            UIApplication.shared.runPendingWork()
            #expect(near(session.pixel(of: window, x: 26, y: 42), (10, 132, 255)), "dark filled fill")
            #expect(near(session.pixel(of: window, x: 26, y: 112), (2, 20, 38)), "dark tinted fill")
            #expect(near(session.pixel(of: window, x: 10, y: 42), (0, 0, 0)), "dark window outside the button")
            let darkFilledTitle = session.pixels(of: window, in: filled.titleLabel!.frame.offsetBy(dx: 20, dy: 20))
            #expect(darkFilledTitle.contains(0xFFFFFF), "a white glyph pixel in the dark filled title")
            let darkTintedTitle = session.pixels(of: window, in: tinted.titleLabel!.frame.offsetBy(dx: 20, dy: 90))
            #expect(darkTintedTitle.contains { near($0, (10, 132, 255), tolerance: 12) }, "a tint glyph pixel in the dark tinted title")
        }
    }
}
