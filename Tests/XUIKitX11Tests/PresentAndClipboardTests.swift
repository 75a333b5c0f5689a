import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Pixels out through XPutImage, text through the CLIPBOARD selection.
@Suite("X11Backend pixels and clipboard (own Xvfb)")
@MainActor
struct PresentAndClipboardTests {
    /// A surface painted with `color` (0xRRGGBB) everywhere.
    private func filledSurface(_ color: UInt32, width: Int, height: Int) -> WindowSurface {
        let surface = WindowSurface(width: width, height: height)
        let pixels = surface.pixels
        for row in 0..<height {
            for column in 0..<width {
                pixels.storeBytes(of: color, toByteOffset: row * surface.bytesPerRow + column * 4, as: UInt32.self)
            }
        }
        return surface
    }

    @Test("Only the presented rectangle reaches the window, pixel for pixel",
          arguments: ["1024x768x24", "1024x768x16"])
    func presentCopiesRect(screen: String) throws {
        try withBackend(screen: screen) { session in
            let surface = filledSurface(0xFF0000, width: 320, height: 200)

            session.backend.showSurface(session.window, surface, rect: CGRect(x: 10, y: 20, width: 30, height: 40))
            XSync(session.backend.display, 0)

            // Pure red in the server's own pixel format: all of the red mask, nothing else.
            let visual = XDefaultVisual(session.backend.display, XDefaultScreen(session.backend.display))!
            let red = UInt32(visual.pointee.red_mask)
            let white = UInt32(visual.pointee.red_mask | visual.pointee.green_mask | visual.pointee.blue_mask)
            #expect(session.client.pixel(of: session.xid, x: 10, y: 20) == red)
            #expect(session.client.pixel(of: session.xid, x: 39, y: 59) == red)
            #expect(session.client.pixel(of: session.xid, x: 40, y: 59) == white, "outside the rect")
            #expect(session.client.pixel(of: session.xid, x: 9, y: 20) == white, "outside the rect")
        }
    }

    @Test("Text the app copies can be pasted by another client")
    func copyToOtherClient() throws {
        let xclip = try #require(TestProcess.executable(named: "xclip"), "xclip is not installed (apt-get install xclip)")
        try withBackend { session in
            let text = "Grüße ✓ from XUIKit"
            session.backend.setClipboardText(text)

            let paste = try TestProcess(xclip, ["-selection", "clipboard", "-o"],
                                         environment: ["DISPLAY": session.server.displayName])
            // The app answers the request while xclip waits for it.
            let deadline = Date(timeIntervalSinceNow: 10)
            while paste.waitForExit(timeout: 0) == nil, Date() < deadline {
                session.backend.processPendingEvents()
                usleep(5_000)
            }

            #expect(paste.waitForExit(timeout: 0) == 0, "xclip: \(paste.standardError)")
            #expect(paste.standardOutput == text)
            #expect(session.backend.clipboardText() == text, "the owner reads its own text back")
        }
    }

    @Test("Text another client copies can be pasted into the app")
    func pasteFromOtherClient() throws {
        try withBackend { session in
            let text = "Grüße ✓ to XUIKit"
            let copy = try session.copyWithXclip(text)
            defer { withExtendedLifetime(copy) {} }

            #expect(session.backend.clipboardText() == text)
        }
    }
}
