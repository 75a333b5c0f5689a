import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIViewPropertyAnimator timing parameters and continueAnimation (R41.8)")
struct PropertyAnimatorTimingTests {
    func view(_ harness: Harness) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = .zero
        harness.window.addSubview(view)
        return view
    }

    @Test("Cubic parameters: UIKit's control points; init() is ease-in-out; the animator runs the curve")
    func cubic() {
        let standard = UICubicTimingParameters()
        #expect(standard.animationCurve == .easeInOut && standard.controlPoint1 == CGPoint(x: 0.42, y: 0)
                && standard.controlPoint2 == CGPoint(x: 0.58, y: 1) && standard.timingCurveType == .cubic)
        #expect(UICubicTimingParameters(animationCurve: .linear).controlPoint2 == CGPoint(x: 1, y: 1))
        let harness = Harness()
        let v = view(harness)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        animator.addAnimations { v.center.x = 100 }
        animator.startAnimation()
        advance(to: 0.3)
        #expect(near(v.presentedCenter.x, 30, 1e-3))
        let easeIn = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
        let w = view(harness)
        easeIn.addAnimations { w.center.x = 100 }
        easeIn.startAnimation()
        advance(to: 0.8)
        #expect(w.presentedCenter.x < 50)
    }

    @Test("Spring parameters: the physical form gives damping / (2 √(mass × stiffness))")
    func spring() {
        #expect(UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero).dampingRatio == 1)
        #expect(UISpringTimingParameters(mass: 4, stiffness: 25, damping: 5, initialVelocity: .zero).dampingRatio == 0.25)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(spring.initialVelocity == CGVector(dx: 2, dy: 0) && spring.timingCurveType == .spring)
        #expect(spring.cubicTimingParameters == nil && spring.springTimingParameters === spring)
    }

    @Test("continueAnimation goes on from what is shown, through the new curve, over durationFactor × duration")
    func continuing() {
        let harness = Harness()
        let v = view(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        animator.startAnimation()
        advance(to: 0.5)
        animator.pauseAnimation()
        #expect(near(v.presentedCenter.x, 50, 1e-3))
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        #expect(animator.isRunning)
        advance(to: 1.0)
        #expect(near(animator.fractionComplete, 0.75, 1e-3) && near(v.presentedCenter.x, 75, 1e-3))
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        advance(to: 1.51)
        #expect(ended == [.end] && v.presentedCenter.x == 100)
    }

    @Test("continueAnimation with another curve starts that curve from the value shown: no jump")
    func continuingWithNewCurve() {
        let harness = Harness()
        let v = view(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.scrubsLinearly = false
        let shown = v.presentedCenter.x
        #expect(shown < 50, "scrubbed through the ease-in curve")
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        #expect(near(v.presentedCenter.x, shown, 1e-3))
        advance(to: 0.25)
        #expect(near(v.presentedCenter.x, shown + (100 - shown) / 2, 1e-3))
    }

    @Test("scrubsLinearly (true by default): a paused animator scrubbed with fractionComplete shows the fraction itself")
    func scrubbing() {
        let harness = Harness()
        let v = view(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 100 }
        #expect(animator.scrubsLinearly)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(near(v.presentedCenter.x, 50, 1e-3))
        animator.scrubsLinearly = false
        #expect(v.presentedCenter.x < 40)
    }
}
