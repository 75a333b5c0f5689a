import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class ActionTarget: UIViewController {
    var calls: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []
    func plain() { calls.append("plain") }
    func withSender(_ sender: Any?) { calls.append("withSender"); senders.append(sender) }
    func withEvent(_ sender: Any?, forEvent event: UIEvent?) { calls.append("withEvent"); senders.append(sender); events.append(event) }
    func typed(_ sender: UIButton) { calls.append("typed") }
}

@MainActor
final class DisablingView: UIView {
    func plain() {}
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}

@MainActor
final class FieldLikeView: UIView {
    var calls = 0
    override var canBecomeFirstResponder: Bool { true }
    func shared() { calls += 1 }
}

@MainActor
final class SharedActionController: UIViewController {
    var calls = 0
    func shared() { calls += 1 }
}

/// Actions many classes implement, typed by a protocol.
@MainActor
protocol Refreshing: AnyObject { func refresh(_ sender: Any?) }

@MainActor
final class RefreshingView: UIView, Refreshing {
    var refreshed = 0
    func refresh(_ sender: Any?) { refreshed += 1 }
}

@MainActor
final class SpyControl: UIControl {
    var dispatched: [(Selector, Any?)] = []
    var suppress = false
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        dispatched.append((action, target))
        if !suppress { super.sendAction(action, to: target, for: event) }
    }
}

extension Selector {
    static let plain = Selector("plain", ActionTarget.plain)
    static let withSender = Selector("withSender:", ActionTarget.withSender)
    static let withEvent = Selector("withEvent:forEvent:", ActionTarget.withEvent)
    static let typed = Selector("typed:", ActionTarget.typed)
    static let fieldShared = Selector("shared", FieldLikeView.shared)
    static let controllerShared = Selector("shared", SharedActionController.shared)
    static let disabledPlain = Selector("plain", DisablingView.plain)
    static let refresh = Selector("refresh:", { (target: any Refreshing) in target.refresh })
}

@MainActor
@Suite("Target–action (§3)")
struct ActionTests {
    @Test("R3.1, R3.6: the three action shapes receive exactly what they declare")
    func shapes() {
        _ = Harness()
        let target = ActionTarget()
        let sender = UIView(frame: .zero)
        let event = UIEvent()
        let app = UIApplication.shared
        #expect(app.sendAction(.plain, to: target, from: sender, for: event))
        #expect(app.sendAction(.withSender, to: target, from: sender, for: event))
        #expect(app.sendAction(.withEvent, to: target, from: sender, for: event))
        #expect(app.sendAction(.withSender, to: target, from: nil, for: nil))
        #expect(target.calls == ["plain", "withSender", "withEvent", "withSender"])
        #expect(target.senders[0] as AnyObject? === sender)
        #expect(target.senders[1] as AnyObject? === sender)
        #expect(target.events[0] === event)
        #expect(target.senders[2] == nil)
    }

    @Test("R3.2: an explicit target is called without consulting the chain")
    func explicitTarget() {
        let harness = Harness()
        let first = FieldLikeView(frame: .zero)
        harness.window.addSubview(first)
        first.becomeFirstResponder()
        let target = ActionTarget()
        #expect(UIApplication.shared.sendAction(.plain, to: target, from: nil, for: nil))
        #expect(target.calls == ["plain"])
    }

    @Test("R3.3: an explicit target that does not implement the action returns false with a diagnostic")
    func explicitTargetMissingAction() {
        _ = Harness()
        var handled = true
        let messages = capturingDiagnostics {
            handled = UIApplication.shared.sendAction(.plain, to: UIView(frame: .zero), from: nil, for: nil)
        }
        #expect(handled == false)
        #expect(messages.count == 1)
        #expect(messages[0].contains("does not implement action 'plain'"))
        // The implementer is named when the diagnostic is made (a selector names it only then).
        #expect(messages[0].contains("(implemented by ActionTarget)"))
        #expect(Selector.plain.implementerName == "ActionTarget")
    }

    @Test("A sender of the wrong type for a typed action is refused with a diagnostic")
    func typedSenderMismatch() {
        _ = Harness()
        let target = ActionTarget()
        var handled = true
        let messages = capturingDiagnostics {
            handled = UIApplication.shared.sendAction(.typed, to: target, from: UILabel(frame: .zero), for: nil)
        }
        #expect(handled == false)
        #expect(target.calls.isEmpty)
        #expect(messages.first?.contains("ActionTarget.typed: takes a sender of type UIButton, but the sender is UILabel") == true)
        #expect(UIApplication.shared.sendAction(.typed, to: target, from: UIButton(type: .system), for: nil))
    }

    /// Two `SharedActionController`s, children of the root controller of `harness`'s window, their
    /// views side by side in its view: two chains that meet only at the root (S3, S4).
    func siblingControllers(in harness: Harness) -> (SharedActionController, SharedActionController) {
        let controllerA = SharedActionController(), controllerB = SharedActionController()
        let root = UIViewController()
        harness.window.rootViewController = root
        for controller in [controllerA, controllerB] {
            root.addChild(controller)
            root.view.addSubview(controller.view)
        }
        return (controllerA, controllerB)
    }

