import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Counts a button's control events by name.
@MainActor
final class ControlEventLog: UIViewController {
    var log: [String] = []
    func down() { log.append("down") }
    func exit() { log.append("exit") }
    func enter() { log.append("enter") }
    func upInside() { log.append("upInside") }
    func upOutside() { log.append("upOutside") }
}

extension Selector {
    static let x11Down = Selector("down", ControlEventLog.down)
    static let x11Exit = Selector("exit", ControlEventLog.exit)
    static let x11Enter = Selector("enter", ControlEventLog.enter)
    static let x11UpInside = Selector("upInside", ControlEventLog.upInside)
    static let x11UpOutside = Selector("upOutside", ControlEventLog.upOutside)
}

/// Issue 5 on a real server: controls and text fields driven by XTest and by other X clients.
@Suite("Controls and text on Xvfb", .serialized)
@MainActor
struct TextInputX11Tests {
    /// Lets the app read and handle events until `condition` holds or `timeout` passes, while
    /// another client (xdotool, xclip) works.
    private func pump(timeout: TimeInterval = 10, until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline {
            UIApplication.shared.runPendingWork()
            usleep(5_000)
        }
        UIApplication.shared.runPendingWork()
    }

    private func window(with controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = controller
        return window
    }

    @Test("S2: a button dragged out beyond 70 pt and back, then released, fires exit, enter and touchUpInside")
    func buttonDragOutAndBack() throws {
        try withX11App { session in
            let controller = ControlEventLog()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            button.setTitle("Drag me", for: .normal)
            for (action, event) in [(Selector.x11Down, UIControl.Event.touchDown), (.x11Exit, .touchDragExit),
                                    (.x11Enter, .touchDragEnter), (.x11UpInside, .touchUpInside),
                                    (.x11UpOutside, .touchUpOutside)] {
                button.addTarget(controller, action: action, for: event)
            }
            controller.view.addSubview(button)
            session.show(window(with: controller))
            let client = session.client

            client.move(x: 60, y: 40); client.button(down: true); UIApplication.shared.runPendingWork()
            #expect(button.isHighlighted)
            client.move(x: 210, y: 40); UIApplication.shared.runPendingWork()   // 90 pt right of the button
            #expect(!button.isHighlighted)
            client.move(x: 70, y: 40); UIApplication.shared.runPendingWork()
            client.button(down: false); UIApplication.shared.runPendingWork()

            #expect(controller.log == ["down", "exit", "enter", "upInside"])
        }
    }

    @Test("R9.10: a text field clicked and typed into with xdotool type, accents included, holds the text")
    func typeWithXdotool() throws {
        let xdotool = try #require(TestProcess.executable(named: "xdotool"), "xdotool is not installed (apt-get install xdotool)")
        try withX11App { session in
            let controller = UIViewController()
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 36))
            field.borderStyle = .roundedRect
            controller.view.addSubview(field)
            session.show(window(with: controller))

            session.click(x: 100, y: 38)
            #expect(field.isFirstResponder)

            let typed = "Héllo wörld ✓"
            let typing = try TestProcess(xdotool, ["type", "--delay", "40", typed],
                                          environment: ["DISPLAY": session.displayName, "LC_ALL": "C.UTF-8"])
            pump(timeout: 20) { typing.waitForExit(timeout: 0) != nil && field.text == typed }
            #expect(typing.waitForExit(timeout: 0) == 0, "xdotool: \(typing.standardError)")
            #expect(field.text == typed)
        }
    }

    @Test("R9.7: Ctrl+A, Ctrl+C in one field and Ctrl+V in another copy through the X CLIPBOARD")
    func copyBetweenFields() throws {
        let xclip = try #require(TestProcess.executable(named: "xclip"), "xclip is not installed (apt-get install xclip)")
        try withX11App { session in
            let controller = UIViewController()
            let source = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 36))
            let destination = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 36))
            controller.view.addSubview(source)
            controller.view.addSubview(destination)
            session.show(window(with: controller))
            let client = session.client

            session.click(x: 100, y: 38)
            for keysym in [XK_c, XK_o, XK_p, XK_y] { client.type(keysym) }
            UIApplication.shared.runPendingWork()
            #expect(source.text == "copy")
            client.type(XK_a, modifiers: [XK_Control_L])
            client.type(XK_c, modifiers: [XK_Control_L])
            UIApplication.shared.runPendingWork()

            session.click(x: 100, y: 98)
            #expect(destination.isFirstResponder)
            client.type(XK_v, modifiers: [XK_Control_L])
            pump { destination.text == "copy" }
            #expect(destination.text == "copy")

            // Another X client sees the same clipboard.
            let paste = try TestProcess(xclip, ["-selection", "clipboard", "-o"],
                                         environment: ["DISPLAY": session.displayName])
            pump { paste.waitForExit(timeout: 0) != nil }
            #expect(paste.standardOutput == "copy")
        }
    }
}
