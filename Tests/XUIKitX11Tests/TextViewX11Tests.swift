import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// A UITextView on a real server, typed into with XTest key events.
@Suite("UITextView on Xvfb", .serialized)
@MainActor
struct TextViewX11Tests {
    @Test("R9.21: a text view clicked and typed into with XTest keys (Return, Up, End) holds two lines")
    func typeLinesWithXTest() throws {
        try withX11App { session in
            let controller = UIViewController()
            let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 280, height: 120))
            controller.view.addSubview(textView)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            session.show(window)
            let client = session.client

            session.click(x: 100, y: 60)
            #expect(textView.isFirstResponder && textView.isEditing)
            for keysym in [XK_h, XK_i, XK_Return, XK_y, XK_o] { client.type(keysym) }
            client.type(XK_Up)
            client.type(XK_End)
            client.type(XK_1, modifiers: [XK_Shift_L])
            let deadline = Date(timeIntervalSinceNow: 10)
            while textView.text != "hi!\nyo", Date() < deadline {
                UIApplication.shared.runPendingWork()
                usleep(5_000)
            }
            #expect(textView.text == "hi!\nyo")
            #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        }
    }
}
