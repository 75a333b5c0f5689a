import Foundation
import Testing
@_spi(Testing) import XUIKitCore
import XUIKitHeadlessTesting

// The examples of the "Testing your app" article (Sources/XUIKitCore/XUIKitCore.docc/
// TestingYourApp.md), kept here so they keep compiling and passing: the first with only the
// public API and the `@_spi(Testing)` hooks, the second with only the public API and the
// XUIKitHeadlessTesting library. Change both together.

final class DocViewController: UIViewController {
    var saveCount = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        let save = UIButton(type: .system)
        save.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        save.addTarget(nil, action: .save, for: .touchUpInside)
        view.addSubview(save)
    }
    func save(_ sender: Any?) { saveCount += 1 }
}

extension Selector { static let save = Selector("save:", DocViewController.save) }

@MainActor
@Suite("The Testing your app article's example")
struct TestingArticleTests {
    @Test("tapping Save sends save: up the chain to the view controller")
    func tapSave() {
        UIApplication.makeFreshForTesting()             // the app is process-wide: start a fresh one
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = DocViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()

        // A finger down and up on the button, through the door every input uses.
        let id = window.windowID!
        let point = CGPoint(x: 100, y: 42)
        let now = ProcessInfo.processInfo.systemUptime
        for (phase, time) in [(InputEvent.Touch.Phase.began, now), (.ended, now + 0.05)] {
            let touch = InputEvent.Touch(id: 1, phase: phase, location: point)
            UIApplication.shared.handle(InputEvent(timestamp: time, window: id, kind: .touch(touch)))
        }
        #expect(controller.saveCount == 1)
    }

    @Test("a long press begins after half a second, not before")
    func longPress() {
        let harness = Harness()                          // a fresh app, one key window, a virtual clock
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        harness.window.addSubview(card)
        let target = GestureTarget()                     // records each action and the state it saw
        card.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: .gestureHandle))

        harness.touch(.began, 100, 60)
        harness.advance(by: 0.4)                         // 0.41 s held: no action yet
        #expect(target.states.isEmpty)
        harness.advance(by: 0.2)                         // past the 0.5 s minimum
        #expect(target.states == [.began])
        harness.touch(.ended, 100, 60)
        #expect(target.states == [.began, .ended])
    }
}
