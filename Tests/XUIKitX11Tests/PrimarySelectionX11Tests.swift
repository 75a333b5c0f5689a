import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// PRIMARY on a real server (R35.1–R35.3): xclip reads what a selection in a field claimed, and
/// an XTest middle click pastes what xclip put there.
@Suite("PRIMARY selection on Xvfb", .serialized)
@MainActor
struct PrimarySelectionX11Tests {
    private func pump(timeout: TimeInterval = 10, until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline {
            UIApplication.shared.runPendingWork()
            usleep(5_000)
        }
        UIApplication.shared.runPendingWork()
    }

    private func showField(_ session: X11Session, text: String = "", secure: Bool = false) -> UITextField {
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 36))
        field.borderStyle = .roundedRect
        field.text = text
        field.isSecureTextEntry = secure
        controller.view.addSubview(field)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = controller
        session.show(window)
        return field
    }

    /// What `xclip -selection primary -o [-t target]` prints, the app answering meanwhile.
    private func readPrimary(_ session: X11Session, target: String? = nil) throws -> (status: Int32?, output: String) {
        let xclip = try #require(TestProcess.executable(named: "xclip"), "xclip is not installed (apt-get install xclip)")
        let arguments = ["-selection", "primary", "-o"] + (target.map { ["-t", $0] } ?? [])
        let paste = try TestProcess(xclip, arguments, environment: ["DISPLAY": session.displayName])
        pump { paste.waitForExit(timeout: 0) != nil }
        return (paste.waitForExit(timeout: 0), paste.standardOutput)
    }

    @Test("R35.1: select all and Shift+Left in a field claim PRIMARY; xclip reads the current selection in every text target")
    func selectionIsReadByXclip() throws {
        try withX11App { session in
            let field = showField(session, text: "Grüße ✓ primary")
            session.click(x: 100, y: 38)
            #expect(field.isEditing)
            session.client.type(XK_a, modifiers: [XK_Control_L])
            UIApplication.shared.runPendingWork()

            let plain = try readPrimary(session).output
            let mime = try readPrimary(session, target: "text/plain;charset=utf-8").output
            let text = try readPrimary(session, target: "TEXT").output
            #expect(plain == "Grüße ✓ primary")
            #expect(mime == "Grüße ✓ primary")
            #expect(text == "Grüße ✓ primary")
            let targets = try readPrimary(session, target: "TARGETS").output.split(separator: "\n").map(String.init)
            #expect(Set(["TARGETS", "UTF8_STRING", "STRING", "TEXT", "text/plain;charset=utf-8"]).isSubset(of: Set(targets)),
                    "\(targets)")

            // The selection changes without a new claim: the answer follows it.
            session.client.type(XK_Left, modifiers: [XK_Shift_L])
            session.client.type(XK_Left, modifiers: [XK_Shift_L])
            UIApplication.shared.runPendingWork()
            let changed = try readPrimary(session).output
            #expect(changed == "Grüße ✓ prima")

            // An empty selection gives PRIMARY up.
            session.client.type(XK_End)
            UIApplication.shared.runPendingWork()
            XSync(session.backend.display, 0)
            let owner = XGetSelectionOwner(session.backend.display, XA_PRIMARY)
            #expect(owner == 0)
        }
    }

    @Test("R35.1: a secure field's selection does not claim PRIMARY")
    func secureFieldDoesNotClaim() throws {
        try withX11App { session in
            let field = showField(session, text: "hunter2", secure: true)
            session.click(x: 100, y: 38)
            session.client.type(XK_a, modifiers: [XK_Control_L])
            UIApplication.shared.runPendingWork()
            #expect(field.isEditing)
            #expect(XGetSelectionOwner(session.backend.display, XA_PRIMARY) == 0)
        }
    }

    @Test("R35.2: an XTest middle click pastes what xclip put on PRIMARY at the click")
    func middleClickPastesFromXclip() throws {
        let xclip = try #require(TestProcess.executable(named: "xclip"), "xclip is not installed (apt-get install xclip)")
        try withX11App { session in
            let field = showField(session)
            let copy = try TestProcess(xclip, ["-selection", "primary", "-i", "-quiet"],
                                       environment: ["DISPLAY": session.displayName], acceptsInput: true)
            defer { copy.stop() }
            copy.send("from xclip ✓")
            let deadline = Date(timeIntervalSinceNow: 10)
            while XGetSelectionOwner(session.backend.display, XA_PRIMARY) == 0, Date() < deadline { usleep(10_000) }

            session.client.click(x: 100, y: 38, button: 2)
            pump { field.text == "from xclip ✓" }
            #expect(field.text == "from xclip ✓")
            #expect(field.isEditing, "the middle click started editing")
        }
    }

    @Test("R35.3: a PRIMARY owner that never answers leaves the field unchanged and the app responsive, with one message")
    func silentOwner() throws {
        try withX11App { session in
            let field = showField(session, text: "kept")
            let other = try #require(XOpenDisplay(session.displayName))
            defer { XCloseDisplay(other) }
            let window = XCreateSimpleWindow(other, XDefaultRootWindow(other), 0, 0, 1, 1, 0, 0, 0)
            XSetSelectionOwner(other, XA_PRIMARY, window, Time(CurrentTime))
            XSync(other, 0)

            var messages: [String] = []
            let saved = Diagnostics.handler
            Diagnostics.handler = { messages.append($0) }
            defer { Diagnostics.handler = saved }

            let clicked = Date()
            session.client.click(x: 100, y: 38, button: 2)
            UIApplication.shared.runPendingWork()
            #expect(Date().timeIntervalSince(clicked) < 0.5, "the paste does not wait inside the event's handling")
            pump(timeout: 3) { !messages.isEmpty }
            #expect(field.text == "kept")
            #expect(messages.count == 1 && messages[0].contains("PRIMARY selection's owner did not answer"), "\(messages)")
        }
    }
}
