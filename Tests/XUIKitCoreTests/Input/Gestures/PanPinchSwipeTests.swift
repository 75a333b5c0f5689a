import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIPanGestureRecognizer, UIPinchGestureRecognizer, UISwipeGestureRecognizer (R8.39–R8.42)")
struct PanPinchSwipeTests {
    /// A view at (100,100) in a 400×400 window, so view and window coordinates differ.
    func attach<R: UIGestureRecognizer>(_ recognizer: R, _ harness: Harness) -> (R, GestureTarget, UIView) {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 250, height: 250))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let target = GestureTarget()
        recognizer.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(recognizer)
        return (recognizer, target, view)
    }

    @Test("R8.39: defaults; began after 10 pt, changed on every move, ended at the lift")
    func panLifecycle() {
        let harness = Harness()
        let (pan, target, _) = attach(UIPanGestureRecognizer(), harness)
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        harness.touch(.began, 150, 150)
        harness.touch(.moved, 159, 150)
        #expect(target.count == 0)
        harness.touch(.moved, 161, 150)
        #expect(target.states == [.began])
        harness.touch(.moved, 162, 150)
        harness.touch(.moved, 163, 150)
        harness.touch(.ended, 163, 150)
        #expect(target.states == [.began, .changed, .changed, .ended])
    }

    @Test("R8.39: with two fingers it ends only when all have lifted")
    func panEndsWhenAllLift() {
        let harness = Harness()
        let (_, target, _) = attach(UIPanGestureRecognizer(), harness)
        harness.touch(.began, 150, 150, id: 1)
        harness.touch(.began, 200, 150, id: 2)
        harness.touch(.moved, 180, 150, id: 1)
        harness.touch(.ended, 180, 150, id: 1)
        #expect(target.states.last != .ended)
        harness.touch(.moved, 240, 150, id: 2)
        harness.touch(.ended, 240, 150, id: 2)
        #expect(target.states.first == .began && target.states.last == .ended)
    }

    @Test("R8.39: more fingers than maximumNumberOfTouches make it fail")
    func panMaximum() {
        let harness = Harness()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        let (_, target, _) = attach(pan, harness)
        harness.touch(.began, 150, 150, id: 1)
        harness.touch(.began, 200, 150, id: 2)
        harness.touch(.moved, 190, 150, id: 1)
        harness.touch(.moved, 240, 150, id: 2)
        harness.touch(.ended, 190, 150, id: 1)
        harness.touch(.ended, 240, 150, id: 2)
        #expect(target.count == 0)
    }

    @Test("R8.40: translation is non-zero at began and 30 after a 30 pt drag; in view coordinates")
    func panTranslation() {
        let harness = Harness()
        let (pan, target, view) = attach(UIPanGestureRecognizer(), harness)
        var atBegan: CGPoint?, atEnd: CGPoint?
        target.onAction = { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            if pan.state == .began { atBegan = pan.translation(in: view) }
            if pan.state == .ended { atEnd = pan.translation(in: view) }
        }
        harness.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 180, y: 150), steps: 6)
        #expect((atBegan?.x ?? 0) >= 10)
        #expect(atEnd == CGPoint(x: 30, y: 0))
        #expect(pan.translation(in: nil) == .zero)           // reset after the gesture
    }

    @Test("R8.40: setTranslation rebases later reads")
    func panSetTranslation() {
        let harness = Harness()
        let (pan, target, view) = attach(UIPanGestureRecognizer(), harness)
        harness.touch(.began, 150, 150)
        harness.touch(.moved, 170, 150)
        #expect(target.states == [.began])
        pan.setTranslation(.zero, in: view)
        harness.touch(.moved, 175, 160)
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 10))
        pan.setTranslation(CGPoint(x: 100, y: 0), in: nil)
        harness.touch(.moved, 176, 160)
        #expect(pan.translation(in: nil) == CGPoint(x: 101, y: 0))
        harness.touch(.ended, 176, 160)
    }

    @Test("R8.40: velocity is in points per second")
    func panVelocity() {
        let harness = Harness()
        let (pan, target, view) = attach(UIPanGestureRecognizer(), harness)
        var velocities: [CGPoint] = []
        target.onAction = { _ in velocities.append(pan.velocity(in: view)) }
        // 10 pt every 0.01 s to the right: 1000 pt/s.
        harness.drag(from: CGPoint(x: 120, y: 150), to: CGPoint(x: 320, y: 150), steps: 20, interval: 0.01)
        let last = velocities.last ?? .zero
        #expect(abs(last.x - 1000) < 1)
        #expect(abs(last.y) < 0.001)
    }

    @Test("R8.41: a pinch begins when the distance changes; scale is the ratio; settable; ends after both lift")
    func pinch() {
        let harness = Harness()
        let (pinch, target, _) = attach(UIPinchGestureRecognizer(), harness)
        var scales: [CGFloat] = []
        target.onAction = { _ in scales.append(pinch.scale) }
        harness.touch(.began, 150, 200, id: 1)
        harness.touch(.began, 250, 200, id: 2)
        harness.touch(.moved, 350, 200, id: 1)           // a move that keeps the distance at 100
        #expect(target.count == 0)
        harness.touch(.moved, 200, 200, id: 2)           // 100 -> 150
        #expect(target.states == [.began])
        #expect(abs(scales[0] - 1.5) < 0.01)
        pinch.scale = 1
        harness.touch(.moved, 125, 200, id: 2)           // 150 -> 225: 1.5 relative to the reset
        #expect(abs(scales[1] - 1.5) < 0.01)
        harness.touch(.ended, 350, 200, id: 1)
        #expect(target.states == [.began, .changed])
        harness.touch(.ended, 125, 200, id: 2)
        #expect(target.states == [.began, .changed, .ended])
    }

    @Test("R8.41: velocity is scale per second; one finger never pinches")
    func pinchVelocityAndOneFinger() {
        let harness = Harness()
        let (pinch, target, _) = attach(UIPinchGestureRecognizer(), harness)
        var velocity: CGFloat = 0
        target.onAction = { _ in velocity = pinch.velocity }
        harness.touch(.began, 150, 200, id: 1)
        harness.touch(.began, 250, 200, id: 2)
        harness.touch(.moved, 260, 200, id: 2, after: 0.1)    // 1.0 -> 1.1 in 0.1 s
        #expect(abs(velocity - 1) < 0.01)
        harness.touch(.ended, 150, 200, id: 1)
        harness.touch(.ended, 260, 200, id: 2)

        let single = UIPinchGestureRecognizer()
        let (_, singleTarget, _) = attach(single, harness)
        harness.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 300, y: 300))
        #expect(singleTarget.count == 0)
    }

    @Test("R8.42: direction raw values and defaults")
    func swipeDefaults() {
        typealias D = UISwipeGestureRecognizer.Direction
        #expect([D.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
    }

    @Test("R8.42: a quick right stroke recognizes during the move, once, at the place it began")
    func swipeRecognizes() {
        let harness = Harness()
        let (_, target, view) = attach(UISwipeGestureRecognizer(), harness)
        var location: CGPoint?
        target.onAction = { location = $0.location(in: view) }
        harness.drag(from: CGPoint(x: 120, y: 150), to: CGPoint(x: 220, y: 155), steps: 5, lift: false)
        #expect(target.states == [.ended])
        #expect(location == CGPoint(x: 20, y: 50))
        harness.touch(.ended, 220, 155)
        #expect(target.states == [.ended])
    }

    @Test("R8.42: a stroke against the allowed directions, a diagonal or a slow one fails")
    func swipeFails() {
        let harness = Harness()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.right, .up]
        let (_, target, _) = attach(swipe, harness)
        harness.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 150, y: 200), steps: 5)       // left
        harness.drag(from: CGPoint(x: 120, y: 300), to: CGPoint(x: 220, y: 200), steps: 5)       // diagonal
        harness.drag(from: CGPoint(x: 120, y: 150), to: CGPoint(x: 220, y: 150), steps: 10, interval: 0.15)  // slow
        #expect(target.count == 0)
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 150), steps: 5)       // up
        #expect(target.states == [.ended])
    }
}
