import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Recognizers and view delivery: cancelling and delaying (§8.3)")
struct GestureViewDeliveryTests {
    @Test("S5, R8.21: a tap gives the view [began, cancelled], and the action runs right after the cancel")
    func tapCancelsView() {
        let (harness, journal, view) = Harness.journaled()
        let tapTarget = journal.target("tap")
        view.addGestureRecognizer(UITapGestureRecognizer(target: tapTarget, action: .gestureHandle))
        harness.tap(50, 50)
        #expect(journal.lines == ["view.began(1)", "view.cancelled(1)", "tap(ended)"])
        harness.touch(.began, 50, 50, after: 1)
        harness.touch(.moved, 150, 50)
        harness.touch(.ended, 150, 50)
        #expect(journal.lines.suffix(3) == ["view.began(1)", "view.moved(1)", "view.ended(1)"])
    }

    @Test("R8.21: a continuous recognizer cancels at began; the view hears nothing more of its touches")
    func panCancelsAtBegan() {
        let (harness, journal, view) = Harness.journaled()
        let panTarget = journal.target("pan")
        view.addGestureRecognizer(UIPanGestureRecognizer(target: panTarget, action: .gestureHandle))
        harness.touch(.began, 20, 20)
        harness.touch(.moved, 25, 20)
        harness.touch(.moved, 40, 20)
        harness.touch(.moved, 60, 20)
        harness.touch(.ended, 60, 20)
        #expect(journal.lines == ["view.began(1)", "view.moved(1)", "view.cancelled(1)", "pan(began)",
                                  "pan(changed)", "pan(ended)"])
    }

    @Test("R8.22: with cancelsTouchesInView false the view gets [began, ended] and the action runs")
    func noCancel() {
        let (harness, journal, view) = Harness.journaled()
        let tapTarget = journal.target("tap")
        let tap = UITapGestureRecognizer(target: tapTarget, action: .gestureHandle)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        harness.tap(50, 50)
        #expect(journal.lines == ["view.began(1)", "tap(ended)", "view.ended(1)"])
    }

    @Test("R8.23: an ignored touch is not cancelled in the view and no longer delivered to the recognizer")
    func ignoredTouch() {
        let (harness, journal, view) = Harness.journaled()
        view.isMultipleTouchEnabled = true
        let recognizer = ScriptedRecognizer()
        recognizer.journal = journal
        view.addGestureRecognizer(recognizer)
        recognizer.onBegan = { r, touches in
            for touch in touches where touch.location(in: nil).x > 100 {
                r.ignore(touch, for: UIApplication.shared.inputRouter.touchTracker.event)
            }
        }
        recognizer.onMoved = { r, _ in r.state = .began }
        harness.touch(.began, 50, 50, id: 1)
        harness.touch(.began, 150, 50, id: 2)
        harness.touch(.moved, 160, 50, id: 2)
        harness.touch(.moved, 60, 50, id: 1)
        harness.touch(.ended, 160, 50, id: 2)
        harness.touch(.ended, 60, 50, id: 1)
        #expect(journal.lines == [
            "gr.began(1)", "view.began(1)",
            "gr.began(1)", "view.began(1)",
            "view.moved(1)",
            "gr.moved(1)", "view.cancelled(1)",
            "view.ended(1)",
            "gr.ended(1)",
        ])
    }

    @Test("R8.24: with delaysTouchesBegan, a recognizing gesture's touches never reach the view")
    func delayedBeganDiscarded() {
        let (harness, journal, view) = Harness.journaled()
        let panTarget = journal.target("pan")
        let pan = UIPanGestureRecognizer(target: panTarget, action: .gestureHandle)
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        harness.touch(.began, 20, 20)
        harness.touch(.moved, 25, 20)
        #expect(journal.lines.isEmpty)
        harness.touch(.moved, 60, 20)
        harness.touch(.ended, 60, 20)
        #expect(journal.lines == ["pan(began)", "pan(ended)"])
    }

    @Test("R8.24: with delaysTouchesBegan, a failing gesture hands the view began, one move, then the rest")
    func delayedBeganDelivered() {
        let (harness, journal, view) = Harness.journaled()
        let pressTarget = journal.target("press")
        let press = UILongPressGestureRecognizer(target: pressTarget, action: .gestureHandle)
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        harness.touch(.began, 20, 20)
        harness.touch(.moved, 25, 20)
        #expect(journal.lines.isEmpty)
        harness.touch(.moved, 60, 20)                 // beyond 10 pt: the long press fails
        #expect(journal.lines == ["view.began(1)", "view.moved(1)"])
        harness.touch(.moved, 70, 20)
        harness.touch(.ended, 70, 20)
        #expect(journal.lines == ["view.began(1)", "view.moved(1)", "view.moved(1)", "view.ended(1)"])
    }

    @Test("R8.25: delaysTouchesEnded holds the view's touchesEnded until a double tap fails by timeout")
    func delayedEnd() {
        let (harness, journal, view) = Harness.journaled()
        let doubleTarget = journal.target("double")
        let doubleTap = UITapGestureRecognizer(target: doubleTarget, action: .gestureHandle)
        doubleTap.numberOfTapsRequired = 2
        #expect(doubleTap.delaysTouchesEnded)
        view.addGestureRecognizer(doubleTap)
        harness.tap(50, 50)
        #expect(journal.lines == ["view.began(1)"])
        harness.advance(by: 0.3)
        #expect(journal.lines == ["view.began(1)"])
        harness.advance(by: 0.1)
        #expect(journal.lines == ["view.began(1)", "view.ended(1)"])
        #expect(doubleTap.state == .possible)
    }

    @Test("R8.25: a held touchesEnded becomes touchesCancelled when the recognizer then recognizes")
    func delayedEndCancelled() {
        let (harness, journal, view) = Harness.journaled()
        let doubleTarget = journal.target("double")
        let doubleTap = UITapGestureRecognizer(target: doubleTarget, action: .gestureHandle)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        harness.tap(50, 50)
        harness.tap(52, 50, after: 0.1)
        #expect(journal.lines == ["view.began(1)", "view.began(1)", "view.cancelled(2)", "double(ended)"])
        harness.advance(by: 1)
        #expect(journal.lines.count == 4)
    }

    @Test("R8.26: with delaysTouchesEnded false, touchesEnded arrives at the lift")
    func undelayedEnd() {
        let (harness, journal, view) = Harness.journaled()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        view.addGestureRecognizer(doubleTap)
        harness.tap(50, 50)
        #expect(journal.lines == ["view.began(1)", "view.ended(1)"])
        #expect(doubleTap.state == .possible)
    }

    @Test("R6.14, R6.20: an action that removes its view mid-touch leaves it exactly one cancel")
    func actionRemovesView() {
        let (harness, journal, view) = Harness.journaled()
        let target = journal.target("tap")
        let tap = UITapGestureRecognizer(target: target, action: .gestureHandle)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        target.onAction = { _ in view.removeFromSuperview() }
        harness.tap(50, 50)
        harness.advance(by: 1)
        #expect(journal.lines == ["view.began(1)", "tap(ended)", "view.cancelled(1)"])   // no ended
        #expect(tap.state == .possible)
    }

    @Test("R6.13, R6.20: a removed view gets ONE cancel for a delivered touch and a withheld end together")
    func removalCancelsDeliveredAndWithheldTogether() {
        let (harness, journal, view) = Harness.journaled()
        view.isMultipleTouchEnabled = true
        let watcher = UIGestureRecognizer()        // stays .possible: it holds touch 1's end (R8.25)
        view.addGestureRecognizer(watcher)
        harness.tap(50, 50, id: 1)
        harness.touch(.began, 80, 80, id: 2)
        #expect(journal.lines == ["view.began(1)", "view.began(1)"])
        view.removeFromSuperview()
        harness.touch(.ended, 80, 80, id: 2)
        harness.advance(by: 1)
        #expect(journal.lines == ["view.began(1)", "view.began(1)", "view.cancelled(2)"])
    }

    @Test("R6.14: a view removed while its touchesEnded is held gets exactly one cancel")
    func removalWhileHeld() {
        let (harness, journal, view) = Harness.journaled()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        harness.tap(50, 50)
        view.removeFromSuperview()
        harness.advance(by: 1)
        #expect(journal.lines == ["view.began(1)", "view.cancelled(1)"])
    }
}
