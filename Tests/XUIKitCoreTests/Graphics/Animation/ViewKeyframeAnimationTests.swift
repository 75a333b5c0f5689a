import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIView.animateKeyframes on the manual clock (R41.4)")
struct ViewKeyframeAnimationTests {
    let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    func view(_ harness: Harness) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = .zero
        harness.window.addSubview(view)
        return view
    }

    @Test("Two keyframes of one property run one after the other; the model takes the last value at once")
    func sequence() {
        let harness = Harness()
        let v = view(harness)
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 200 }
        }, completion: { finished.append($0) })
        #expect(v.center.x == 200)
        advance(to: 0.5)
        #expect(near(v.presentedCenter.x, 50, 1e-3))
        advance(to: 1)
        #expect(near(v.presentedCenter.x, 100, 1e-3))
        advance(to: 1.5)
        #expect(near(v.presentedCenter.x, 150, 1e-3))
        #expect(finished.isEmpty)
        advance(to: 2)
        #expect(finished == [true])
        #expect(v.presentedCenter.x == 200 && v.presentation == nil)
    }

    @Test("Without a curve option the whole animation eases in and out; keyframes hold between their windows")
    func defaultCurveAndGaps() {
        let harness = Harness()
        let v = view(harness)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { v.center.x = 200 }
        })
        advance(to: 0.25)
        #expect(v.presentedCenter.x < 50, "ease-in: behind the linear 50 after 1/8 of the time")
        advance(to: 1)
        #expect(near(v.presentedCenter.x, 100, 1e-3), "half way (eased 0.5) lies in the gap: the first keyframe's value")
    }

    @Test("calculationModeDiscrete jumps to each keyframe's value when it starts")
    func discrete() {
        let harness = Harness()
        let v = view(harness)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { v.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { v.alpha = 0 }
        })
        advance(to: 0.1)
        #expect(near(v.presentedAlpha, 1, 1e-3))
        advance(to: 0.3)
        #expect(near(v.presentedAlpha, 0.5, 1e-3))
        advance(to: 0.7)
        #expect(near(v.presentedAlpha, 0, 1e-3))
    }

    @Test("calculationModePaced shares the time by distance, ignoring the keyframes' times")
    func paced() {
        let harness = Harness()
        let v = view(harness)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModePaced), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 400 }
        })
        advance(to: 0.25)
        #expect(near(v.presentedCenter.x, 100, 1e-3))
        advance(to: 0.625)
        #expect(near(v.presentedCenter.x, 250, 1e-3))
    }

    @Test("Keyframes of different views overlap; delay and options apply to the whole")
    func overlapping() {
        let harness = Harness()
        let a = view(harness), b = view(harness)
        UIView.animateKeyframes(withDuration: 1, delay: 1, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { a.center.y = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { b.center.y = 100 }
        })
        advance(to: 0.5)
        #expect(a.presentedCenter.y == 0 && b.presentedCenter.y == 0)
        advance(to: 1.25)
        #expect(near(a.presentedCenter.y, 50, 1e-3) && b.presentedCenter.y == 0)
        advance(to: 1.5)
        #expect(near(a.presentedCenter.y, 100, 1e-3) && near(b.presentedCenter.y, 50, 1e-3))
    }

    @Test("addKeyframe outside animateKeyframes applies the change at once")
    func outside() {
        let harness = Harness()
        let v = view(harness)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.25 }
        #expect(v.alpha == 0.25 && v.presentation == nil)
    }

    @Test("KeyframeAnimationOptions have UIKit's raw values")
    func rawValues() {
        #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.KeyframeAnimationOptions.autoreverse.rawValue == UIView.AnimationOptions.autoreverse.rawValue)
        #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1 && UIView.AnimationOptions.allowAnimatedContent.rawValue == 1 << 7)
    }
}
