import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// The asynchronous paste at the seam (`requestClipboardText`): asked of another client, it
/// returns at once and is answered through the event loop.
@Suite("X11Backend asynchronous paste (own Xvfb)")
@MainActor
struct ClipboardRequestTests {
    /// Reads events until `done` or `timeout` passes, as the run loop's turns would.
    private func pump(_ session: BackendSession, timeout: TimeInterval, until done: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !done(), Date() < deadline {
            session.settle()
            usleep(10_000)
        }
    }

    @Test("Text another client owns arrives through the event loop, not inside the request")
    func pasteFromOtherClient() throws {
        try withBackend { session in
            let text = "Grüße ✓ later"
            let copy = try session.copyWithXclip(text)
            defer { withExtendedLifetime(copy) {} }

            var answers: [String?] = []
            session.backend.requestClipboardText { answers.append($0) }
            session.backend.requestClipboardText { answers.append($0) }
            #expect(answers.isEmpty, "another client's text cannot be there before the event loop reads its answer")
            pump(session, timeout: 10) { answers.count == 2 }
            #expect(answers == [text, text], "both requests share the one answer")
        }
    }

    @Test("An owner that never answers gives nil, after the timeout, with one message")
    func silentOwner() throws {
        try withBackend { session in
            try session.withSilentClipboardOwner {
                var messages: [String] = []
                let saved = Diagnostics.handler
                Diagnostics.handler = { messages.append($0) }
                defer { Diagnostics.handler = saved }

                var answered = false
                var answer: String? = "unset"
                session.backend.requestClipboardText { answer = $0; answered = true }
                let asked = Date()
                pump(session, timeout: 5) { answered }
                #expect(answered)
                #expect(Date().timeIntervalSince(asked) >= 0.9, "not before the one-second timeout")
                #expect(answer == nil)
                #expect(messages.count == 1 && messages[0].contains("did not answer"), "\(messages)")
            }
        }
    }
}
