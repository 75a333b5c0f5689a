import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITapGestureRecognizer and UILongPressGestureRecognizer (R8.36–R8.38, S8)")
struct TapAndLongPressTests {
    func attach<R: UIGestureRecognizer>(_ recognizer: R, _ harness: Harness, journal: GestureJournal = GestureJournal()) -> (R, GestureTarget, GestureJournalView) {
        let view = harness.journalView("view", CGRect(x: 100, y: 100, width: 200, height: 200), journal: journal)
        let target = journal.target("action")
        recognizer.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(recognizer)
        return (recognizer, target, view)
    }

    @Test("R8.36: defaults; one tap recognizes at the lift, not at the touch-down")
    func singleTap() {
        let harness = Harness()
        let (tap, target, _) = attach(UITapGestureRecognizer(), harness)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.buttonMaskRequired == .primary)
        tap.buttonMaskRequired = []
        #expect(tap.buttonMaskRequired == .primary)
        harness.touch(.began, 150, 150)
        #expect(target.count == 0)
        harness.touch(.ended, 152, 150)
        #expect(target.states == [.ended])
        harness.click(150, 150)                           // indirect input with the primary button
        #expect(target.states == [.ended, .ended])
    }

    @Test("R8.36: a multi-tap's location is the first tap's; a multi-finger tap's the centroid")
    func tapLocation() {
        let harness = Harness()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let (_, target, view) = attach(double, harness)
        var locations: [CGPoint] = []
        target.onAction = { locations.append($0.location(in: view)) }
        harness.tap(150, 150)
        harness.tap(154, 153, after: 0.1)
        #expect(target.count == 1)
        #expect(locations == [CGPoint(x: 50, y: 50)])

        let twoFingers = UITapGestureRecognizer()
        twoFingers.numberOfTouchesRequired = 2
        let (_, twoTarget, twoView) = attach(twoFingers, harness)
        var centroid: CGPoint?
        twoTarget.onAction = { centroid = $0.location(in: twoView) }
        harness.touch(.began, 120, 120, id: 1, after: 1)
        harness.touch(.began, 160, 140, id: 2)
        harness.touch(.ended, 120, 120, id: 1)
        harness.touch(.ended, 160, 140, id: 2)
        #expect(twoTarget.count == 1)
        #expect(centroid == CGPoint(x: 40, y: 30))
    }

    @Test("R8.37 (a): a finger moving 100 pt fails the tap; 5 pt does not")
    func tapMovement() {
        let harness = Harness()
        let (_, target, _) = attach(UITapGestureRecognizer(), harness)
        harness.touch(.began, 150, 150)
        harness.touch(.moved, 250, 150)
        harness.touch(.ended, 250, 150)
        #expect(target.count == 0)
        harness.touch(.began, 150, 150, after: 1)
        harness.touch(.moved, 155, 150)
        harness.touch(.ended, 155, 150)
        #expect(target.count == 1)
    }

    @Test("R8.37 (b): a second tap 1.0 s after the first lift does not make a double tap")
    func tapInterval() {
        let harness = Harness()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let (_, target, _) = attach(double, harness)
        harness.tap(150, 150)
        harness.tap(150, 150, after: 1.0)
        harness.advance(by: 1)
        #expect(target.count == 0)
        harness.tap(150, 150, after: 1.0)
        harness.tap(150, 150, after: 0.2)
        #expect(target.count == 1)
    }

    @Test("R8.37 (c): more fingers than required fail the tap")
    func tapTooManyFingers() {
        let harness = Harness()
        let (tap, target, _) = attach(UITapGestureRecognizer(), harness)
        harness.touch(.began, 150, 150, id: 1)
        harness.touch(.began, 170, 150, id: 2)
        #expect(tap.state == .failed)                    // at once, not at the lift
        harness.touch(.ended, 150, 150, id: 1)
        harness.touch(.ended, 170, 150, id: 2)
        #expect(target.count == 0)
    }

    @Test("R8.38: defaults; held still it is possible at 0.49 s and began at 0.5 s, with one action")
    func longPressBegins() {
        let harness = Harness()
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
        let (_, target, _) = attach(press, harness)
        harness.touch(.began, 150, 150)
        harness.advance(by: 0.49)
        #expect(press.state == .possible)
        #expect(target.count == 0)
        harness.advance(by: 0.01)
        #expect(press.state == .began)
        #expect(target.states == [.began])
        harness.touch(.moved, 350, 150)                 // unlimited movement after it began
        harness.touch(.moved, 360, 150)
        harness.touch(.ended, 360, 150)
        #expect(target.states == [.began, .changed, .changed, .ended])
    }

    @Test("R8.38: moving beyond 10 pt or lifting before 0.5 s fails it")
    func longPressFails() {
        let harness = Harness()
        let (press, target, _) = attach(UILongPressGestureRecognizer(), harness)
        harness.touch(.began, 150, 150)
        harness.touch(.moved, 165, 150)
        harness.advance(by: 1)
        harness.touch(.ended, 165, 150)
        harness.touch(.began, 150, 150, after: 1)
        harness.touch(.ended, 150, 150, after: 0.3)
        harness.advance(by: 1)
        #expect(target.count == 0)
        #expect(press.state == .possible)
    }

    @Test("R8.38: with numberOfTapsRequired 1, a tap then a held press begins it")
    func longPressAfterTap() {
        let harness = Harness()
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let (_, target, _) = attach(press, harness)
        harness.tap(150, 150)
        harness.advance(by: 0.1)
        #expect(target.count == 0)
        harness.touch(.began, 150, 150)
        harness.advance(by: 0.5)
        #expect(target.states == [.began])
        harness.touch(.ended, 150, 150)
    }

    @Test("S8: a long press begins from the clock alone; the view is cancelled at 0.5 s, just before the action")
    func longPressScenario() {
        let harness = Harness()
        let journal = GestureJournal()
        let (_, target, _) = attach(UILongPressGestureRecognizer(), harness, journal: journal)
        harness.touch(.began, 150, 150)
        harness.advance(by: 0.45)
        #expect(journal.lines == ["view.began(1)"])
        harness.advance(by: 0.05)
        #expect(journal.lines == ["view.began(1)", "view.cancelled(1)", "action(began)"])
        harness.touch(.ended, 150, 150)
        #expect(journal.lines == ["view.began(1)", "view.cancelled(1)", "action(began)", "action(ended)"])
        #expect(target.count == 2)
    }
}
