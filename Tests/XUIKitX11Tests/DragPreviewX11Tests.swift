import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKit
@_spi(Testing) @testable import XUIKitX11
import XUIKitTesting

/// The drag's picture on Xvfb (R34.14): one server, one app, a drop and an Escape, driven by
/// XTest on the app's own connection.
@Suite("The drag's picture on Xvfb (R34.14)", .serialized)
@MainActor
struct DragPreviewX11Tests {
    private func pump(_ session: X11Session, _ times: Int = 1) {
        for _ in 0..<times {
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()
            usleep(10_000)
            UIApplication.shared.runPendingWork()
        }
    }

    /// Moves the pointer from `start` to `end` (root coordinates) in `steps` moves.
    private func move(_ session: X11Session, from start: (Int32, Int32), to end: (Int32, Int32), steps: Int32 = 10) {
        for step in 1...steps {
            session.client.move(x: start.0 + (end.0 - start.0) * step / steps, y: start.1 + (end.1 - start.1) * step / steps)
            pump(session)
        }
        pump(session, 2)
    }

    private func attributes(_ session: X11Session, _ xid: Window) -> XWindowAttributes {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(session.backend.display, xid, &attributes)
        return attributes
    }

    /// The root window's children, bottom first.
    private func topLevels(_ session: X11Session) -> [Window] {
        let display = session.backend.display
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }

    /// The screen's pixel at root (`x`, `y`) as 0xRRGGBB.
    private func screenPixel(_ session: X11Session, _ x: Int32, _ y: Int32) -> UInt32? {
        session.client.pixels(of: XDefaultRootWindow(session.backend.display), x: x, y: y, width: 1, height: 1).first
    }

    @Test("R34.14: an input-less override-redirect window shows the picture, follows the pointer, lets the drop reach the window below, and goes at the drop and at Escape")
    func pictureWindow() throws {
        try withX11App { session in
            let sourceWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            sourceWindow.backgroundColor = .white
            let red = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
            red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let source = DragSourceRecorder { NSItemProvider(object: "under the picture") }
            red.addInteraction(UIDragInteraction(delegate: source))
            sourceWindow.addSubview(red)
            session.show(sourceWindow)
            let targetWindow = UIWindow(frame: CGRect(x: 400, y: 0, width: 300, height: 200))
            let target = UIView(frame: targetWindow.bounds)
            let recorder = DropRecorder()
            target.addInteraction(UIDropInteraction(delegate: recorder))
            targetWindow.addSubview(target)
            session.show(targetWindow)
            pump(session, 3)
            #expect(session.backend.dragAndDrop.preview == nil)

            // Grabbed 30, 30 into the red view.
            session.client.move(x: 50, y: 50)
            pump(session, 2)
            session.client.button(down: true)
            pump(session, 2)
            move(session, from: (50, 50), to: (200, 100))
            let preview = try #require(session.backend.dragAndDrop.preview, "a picture during the drag")
            let xid = preview.xid
            var shown = attributes(session, xid)
            #expect(shown.override_redirect == 1)
            #expect(shown.map_state == IsViewable)
            #expect(shown.width == 100 && shown.height == 80, "the view's size")
            #expect(shown.x == 170 && shown.y == 70, "the view's top-left 30, 30 from the pointer at 200, 100")
            #expect(topLevels(session).last == xid, "above every window")
            var ordering: Int32 = 0, rectangles: Int32 = -1
            if let shape = XShapeGetRectangles(session.backend.display, xid, ShapeInput, &rectangles, &ordering) { XFree(shape) }
            #expect(rectangles == 0, "an empty input shape")
            #expect(screenPixel(session, 220, 110) == 0xFF0000, "the screen shows the red picture")

            // Over the other window; the pointer is over the picture, which takes no part.
            move(session, from: (200, 100), to: (520, 100))
            shown = attributes(session, xid)
            #expect(shown.x == 490 && shown.y == 70, "it followed the pointer")
            #expect(recorder.calls.contains("enter"), "the window below the picture is the target")
            session.client.button(down: false)
            let deadline = Date(timeIntervalSinceNow: 3)
            while recorder.texts.isEmpty && Date() < deadline { pump(session) }
            #expect(recorder.texts == ["under the picture"])
            #expect(source.ended == [.copy])
            #expect(session.backend.dragAndDrop.preview == nil)
            #expect(!topLevels(session).contains(xid), "the picture's window is gone after the drop")

            // Escape takes the picture away.
            session.client.move(x: 50, y: 50)
            pump(session, 2)
            session.client.button(down: true)
            pump(session, 2)
            move(session, from: (50, 50), to: (200, 120))
            let second = try #require(session.backend.dragAndDrop.preview)
            #expect(attributes(session, second.xid).y == 90)
            session.client.type(XK_Escape)
            pump(session, 3)
            #expect(session.backend.dragAndDrop.preview == nil)
            #expect(!topLevels(session).contains(second.xid), "gone at Escape")
            session.client.button(down: false)
            pump(session, 3)
            #expect(source.ended == [.copy, .cancel])
            #expect(recorder.texts.count == 1)
        }
    }
}
