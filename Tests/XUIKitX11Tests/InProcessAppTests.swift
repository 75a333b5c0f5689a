import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// A view controller with one system button whose nil-targeted action counts taps.
@MainActor
final class CountingViewController: UIViewController {
    var helloCount = 0
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.setTitle("Say hello", for: .normal)
        button.addTarget(nil, action: .countHello, for: .touchUpInside)
        view.addSubview(button)
    }

    func hello() { helloCount += 1 }
}

extension Selector {
    static let countHello = Selector("hello", CountingViewController.hello)
}

/// A view that can be first responder and records the characters of the keys pressed.
@MainActor
final class KeyRecordingView: UIView {
    var typed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        typed += presses.compactMap { $0.key?.characters }
    }
}

/// The whole stack on a real X server: XTest input → XInput 2 → InputEvent → UITouch →
/// UIButton → responder chain, and pixels back out through XPutImage.
@Suite("X11 app in process (own Xvfb)", .serialized)
@MainActor
struct InProcessAppTests {
    /// A 320×200 window at the root origin, so window and root coordinates coincide.
    private func makeWindow(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = controller
        return window
    }

    @Test("A click on the button runs its nil-targeted action exactly once")
    func clickOnButtonRunsActionOnce() throws {
        try withX11App { session in
            let controller = CountingViewController()
            session.show(makeWindow(controller))

            session.click(x: 100, y: 42)

            #expect(controller.helloCount == 1)
        }
    }

    @Test("A click outside the button runs nothing")
    func clickElsewhereRunsNothing() throws {
        try withX11App { session in
            let controller = CountingViewController()
            session.show(makeWindow(controller))

            session.click(x: 250, y: 150)
            session.click(x: 100, y: 120)

            #expect(controller.helloCount == 0)
        }
    }

    @Test("Keys typed on the X keyboard reach the key window's first responder as presses")
    func keysReachFirstResponder() throws {
        try withX11App { session in
            let controller = CountingViewController()
            let window = makeWindow(controller)
            let field = KeyRecordingView(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            controller.view.addSubview(field)
            session.show(window)
            #expect(field.becomeFirstResponder())

            session.client.type(XK_h)
            session.client.type(XK_i, modifiers: [XK_Shift_L])
            UIApplication.shared.runPendingWork()

            // Shift is a press of its own, with no characters.
            #expect(field.typed == ["h", "", "I"])
        }
    }

    @Test("The server shows the drawn pixels: white background, button title, an exact red view")
    func screenshotMatchesDrawing() throws {
        try withX11App { session in
            let controller = CountingViewController()
            let window = makeWindow(controller)
            let red = UIView(frame: CGRect(x: 200, y: 100, width: 40, height: 40))
            red.backgroundColor = .red
            controller.view.addSubview(red)
            session.show(window)

            #expect(session.pixel(of: window, x: 24, y: 24) == 0xFFFFFF, "inside the button, away from its title")
            #expect(session.pixel(of: window, x: 280, y: 180) == 0xFFFFFF, "window background")
            #expect(session.pixel(of: window, x: 220, y: 120) == 0xFF0000, "red view")
            // The title is drawn somewhere in the middle of the button.
            let title = session.pixels(of: window, in: CGRect(x: 40, y: 30, width: 120, height: 24))
            #expect(title.count == 120 * 24)
            #expect(title.filter { $0 != 0xFFFFFF }.count > 20, "the button title left no pixels on screen")
            // The server holds exactly what the toolkit drew.
            if let surface = window.surface {
                let drawn = surface.pixel(x: 220, y: 120)
                #expect(drawn.red == 255 && drawn.green == 0 && drawn.blue == 0)
            }
        }
    }
}
