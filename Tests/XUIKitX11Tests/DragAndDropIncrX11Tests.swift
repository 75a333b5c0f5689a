import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKit
@_spi(Testing) @testable import XUIKitX11
import XUIKitTesting

/// XDND data larger than one chunk with a GTK 3 peer (R34.15), both ways: XUIKit serves more than
/// 256 KiB in INCR chunks, as GTK 3 does, and reads GTK 3's. One Xvfb for the suite.
@Suite("XDND transfers in INCR chunks with a GTK 3 peer on Xvfb (R34.15)", .serialized)
@MainActor
struct DragAndDropIncrX11Tests {
    private func pump(_ session: X11Session, _ times: Int = 1) {
        for _ in 0..<times {
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()
            usleep(15_000)
            UIApplication.shared.runPendingWork()
        }
    }

    private func drag(_ session: X11Session, from start: (Int32, Int32), to end: (Int32, Int32), steps: Int32 = 20) {
        session.client.move(x: start.0, y: start.1)
        pump(session, 2)
        session.client.button(down: true)
        pump(session, 3)
        for step in 1...steps {
            session.client.move(x: start.0 + (end.0 - start.0) * step / steps, y: start.1 + (end.1 - start.1) * step / steps)
            pump(session, 2)
        }
        pump(session, 5)
        session.client.button(down: false)
        pump(session, 5)
    }

    @Test("R34.15: 1 MiB of text dragged into GTK is served over INCR, whole and in order")
    func megabyteOut() throws {
        let text = GTKDragPeer.digits(1 << 20)
        try withX11App { session in
            #expect(text.utf8.count > X11IncrementalWriter.chunkSize(session.backend.display))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            session.show(window)
            let source = DragSourceRecorder { NSItemProvider(object: text) }
            view.addInteraction(UIDragInteraction(delegate: source))
            let receiver = try GTKDragPeer(display: session.displayName, ["target", "400", "0"])
            defer { receiver.stop() }
            #expect(receiver.wait(for: "READY", pumping: { pump(session) }) != nil)
            drag(session, from: (50, 100), to: (500, 100))
            let deadline = Date(timeIntervalSinceNow: 10)
            while source.ended.isEmpty && Date() < deadline { pump(session) }
            let line = receiver.wait(for: "TEXT:", timeout: 5, pumping: { pump(session) })
            #expect(line?.utf8.count == 5 + (1 << 20))
            #expect(line.map { $0 == "TEXT:" + text } == true, "every chunk, in order")
            #expect(source.ended == [.copy])
        }
    }

    @Test("R34.15: 1 MiB of text dragged from GTK drops into XUIKit over INCR, whole and in order")
    func megabyteIn() throws {
        let text = GTKDragPeer.digits(1 << 20)
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            session.show(window)
            let recorder = DropRecorder()
            view.addInteraction(UIDropInteraction(delegate: recorder))
            let peer = try GTKDragPeer(display: session.displayName, ["source-text", "400", "0", "@digits:\(1 << 20)"])
            defer { peer.stop() }
            #expect(peer.wait(for: "READY", pumping: { pump(session) }) != nil)
            drag(session, from: (500, 100), to: (150, 100))
            let deadline = Date(timeIntervalSinceNow: 15)
            while recorder.texts.isEmpty && Date() < deadline { pump(session) }
            #expect(recorder.texts.count == 1)
            #expect(recorder.texts.first?.utf8.count == 1 << 20)
            #expect(recorder.texts.first.map { $0 == text } == true, "every chunk, in order")
            #expect(recorder.calls.suffix(3) == ["perform", "conclude", "end"], "\(recorder.calls)")
        }
    }
}
