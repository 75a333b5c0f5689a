import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Presenting through MIT-SHM when the server offers it, through XPutImage when it does not
/// (Xvfb started with `-extension MIT-SHM`): the window shows the same pixels either way.
@Suite("X11 present: MIT-SHM and the XPutImage fallback (own Xvfb)")
@MainActor
struct SharedMemoryPresentTests {
    /// Fills `rect` of `surface` with `color` (0xRRGGBB).
    private func fill(_ surface: WindowSurface, _ rect: CGRect, _ color: UInt32) {
        let pixels = surface.pixels
        for row in Int(rect.minY)..<Int(rect.maxY) {
            for column in Int(rect.minX)..<Int(rect.maxX) {
                pixels.storeBytes(of: color, toByteOffset: row * surface.bytesPerRow + column * 4, as: UInt32.self)
            }
        }
    }

    @Test("With MIT-SHM the backend makes shared surfaces and presents only the given rectangle")
    func sharedSurfacePresents() throws {
        try withBackend { session in
            let backend = session.backend
            #expect(backend.usesSharedMemory)
            let surface = try #require(backend.makeSurface(session.window, width: 320, height: 200))
            fill(surface, CGRect(x: 0, y: 0, width: 320, height: 200), 0x00FF00)
            backend.showSurface(session.window, surface, rect: CGRect(x: 10, y: 20, width: 30, height: 40))
            XSync(backend.display, 0)
            #expect(session.client.pixel(of: session.xid, x: 10, y: 20) == 0x00FF00)
            #expect(session.client.pixel(of: session.xid, x: 39, y: 59) == 0x00FF00)
            #expect(session.client.pixel(of: session.xid, x: 40, y: 59) == 0xFFFFFF, "outside the rect")

            // The next frame waits for the server to have read the first, then shows its pixels.
            backend.willDraw(session.window)
            fill(surface, CGRect(x: 0, y: 0, width: 320, height: 200), 0x0000FF)
            backend.showSurface(session.window, surface, rect: CGRect(x: 0, y: 0, width: 320, height: 200))
            backend.willDraw(session.window)
            #expect(session.client.pixel(of: session.xid, x: 300, y: 190) == 0x0000FF)
        }
    }

    @Test("Without MIT-SHM on the server, surfaces are ordinary and XPutImage presents them")
    func fallbackPresents() throws {
        try withBackend(serverArguments: ["-extension", "MIT-SHM"]) { session in
            let backend = session.backend
            #expect(!backend.usesSharedMemory)
            #expect(backend.makeSurface(session.window, width: 320, height: 200) == nil)
            let surface = WindowSurface(width: 320, height: 200)
            fill(surface, CGRect(x: 0, y: 0, width: 320, height: 200), 0x00FF00)
            backend.willDraw(session.window)
            backend.showSurface(session.window, surface, rect: CGRect(x: 10, y: 20, width: 30, height: 40))
            XSync(backend.display, 0)
            #expect(session.client.pixel(of: session.xid, x: 10, y: 20) == 0x00FF00)
            #expect(session.client.pixel(of: session.xid, x: 40, y: 59) == 0xFFFFFF, "outside the rect")
        }
    }

    @Test("An app's views reach the screen pixel for pixel, with MIT-SHM and without",
          arguments: [[], ["-extension", "MIT-SHM"]])
    func appPixels(serverArguments: [String]) throws {
        let server = try XvfbServer(arguments: serverArguments)
        defer { server.stop() }
        try withX11App(displayName: server.displayName) { session in
            #expect(session.backend.usesSharedMemory == serverArguments.isEmpty)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            let red = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
            red.backgroundColor = .red
            let translucent = UIView(frame: CGRect(x: 100, y: 10, width: 50, height: 40))
            translucent.backgroundColor = .blue
            translucent.alpha = 0.5
            window.addSubview(red)
            window.addSubview(translucent)
            session.show(window)
            let expected = window.surface!
            for (x, y) in [(20, 20), (120, 20), (5, 5), (199, 119)] {
                let p = expected.pixel(x: x, y: y)
                let word = UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
                #expect(session.pixel(of: window, x: Int32(x), y: Int32(y)) == word)
            }
            #expect(session.pixel(of: window, x: 20, y: 20) == 0xFF0000)
            // A later change reaches the screen too (the second frame waits for the first).
            red.backgroundColor = .green
            UIApplication.shared.runPendingWork()
            XSync(session.backend.display, 0)
            #expect(session.pixel(of: window, x: 20, y: 20) == 0x00FF00)
        }
    }
}
