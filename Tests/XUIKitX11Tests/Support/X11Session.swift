import CX11
import Foundation
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Runs `body` with the shared `UIApplication` on an `X11Backend` connected to a fresh Xvfb.
///
/// The app is shared by every test in the process (core tests too), so the session makes a fresh
/// one on the backend, and on the way out a fresh one on a headless backend again — all inside
/// one synchronous main-actor call, so no other test sees the X11 backend. The backend's
/// connection closes before the server stops.
@MainActor
func withX11App(_ body: (X11Session) throws -> Void) throws {
    let server = try XvfbServer()
    defer { server.stop() }
    try withX11App(displayName: server.displayName, body)
}

/// Runs `body` with the shared `UIApplication` on an `X11Backend` connected to the running X
/// server `displayName` (Xvfb or the real-input Xorg), as `withX11App(_:)` does.
@MainActor
func withX11App(displayName: String, _ body: (X11Session) throws -> Void) throws {
    let backend = try X11Backend(displayName: displayName)
    UIApplication.makeFreshForTesting(backend: backend)
    defer { UIApplication.makeFreshForTesting() }
    try body(X11Session(backend: backend, displayName: displayName))
}

/// An app on a live X11 backend, with XTest input on the backend's own connection.
@MainActor
struct X11Session {
    let backend: X11Backend
    /// The server's name, for other clients (xdotool, xclip) to connect to.
    let displayName: String

    var client: XTestInput { XTestInput(connection: backend.display) }

    /// Shows `window` and lets the app map, draw and present it.
    func show(_ window: UIWindow) {
        window.makeKeyAndVisible()
        XSync(backend.display, 0)
        UIApplication.shared.runPendingWork()
    }

    /// Clicks at root coordinates and lets the app handle the events.
    func click(x: Int32, y: Int32) {
        client.click(x: x, y: y)
        UIApplication.shared.runPendingWork()
    }

    /// Drags with button 1 along y = `y` from `fromX` to `toX` in `step`-point moves (root
    /// coordinates), letting the app handle each step.
    func drag(fromX: Int32, toX: Int32, y: Int32, step: Int32) {
        client.move(x: fromX, y: y)
        client.button(down: true)
        UIApplication.shared.runPendingWork()
        for x in stride(from: fromX + step, through: toX, by: Int(step)) {
            client.move(x: x, y: y)
            UIApplication.shared.runPendingWork()
        }
        client.button(down: false)
        UIApplication.shared.runPendingWork()
    }

    /// A pixel of `window` as it is on the server, `0xRRGGBB`.
    func pixel(of window: UIWindow, x: Int32, y: Int32) -> UInt32? {
        pixels(of: window, in: CGRect(x: Int(x), y: Int(y), width: 1, height: 1)).first
    }

    /// The pixels of `rect` of `window` as they are on the server, row by row.
    func pixels(of window: UIWindow, in rect: CGRect) -> [UInt32] {
        guard let id = window.windowID else { return [] }
        return client.pixels(of: backend.nativeWindow(for: id), x: Int32(rect.minX), y: Int32(rect.minY),
                             width: UInt32(rect.width), height: UInt32(rect.height))
    }
}
