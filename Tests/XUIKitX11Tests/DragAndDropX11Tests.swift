import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKit
@_spi(Testing) @testable import XUIKitX11
import XUIKitTesting

/// XDND version 5 against a real GTK 3 peer on Xvfb, both directions, plus a drag between two
/// XUIKit windows and Escape (R34.7–R34.11). The pointer is driven with XTest on the app's own
/// connection; between steps the app's loop runs and the peer gets a few milliseconds, as a
/// person's drag gives both. No window manager: GTK's source needs none (its button press
/// carries the timestamp XTest gives it), and windows stay where they are put.
@Suite("Drag and drop over XDND with a GTK 3 peer on Xvfb (R34)", .serialized)
@MainActor
struct DragAndDropX11Tests {
    /// Lets the server, the peer and the app take turns `times` times.
    private func pump(_ session: X11Session, _ times: Int = 1) {
        for _ in 0..<times {
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()
            usleep(15_000)
            UIApplication.shared.runPendingWork()
        }
    }

    /// A button-1 drag from `start` to `end` (root coordinates) in `steps` moves; Escape is
    /// typed before the release when `escape`.
    private func drag(_ session: X11Session, from start: (Int32, Int32), to end: (Int32, Int32), steps: Int32 = 24,
                      escape: Bool = false) {
        session.client.move(x: start.0, y: start.1)
        pump(session, 2)
        session.client.button(down: true)
        pump(session, 3)
        for step in 1...steps {
            session.client.move(x: start.0 + (end.0 - start.0) * step / steps, y: start.1 + (end.1 - start.1) * step / steps)
            pump(session, 2)
        }
        pump(session, 5)
        if escape {
            session.client.type(XK_Escape)
            pump(session, 3)
        }
        session.client.button(down: false)
        pump(session, 5)
    }

