import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitX11

/// Issue 25's audit: frames handed to Xlib are pinned to what X carries, never trapped on. A
/// NaN out of a layout or a size of 1e300 used to reach `Int32(_:)` and stop the app (SIGILL).
@Suite("Hostile frames at the X11 border")
@MainActor
struct HostileFrameX11Tests {
    @Test("Positions are rounded toward zero and pinned to X's 16 bits; NaN gives 0")
    func positions() {
        #expect(X11Coordinates.position(12.7) == 12)
        #expect(X11Coordinates.position(-12.7) == -12)
        #expect(X11Coordinates.position(.nan) == 0)
        #expect(X11Coordinates.position(1e300) == 32767)
        #expect(X11Coordinates.position(-.infinity) == -32768)
    }

    @Test("Sizes are rounded up and pinned to 1...32767; NaN gives 1; a size hint of 0 stays 0")
    func sizes() {
        #expect(X11Coordinates.size(10.2) == 11)
        #expect(X11Coordinates.size(0) == 1)
        #expect(X11Coordinates.size(-5) == 1)
        #expect(X11Coordinates.size(.nan) == 1)
        #expect(X11Coordinates.size(.infinity) == 32767)
        #expect(X11Coordinates.sizeHint(0) == 0)
        #expect(X11Coordinates.sizeHint(.nan) == 0)
        #expect(X11Coordinates.sizeHint(1e300) == 32767)
        #expect(X11Coordinates.sizeHint(99.5) == 100)
    }

    @Test("Windows created and moved to NaN and 1e300 frames live on, pinned, with no trap")
    func hostileWindowFrames() throws {
        try withBackend { session in
            let backend = session.backend
            let hostile = WindowID(77)
            backend.createWindow(hostile, frame: CGRect(x: CGFloat.nan, y: 1e300, width: .infinity, height: .nan), title: "Hostile")
            backend.setWindowVisible(hostile, true)
            backend.setWindowMinimumSize(hostile, CGSize(width: 1e300, height: CGFloat.nan))
            session.settle()
            let xid = backend.nativeWindow(for: hostile)
            #expect(xid != 0)
            var attributes = XWindowAttributes()
            XGetWindowAttributes(backend.display, Window(xid), &attributes)
            #expect(attributes.width == 32767 && attributes.height == 1)

            backend.setWindowFrame(session.window, CGRect(x: -1e300, y: 0, width: 1e300, height: CGFloat.nan))
            session.settle()
            XGetWindowAttributes(backend.display, session.xid, &attributes)
            #expect(attributes.width == 32767 && attributes.height == 1)
            #expect(attributes.x == -32768 && attributes.y == 0)
        }
    }
}
