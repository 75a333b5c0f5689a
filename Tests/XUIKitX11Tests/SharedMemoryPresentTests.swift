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

    @Test("A frame waits for the server only when nothing it sent shows the last put read (R12.11)")
    func framesWaitOnlyWhenTheServerHasNotAnswered() throws {
        try withBackend { session in
            let backend = session.backend
            let display = backend.display
            let whole = CGRect(x: 0, y: 0, width: 320, height: 200)
            let surface = try #require(backend.makeSurface(session.window, width: 320, height: 200))
            backend.willDraw(session.window)
            #expect(backend.presentationRoundTrips == 0, "nothing was put yet")

            // Right after a put the server has answered nothing newer: one round trip.
            fill(surface, whole, 0x00FF00)
            backend.showSurface(session.window, surface, rect: whole)
            backend.willDraw(session.window)
            #expect(backend.presentationRoundTrips == 1)
            backend.willDraw(session.window)
            #expect(backend.presentationRoundTrips == 1, "that put is known read")
            #expect(session.client.pixel(of: session.xid, x: 300, y: 190) == 0x00FF00)

            // Once the server has answered anything sent after the put, no round trip.
            fill(surface, whole, 0x0000FF)
            backend.showSurface(session.window, surface, rect: CGRect(x: 0, y: 0, width: 50, height: 50))
            XSync(display, 0)
            backend.willDraw(session.window)
            #expect(backend.presentationRoundTrips == 1)
            #expect(session.client.pixel(of: session.xid, x: 10, y: 10) == 0x0000FF)
            #expect(session.client.pixel(of: session.xid, x: 300, y: 190) == 0x00FF00, "only the put rectangle")

            // No put asked for a ShmCompletion, which would wake the event loop after each frame.
            var event = XEvent()
            #expect(XCheckTypedEvent(display, XShmGetEventBase(display) + ShmCompletion, &event) == 0)
        }
    }

    @Test("A press is drawn and sent in the turn that reads it, without a round trip (R12.10, R12.11)")
    func pressIsDrawnWithoutRoundTrip() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.backgroundColor = .white
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
            button.setTitle("Hi", for: .normal)
            window.addSubview(button)
            session.show(window)
            session.client.move(x: 30, y: 42)
            UIApplication.shared.runPendingWork()
            XSync(session.backend.display, 0)
            let hovered = session.pixel(of: window, x: 30, y: 42)
            let roundTrips = session.backend.presentationRoundTrips

            session.client.button(down: true)
            UIApplication.shared.runPendingWork()
            #expect(button.isHighlighted)
            #expect(session.backend.presentationRoundTrips == roundTrips)
            // One turn read the press, drew the pressed look (a stronger tint behind the title,
            // UIButton.draw) and sent it: the server shows it now.
            let pressed = session.pixel(of: window, x: 30, y: 42)
            #expect(pressed != hovered)
            #expect(pressed != 0xFFFFFF)
            session.client.button(down: false)
            UIApplication.shared.runPendingWork()
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
