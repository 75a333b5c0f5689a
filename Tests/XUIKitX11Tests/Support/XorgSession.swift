import CX11
import Foundation
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Runs `body` with the shared `UIApplication` on an `X11Backend` connected to the process's
/// Xorg (`XorgServer.shared()`), whose inputtest devices make real touches, scrolls and gestures.
@MainActor
func withXorgApp(_ body: (XorgSession) throws -> Void) throws {
    let server = try XorgServer.shared()
    try withX11App(displayName: server.displayName) { session in
        try body(XorgSession(x11: session, server: server))
    }
}

/// Runs `body` with an `X11Backend` alone on the process's Xorg, reporting to a `RecordingSink`,
/// with one visible, focused 320×200 window at the root origin (as `withBackend`).
@MainActor
func withXorgBackend(_ body: (XorgBackendSession) throws -> Void) throws {
    let server = try XorgServer.shared()
    let backend = try X11Backend(displayName: server.displayName)
    let session = XorgBackendSession(backend: backend, server: server)
    backend.sink = session.sink
    backend.createWindow(session.window, frame: CGRect(x: 0, y: 0, width: 320, height: 200), title: "Test")
    backend.setWindowVisible(session.window, true)
    backend.focusWindow(session.window)
    try session.settle()
    try session.settle()
    session.sink.inputs.removeAll()
    try body(session)
}

/// An app on the Xorg display and the devices that drive it.
@MainActor
struct XorgSession {
    let x11: X11Session
    let server: XorgServer

    func show(_ window: UIWindow) { x11.show(window) }

    /// Waits until Xorg has turned everything the devices sent into events, lets them reach the
    /// app's queue (`XSync`) and lets the app handle them: one drain of the queue.
    func deliver() throws {
        for device in [server.touch, server.pointer, server.gesture] { try device.waitForSync() }
        XSync(x11.backend.display, 0)
        UIApplication.shared.runPendingWork()
    }
}

/// A backend on the Xorg display with a recording sink.
@MainActor
struct XorgBackendSession {
    let backend: X11Backend
    let server: XorgServer
    let sink = RecordingSink()
    let window = WindowID(1)

    /// XTest on the backend's connection (moving the pointer onto the window, say).
    var client: XTestInput { XTestInput(connection: backend.display) }

    /// Waits for Xorg to process what the devices sent, then lets the backend read it.
    func settle() throws {
        for device in [server.touch, server.pointer, server.gesture] { try device.waitForSync() }
        XSync(backend.display, 0)
        backend.processPendingEvents()
    }
}
