import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Touches and their delivery (§4 touches, §5, §6 delivery)")
struct TouchDeliveryTests {
    func twoViews(_ harness: Harness) -> (RecordingView, RecordingView) {
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(a); harness.window.addSubview(b)
        return (a, b)
    }

    @Test("R5.1, R5.3, R4.5, R6.9: one UITouch and one UIEvent for a whole drag; the view is fixed at began")
    func identityAndFixedView() {
        let harness = Harness()
        let (a, b) = twoViews(harness)
        harness.touch(.began, 50, 50)
        harness.touch(.moved, 250, 50)
        harness.touch(.ended, 250, 50)
        #expect(a.log == ["began(1)", "moved(1)", "ended(1)"])
        #expect(b.log.isEmpty)
        #expect(Set(a.touchesSeen.map(ObjectIdentifier.init)).count == 1)
        #expect(a.eventsSeen.allSatisfy { $0 === a.eventsSeen[0] })
        #expect(a.touchesSeen[0].view === a)
        #expect(a.touchesSeen[0].window === harness.window)   // R5.5
    }

    @Test("R5.2: simultaneous fingers are different objects; a new down after a lift is a new object")
    func distinctTouches() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10, id: 1)
        harness.touch(.began, 50, 50, id: 2)
        harness.touch(.ended, 10, 10, id: 1)
        harness.touch(.ended, 50, 50, id: 2)
        harness.tap(10, 10, id: 1)
        let identities = view.touchesSeen.map(ObjectIdentifier.init)
        #expect(Set(identities).count == 3)
    }

    @Test("R5.6, R5.7: locations convert to any view; previousLocation equals location at began")
    func locations() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        harness.window.addSubview(view)
        harness.touch(.began, 150, 160)
        let touch = view.touchesSeen[0]
        #expect(touch.location(in: view) == CGPoint(x: 50, y: 60))
        #expect(touch.location(in: nil) == CGPoint(x: 150, y: 160))
        #expect(touch.previousLocation(in: view) == touch.location(in: view))
        harness.touch(.moved, 170, 160)
        #expect(touch.previousLocation(in: view) == CGPoint(x: 50, y: 60))
        #expect(touch.location(in: harness.window) == CGPoint(x: 170, y: 160))
        harness.touch(.ended, 170, 160)
    }

    @Test("R5.10, R4.6: stationary touches are in allTouches but not in touchesMoved")
    func stationary() {
        let harness = Harness()
        let (a, b) = twoViews(harness)
        harness.touch(.began, 50, 50, id: 1)
        harness.touch(.began, 250, 50, id: 2)
        harness.touch(.moved, 260, 60, id: 2)
        #expect(b.log.last == "moved(1)")
        let event = b.eventsSeen.last!!
        #expect(event.allTouches?.count == 2)
        let fingerOne = a.touchesSeen[0]
        #expect(fingerOne.phase == .stationary)
        #expect(event.touches(for: a) == [fingerOne])          // R4.7
        #expect(event.touches(for: harness.window)?.count == 2) // R4.8
        harness.touch(.ended, 50, 50, id: 1)
        harness.touch(.ended, 260, 60, id: 2)
    }

    @Test("R5.11, R6.13: one call per view and phase, with only that phase's touches")
    func batching() {
        let harness = Harness()
        let view = PhaseRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10, id: 1)
        harness.touch(.began, 20, 20, id: 2)
        // Finger 1 is stationary when finger 2 begins: it must not ride along in the second call.
        #expect(view.calls == ["touchesBegan [began]", "touchesBegan [began]"])
        harness.touch(.ended, 10, 10, id: 1)
        #expect(view.calls.last == "touchesEnded [ended]")
        harness.touch(.cancelled, 20, 20, id: 2)
        #expect(view.calls.last == "touchesCancelled [cancelled]")
        #expect(view.calls.count == 4)
    }

    @Test("R5.12, R5.13: tap counts follow time and distance; fixed for the touch")
    func tapCount() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.tap(100, 100)
        harness.tap(105, 100, after: 0.2)
        #expect(view.touchesSeen.last?.tapCount == 2)
        harness.tap(105, 100, after: 1.0)
        #expect(view.touchesSeen.last?.tapCount == 1)
        harness.tap(105, 100, after: 0.2)
        harness.tap(305, 100, after: 0.2)
        #expect(view.touchesSeen.last?.tapCount == 1)
    }

    @Test("R5.14, R4.4: timestamps come from the input clock, non-decreasing")
    func timestamps() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10)
        let began = harness.now
        #expect(view.touchesSeen[0].timestamp == began)
        harness.touch(.moved, 20, 10, after: 0.5)
        #expect(view.eventsSeen.last!!.timestamp == began + 0.5)
        harness.touch(.ended, 20, 10)
        let stamps = view.eventsSeen.compactMap { $0?.timestamp }
        #expect(stamps == stamps.sorted())
    }

    @Test("R5.15, R5.18: touchscreen touches are direct, mouse clicks are indirect pointer with a button mask; no force")
    func touchTypes() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.tap(10, 10)
        #expect(view.touchesSeen[0].type == .direct)
        #expect(view.touchesSeen[0].force == 0 && view.touchesSeen[0].maximumPossibleForce == 0)
        harness.click(10, 10)
        #expect(view.touchesSeen.last?.type == .indirectPointer)
        #expect(view.eventsSeen[2]!.buttonMask == .primary)
    }

    @Test("R6.14: every began touch ends or cancels exactly once, including ends without a begin")
    func exactlyOneTerminal() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.touch(.ended, 10, 10, id: 7)          // an end without a begin is ignored
        harness.touch(.began, 10, 10, id: 1)
        harness.touch(.ended, 10, 10, id: 1)
        harness.touch(.ended, 10, 10, id: 1)          // a duplicate end is ignored
        #expect(view.log == ["began(1)", "ended(1)"])
    }

    @Test("R6.15, R6.16: with multiple touch off, a second finger is never delivered to the view")
    func singleTouchView() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10, id: 1)
        harness.touch(.began, 50, 50, id: 2)
        harness.touch(.moved, 60, 60, id: 2)
        harness.touch(.ended, 10, 10, id: 1)
        harness.touch(.ended, 60, 60, id: 2)
        #expect(view.log == ["began(1)", "ended(1)"])
        harness.tap(10, 10, id: 3)
        #expect(view.log.suffix(2) == ["began(1)", "ended(1)"])
    }

    @Test("R6.17: with multiple touch on, every finger is delivered")
    func multiTouchView() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10, id: 1)
        harness.touch(.began, 50, 50, id: 2)
        #expect(view.log == ["began(1)", "began(1)"])
        harness.touch(.ended, 10, 10, id: 1)
        harness.touch(.ended, 50, 50, id: 2)
    }

    @Test("R6.19: an exclusive view blocks new touches elsewhere in its window, and is blocked by others")
    func exclusiveTouch() {
        let harness = Harness()
        let (a, b) = twoViews(harness)
        a.isExclusiveTouch = true
        harness.touch(.began, 50, 50, id: 1)
        harness.touch(.began, 250, 50, id: 2)
        harness.touch(.ended, 250, 50, id: 2)
        harness.touch(.ended, 50, 50, id: 1)
        #expect(b.log.isEmpty)
        harness.touch(.began, 250, 50, id: 3)
        harness.touch(.began, 50, 50, id: 4)
        harness.touch(.ended, 50, 50, id: 4)
        harness.touch(.ended, 250, 50, id: 3)
        #expect(a.log == ["began(1)", "ended(1)"])
        #expect(b.log == ["began(1)", "ended(1)"])
    }

    @Test("R6.20, S9: a view removed mid-touch gets one cancel, then nothing, and the old superview nothing")
    func removalMidTouch() {
        let harness = Harness()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        harness.window.addSubview(parent)
        harness.touch(.began, 10, 10)
        view.removeFromSuperview()
        harness.touch(.moved, 20, 20)
        harness.touch(.ended, 20, 20)
        #expect(view.log == ["began(1)", "cancelled(1)"])
        #expect(view.eventsSeen.last! == nil)
        #expect(parent.log.isEmpty)
    }

    @Test("R6.20: hiding the window mid-touch cancels its touches")
    func windowHiddenMidTouch() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10)
        harness.window.isHidden = true
        harness.touch(.ended, 10, 10)
        #expect(view.log == ["began(1)", "cancelled(1)"])
    }

    @Test("R4.10, R4.11: coalesced touches are the latest sample; no predictions")
    func coalescedAndPredicted() {
        let harness = Harness()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10)
        let touch = view.touchesSeen[0]
        let event = view.eventsSeen[0]!
        #expect(event.coalescedTouches(for: touch)?.last?.location(in: nil) == CGPoint(x: 10, y: 10))
        #expect(event.predictedTouches(for: touch) == [])
        #expect(event.coalescedTouches(for: UITouch()) == nil)
        #expect(event.predictedTouches(for: UITouch()) == nil)
        harness.touch(.ended, 10, 10)
    }
}

/// Records each touches call with the phases its touches had at the moment of the call: a
/// `UITouch` is one mutable object per finger, so reading its phase later says nothing about
/// what the view was handed.
@MainActor
private final class PhaseRecordingView: UIView {
    var calls: [String] = []

    private func record(_ method: String, _ touches: Set<UITouch>) {
        let phases = touches.map { "\($0.phase)" }.sorted().joined(separator: ", ")
        calls.append("\(method) [\(phases)]")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesBegan", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesMoved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesEnded", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesCancelled", touches) }
}
