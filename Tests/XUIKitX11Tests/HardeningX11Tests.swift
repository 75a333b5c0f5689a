import CX11
import CXTest
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Issue 14, defects 2, 6 and 12 on a real X server: the replay property channel is opt-in, an
/// input flood is read in bounded drains with motion coalesced, and large pastes speak INCR.
@Suite("Hardening on X11: replay channel, bounded drains, INCR pastes (own Xvfb)")
@MainActor
struct HardeningX11Tests {
    private static let tap = InputTrace(events: [
        InputEvent(timestamp: 10, window: WindowID(1), kind: .focus(true)),
        InputEvent(timestamp: 10.01, window: WindowID(1), kind: .focus(false)),
    ])

    /// Lets the backend read events for `seconds`, or until `done`.
    private func pump(_ session: BackendSession, for seconds: TimeInterval, until done: () -> Bool = { false }) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline, !done() {
            session.settle()
            usleep(10_000)
        }
    }

    @Test("A trace written into _XUIKIT_REPLAY is ignored, with one message, unless the app opted in")
    func replayChannelIsOptIn() throws {
        try withBackend { session in
            var messages: [String] = []
            let saved = Diagnostics.handler
            Diagnostics.handler = { messages.append($0) }
            defer { Diagnostics.handler = saved }
            session.backend.acceptsReplay = false
            try X11ReplayChannel.send(Self.tap, displayName: session.server.displayName, pid: Int(getpid()))
            try X11ReplayChannel.send(Self.tap, displayName: session.server.displayName, pid: Int(getpid()))
            pump(session, for: 0.5)
            #expect(session.sink.inputs.isEmpty)
            #expect(messages.count == 1 && messages[0].contains(X11ReplayChannel.environmentKey), "\(messages)")
            // With the channel on, the trace is played (ReplayProcessTests: the Replay command).
        }
    }

    @Test("A trace over the channel's size limit is refused with a message and not read")
    func oversizedTraceRefused() throws {
        try withBackend { session in
            var messages: [String] = []
            let saved = Diagnostics.handler
            Diagnostics.handler = { messages.append($0) }
            defer { Diagnostics.handler = saved }
            session.backend.acceptsReplay = true
            let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: X11ReplayChannel.maximumTraceBytes + 4096)
            let display = session.backend.display
            XChangeProperty(display, session.xid, XInternAtom(display, X11ReplayChannel.propertyName, 0),
                            XInternAtom(display, "UTF8_STRING", 0), 8, PropModeReplace, bytes, Int32(bytes.count))
            pump(session, for: 1) { !messages.isEmpty }
            #expect(messages.count == 1 && messages[0].contains("larger than"), "\(messages)")
        }
    }

    @Test("Pointer motion with nothing in between reaches the sink as its latest position")
    func motionCoalesced() throws {
        try withBackend { session in
            for step in 0..<200 { XTestFakeMotionEvent(session.backend.display, -1, Int32(10 + step % 100), 50, 0) }
            XTestFakeButtonEvent(session.backend.display, 1, 1, 0)
            XTestFakeButtonEvent(session.backend.display, 1, 0, 0)
            session.settle()
            let motions = session.sink.inputs.filter { if case .pointerMotion = $0.kind { true } else { false } }
            let buttons = session.sink.inputs.filter { if case .pointerButton = $0.kind { true } else { false } }
            #expect(buttons.count == 2)
            #expect(motions.count < 20, "\(motions.count) motion events for 200")
        }
    }

    @Test("One drain reads a bounded number of events; the rest wait for the next turn")
    func drainIsBounded() throws {
        try withBackend { session in
            let display = session.backend.display
            session.client.move(x: 50, y: 50)
            session.settle()
            session.sink.inputs.removeAll()
            for _ in 0..<700 {
                XTestFakeButtonEvent(display, 1, 1, 0)
                XTestFakeButtonEvent(display, 1, 0, 0)
            }
            XSync(display, 0)
            session.backend.processPendingEvents()
            let first = session.sink.inputs.count
            #expect(first > 0 && first <= X11Backend.maximumEventsPerDrain, "\(first)")
            pump(session, for: 10) { session.sink.inputs.count >= 1400 }
            #expect(session.sink.inputs.count == 1400)
        }
    }

    @Test("A 1 MB selection pastes whole: INCR is spoken (ICCCM §2.7.2)")
    func largePaste() throws {
        try withBackend { session in
            let line = String(repeating: "0123456789abcdefghijklmnopqrstuvwxyzÄÖÜ✓", count: 25) + "\n"
            let text = String(repeating: line, count: 1_048_576 / line.utf8.count + 1)
            #expect(text.utf8.count > 1_000_000)
            let copy = try session.copyWithXclip(text)
            defer { withExtendedLifetime(copy) {} }
            // xclip is another process: on a loaded machine it can miss the 1 s answer timeout, as
            // a slow owner may for a user, who pastes again. A broken INCR fails every attempt.
            var pasted: String?
            for _ in 0..<3 where pasted == nil { pasted = session.backend.clipboardText() }
            #expect(pasted?.utf8.count == text.utf8.count)
            #expect(pasted == text)
        }
    }

    @Test("A clipboard owner that never answers gives nil and a message on stderr")
    func silentOwner() throws {
        try withBackend { session in
            try session.withSilentClipboardOwner {
                var messages: [String] = []
                let saved = Diagnostics.handler
                Diagnostics.handler = { messages.append($0) }
                defer { Diagnostics.handler = saved }
                #expect(session.backend.clipboardText() == nil)
                #expect(messages.count == 1 && messages[0].contains("did not answer"), "\(messages)")
            }
        }
    }
}
