import CX11
import Foundation
import Synchronization
import XUIKitCore

/// One open Xlib connection: opening it with a message a user can act on, the error handlers,
/// and whether the server is still there.
///
/// After the server goes away (`isLost`), nothing may touch `display` again — not even
/// `XCloseDisplay` — so every user checks `isOpen` first.
@MainActor
final class X11Connection {
    /// The Xlib `Display *`.
    let display: OpaquePointer
    /// The name the connection was opened with, for messages (":0", "localhost:10.0").
    let name: String
    private let state: ConnectionState
    private var closed = false

    /// Opens `displayName`, or `$DISPLAY` when nil.
    ///
    /// - Throws: `PlatformError` with one line starting "cannot open X display".
    init(displayName: String?) throws {
        let environment = ProcessEnvironment["DISPLAY"]
        guard let name = displayName ?? environment, !name.isEmpty else {
            throw PlatformError("cannot open X display: DISPLAY is not set")
        }
        // Harmless on libX11 ≥ 1.8 (thread-safe by default) and required before any other Xlib
        // call on older ones.
        XInitThreads()
        guard let display = XOpenDisplay(name) else {
            throw PlatformError("cannot open X display '\(name)': is an X server running? set DISPLAY")
        }
        self.display = display
        self.name = name
        state = ConnectionState()
        installErrorHandlers()
    }

    isolated deinit { close() }

    /// True once Xlib reported that the server is gone.
    var isLost: Bool { state.isLost.load(ordering: .relaxed) }

    /// True while Xlib calls on `display` are allowed.
    var isOpen: Bool { !closed && !isLost }

    /// Sends what Xlib holds for the server, unless no request was made since the last call:
    /// `XFlush` also reads the socket (one more system call) even with nothing to send, and the
    /// event loop asks for a flush at up to three points of a turn.
    func flushIfRequestsQueued() {
        guard isOpen else { return }
        let next = XNextRequest(display)
        guard next != flushedBefore else { return }
        XFlush(display)
        flushedBefore = next
    }

    /// `XNextRequest` at the last `flushIfRequestsQueued()`: every request before it was sent.
    private var flushedBefore: UInt = 0

    /// Closes the connection if the server is still there.
    func close() {
        guard isOpen else { return }
        closed = true
        XCloseDisplay(display)
    }

    private func installErrorHandlers() {
        // A protocol error (BadWindow after a race, BadMatch…) is logged, never fatal: Xlib's
        // default handler would exit the app.
        XSetErrorHandler { display, error in
            guard let display, let error else { return 0 }
            var text = [CChar](repeating: 0, count: 160)
            XGetErrorText(display, Int32(error.pointee.error_code), &text, Int32(text.count))
            let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            writeStandardError("XUIKit: X error: \(description) (request \(error.pointee.request_code)."
                               + "\(error.pointee.minor_code), resource 0x\(String(error.pointee.resourceid, radix: 16)))")
            return 0
        }
        // The server died. Runs first; Xlib then calls the exit handler below.
        XSetIOErrorHandler { display in
            let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? ""
            writeStandardError("error: lost connection to the X server (DISPLAY=\(name))")
            return 0
        }
        // Returning from the exit handler (libX11 ≥ 1.7) hands control back to the caller instead
        // of exiting, so the backend can report the loss and the app can end on its own terms.
        XSetIOErrorExitHandler(display, { _, userData in
            guard let userData else { return }
            Unmanaged<ConnectionState>.fromOpaque(userData).takeUnretainedValue().isLost.store(true, ordering: .relaxed)
        }, Unmanaged.passUnretained(state).toOpaque())
    }
}

/// What the IO-error exit handler records. A class so Xlib can hold a pointer to it; the
/// connection keeps it alive for as long as the display can call back.
private final class ConnectionState: Sendable {
    let isLost = Atomic<Bool>(false)
}

/// Writes one line to stderr with `write(2)`: safe inside Xlib's error callbacks, where
/// Foundation's buffered handles are not.
func writeStandardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}
