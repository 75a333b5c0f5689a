import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11
@_spi(Testing) @testable import XUIKitCore
import XUIKitTesting

@Suite("Window geometry from the window manager (own Xvfb)", .serialized)
@MainActor
struct WindowGeometryX11Tests {
    @Test("A resize by another X client, as a window manager does, relays out autoresizing subviews")
    func resizeByAnotherClient() throws {
        try withX11App { session in
            let controller = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            let toolbar = UIView(frame: CGRect(x: 0, y: 156, width: 320, height: 44))
            toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            let badge = UIView(frame: CGRect(x: 260, y: 10, width: 50, height: 20))
            badge.autoresizingMask = .flexibleLeftMargin
            controller.view.addSubview(toolbar)
            controller.view.addSubview(badge)
            session.show(window)

            let other = try XTestInput(display: session.displayName)
            defer { other.close() }
            XResizeWindow(other.display, session.backend.nativeWindow(for: window.windowID!), 500, 300)
            XSync(other.display, 0)
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()

            // The window grew by 180 × 100. Toolbar: width 320 + 180 = 500, y 156 + 100 = 256.
            // Badge: x 260 + 180 = 440, its right margin (10) kept.
            #expect(window.bounds.size == CGSize(width: 500, height: 300))
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
            #expect(toolbar.frame == CGRect(x: 0, y: 256, width: 500, height: 44))
            #expect(badge.frame == CGRect(x: 440, y: 10, width: 50, height: 20))
        }
    }

    @Test("The window's minimum size reaches WM_NORMAL_HINTS, read back by another client")
    func minimumSizeHint() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            session.show(window)
            window.setMinimumSize(CGSize(width: 240.5, height: 120))

            let other = try XTestInput(display: session.displayName)
            defer { other.close() }
            XSync(session.backend.display, 0)
            let hints = try #require(XAllocSizeHints())
            defer { XFree(hints) }
            var supplied = 0
            #expect(XGetWMNormalHints(other.display, session.backend.nativeWindow(for: window.windowID!), hints, &supplied) != 0)
            #expect(hints.pointee.flags & PMinSize != 0)
            // Rounded up to whole pixels; the position and size hints set at creation stay.
            #expect(hints.pointee.min_width == 241 && hints.pointee.min_height == 120)
            #expect(hints.pointee.flags & PPosition != 0)
        }
    }
}
