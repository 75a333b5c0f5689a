import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Hover: .hover events and UIHoverGestureRecognizer (R4.1, R5.9, R5.15)")
struct HoverTests {
    /// A 400×400 window with `outer` at (100,100) 200×200 and `inner` at (50,50) 50×50 inside it.
    func setUp(window: ((CGRect) -> UIWindow)? = nil) -> (Harness, RecordingView, UIView, UIHoverGestureRecognizer, GestureTarget) {
        let harness = window.map { Harness(window: $0) } ?? Harness()
        let outer = RecordingView("outer", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        harness.window.addSubview(outer)
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        outer.addSubview(inner)
        let hover = UIHoverGestureRecognizer()
        let target = GestureTarget()
        hover.addTarget(target, action: .gestureHandle)
        outer.addGestureRecognizer(hover)
        return (harness, outer, inner, hover, target)
    }

    @Test("Begins when the pointer enters the view, changes inside, ends when it leaves; location(in:)")
    func lifecycle() {
        let (harness, outer, _, hover, target) = setUp()
        var locations: [CGPoint] = []
        target.onAction = { locations.append($0.location(in: outer)) }
        harness.hover(20, 20)
        #expect(target.states.isEmpty)
        harness.hover(110, 120)
        harness.hover(130, 120)
        harness.hover(160, 180)                 // over the inner subview: still inside outer
        harness.hover(350, 350)
        #expect(target.states == [.began, .changed, .changed, .ended])
        #expect(locations == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20), CGPoint(x: 60, y: 80), CGPoint(x: 250, y: 250)])
        #expect(outer.log.isEmpty)              // R5.9: hover never reaches touchesBegan/Moved/Ended
        #expect(hover.state == .possible)       // reset, ready for the next hover
        harness.hover(150, 150)
        #expect(target.states.last == .began)
    }

    @Test("R5.9: sendEvent sees .hover events with an .indirectPointer touch in region phases")
    func sendEventSeesHover() {
        let (harness, _, _, _, _) = setUp(window: { EventTypeWindow(frame: $0) })
        let window = harness.window as! EventTypeWindow
        harness.crossing(entered: true, 10, 10)
        harness.hover(20, 10)
        harness.crossing(entered: false, 0, 10)
        #expect(window.types == [.hover, .hover, .hover])
        #expect(window.hoverPhases == [.regionEntered, .regionMoved, .regionExited])
        #expect(window.hoverTouchTypes == [.indirectPointer, .indirectPointer, .indirectPointer])
    }

    @Test("Leaving the window ends the hover")
    func leavingWindowEnds() {
        let (harness, _, _, _, target) = setUp()
        harness.hover(150, 150)
        harness.crossing(entered: false, 150, 150)
        #expect(target.states == [.began, .ended])
    }

    @Test("A button going down ends the hover; motion after the release hovers again")
    func buttonEndsHover() {
        let (harness, outer, _, _, target) = setUp()
        harness.hover(150, 150)
        harness.button(1, down: true, 150, 150)
        #expect(target.states == [.began, .ended])
        harness.pointer(160, 150)                         // a drag: a touch, not a hover
        harness.button(1, down: false, 160, 150)
        #expect(target.states == [.began, .ended])
        #expect(outer.log == ["began(1)", "moved(1)", "ended(1)"])
        harness.hover(170, 150)
        #expect(target.states == [.began, .ended, .began])
    }

    @Test("Recognizers of the view and its ancestors all hover; leaving a subview ends only its own")
    func nested() {
        let (harness, _, inner, _, outerTarget) = setUp()
        let innerHover = UIHoverGestureRecognizer()
        let innerTarget = GestureTarget()
        innerHover.addTarget(innerTarget, action: .gestureHandle)
        inner.addGestureRecognizer(innerHover)
        harness.hover(170, 170)        // in inner (window 150…200)
        harness.hover(120, 120)        // outer only
        #expect(innerTarget.states == [.began, .ended])
        #expect(outerTarget.states == [.began, .changed])
    }

    @Test("Hidden views are skipped, as in hit-testing; a disabled recognizer gets nothing")
    func hiddenAndDisabled() {
        let (harness, outer, _, hover, target) = setUp()
        outer.isHidden = true
        harness.hover(150, 150)
        #expect(target.states.isEmpty)
        outer.isHidden = false
        hover.isEnabled = false
        harness.hover(160, 150)
        #expect(target.states.isEmpty)
        hover.isEnabled = true
        harness.hover(170, 150)
        #expect(target.states == [.began])
    }

    @Test("R8.17: a hover recognizer is never offered touches")
    func noTouches() {
        let (harness, _, _, hover, target) = setUp()
        harness.tap(150, 150)
        #expect(target.states.isEmpty)
        #expect(hover.state == .possible)
    }
}
