import CCairo
import CX11
import CXTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Input through a real X server with XTest, as a user's mouse and keyboard would send it.
///
/// Every step ends with `XSync`, so the server has queued the resulting events to the app before
/// the next step. On the app's own connection (`init(connection:)`, for a test that runs the
/// backend in its own process) that makes input deterministic: once a call returns, its events
/// are in the app's queue. `XCUIElement` acts through one of these on its own connection.
///
/// ```swift
/// let server = try XvfbServer()
/// let input = try XTestInput(display: server.displayName)
/// input.click(x: 100, y: 42)
/// input.type(XK_Return)
/// ```
///
/// Window lookup, pixels and window-manager messages are in `XTestInput+Windows.swift`.
public final class XTestInput {
    /// The Xlib connection the input goes through.
    public let display: OpaquePointer
    private var ownsConnection: Bool

    /// Opens a connection of its own to the X server `name` (":N"), closed by `close()` or deinit.
    ///
    /// A protocol error on it is reported on stderr, never fatal, and a broken connection (the
    /// server stopped first) does not end the test process: Xlib's defaults would do both, and
    /// leave the apps the test launched running.
    ///
    /// - Throws: `XCUIError` when the display cannot be opened.
    public init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw XCUIError("cannot open X display '\(name)' for XTest") }
        self.display = display
        ownsConnection = true
        XSetErrorHandler { _, error in
            if let error {
                FileHandle.standardError.write(Data("XUIKitTesting: X error \(error.pointee.error_code) (request \(error.pointee.request_code))\n".utf8))
            }
            return 0
        }
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
    }

    /// Sends input through an existing connection (an X11 backend's own, say), which stays its
    /// owner's: it is neither closed nor given other error handlers.
    public init(connection display: OpaquePointer) {
        self.display = display
        ownsConnection = false
    }

    deinit { close() }

    /// Closes a connection this opened; does nothing on a borrowed one or a second time. Close
    /// before stopping the server.
    public func close() {
        guard ownsConnection else { return }
        ownsConnection = false
        XCloseDisplay(display)
    }

    // MARK: - Pointer

    /// Moves the pointer to root coordinates (`x`, `y`).
    public func move(x: Int32, y: Int32) {
        XTestFakeMotionEvent(display, -1, x, y, 0)
        XSync(display, 0)
    }

    /// Presses (`down`) or releases pointer button `button` (X numbering: 1 left, 2 middle,
    /// 3 right, 4–7 wheel) where the pointer is.
    public func button(_ button: UInt32 = 1, down: Bool) {
        XTestFakeButtonEvent(display, button, down ? 1 : 0, 0)
        XSync(display, 0)
    }

    /// Moves the pointer to root coordinates (`x`, `y`) and clicks `button`.
    public func click(x: Int32, y: Int32, button number: UInt32 = 1) {
        XTestFakeMotionEvent(display, -1, x, y, 0)
        XTestFakeButtonEvent(display, number, 1, 0)
        XTestFakeButtonEvent(display, number, 0, 0)
        XSync(display, 0)
    }

    /// `count` clicks of the left button at `point`, 60 ms apart (a double tap when 2).
    public func tap(at point: CGPoint, count: Int = 1) {
        move(to: point)
        for index in 0..<count {
            if index > 0 { usleep(60_000) }
            button(down: true)
            button(down: false)
        }
    }

    /// Holds the left button at `point` for `duration` seconds.
    public func press(at point: CGPoint, duration: TimeInterval) {
        move(to: point)
        button(down: true)
        usleep(useconds_t(max(0, duration) * 1_000_000))
        button(down: false)
    }

    /// Presses at `start`, moves to `end` in ten steps over about 100 ms, releases.
    public func drag(from start: CGPoint, to end: CGPoint) {
        move(to: start)
        button(down: true)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            usleep(10_000)
            move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        button(down: false)
    }

    /// Presses at the first point with the key `holding` down (when given), moves through the
    /// others one every `interval` seconds, then releases the button and the key. A gesture of
    /// the multitouch simulator is such a drag with Control held.
    public func drag(through points: [CGPoint], interval: TimeInterval, holding keysym: KeySym? = nil) {
        guard let first = points.first else { return }
        let held = keysym.map { XKeysymToKeycode(display, $0) } ?? 0
        if held != 0 { key(down: true, held) }
        move(to: first)
        button(down: true)
        for point in points.dropFirst() {
            usleep(useconds_t(max(0, interval) * 1_000_000))
            move(to: point)
        }
        button(down: false)
        if held != 0 { key(down: false, held) }
    }

    /// `clicks` wheel clicks at `point`: X button 4 (up), 5 (down), 6 (left) or 7 (right), each a
    /// press and release, as a wheel without smooth scrolling sends them.
    public func wheel(at point: CGPoint, button wheelButton: UInt32, clicks: Int) {
        guard clicks > 0 else { return }
        move(to: point)
        for _ in 0..<clicks {
            button(wheelButton, down: true)
            button(wheelButton, down: false)
        }
    }

    private func move(to point: CGPoint) {
        move(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()))
    }

    // MARK: - Keys

    /// Presses and releases the key for `keysym` (`XK_Return`…), holding the keys of
    /// `modifiers` (`XK_Control_L`…) around it.
    public func type(_ keysym: Int32, modifiers: [Int32] = []) {
        press(keysym, modifiers: modifiers)
        release(keysym, modifiers: modifiers)
    }

    /// Presses the key for `keysym` (after `modifiers`) without releasing it.
    public func press(_ keysym: Int32, modifiers: [Int32] = []) {
        for modifier in modifiers { fakeKey(modifier, down: true) }
        fakeKey(keysym, down: true)
        XSync(display, 0)
    }

    /// Releases the key for `keysym`, then `modifiers`.
    public func release(_ keysym: Int32, modifiers: [Int32] = []) {
        fakeKey(keysym, down: false)
        for modifier in modifiers.reversed() { fakeKey(modifier, down: false) }
        XSync(display, 0)
    }

    /// Types each character with the key that produces it (Shift when it is the shifted symbol).
    ///
    /// - Throws: `XCUIError` for a character no key of the server's keyboard types.
    public func type(_ text: String) throws {
        for character in text {
            let keysym: KeySym
            switch character {
            case "\n", "\r\n": keysym = KeySym(XK_Return)
            case "\t": keysym = KeySym(XK_Tab)
            default:
                guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
                    throw XCUIError("typeText: cannot type '\(character)' (one Unicode scalar per key)")
                }
                keysym = scalar.value < 0x100 ? KeySym(scalar.value) : KeySym(0x0100_0000 | scalar.value)
            }
            let keycode = XKeysymToKeycode(display, keysym)
            guard keycode != 0 else { throw XCUIError("typeText: no key on the test keyboard types '\(character)'") }
            let shifted = XkbKeycodeToKeysym(display, keycode, 0, 0) != keysym
            let shift = XKeysymToKeycode(display, KeySym(XK_Shift_L))
            if shifted { XTestFakeKeyEvent(display, UInt32(shift), 1, 0) }
            XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
            XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
            if shifted { XTestFakeKeyEvent(display, UInt32(shift), 0, 0) }
            XSync(display, 0)
        }
    }

    private func fakeKey(_ keysym: Int32, down: Bool) {
        XTestFakeKeyEvent(display, UInt32(XKeysymToKeycode(display, KeySym(keysym))), down ? 1 : 0, 0)
    }

    private func key(down: Bool, _ keycode: KeyCode) {
        XTestFakeKeyEvent(display, UInt32(keycode), down ? 1 : 0, 0)
        XSync(display, 0)
    }
}
