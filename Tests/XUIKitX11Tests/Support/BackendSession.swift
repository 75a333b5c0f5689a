import CX11
import Foundation
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Runs `body` with an `X11Backend` on a fresh Xvfb reporting to a `RecordingSink` — no
/// `UIApplication` involved. One 320×200 window at the root origin is created, shown and
/// focused first, and the events of that are drained and forgotten.
@MainActor
func withBackend(screen: String = "1024x768x24", serverArguments: [String] = [],
                 _ body: (BackendSession) throws -> Void) throws {
    let server = try XvfbServer(screen: screen, arguments: serverArguments)
    defer { server.stop() }
    // Nested so the backend's connection is closed before the server stops.
    try {
        let session = try BackendSession(server: server)
        try body(session)
    }()
}

/// A backend, its sink and one visible, focused window.
@MainActor
struct BackendSession {
    let backend: X11Backend
    let sink = RecordingSink()
    let window = WindowID(1)
    /// The session's own server; tests may stop it early.
    let server: XvfbServer

    init(server: XvfbServer) throws {
        self.server = server
        backend = try X11Backend(displayName: server.displayName)
        backend.sink = sink
        backend.createWindow(window, frame: CGRect(x: 0, y: 0, width: 320, height: 200), title: "Test")
        backend.setWindowVisible(window, true)
        backend.focusWindow(window)
        settle()
        settle()   // the MapNotify grants the focus request; its FocusIn comes next
        sink.inputs.removeAll()
        sink.redraws.removeAll()
    }

    var client: XTestInput { XTestInput(connection: backend.display) }
    var xid: Window { backend.nativeWindow(for: window) }

    /// Waits for the server to process everything sent so far, then lets the backend read it.
    func settle() {
        XSync(backend.display, 0)
        backend.processPendingEvents()
    }
}
