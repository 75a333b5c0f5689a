import CX11
import CXTest
import Foundation

/// Test-side X11 helpers on a given connection: XTest input, window lookup, pixels and
/// window-manager messages.
///
/// Input is injected with XTest on the connection and followed by `XSync`, so every resulting
/// event is queued at the app once the call returns (deterministic, no sleeps) when the
/// connection is the app's own.
struct X11TestClient {
    let display: OpaquePointer

    /// Moves the pointer to root coordinates (`x`, `y`) and clicks `button`.
    func click(x: Int32, y: Int32, button: UInt32 = 1) {
        XTestFakeMotionEvent(display, -1, x, y, 0)
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        XSync(display, 0)
    }

    /// Moves the pointer to root coordinates (`x`, `y`).
    func move(x: Int32, y: Int32) {
        XTestFakeMotionEvent(display, -1, x, y, 0)
        XSync(display, 0)
    }

    /// Presses (`down`) or releases a pointer button where the pointer is.
    func button(_ button: UInt32 = 1, down: Bool) {
        XTestFakeButtonEvent(display, button, down ? 1 : 0, 0)
        XSync(display, 0)
    }

    /// Presses and releases the key for `keysym`, holding the keys of `modifiers` around it.
    func type(_ keysym: Int32, modifiers: [Int32] = []) {
        press(keysym, modifiers: modifiers)
        release(keysym, modifiers: modifiers)
    }

    /// Presses the key for `keysym` (after `modifiers`) without releasing it.
    func press(_ keysym: Int32, modifiers: [Int32] = []) {
        for modifier in modifiers { fakeKey(modifier, down: true) }
        fakeKey(keysym, down: true)
        XSync(display, 0)
    }

    /// Releases the key for `keysym`, then `modifiers`.
    func release(_ keysym: Int32, modifiers: [Int32] = []) {
        fakeKey(keysym, down: false)
        for modifier in modifiers.reversed() { fakeKey(modifier, down: false) }
        XSync(display, 0)
    }

    private func fakeKey(_ keysym: Int32, down: Bool) {
        XTestFakeKeyEvent(display, UInt32(XKeysymToKeycode(display, KeySym(keysym))), down ? 1 : 0, 0)
    }

    /// The colour of one window pixel as `0xRRGGBB`, read back from the server.
    func pixel(of window: Window, x: Int32, y: Int32) -> UInt32? {
        pixels(of: window, x: x, y: y, width: 1, height: 1).first
    }

    /// A rectangle of window pixels, row by row, as `0xRRGGBB` on a depth-24 TrueColor server
    /// (raw pixel values on others); empty if the server refused.
    func pixels(of window: Window, x: Int32, y: Int32, width: UInt32, height: UInt32) -> [UInt32] {
        guard let image = XGetImage(display, window, x, y, width, height, XAllPlanes(), ZPixmap) else { return [] }
        defer { _ = image.pointee.f.destroy_image(image) }
        return (0..<Int32(height)).flatMap { row in
            (0..<Int32(width)).map { column in
                UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, column, row))
            }
        }
    }

    /// Sends WM_DELETE_WINDOW the way a window manager does (Xvfb has none).
    func requestClose(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
    }

    /// The viewable toplevel whose `_NET_WM_PID` is `pid`, waiting up to `timeout` for it.
    func waitForWindow(ofProcess pid: Int32, timeout: TimeInterval) -> Window? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if let window = viewableWindow(ofProcess: pid) { return window }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    private func viewableWindow(ofProcess pid: Int32) -> Window? {
        var root: Window = 0, parent: Window = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<Window>?
        guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0,
              let children else { return nil }
        defer { XFree(children) }
        let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        for window in UnsafeBufferPointer(start: children, count: Int(count)) {
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable,
                  cardinal(pidAtom, of: window) == UInt(pid) else { continue }
            return window
        }
        return nil
    }

    private func cardinal(_ property: Atom, of window: Window) -> UInt? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, property, 0, 1, 0, XA_CARDINAL, &type, &format, &count,
                                 &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        // Format-32 data comes back as C longs.
        return count == 1 ? UnsafeRawPointer(data).load(as: UInt.self) : nil
    }
}

/// A connection of the test's own to a test server, for watching and driving another process.
///
/// Close it before stopping the server. If the server dies first anyway, its IO-error exit
/// handler returns instead of letting Xlib end the test process.
final class X11TestConnection {
    let display: OpaquePointer
    private var isOpen = true

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw TestSetupError("cannot open the test display \(displayName)")
        }
        self.display = display
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
        // A protocol error (WM_DELETE_WINDOW sent to a window its app already closed…) fails
        // the step that caused it, never the whole test process: Xlib's default handler exits.
        XSetErrorHandler { _, error in
            if let error { FileHandle.standardError.write(Data("test client: X error \(error.pointee.error_code) (request \(error.pointee.request_code))\n".utf8)) }
            return 0
        }
    }

    var client: X11TestClient { X11TestClient(display: display) }

    func close() {
        guard isOpen else { return }
        isOpen = false
        XCloseDisplay(display)
    }

    deinit { close() }
}