    /// A 300×200 XUIKit window at the root origin with one view filling it.
    private func appWindow(_ session: X11Session, at x: CGFloat = 0) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: x, y: 0, width: 300, height: 200))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        session.show(window)
        return (window, view)
    }

    private func waitUntil(_ session: X11Session, timeout: TimeInterval = 5, _ done: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !done() && Date() < deadline { pump(session) }
    }

    @Test("R34.8: every XUIKit window carries XdndAware = 5")
    func windowsAreAware() throws {
        try withX11App { session in
            let (window, _) = appWindow(session)
            let xid = session.backend.nativeWindow(for: window.windowID!)
            #expect(session.backend.dragAndDrop.awareVersion(of: Window(xid)) == 5)
        }
    }

    @Test("R34.10: text dragged from GTK drops into an XUIKit view: enter, update, perform, the text, XdndFinished")
    func textFromGTK() throws {
        try withX11App { session in
            let (_, view) = appWindow(session)
            let recorder = DropRecorder()
            view.addInteraction(UIDropInteraction(delegate: recorder))
            let peer = try GTKDragPeer(display: session.displayName, ["source-text", "400", "0", "Grüße aus GTK"])
            defer { peer.stop() }
            #expect(peer.wait(for: "READY", pumping: { pump(session) }) != nil)
            drag(session, from: (500, 100), to: (150, 100))
            waitUntil(session) { !recorder.texts.isEmpty && peer.lines.contains("END") }
            #expect(recorder.texts == ["Grüße aus GTK"])
            #expect(recorder.wasLocal == [false])
            #expect(Array(recorder.calls.prefix(3)) == ["canHandle", "enter", "update"])
            #expect(recorder.calls.suffix(3) == ["perform", "conclude", "end"], "\(recorder.calls)")
            #expect(peer.lines.contains("END"))
            #expect(!peer.lines.contains { $0.hasPrefix("FAILED") }, "GTK says: \(peer.lines)")
        }
    }

    @Test("R34.11: a file dragged from GTK (text/uri-list) arrives as a file URL, percent-decoded")
    func fileFromGTK() throws {
        try withX11App { session in
            let (_, view) = appWindow(session)
            let recorder = DropRecorder()
            view.addInteraction(UIDropInteraction(delegate: recorder))
            let peer = try GTKDragPeer(display: session.displayName, ["source-uri", "400", "0", "file:///tmp/XUIKit%20drop%20test.txt"])
            defer { peer.stop() }
            #expect(peer.wait(for: "READY", pumping: { pump(session) }) != nil)
            drag(session, from: (500, 100), to: (150, 100))
            waitUntil(session) { !recorder.urls.isEmpty }
            #expect(recorder.urls.map(\.path) == ["/tmp/XUIKit drop test.txt"])
            #expect(recorder.urls.first?.isFileURL == true)
        }
    }

    @Test("R34.9: text dragged from an XUIKit view drops into GTK; the source hears .copy")
    func textToGTK() throws {
        try withX11App { session in
            let (_, view) = appWindow(session)
            let source = DragSourceRecorder { NSItemProvider(object: "hello from XUIKit") }
            view.addInteraction(UIDragInteraction(delegate: source))
            let peer = try GTKDragPeer(display: session.displayName, ["target", "400", "0"])
            defer { peer.stop() }
            #expect(peer.wait(for: "READY", pumping: { pump(session) }) != nil)
            drag(session, from: (50, 100), to: (500, 100))
            waitUntil(session) { !source.ended.isEmpty }
            #expect(peer.wait(for: "TEXT:", timeout: 3, pumping: { pump(session) }) == "TEXT:hello from XUIKit")
            #expect(source.began == 1)
            #expect(source.ended == [.copy])
        }
    }

    @Test("R34.9: a file URL dragged from an XUIKit view arrives in GTK as a text/uri-list")
    func fileToGTK() throws {
        try withX11App { session in
            let (_, view) = appWindow(session)
            let file = URL(fileURLWithPath: "/tmp/XUIKit out é.txt")
            let source = DragSourceRecorder { NSItemProvider(object: file) }
            view.addInteraction(UIDragInteraction(delegate: source))
            let peer = try GTKDragPeer(display: session.displayName, ["target", "400", "0"])
            defer { peer.stop() }
            #expect(peer.wait(for: "READY", pumping: { pump(session) }) != nil)
            drag(session, from: (50, 100), to: (500, 100))
            waitUntil(session) { !source.ended.isEmpty }
            #expect(peer.wait(for: "URIS:", timeout: 3, pumping: { pump(session) }) == "URIS:" + file.absoluteString)
            #expect(source.ended == [.copy])
        }
    }

    @Test("R34.7: Escape during a drag over GTK cancels it: GTK gets nothing, the source hears .cancel")
    func escapeCancels() throws {
        try withX11App { session in
            let (_, view) = appWindow(session)
            let source = DragSourceRecorder { NSItemProvider(object: "never dropped") }
            view.addInteraction(UIDragInteraction(delegate: source))
            let peer = try GTKDragPeer(display: session.displayName, ["target", "400", "0"])
            defer { peer.stop() }
            #expect(peer.wait(for: "READY", pumping: { pump(session) }) != nil)
            drag(session, from: (50, 100), to: (500, 100), escape: true)
            pump(session, 20)
            #expect(source.began == 1)
            #expect(source.ended == [.cancel])
            #expect(!peer.lines.contains { $0.hasPrefix("TEXT:") }, "GTK got: \(peer.lines)")
        }
    }

    @Test("R34.4: a drag from one XUIKit window into another drops there as a local session")
    func betweenTwoWindows() throws {
        try withX11App { session in
            let (_, sourceView) = appWindow(session)
            let (_, targetView) = appWindow(session, at: 400)
            let source = DragSourceRecorder { NSItemProvider(object: "window to window") }
            sourceView.addInteraction(UIDragInteraction(delegate: source))
            let recorder = DropRecorder()
            targetView.addInteraction(UIDropInteraction(delegate: recorder))
            drag(session, from: (50, 100), to: (500, 100))
            waitUntil(session) { !recorder.texts.isEmpty }
            #expect(recorder.texts == ["window to window"])
            #expect(recorder.wasLocal == [true])
            #expect(source.ended == [.copy])
            #expect(recorder.calls.last == "end")
        }
    }
}
