import CX11
import CXTest
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Issue 25: a close request sent behind a flood of input is not kept waiting until the input is
/// all handled. Counted, not timed: the close must reach the sink while most of the input queued
/// before it is still unread.
@Suite("Close requests under an input flood (own Xvfb)")
@MainActor
struct CloseUnderFloodX11Tests {
    /// Queues `clicks` XTest clicks on the session's window, then, from another client, the
    /// message `send` sends; returns once all of it is in the backend's queue, unread.
    private func flood(_ session: BackendSession, clicks: Int, then send: (XTestInput) -> Void) throws {
        let display = session.backend.display
        session.client.move(x: 50, y: 50)
        session.settle()
        session.sink.inputs.removeAll()
        for _ in 0..<clicks {
            XTestFakeButtonEvent(display, 1, 1, 0)
            XTestFakeButtonEvent(display, 1, 0, 0)
        }
        XSync(display, 0)
        let other = try XTestInput(display: session.server.displayName)
        defer { other.close() }
        send(other)
        XSync(display, 0)
    }

    @Test("WM_DELETE_WINDOW behind 4000 queued clicks reaches the sink in the first drain, and the clicks still all arrive")
    func closeJumpsTheBacklog() throws {
        try withBackend { session in
            try flood(session, clicks: 2000) { $0.requestClose(session.xid) }
            session.backend.processPendingEvents()
            #expect(session.sink.closeRequests == [session.window])
            #expect(session.sink.inputs.count <= X11Backend.maximumEventsPerDrain,
                    "\(session.sink.inputs.count) of 4000 input events were handled before the close")
            for _ in 0..<100 where session.sink.inputs.count < 4000 { session.backend.processPendingEvents() }
            #expect(session.sink.inputs.count == 4000, "input queued before the close is still delivered, in order")
            #expect(session.sink.closeRequests.count == 1, "the close is reported once")
        }
    }

    @Test("R11.11: a close request behind a few clicks keeps its place: the clicks are handled first")
    func closeKeepsItsPlaceBehindAFewClicks() throws {
        try withBackend { session in
            try flood(session, clicks: 3) { $0.requestClose(session.xid) }
            for _ in 0..<10 where session.sink.closeRequests.isEmpty { session.backend.processPendingEvents() }
            #expect(session.sink.closeRequests == [session.window])
            #expect(session.sink.inputsBeforeClose == [6], "input events handled before the close: \(session.sink.inputsBeforeClose)")
        }
    }

    @Test("A window destroyed by another client behind queued clicks is reported closed in the first drain; its queued input is dropped")
    func destroyJumpsTheBacklog() throws {
        try withBackend { session in
            let xid = session.xid
            try flood(session, clicks: 2000) { other in
                XDestroyWindow(other.display, xid)
                XSync(other.display, 0)
            }
            session.backend.processPendingEvents()
            #expect(session.sink.closeRequests == [session.window])
            for _ in 0..<100 { session.backend.processPendingEvents() }
            #expect(session.sink.inputs.count == 0, "input events reached a window already destroyed")
        }
    }

    @Test("R11.12: behind 20 000 queued clicks the close comes in the first drain; the queue sheds to its bound, and what is handled is whole clicks")
    func floodIsShedInWholeClicks() throws {
        try withBackend { session in
            try flood(session, clicks: 20_000) { $0.requestClose(session.xid) }
            session.backend.processPendingEvents()
            #expect(session.sink.closeRequests == [session.window])
            let shed = session.backend.shedInputCount
            #expect(shed >= 40_000 - X11EventQueue.sheddingLimit, "\(shed) of 40 000 input events shed")
            for _ in 0..<100 where session.backend.hasPendingEvents { session.backend.processPendingEvents() }
            let buttons = session.sink.inputs.compactMap { if case .pointerButton(let button) = $0.kind { button } else { nil } }
            #expect(buttons.count == 40_000 - shed, "every input event not shed is handled")
            #expect(buttons.count <= X11EventQueue.sheddingLimit)
            #expect(buttons.enumerated().allSatisfy { $0.element.isDown == $0.offset.isMultiple(of: 2) },
                    "presses and releases still alternate: no click lost its half")
        }
    }

    @Test("R11.12: when the server dies behind 40 000 queued input events, the first drain reports it and hands on none of them")
    func lostConnectionIsNotWorkedThrough() throws {
        try withBackend { session in
            let display = session.backend.display
            session.client.move(x: 50, y: 50)
            session.settle()
            session.sink.inputs.removeAll()
            for _ in 0..<20_000 {
                XTestFakeButtonEvent(display, 1, 1, 0)
                XTestFakeButtonEvent(display, 1, 0, 0)
            }
            XSync(display, 0)   // all of it is in Xlib's queue now
            session.server.stop(signal: SIGKILL)
            session.backend.processPendingEvents()
            #expect(session.sink.disconnects.count == 1, "the loss is reported in the first drain, not after 80 drains of input")
            #expect(session.sink.inputs.isEmpty, "\(session.sink.inputs.count) input events handled for windows already gone")
            #expect(!session.backend.hasPendingEvents)
        }
    }
}