    @Test("R3.4(a), S3: a nil target starts at the key window's first responder, even outside the sender's chain")
    func startsAtFirstResponder() {
        let harness = Harness()
        let (controllerA, controllerB) = siblingControllers(in: harness)
        let field = EligibleView(frame: .zero)
        controllerA.view.addSubview(field)
        let button = UIButton(type: .system)
        controllerB.view.addSubview(button)
        field.becomeFirstResponder()
        #expect(UIApplication.shared.sendAction(.controllerShared, to: nil, from: button, for: nil))
        #expect(controllerA.calls == 1)
        #expect(controllerB.calls == 0)
    }

    @Test("R3.4(b), S4: with no first responder the walk starts at the sender")
    func startsAtSender() {
        let harness = Harness()
        let (controllerA, controllerB) = siblingControllers(in: harness)
        let button = UIButton(type: .system)
        controllerB.view.addSubview(button)
        #expect(UIApplication.shared.sendAction(.controllerShared, to: nil, from: button, for: nil))
        #expect(controllerB.calls == 1)
        #expect(controllerA.calls == 0)
    }

    @Test("R3.4(c): with no first responder and a non-responder sender the walk starts at the key window")
    func startsAtKeyWindow() {
        let harness = Harness()
        let delegate = DelegateWithAction()
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.startingResponder(forActionFrom: "not a responder") === harness.window)
        #expect(UIApplication.shared.sendAction(.delegateAction, to: nil, from: nil, for: nil))
        #expect(delegate.calls == 1)
        harness.window.close()
        #expect(UIApplication.shared.startingResponder(forActionFrom: nil) === UIApplication.shared)
    }

    @Test("R3.5: no responder implements the action → false and nothing runs")
    func nobodyHandles() {
        _ = Harness()
        let lone = UIView(frame: .zero)
        #expect(UIApplication.shared.sendAction(.plain, to: nil, from: lone, for: nil) == false)
    }

    @Test("R1.23: a responder that disables an action in canPerformAction is skipped")
    func disabledActionSkipped() {
        let harness = Harness()
        let disabling = DisablingView(frame: .zero)
        harness.window.addSubview(disabling)
        #expect(disabling.target(forAction: .disabledPlain, withSender: nil) == nil)
        #expect(UIApplication.shared.sendAction(.disabledPlain, to: nil, from: disabling, for: nil) == false)
    }

    @Test("A protocol-typed action reaches any class adopting the protocol")
    func protocolAction() {
        let harness = Harness()
        let refreshing = RefreshingView(frame: .zero)
        harness.window.addSubview(refreshing)
        let child = UIView(frame: .zero)
        refreshing.addSubview(child)
        #expect(UIApplication.shared.sendAction(.refresh, to: nil, from: child, for: nil))
        #expect(refreshing.refreshed == 1)
        #expect(child.canPerformAction(.refresh, withSender: nil) == false)
    }

    @Test("R3.7, R3.8: controls send through UIApplication with themselves as sender; an override intercepts")
    func controlSendAction() {
        _ = Harness()
        let control = SpyControl(frame: .zero)
        let target = ActionTarget()
        control.addTarget(target, action: .withSender, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.senders.first as AnyObject? === control)
        control.suppress = true
        control.sendActions(for: .valueChanged)
        #expect(control.dispatched.count == 2)
        #expect(target.calls.count == 1)
    }

    @Test("R3.9, R3.10, R3.11: sendActions(for:) visits matching pairs in order, once each, with a nil event, even when disabled")
    func sendActionsOrder() {
        _ = Harness()
        let control = UIControl(frame: .zero)
        let target = ActionTarget()
        control.addTarget(target, action: .withEvent, for: [.touchDown, .valueChanged])
        control.addTarget(target, action: .plain, for: .valueChanged)
        control.isEnabled = false
        control.sendActions(for: [.touchDown, .valueChanged])
        #expect(target.calls == ["withEvent", "plain"])
        #expect(target.events.count == 1 && target.events[0] == nil)
    }

    @Test("R3.12: UIAction handlers run through sendActions; same identifier replaces")
    func closureActions() {
        _ = Harness()
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])
    }

    @Test("R3.13: a nil-target registration dispatches through the chain and shows NSNull in allTargets")
    func nilTargetRegistration() {
        let harness = Harness()
        let controller = SharedActionController()
        harness.window.rootViewController = controller
        let control = UIControl(frame: .zero)
        controller.view.addSubview(control)
        control.addTarget(nil, action: .controllerShared, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(controller.calls == 1)
        #expect(control.allTargets.contains { $0.base is NSNull })
    }
}

@MainActor
final class DelegateWithAction: UIResponder, UIApplicationDelegate {
    var calls = 0
    func act() { calls += 1 }
}

extension Selector {
    static let delegateAction = Selector("act", DelegateWithAction.act)
}
