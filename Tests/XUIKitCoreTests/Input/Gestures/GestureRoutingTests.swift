import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Touch routing to gesture recognizers (§8.2, R5.16, R4.9)")
struct GestureRoutingTests {
    /// window > parent (0,0,300,300) > child (50,50,100,100); sibling (200,200,50,50) in parent.
    struct Tree {
        let parent: UIView, child: UIView, sibling: UIView, grandchild: UIView
    }

    func tree(_ harness: Harness) -> Tree {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
        let sibling = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        harness.window.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(sibling)
        child.addSubview(grandchild)
        return Tree(parent: parent, child: child, sibling: sibling, grandchild: grandchild)
    }

    func scripted(_ label: String, on view: UIView, journal: GestureJournal? = nil) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer()
        recognizer.label = label
        recognizer.journal = journal
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test("R8.15: the hit view's and every ancestor's recognizers up to the window see a touch; siblings' and descendants' do not")
    func whichRecognizers() {
        let harness = Harness()
        let t = tree(harness)
        let onChild = scripted("child", on: t.child)
        let onParent = scripted("parent", on: t.parent)
        let onWindow = scripted("window", on: harness.window)
        let onSibling = scripted("sibling", on: t.sibling)
        let onGrandchild = scripted("grandchild", on: t.grandchild)
        harness.tap(60, 60)
        #expect(onChild.touchesSeen == ["began", "ended"])
        #expect(onParent.touchesSeen == ["began", "ended"])
        #expect(onWindow.touchesSeen == ["began", "ended"])
        #expect(onSibling.touchesSeen.isEmpty)
        #expect(onGrandchild.touchesSeen.isEmpty)
    }

    @Test("R8.15: the set is fixed at began; a recognizer added mid-touch does not see it")
    func fixedAtBegan() {
        let harness = Harness()
        let t = tree(harness)
        harness.touch(.began, 60, 60)
        let late = scripted("late", on: t.child)
        harness.touch(.moved, 70, 60)
        harness.touch(.ended, 70, 60)
        #expect(late.touchesSeen.isEmpty)
    }

    @Test("R8.16: callbacks go from the hit view outward, each view's recognizers in order")
    func order() {
        let harness = Harness()
        let t = tree(harness)
        let journal = GestureJournal()
        _ = scripted("window", on: harness.window, journal: journal)
        _ = scripted("parent", on: t.parent, journal: journal)
        _ = scripted("child1", on: t.child, journal: journal)
        _ = scripted("child2", on: t.child, journal: journal)
        harness.touch(.began, 60, 60)
        #expect(journal.lines == ["child1.began(1)", "child2.began(1)", "parent.began(1)", "window.began(1)"])
        harness.touch(.ended, 60, 60)
    }

    @Test("R8.16: of two single taps, the one on the child wins over the parent's")
    func childTapWins() {
        let harness = Harness()
        let t = tree(harness)
        let parentTarget = GestureTarget(), childTarget = GestureTarget()
        let parentTap = UITapGestureRecognizer(target: parentTarget, action: .gestureHandle)
        t.parent.addGestureRecognizer(parentTap)
        t.child.addGestureRecognizer(UITapGestureRecognizer(target: childTarget, action: .gestureHandle))
        harness.tap(60, 60)
        #expect(childTarget.states == [.ended])
        #expect(parentTarget.count == 0)
    }

    @Test("R8.17: touches of a type not in allowedTouchTypes are not offered")
    func allowedTypes() {
        let harness = Harness()
        let t = tree(harness)
        let recognizer = scripted("direct-only", on: t.child)
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        #expect(UIGestureRecognizer().requiresExclusiveTouchType)
        harness.click(60, 60)                  // an .indirectPointer touch
        #expect(recognizer.touchesSeen.isEmpty)
        harness.tap(60, 60)
        #expect(recognizer.touchesSeen == ["began", "ended"])
    }

