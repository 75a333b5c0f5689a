import CCairo
import CX11
import CXTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Input through the real X server with XTest, and pixels read back from it. Every step ends
/// with `XSync`, so the server has queued the events to the app before the next step.
final class XTestInput {
    private let display: OpaquePointer

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw XCUIError("cannot open X display '\(name)' for XTest") }
        self.display = display
        // A protocol error on the test's own connection is reported, never fatal: Xlib's default
        // handler would end the whole test process and leave the apps it launched running.
        XSetErrorHandler { _, error in
            if let error {
                FileHandle.standardError.write(Data("XUIKitTesting: X error \(error.pointee.error_code) (request \(error.pointee.request_code))\n".utf8))
            }
            return 0
        }
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
    }

    deinit { XCloseDisplay(display) }

    func tap(at point: CGPoint, count: Int = 1) {
        move(to: point)
        for index in 0..<count {
            if index > 0 { usleep(60_000) }
            button(down: true)
            button(down: false)
        }
    }

    func press(at point: CGPoint, duration: TimeInterval) {
        move(to: point)
        button(down: true)
        usleep(useconds_t(max(0, duration) * 1_000_000))
        button(down: false)
    }

    /// Presses at `start`, moves to `end` in ten steps over about 100 ms, releases.
    func drag(from start: CGPoint, to end: CGPoint) {
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
    func drag(through points: [CGPoint], interval: TimeInterval, holding keysym: KeySym? = nil) {
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
    func wheel(at point: CGPoint, button wheelButton: UInt32, clicks: Int) {
        guard clicks > 0 else { return }
        move(to: point)
        for _ in 0..<clicks {
            button(down: true, wheelButton)
            button(down: false, wheelButton)
        }
    }

    /// Types each character with the key that produces it (Shift when it is the shifted symbol).
    func type(_ text: String) throws {
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

    /// The screen's pixels inside `rect` (screen coordinates).
    func screenshot(of rect: CGRect) throws -> XCUIScreenshot {
        let width = Int(rect.width), height = Int(rect.height)
        guard width > 0, height > 0,
              let image = XGetImage(display, XDefaultRootWindow(display), Int32(rect.minX), Int32(rect.minY),
                                    UInt32(width), UInt32(height), XAllPlanes(), ZPixmap)
        else { throw XCUIError("screenshot: cannot read \(rect) from the X server") }
        defer { _ = image.pointee.f.destroy_image(image) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, Int32(x), Int32(y))) | 0xff00_0000
            }
        }
        return XCUIScreenshot(width: width, height: height, pixels: pixels)
    }

    private func move(to point: CGPoint) {
        XTestFakeMotionEvent(display, -1, Int32(point.x.rounded()), Int32(point.y.rounded()), 0)
        XSync(display, 0)
    }

    private func button(down: Bool, _ number: UInt32 = 1) {
        XTestFakeButtonEvent(display, number, down ? 1 : 0, 0)
        XSync(display, 0)
    }

    private func key(down: Bool, _ keycode: KeyCode) {
        XTestFakeKeyEvent(display, UInt32(keycode), down ? 1 : 0, 0)
        XSync(display, 0)
    }
}
