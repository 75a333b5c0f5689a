import CCairo
import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// What a test reads back from the X server and the window-manager messages it sends, on the
// same connection as its input.
extension XTestInput {
    // MARK: - Pixels

    /// The screen's pixels inside `rect` (screen coordinates).
    ///
    /// - Throws: `XCUIError` when the server cannot give that rectangle.
    public func screenshot(of rect: CGRect) throws -> XCUIScreenshot {
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

    /// The colour of one pixel of `window` as `0xRRGGBB`, read back from the server; nil if the
    /// server refused.
    public func pixel(of window: Window, x: Int32, y: Int32) -> UInt32? {
        pixels(of: window, x: x, y: y, width: 1, height: 1).first
    }

    /// A rectangle of `window`'s pixels, row by row, as `0xRRGGBB` on a depth-24 TrueColor
    /// server (raw pixel values on others); empty if the server refused.
    public func pixels(of window: Window, x: Int32, y: Int32, width: UInt32, height: UInt32) -> [UInt32] {
        guard let image = XGetImage(display, window, x, y, width, height, XAllPlanes(), ZPixmap) else { return [] }
        defer { _ = image.pointee.f.destroy_image(image) }
        return (0..<Int32(height)).flatMap { row in
            (0..<Int32(width)).map { column in
                UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, column, row))
            }
        }
    }

    // MARK: - Windows

    /// Sends WM_DELETE_WINDOW to `window` the way a window manager does (Xvfb has none): the
    /// close button of its title bar.
    public func requestClose(_ window: Window) {
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

    /// The viewable top-level window whose `_NET_WM_PID` is `pid`, waiting up to `timeout`
    /// seconds for it to be mapped; nil if none is.
    public func waitForWindow(ofProcess pid: Int32, timeout: TimeInterval) -> Window? {
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