    @Test("R8.18: a refused touch is invisible to the recognizer and still reaches the view")
    func delegateRefusesTouch() {
        let (harness, journal, view) = Harness.journaled(viewFrame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = scripted("gr", on: view, journal: journal)
        let delegate = ScriptedDelegate()
        delegate.receiveTouch = false
        recognizer.delegate = delegate
        recognizer.onBegan = { _, _ in Issue.record("the recognizer saw a refused touch") }
        harness.touch(.began, 50, 50)
        let touch = UIApplication.shared.inputRouter.touchTracker.activeTouches.first
        let listed = touch?.gestureRecognizers
        let forRecognizer = UIApplication.shared.inputRouter.touchTracker.event.touches(for: recognizer)
        harness.touch(.ended, 50, 50)
        #expect(listed == [])
        #expect(forRecognizer == [])
        #expect(journal.lines == ["view.began(1)", "view.ended(1)"])
        #expect(delegate.questions == ["receiveEvent", "receiveTouch"])
    }

    @Test("R8.18: refusing the event hides its new touches and comes before any touch question")
    func delegateRefusesEvent() {
        let harness = Harness()
        let t = tree(harness)
        let recognizer = scripted("gr", on: t.child)
        let delegate = ScriptedDelegate()
        delegate.receiveEvent = false
        recognizer.delegate = delegate
        harness.tap(60, 60)
        #expect(recognizer.touchesSeen.isEmpty)
        #expect(delegate.questions == ["receiveEvent"])
    }

    @Test("R8.19: in every event and phase, recognizers hear of a touch before its view")
    func recognizersFirst() {
        let harness = Harness()
        let journal = GestureJournal()
        let parent = harness.journalView("parent", CGRect(x: 0, y: 0, width: 300, height: 300), journal: journal)
        let view = harness.journalView("view", CGRect(x: 0, y: 0, width: 100, height: 100), journal: journal, in: parent)
        let onView = scripted("gr", on: view, journal: journal)
        let onParent = scripted("parentGR", on: parent, journal: journal)
        for recognizer in [onView, onParent] {
            recognizer.cancelsTouchesInView = false
            recognizer.delaysTouchesEnded = false
        }
        harness.touch(.began, 50, 50)
        harness.touch(.moved, 60, 50)
        harness.touch(.ended, 60, 50)
        #expect(journal.lines == [
            "gr.began(1)", "parentGR.began(1)", "view.began(1)",
            "gr.moved(1)", "parentGR.moved(1)", "view.moved(1)",
            "gr.ended(1)", "parentGR.ended(1)", "view.ended(1)",
        ])
    }

    @Test("R8.20: recognizers that neither delay nor cancel leave view delivery untouched")
    func notInTheChain() {
        let (harness, journal, view) = Harness.journaled(viewFrame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(UIPanGestureRecognizer())       // fails on a tap, at the lift
        view.addGestureRecognizer(UISwipeGestureRecognizer())
        harness.touch(.began, 50, 50)
        harness.touch(.moved, 52, 50)
        harness.touch(.ended, 52, 50)
        #expect(journal.lines == ["view.began(1)", "view.moved(1)", "view.ended(1)"])
    }

    @Test("R5.16, R4.9: touch.gestureRecognizers and event.touches(for:) list the receiving recognizers")
    func touchLists() {
        let harness = Harness()
        let t = tree(harness)
        let onChild = scripted("child", on: t.child)
        let onParent = scripted("parent", on: t.parent)
        let other = scripted("sibling", on: t.sibling)
        var seen: [UIGestureRecognizer]?
        var forChild: Set<UITouch>?, forSibling: Set<UITouch>?
        onChild.onBegan = { r, touches in
            seen = touches.first?.gestureRecognizers
            let event = UIApplication.shared.inputRouter.touchTracker.event
            forChild = event.touches(for: r)
            forSibling = event.touches(for: other)
        }
        harness.touch(.began, 60, 60)
        #expect(seen == [onChild, onParent])
        #expect(forChild?.count == 1)
        #expect(forSibling == [])
        harness.touch(.ended, 60, 60)
        let lonely = UITouch()
        #expect(lonely.gestureRecognizers == [])
    }

    @Test("R4.9: touches a recognizer ignored are not in event.touches(for:)")
    func ignoredNotListed() {
        let harness = Harness()
        let t = tree(harness)
        let recognizer = scripted("gr", on: t.child)
        var listed: Set<UITouch>?
        recognizer.onBegan = { r, touches in
            let event = UIApplication.shared.inputRouter.touchTracker.event
            r.ignore(touches.first!, for: event)
            listed = event.touches(for: r)
        }
        harness.tap(60, 60)
        #expect(listed == [])
        #expect(recognizer.touchesSeen == ["began"])
    }

    @Test("R6.18: a second finger withheld from a single-touch view still reaches its recognizers")
    func multipleTouchDoesNotAffectRecognizers() {
        let (harness, journal, view) = Harness.journaled()
        let recognizer = scripted("gr", on: view)
        recognizer.cancelsTouchesInView = false
        harness.touch(.began, 50, 50, id: 1)
        harness.touch(.began, 100, 100, id: 2)
        #expect(recognizer.touchesSeen == ["began", "began"])
        #expect(journal.lines == ["view.began(1)"])
        harness.touch(.ended, 50, 50, id: 1)
        harness.touch(.ended, 100, 100, id: 2)
    }
}
