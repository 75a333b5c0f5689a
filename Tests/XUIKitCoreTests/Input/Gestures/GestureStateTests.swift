import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class TypedTapHandler {
    var taps: [UITapGestureRecognizer] = []
    func tapped(_ tap: UITapGestureRecognizer) { taps.append(tap) }
}

@MainActor
@Suite("Gesture recognizer state machine and actions (§8.1)")
struct GestureStateTests {
    /// A view filling most of the window with `recognizer` attached, and a target on it.
    func setUp(_ harness: Harness, _ recognizer: UIGestureRecognizer) -> (UIView, GestureTarget) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let target = GestureTarget()
        recognizer.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(recognizer)
        return (view, target)
    }

    @Test("R8.1: state raw values; recognized equals ended")
    func rawValues() {
        typealias S = UIGestureRecognizer.State
        #expect([S.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(S.recognized == .ended)
    }

    @Test("R8.2: a new recognizer is possible")
    func startsPossible() {
        #expect(UITapGestureRecognizer().state == .possible)
        #expect(UIPanGestureRecognizer(target: nil, action: nil).state == .possible)
    }

    @Test("R8.3: a discrete recognizer goes possible -> recognized and rejects began")
    func discrete() {
        let harness = Harness()
        let tap = UITapGestureRecognizer()
        let (_, target) = setUp(harness, tap)
        harness.tap(50, 50)
        #expect(target.states == [.ended])
        let messages = capturingDiagnostics { tap.state = .began }
        #expect(tap.state == .possible)
        #expect(messages.count == 1)
    }

    @Test("R8.4: a continuous recognizer goes possible -> began -> changed -> ended")
    func continuous() {
        let harness = Harness()
        let (_, target) = setUp(harness, UIPanGestureRecognizer())
        harness.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(target.states.first == .began)
        #expect(target.states.last == .ended)
        #expect(target.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(target.states.count > 3)
    }

    @Test("R8.5: illegal assignments are rejected, leave the state unchanged and report once")
    func illegalTransitions() {
        let recognizer = ScriptedRecognizer()
        var messages = capturingDiagnostics { recognizer.state = .changed }
        #expect(recognizer.state == .possible)
        #expect(messages.count == 1)
        messages = capturingDiagnostics { recognizer.state = .cancelled }
        #expect(recognizer.state == .possible && messages.count == 1)
        recognizer.state = .failed
        messages = capturingDiagnostics { recognizer.state = .began }
        #expect(recognizer.state == .failed)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("failed -> began") == true)
    }

    @Test("R8.6: actions run for began, changed, ended and cancelled, never for failed")
    func actionsPerState() {
        let harness = Harness()
        let recognizer = ScriptedRecognizer()
        let (_, target) = setUp(harness, recognizer)
        recognizer.onBegan = { r, _ in r.state = .began }
        recognizer.onMoved = { r, _ in r.state = .changed }
        recognizer.onEnded = { r, _ in r.state = .cancelled }
        harness.touch(.began, 10, 10)
        harness.touch(.moved, 20, 10)
        harness.touch(.ended, 20, 10)
        #expect(target.states == [.began, .changed, .cancelled])

        let failing = ScriptedRecognizer()
        let (_, failTarget) = setUp(harness, failing)
        failing.onBegan = { r, _ in r.state = .failed }
        harness.tap(10, 10)
        #expect(failTarget.count == 0)
    }

    @Test("R8.7: setting changed again calls the action again")
    func changedRepeats() {
        let recognizer = ScriptedRecognizer()
        let target = GestureTarget()
        recognizer.addTarget(target, action: .gestureHandle)
        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .changed
        recognizer.state = .changed
        #expect(target.states == [.began, .changed, .changed, .changed])
    }

    @Test("R8.8: an event's actions have run when sendEvent returns; a timer's when the clock passes it")
    func actionTiming() {
        let harness = Harness()
        let tap = UITapGestureRecognizer()
        let (_, tapTarget) = setUp(harness, tap)
        harness.tap(50, 50)
        #expect(tapTarget.count == 1)
        let press = UILongPressGestureRecognizer()
        let (_, pressTarget) = setUp(harness, press)
        harness.touch(.began, 50, 50, after: 1)
        harness.advance(by: 0.4)
        #expect(pressTarget.count == 0)
        harness.advance(by: 0.2)
        #expect(pressTarget.states == [.began])
        harness.touch(.ended, 50, 50)
    }

    @Test("R8.9: every pair runs once per transition, in registration order; re-adding a pair is ignored")
    func pairsInOrder() {
        let journal = GestureJournal()
        let first = journal.target("first")
        let second = journal.target("second")
        let recognizer = ScriptedRecognizer(target: first, action: .gestureHandle)
        recognizer.addTarget(second, action: .gestureHandle)
        recognizer.addTarget(first, action: .gestureHandle)
        recognizer.state = .recognized
        #expect(journal.lines == ["first(ended)", "second(ended)"])
    }

    @Test("R8.10: actions may take no argument or the recognizer, including a typed subclass")
    func actionShapes() {
        let journal = GestureJournal()
        let target = journal.target("t")
        let handler = TypedTapHandler()
        let tap = UITapGestureRecognizer(target: target, action: .gestureHandleNoArgument)
        tap.addTarget(target, action: .gestureHandle)
        tap.addTarget(handler, action: Selector("tapped:", TypedTapHandler.tapped))
        tap.state = .recognized
        #expect(journal.lines == ["t()", "t(ended)"])
        #expect(handler.taps.count == 1 && handler.taps[0] === tap)
    }

    @Test("R8.10: an action whose parameter type does not fit the recognizer is not called, and is reported")
    func mismatchedAction() {
        let handler = TypedTapHandler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("tapped:", TypedTapHandler.tapped))
        let messages = capturingDiagnostics { pan.state = .began }
        #expect(handler.taps.isEmpty)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("tapped:") == true)
    }

    @Test("Targets are held weakly; a gone target is skipped; removeTarget removes pairs")
    func weakTargets() {
        let recognizer = ScriptedRecognizer()
        var target: GestureTarget? = GestureTarget()
        weak let weakTarget = target
        recognizer.addTarget(target!, action: .gestureHandle)
        target = nil
        #expect(weakTarget == nil)
        let kept = GestureTarget()
        recognizer.addTarget(kept, action: .gestureHandle)
        recognizer.removeTarget(kept, action: .gestureHandle)
        let messages = capturingDiagnostics { recognizer.state = .recognized }
        #expect(messages.isEmpty)
        #expect(kept.count == 0)
    }

    @Test("R8.11: the terminal state lasts until the touches end, then reset() once and possible")
    func resetAfterSequence() {
        let harness = Harness()
        let recognizer = ScriptedRecognizer()
        let (_, target) = setUp(harness, recognizer)
        recognizer.onBegan = { r, _ in r.state = .recognized }
        var stateInAction: UIGestureRecognizer.State?
        target.onAction = { stateInAction = $0.state }
        harness.touch(.began, 50, 50)
        #expect(stateInAction == .ended)
        #expect(recognizer.state == .ended)        // the finger is still down
        #expect(recognizer.resetCount == 0)
        harness.touch(.ended, 50, 50)
        harness.display()
        #expect(recognizer.state == .possible)
        #expect(recognizer.resetCount == 1)
    }

    @Test("R8.12: after failing, a recognizer hears nothing more of the touches it had")
    func noCallbacksAfterFailure() {
        let harness = Harness()
        let recognizer = ScriptedRecognizer()
        _ = setUp(harness, recognizer)
        recognizer.onBegan = { r, _ in r.state = .failed }
        harness.touch(.began, 50, 50)
        harness.touch(.moved, 60, 50)
        harness.touch(.ended, 60, 50)
        #expect(recognizer.touchesSeen == ["began"])
        #expect(recognizer.resetCount == 1)
    }

    @Test("R8.13: disabling cancels a began recognizer with its action; a disabled one gets no touches")
    func disabling() {
        let harness = Harness()
        let recognizer = ScriptedRecognizer()
        let (_, target) = setUp(harness, recognizer)
        recognizer.onBegan = { r, _ in r.state = .began }
        harness.touch(.began, 50, 50)
        recognizer.isEnabled = false
        #expect(target.states == [.began, .cancelled])
        harness.touch(.moved, 60, 50)
        harness.touch(.ended, 60, 50)
        #expect(recognizer.touchesSeen == ["began"])
        harness.touch(.began, 50, 50)
        let touch = UIApplication.shared.inputRouter.touchTracker.activeTouches.first
        #expect(touch?.gestureRecognizers == [])
        harness.touch(.ended, 50, 50)
        #expect(recognizer.touchesSeen == ["began"])
        #expect(target.count == 2)
    }

    @Test("R8.14: add sets view and keeps it alive; remove clears it; a second add moves it")
    func attachment() {
        let a = UIView(), b = UIView()
        #expect(a.gestureRecognizers == nil)
        weak var weakRecognizer: UIGestureRecognizer?
        do {
            let recognizer = UITapGestureRecognizer()
            weakRecognizer = recognizer
            a.addGestureRecognizer(recognizer)
        }
        let recognizer = weakRecognizer
        #expect(recognizer != nil)
        #expect(recognizer?.view === a)
        b.addGestureRecognizer(recognizer!)
        #expect(recognizer?.view === b)
        #expect(a.gestureRecognizers?.isEmpty == true)
        b.removeGestureRecognizer(recognizer!)
        #expect(recognizer?.view == nil)
        #expect(b.gestureRecognizers == [])
    }

    @Test("R8.43: a subclass sets state; reset() runs after ended, cancelled and failed alike")
    func subclassContract() {
        let harness = Harness()
        let recognizer = ScriptedRecognizer()
        _ = setUp(harness, recognizer)
        let outcomes: [UIGestureRecognizer.State] = [.ended, .failed]
        for outcome in outcomes {
            recognizer.onBegan = { r, _ in r.state = outcome }
            harness.tap(50, 50, after: 1)
        }
        recognizer.onBegan = { r, _ in r.state = .began }
        recognizer.onEnded = { r, _ in r.state = .cancelled }
        harness.tap(50, 50, after: 1)
        #expect(recognizer.resetCount == 3)
        #expect(recognizer.state == .possible)
    }
}
