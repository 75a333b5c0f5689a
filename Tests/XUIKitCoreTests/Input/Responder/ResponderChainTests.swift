import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class TouchSink: UIResponder {
    var began: [(Set<UITouch>, UIEvent?)] = []
    var presses = 0, motions = 0, remotes = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began.append((touches, event)) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses += 1 }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions += 1 }
    override func remoteControlReceived(with event: UIEvent?) { remotes += 1 }
}

@MainActor
final class ResponderDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
final class ControllerDelegate: UIViewController, UIApplicationDelegate {}

@MainActor
final class CopyController: UIViewController {
    func copy(_ sender: Any?) {}
}

extension Selector {
    static let copyOnController = Selector("copy:", CopyController.copy)
}

@MainActor
@Suite("Responder chain (§1 forwarding, §2 next rules)")
struct ResponderChainTests {
    @Test("R2.5: canonical chain label → child.view → child → container → parent.view → parent → window → app → delegate")
    func canonicalChain() {
        let harness = Harness()
        let delegate = ResponderDelegate()
        UIApplication.shared.delegate = delegate
        let parent = UIViewController(), child = UIViewController()
        harness.window.rootViewController = parent
        let container = UIView(frame: .zero)
        parent.view.addSubview(container)
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = UILabel(frame: .zero)
        child.view.addSubview(label)

        let chain = ResponderChainWalk.chain(from: label)
        let expected: [UIResponder] = [label, child.view, child, container, parent.view, parent, harness.window,
                                       UIApplication.shared, delegate]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test("R2.1: a plain view's next is its superview; a lone view has none")
    func viewNext() {
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    @Test("R2.2: a root view's next is its controller even when it has a superview")
    func rootViewNext() {
        let controller = UIViewController()
        let host = UIView(frame: .zero)
        host.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === host)
    }

    @Test("R2.3, R2.7: a window's root controller leads to the window, the window to the app")
    func windowNext() {
        let harness = Harness()
        let controller = UIViewController()
        harness.window.rootViewController = controller
        #expect(controller.next === harness.window)
        #expect(harness.window.next === UIApplication.shared)
    }

    @Test("R2.4: a presented controller's next is the presenting controller")
    func presentedNext() {
        let harness = Harness()
        let presenter = UIViewController(), presented = UIViewController()
        harness.window.rootViewController = presenter
        presenter.present(presented, animated: false)
        #expect(presented.next === presenter)
        #expect(presenter.presentedViewController === presented)
        #expect(presented.presentingViewController === presenter)
        presenter.dismiss(animated: false)
        #expect(presented.next == nil)
        #expect(presenter.presentedViewController == nil)
    }

    @Test("R2.6: a controller whose view is not loaded or not in a hierarchy has no next")
    func detachedControllerNext() {
        let controller = UIViewController()
        #expect(controller.next == nil)
        _ = controller.view
        #expect(controller.next == nil)
        #expect(controller.isViewLoaded)
    }

    @Test("R2.8: the app hands over only to a responder delegate that is not a view or controller")
    func applicationNext() {
        let harness = Harness()
        _ = harness
        let app = UIApplication.shared
        let responderDelegate = ResponderDelegate()
        app.delegate = responderDelegate
        #expect(app.next === responderDelegate)
        app.delegate = ControllerDelegate()
        #expect(app.next == nil)
        app.delegate = nil
        #expect(app.next == nil)
    }

    @Test("R2.10: a plain UIResponder delegate ends the chain")
    func delegateEndsChain() {
        #expect(ResponderDelegate().next == nil)
    }

    @Test("R2.11: next is recomputed from the current hierarchy")
    func dynamicNext() {
        let a = UIView(frame: .zero), b = UIView(frame: .zero), v = UIView(frame: .zero)
        a.addSubview(v)
        #expect(v.next === a)
        v.removeFromSuperview()
        b.addSubview(v)
        #expect(v.next === b)
    }

    @Test("R1.15: default touch methods forward the same set and event to next")
    func touchForwarding() {
        let c = TouchSink()
        let b = ChainLink("B", next: c)
        let a = ChainLink("A", next: b)
        let touches: Set<UITouch> = [UITouch(), UITouch()]
        let event = UIEvent()
        a.touchesBegan(touches, with: event)
        #expect(c.began.count == 1)
        #expect(c.began.first?.0 == touches)
        #expect(c.began.first?.1 === event)
        ChainLink("end").touchesBegan(touches, with: event)   // no next: nothing happens
    }

    @Test("R1.16–R1.18, R2.12: presses, motion and remote control forward along an overridden next")
    func otherForwarding() {
        let sink = TouchSink()
        let start = ChainLink("start", next: ChainLink("middle", next: sink))
        start.pressesBegan([UIPress()], with: UIPressesEvent())
        start.motionEnded(.motionShake, with: nil)
        start.remoteControlReceived(with: nil)
        #expect(sink.presses == 1 && sink.motions == 1 && sink.remotes == 1)
    }

    @Test("R1.19: a view that handles touches without super stops propagation")
    func stopsPropagation() {
        let harness = Harness()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        harness.window.addSubview(parent)
        harness.tap(10, 10)
        #expect(child.log == ["began(1)", "ended(1)"])
        #expect(parent.log.isEmpty)
        child.forwards = true
        harness.tap(10, 10, after: 1)
        #expect(parent.log == ["began(1)", "ended(1)"])
    }

    @Test("R1.20, R1.22: canPerformAction answers for the receiver; target(forAction:) walks")
    func canPerformVersusTarget() {
        let controller = CopyController()
        let host = UIView(frame: .zero)
        host.addSubview(controller.view)
        let view = UIView(frame: .zero)
        controller.view.addSubview(view)
        #expect(view.canPerformAction(.copyOnController, withSender: nil) == false)
        #expect(controller.canPerformAction(.copyOnController, withSender: nil))
        #expect(view.target(forAction: .copyOnController, withSender: nil) as AnyObject? === controller)
        #expect(host.target(forAction: .copyOnController, withSender: nil) == nil)
    }

    @Test("R1.21: canPerformAction tolerates any sender")
    func anySender() {
        let controller = CopyController()
        #expect(controller.canPerformAction(.copyOnController, withSender: nil))
        #expect(controller.canPerformAction(.copyOnController, withSender: UIApplication.shared))
        #expect(controller.canPerformAction(.copyOnController, withSender: 42))
    }

    @Test("A cycle made by overriding next is detected: forwarding stops with one diagnostic")
    func cycleInForwarding() {
        let a = ChainLink("A"), b = ChainLink("B", next: a)
        a.nextLink = b
        var messages: [String] = []
        messages = capturingDiagnostics {
            a.touchesBegan([UITouch()], with: nil)
            #expect(a.target(forAction: .copyOnController, withSender: nil) == nil)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.contains("A -> B -> A (cycle)") == true)
        a.nextLink = nil   // break the cycle so both can be freed
    }

    @Test("A nil-targeted action through a cyclic chain returns false instead of hanging")
    func cycleInAction() {
        let harness = Harness()
        _ = harness
        let a = ChainLink("A"), b = ChainLink("B", next: a)
        a.nextLink = b
        var handled = true
        let messages = capturingDiagnostics {
            handled = UIApplication.shared.sendAction(.copyOnController, to: nil, from: a, for: nil)
        }
        #expect(handled == false)
        #expect(messages.contains { $0.contains("cycle") })
        a.nextLink = nil
    }
}
