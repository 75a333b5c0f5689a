import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class RequiringTap: UITapGestureRecognizer {
    weak var mustFail: UIGestureRecognizer?
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === mustFail
    }
}

@MainActor
final class GestureRefusingView: UIView {
    var asked = 0
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}

/// Records the state of its first recognizer when it gets touchesEnded.
@MainActor
final class StateProbeView: UIView {
    var statesAtEnd: [UIGestureRecognizer.State] = []
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let recognizer = gestureRecognizers?.first { statesAtEnd.append(recognizer.state) }
    }
}

@MainActor
@Suite("How recognizers interact: exclusivity, failure requirements, shouldBegin, location (§8.4, §8.5)")
struct GestureInteractionTests {
    func area(_ harness: Harness) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        return view
    }

    func taps(_ count: Int, on view: UIView, _ target: GestureTarget) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer(target: target, action: .gestureHandle)
        tap.numberOfTapsRequired = count
        view.addGestureRecognizer(tap)
        return tap
    }

    /// Two pans sharing every touch: one on a child, one on its parent.
    func nestedPans(_ harness: Harness) -> (UIPanGestureRecognizer, UIPanGestureRecognizer, GestureTarget, GestureTarget) {
        let parent = area(harness)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.addSubview(child)
        let inner = GestureTarget("inner"), outer = GestureTarget("outer")
        let innerPan = UIPanGestureRecognizer(target: inner, action: .gestureHandle)
        let outerPan = UIPanGestureRecognizer(target: outer, action: .gestureHandle)
        child.addGestureRecognizer(innerPan)
        parent.addGestureRecognizer(outerPan)
        return (innerPan, outerPan, inner, outer)
    }

    @Test("R8.27: when one recognizer recognizes, a possible one sharing its touches fails")
    func exclusivity() {
        let harness = Harness()
        let (innerPan, outerPan, inner, outer) = nestedPans(harness)
        var outerStateAtBegan: UIGestureRecognizer.State?
        inner.onAction = { _ in if outerStateAtBegan == nil { outerStateAtBegan = outerPan.state } }
        harness.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(inner.states.first == .began && inner.states.last == .ended)
        #expect(outer.count == 0)
        #expect(outerStateAtBegan == .failed)
        #expect(innerPan.state == .possible && outerPan.state == .possible)
    }

    @Test("R8.28: a true from either delegate lets both recognize")
    func simultaneous() {
        for which in 0..<2 {
            let harness = Harness()
            let (innerPan, outerPan, inner, outer) = nestedPans(harness)
            let yes = ScriptedDelegate(), no = ScriptedDelegate()
            yes.simultaneous = true
            innerPan.delegate = which == 0 ? yes : no
            outerPan.delegate = which == 0 ? no : yes
            harness.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
            #expect(inner.states.first == .began && inner.states.last == .ended)
            #expect(outer.states.first == .began && outer.states.last == .ended)
        }
    }

    @Test("R8.29: with no requirement, a double tap fires the single tap after the first tap and the double after the second")
    func tapDoesNotPreventLongerTap() {
        let harness = Harness()
        let view = area(harness)
        let journal = GestureJournal()
        let singleTarget = journal.target("single")
        let doubleTarget = journal.target("double")
        let single = taps(1, on: view, singleTarget)
        let double = taps(2, on: view, doubleTarget)
        harness.tap(50, 50)
        #expect(journal.lines == ["single(ended)"])
        harness.tap(52, 50, after: 0.1)
        #expect(journal.lines == ["single(ended)", "double(ended)"])
        #expect(single.canPrevent(double) == false)
        #expect(double.canPrevent(single) == true)
    }

    @Test("S7, R8.30: single tap requires the double tap to fail; one tap fires late, a double tap only the double")
    func requireToFail() {
        let harness = Harness()
        let view = area(harness)
        let journal = GestureJournal()
        let singleTarget = journal.target("single")
        let doubleTarget = journal.target("double")
        let single = taps(1, on: view, singleTarget)
        let double = taps(2, on: view, doubleTarget)
        single.require(toFail: double)

        harness.tap(50, 50)
        #expect(journal.lines.isEmpty)
        #expect(single.state == .possible)               // waiting reads possible
        harness.advance(by: 0.3)
        #expect(journal.lines.isEmpty)
        harness.advance(by: 0.1)                         // past 0.35 s after the lift
        #expect(journal.lines == ["single(ended)"])

        harness.tap(50, 50, after: 1)
        harness.tap(52, 50, after: 0.1)
        harness.advance(by: 1)
        #expect(journal.lines == ["single(ended)", "double(ended)"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("R8.31: dynamic requirements from a subclass override and from a delegate")
    func dynamicRequirements() {
        for useDelegate in [false, true] {
            let harness = Harness()
            let view = area(harness)
            let journal = GestureJournal()
            let singleTarget = journal.target("single")
            let doubleTarget = journal.target("double")
            let single = RequiringTap(target: singleTarget, action: .gestureHandle)
            let double = taps(2, on: view, doubleTarget)
            let delegate = ScriptedDelegate()
            if useDelegate {
                delegate.requireFailureOf = double
                single.delegate = delegate
            } else {
                single.mustFail = double
            }
            view.addGestureRecognizer(single)
            harness.tap(50, 50)
            harness.tap(52, 50, after: 0.1)
            harness.advance(by: 1)
            #expect(journal.lines == ["double(ended)"])
        }
    }

    @Test("R8.32: a delegate's false from gestureRecognizerShouldBegin fails the recognizer with no action")
    func delegateShouldBegin() {
        let harness = Harness()
        let view = StateProbeView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let target = GestureTarget()
        let tap = taps(1, on: view, target)
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        harness.tap(50, 50)
        let stateAfterLift = view.statesAtEnd.first
        #expect(target.count == 0)
        #expect(stateAfterLift == .failed)
        #expect(delegate.questions.filter { $0 == "shouldBegin" }.count == 1)
        delegate.questions.removeAll()
        harness.touch(.began, 50, 50, after: 1)
        harness.touch(.moved, 200, 50)                       // the tap fails by moving away
        harness.touch(.ended, 200, 50)
        #expect(!delegate.questions.contains("shouldBegin"))
    }

    @Test("R8.33: the recognizer's own view and its touches' hit-test view are asked")
    func viewShouldBegin() {
        let harness = Harness()
        let refusingOwner = GestureRefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(refusingOwner)
        let target = GestureTarget()
        _ = taps(1, on: refusingOwner, target)
        harness.tap(50, 50)
        #expect(refusingOwner.asked == 1)
        #expect(target.count == 0)

        let parent = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        let refusingHit = GestureRefusingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        harness.window.addSubview(parent)
        parent.addSubview(refusingHit)
        let parentTarget = GestureTarget()
        _ = taps(1, on: parent, parentTarget)
        harness.tap(210, 10, after: 1)
        #expect(refusingHit.asked == 1)
        #expect(parentTarget.count == 0)
        harness.tap(300, 100, after: 1)
        #expect(parentTarget.count == 1)
    }

    @Test("R8.34: shouldBegin is asked only after the failure requirement is resolved")
    func checkOrder() {
        let harness = Harness()
        let view = area(harness)
        let single = taps(1, on: view, GestureTarget())
        let double = taps(2, on: view, GestureTarget())
        single.require(toFail: double)
        let delegate = ScriptedDelegate()
        single.delegate = delegate
        harness.tap(50, 50)
        #expect(!delegate.questions.contains("shouldBegin"))
        harness.advance(by: 1)
        #expect(delegate.questions.filter { $0 == "shouldBegin" }.count == 1)
    }

    @Test("R8.35: location is the centroid; numberOfTouches and location(ofTouch:) cover the touches")
    func location() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        harness.window.addSubview(view)
        let recognizer = ScriptedRecognizer()
        view.addGestureRecognizer(recognizer)
        harness.touch(.began, 110, 110, id: 1)
        harness.touch(.began, 130, 150, id: 2)
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: view) == CGPoint(x: 20, y: 30))
        #expect(recognizer.location(in: nil) == CGPoint(x: 120, y: 130))
        #expect(recognizer.location(ofTouch: 1, in: view) == CGPoint(x: 30, y: 50))
        let messages = capturingDiagnostics { _ = recognizer.location(ofTouch: 2, in: view) }
        #expect(messages.count == 1)
        harness.touch(.ended, 110, 110, id: 1)
        #expect(recognizer.numberOfTouches == 1)
        harness.touch(.ended, 130, 150, id: 2)
    }
}
