import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class EligibleView: UIView {
    var refusesToResign = false
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}

@MainActor
final class StubbornView: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override func resignFirstResponder() -> Bool { false }
}

@MainActor
final class FakeBecomerView: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { true }   // never calls super (R1.10)
}

@MainActor
@Suite("First responder (§1)")
struct FirstResponderTests {
    @Test("R1.1–R1.3, R1.12, R1.25: UIResponder defaults")
    func defaults() {
        let responder = UIResponder()
        #expect(responder.next == nil)
        #expect(responder.canBecomeFirstResponder == false)
        #expect(responder.canResignFirstResponder == true)
        #expect(responder.inputView == nil)
        #expect(responder.inputAccessoryView == nil)
        #expect(responder.keyCommands == nil)
    }

    @Test("R1.4: one first responder per window")
    func onePerWindow() {
        let harness = Harness()
        let a = EligibleView(frame: .zero), b = EligibleView(frame: .zero)
        harness.window.addSubview(a); harness.window.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder == false)
        #expect(b.isFirstResponder == true)
        #expect(harness.window.firstResponder === b)
    }

    @Test("R1.5(a): becoming first responder again returns true and resigns nothing")
    func alreadyFirst() {
        let harness = Harness()
        let a = EligibleView(frame: .zero)
        harness.window.addSubview(a)
        #expect(a.becomeFirstResponder())
        #expect(a.becomeFirstResponder())
        #expect(a.resignCalls == 0)
        #expect(a.isFirstResponder)
    }

    @Test("R1.5(b): a view outside any window cannot become first responder")
    func noWindow() {
        let harness = Harness()
        let current = EligibleView(frame: .zero)
        harness.window.addSubview(current)
        current.becomeFirstResponder()
        let detached = EligibleView(frame: .zero)
        #expect(detached.becomeFirstResponder() == false)
        #expect(current.isFirstResponder)
        #expect(current.resignCalls == 0)
    }

    @Test("R1.5(c): an ineligible responder fails without asking the current one to resign")
    func ineligible() {
        let harness = Harness()
        let current = EligibleView(frame: .zero)
        harness.window.addSubview(current)
        current.becomeFirstResponder()
        let plain = UIView(frame: .zero)
        harness.window.addSubview(plain)
        #expect(plain.becomeFirstResponder() == false)
        #expect(current.resignCalls == 0)
        #expect(current.isFirstResponder)
    }

    @Test("R1.5(d): a current first responder that cannot resign keeps the status")
    func cannotResign() {
        let harness = Harness()
        let current = EligibleView(frame: .zero)
        current.refusesToResign = true
        let candidate = EligibleView(frame: .zero)
        harness.window.addSubview(current); harness.window.addSubview(candidate)
        current.becomeFirstResponder()
        #expect(candidate.becomeFirstResponder() == false)
        #expect(current.resignCalls == 0)
        #expect(current.isFirstResponder)
    }

    @Test("R1.5(d), R1.9: a resignFirstResponder override returning false keeps the status")
    func refusesToResign() {
        let harness = Harness()
        let stubborn = StubbornView(frame: .zero), candidate = EligibleView(frame: .zero)
        harness.window.addSubview(stubborn); harness.window.addSubview(candidate)
        #expect(stubborn.becomeFirstResponder())
        #expect(candidate.becomeFirstResponder() == false)
        #expect(stubborn.isFirstResponder)
    }

    @Test("R1.6: a view controller in a window can be first responder")
    func viewControllerFirstResponder() {
        let harness = Harness()
        let controller = ShakeController()
        harness.window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        #expect(harness.window.firstResponder === controller)
    }

    @Test("R1.7, R1.8: resign clears the slot; resigning when not first is a true no-op")
    func resign() {
        let harness = Harness()
        let a = EligibleView(frame: .zero), b = EligibleView(frame: .zero)
        harness.window.addSubview(a); harness.window.addSubview(b)
        a.becomeFirstResponder()
        #expect(b.resignFirstResponder())
        #expect(a.isFirstResponder)
        #expect(a.resignFirstResponder())
        #expect(a.isFirstResponder == false)
        #expect(harness.window.firstResponder == nil)
    }

    @Test("R1.10: an override returning true without super does not make the responder first")
    func overrideWithoutSuper() {
        let harness = Harness()
        let fake = FakeBecomerView(frame: .zero)
        harness.window.addSubview(fake)
        #expect(fake.becomeFirstResponder())
        #expect(fake.isFirstResponder == false)
    }

    @Test("R1.11: leaving the window ends first-responder status, even when it cannot resign")
    func removalRevokes() {
        let harness = Harness()
        let container = UIView(frame: .zero)
        let field = EligibleView(frame: .zero)
        field.refusesToResign = true
        container.addSubview(field)
        harness.window.addSubview(container)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(field.isFirstResponder == false)
        #expect(harness.window.firstResponder == nil)
    }

    @Test("R1.13, R1.14: the input view is presented while first responder and dismissed on resign")
    func inputViewPresentation() {
        let harness = Harness()
        let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
        let field = InputViewOwner(frame: .zero)
        field.customInputView = keypad
        harness.window.addSubview(field)
        field.reloadInputViews()
        #expect(harness.window.presentedInputView == nil)
        field.becomeFirstResponder()
        #expect(harness.window.presentedInputView === keypad)
        #expect(keypad.window === harness.window)
        #expect(keypad.frame == CGRect(x: 0, y: 280, width: 400, height: 120))
        field.resignFirstResponder()
        #expect(harness.window.presentedInputView == nil)
        #expect(keypad.superview == nil)
    }

    @Test("R1.24: views share the window's undo manager; a detached responder has none")
    func undoManager() {
        let harness = Harness()
        let view = UIView(frame: .zero)
        harness.window.addSubview(view)
        #expect(view.undoManager != nil)
        #expect(view.undoManager === harness.window.undoManager)
        #expect(harness.window.undoManager === harness.window.undoManager)
        #expect(UIView(frame: .zero).undoManager == nil)
    }
}

@MainActor
final class InputViewOwner: UIView {
    var customInputView: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
}

@MainActor
final class ShakeController: UIViewController {
    var motions: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("began \(motion.rawValue)") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("ended \(motion.rawValue)") }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("cancelled \(motion.rawValue)") }
}
