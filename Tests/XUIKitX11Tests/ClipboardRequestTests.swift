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
        let xclip = try #require(TestProcess.executable(named: "xclip"), "xclip is not installed (apt-get install xclip)")
        try withBackend { session in
            let text = "Grüße ✓ later"
            let copy = try TestProcess(xclip, ["-selection", "clipboard", "-i", "-quiet"],
                                        environment: ["DISPLAY": session.server.displayName], acceptsInput: true)
            copy.send(text)
            let clipboard = XInternAtom(session.backend.display, "CLIPBOARD", 0)
            let deadline = Date(timeIntervalSinceNow: 10)
            while XGetSelectionOwner(session.backend.display, clipboard) == 0, Date() < deadline { usleep(10_000) }

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
            let other = try #require(XOpenDisplay(session.server.displayName))
            defer { XCloseDisplay(other) }
            let window = XCreateSimpleWindow(other, XDefaultRootWindow(other), 0, 0, 1, 1, 0, 0, 0)
            XSetSelectionOwner(other, XInternAtom(other, "CLIPBOARD", 0), window, Time(CurrentTime))
            XSync(other, 0)
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
