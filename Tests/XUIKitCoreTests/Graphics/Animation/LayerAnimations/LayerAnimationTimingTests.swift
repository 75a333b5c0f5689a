import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A standalone layer in the harness's window (a sublayer of a view's layer), set up without
/// implicit animations.
@MainActor
func hostedLayer(_ harness: Harness, opacity: Float = 1) -> CALayer {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    harness.window.addSubview(host)
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.position = CGPoint(x: 50, y: 50)
    layer.opacity = opacity
    host.layer.addSublayer(layer)
    return layer
}

@MainActor
func basic(_ keyPath: String, from: Any?, to: Any?, duration: Double = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}

@MainActor
func shownOpacity(_ layer: CALayer) -> CGFloat { CGFloat(layer.presentation()?.opacity ?? -1) }

@MainActor
func shownX(_ layer: CALayer) -> CGFloat { layer.presentation()?.position.x ?? -1 }

@MainActor
@Suite("Layer animations: timing on the manual clock (R30.2, R30.3)")
struct LayerAnimationTimingTests {
    @Test("A basic animation moves the presentation, not the model, and is removed at its end (R30.7, R30.12)")
    func basicOpacity() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        layer.add(basic("opacity", from: 1, to: 0), forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        advance(to: 0.25)
        #expect(near(shownOpacity(layer), 0.75, 1e-4))
        #expect(layer.opacity == 1)
        advance(to: 0.5)
        #expect(near(shownOpacity(layer), 0.5, 1e-4))
        advance(to: 1.01)
        #expect(layer.animationKeys() == nil)
        #expect(shownOpacity(layer) == 1)
    }

    @Test("Duration 0 stands for 0.25 s; beginTime 0 becomes CACurrentMediaTime() (R30.2)")
    func defaults() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        #expect(animation.duration == 0 && animation.isRemovedOnCompletion && animation.fillMode == .removed)
        layer.add(animation, forKey: "a")
        let added = layer.animation(forKey: "a")
        #expect(added !== animation)
        #expect(added?.duration == 0.25 && added?.beginTime == CACurrentMediaTime())
        advance(to: 0.125)
        #expect(near(shownOpacity(layer), 0.5, 1e-4))
    }

    @Test("fillMode: backwards shows the first value before a later beginTime; forwards keeps the last one only while not removed (R30.3)")
    func fillModes() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let late = basic("opacity", from: 0.2, to: 0.4)
        late.beginTime = CACurrentMediaTime() + 1
        late.fillMode = .backwards
        layer.add(late, forKey: "late")
        let plain = basic("position.x", from: 0, to: 10)
        plain.beginTime = CACurrentMediaTime() + 1
        layer.add(plain, forKey: "plain")
        advance(to: 0.5)
        #expect(near(shownOpacity(layer), 0.2, 1e-4))
        #expect(shownX(layer) == 50)
        advance(to: 1.5)
        #expect(near(shownOpacity(layer), 0.3, 1e-4) && near(shownX(layer), 5, 1e-4))

        let kept = basic("opacity", from: 1, to: 0.5)
        kept.fillMode = .forwards
        kept.isRemovedOnCompletion = false
        layer.add(kept, forKey: "kept")
        advance(to: 3)
        #expect(layer.animationKeys() == ["kept"])
        #expect(near(shownOpacity(layer), 0.5, 1e-4))
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)

        let removed = basic("opacity", from: 1, to: 0.1)
        removed.fillMode = .forwards
        layer.add(removed, forKey: "kept")
        advance(to: 4.5)
        #expect(layer.animationKeys() == nil && shownOpacity(layer) == 1)
    }

    @Test("autoreverses runs forwards then back; repeatCount repeats; .infinity never ends until removed (R30.2)")
    func repeatAndReverse() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let back = basic("position.x", from: 0, to: 10)
        back.autoreverses = true
        layer.add(back, forKey: "x")
        advance(to: 0.5)
        #expect(near(shownX(layer), 5, 1e-4))
        advance(to: 1.0)
        #expect(near(shownX(layer), 10, 1e-4))
        advance(to: 1.75)
        #expect(near(shownX(layer), 2.5, 1e-4))
        advance(to: 2.01)
        #expect(layer.animationKeys() == nil)

        let twice = basic("opacity", from: 0, to: 1)
        twice.repeatCount = 2
        layer.add(twice, forKey: "o")
        advance(to: 3.26)
        #expect(near(shownOpacity(layer), 0.25, 1e-4))
        advance(to: 3.99)
        #expect(layer.animationKeys() == ["o"])
        advance(to: 4.02)
        #expect(layer.animationKeys() == nil)

        let forever = basic("opacity", from: 0, to: 1)
        forever.repeatCount = .infinity
        layer.add(forever, forKey: "spin")
        advance(to: 104.52)
        #expect(layer.animationKeys() == ["spin"])
        #expect(near(shownOpacity(layer), 0.5, 1e-3))
        layer.removeAnimation(forKey: "spin")
        advance(to: 104.6)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)
        #expect(UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("repeatCount = HUGE (Apple's MAXFLOAT, as older code writes it) cycles on like .infinity, and autoreverses (R30.2)")
    func repeatHuge() {
        #expect(HUGE == Float.greatestFiniteMagnitude && HUGE.isFinite)
        let harness = Harness()
        let layer = hostedLayer(harness)
        let pulse = basic("opacity", from: 1, to: 0.2, duration: 0.5)
        pulse.repeatCount = HUGE
        pulse.autoreverses = true
        layer.add(pulse, forKey: "pulse")
        advance(to: 0.25)
        #expect(near(shownOpacity(layer), 0.6, 1e-4), "half way out")
        advance(to: 500.75)
        #expect(layer.animationKeys() == ["pulse"], "still running after 500 s, 1000 half-cycles")
        #expect(near(shownOpacity(layer), 0.6, 1e-3), "half way back in its 501st cycle")
        layer.removeAnimation(forKey: "pulse")
        advance(to: 501)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)
    }

    @Test("speed scales local time; timeOffset starts part-way and wraps; repeatDuration bounds the cycles (R30.2)")
    func speedAndOffset() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let fast = basic("opacity", from: 0, to: 1)
        fast.speed = 2
        layer.add(fast, forKey: "fast")
        advance(to: 0.25)
        #expect(near(shownOpacity(layer), 0.5, 1e-4))
        advance(to: 0.51)
        #expect(layer.animationKeys() == nil)

        let offset = basic("position.x", from: 0, to: 10)
        offset.timeOffset = 0.5
        layer.add(offset, forKey: "x")
        #expect(near(shownX(layer), 5, 1e-4))
        advance(to: 1.11)
        #expect(near(shownX(layer), 1, 1e-3))
        advance(to: 1.52)
        #expect(layer.animationKeys() == nil)

        let bounded = basic("position.x", from: 0, to: 10)
        bounded.repeatDuration = 1.5
        layer.add(bounded, forKey: "x")
        advance(to: 2.77)
        #expect(near(shownX(layer), 2.5, 1e-3))
        advance(to: 3.03)
        #expect(layer.animationKeys() == nil)
    }

    @Test("from/to/by: Core Animation's rules for which pair runs; Int and NSNumber values (R30.7)")
    func byValues() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        func value(_ animation: CABasicAnimation) -> CGFloat {
            layer.add(animation, forKey: "x")
            let x = shownX(layer)
            layer.removeAnimation(forKey: "x")
            return x
        }
        let fromBy = CABasicAnimation(keyPath: "position.x"); fromBy.fromValue = 10; fromBy.byValue = 4
        fromBy.duration = 1; fromBy.timeOffset = 0.5
        #expect(near(value(fromBy), 12, 1e-4))
        let toBy = CABasicAnimation(keyPath: "position.x"); toBy.toValue = NSNumber(value: 20); toBy.byValue = 4.0
        toBy.duration = 1; toBy.timeOffset = 0.5
        #expect(near(value(toBy), 18, 1e-4))
        let byOnly = CABasicAnimation(keyPath: "position.x"); byOnly.byValue = Float(10)
        byOnly.duration = 1; byOnly.timeOffset = 0.5
        #expect(near(value(byOnly), 55, 1e-4))
        let toOnly = CABasicAnimation(keyPath: "position.x"); toOnly.toValue = 150
        toOnly.duration = 1; toOnly.timeOffset = 0.5
        #expect(near(value(toOnly), 100, 1e-4))
        let fromOnly = CABasicAnimation(keyPath: "position.x"); fromOnly.fromValue = CGFloat(0)
        fromOnly.duration = 1; fromOnly.timeOffset = 0.25
        #expect(near(value(fromOnly), 12.5, 1e-4))
    }

    @Test("Named timing functions have Apple's control points; easeIn is slow at first (R30.4)")
    func timingFunctions() {
        let ease = CAMediaTimingFunction(name: .default)
        var point: [Float] = [0, 0]
        ease.getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        #expect(CAMediaTimingFunction(name: .easeIn).progress(0.5) < 0.4)
        #expect(abs(CAMediaTimingFunction(name: .linear).progress(0.3) - 0.3) < 1e-9)
        let harness = Harness()
        let layer = hostedLayer(harness)
        let animation = basic("opacity", from: 0, to: 1)
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
        layer.add(animation, forKey: "o")
        advance(to: 0.5)
        #expect(near(shownOpacity(layer), CGFloat(CAMediaTimingFunction(name: .easeIn).progress(0.5)), 1e-4))
    }

    @Test("A spring overshoots with the defaults and settles at settlingDuration (R30.9)")
    func spring() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        let settle = spring.settlingDuration
        #expect(settle > 1 && settle < 2)
        let harness = Harness()
        let layer = hostedLayer(harness)
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = settle
        layer.add(spring, forKey: "s")
        var peak: CGFloat = 0
        var time = 0.0
        while time < settle - 0.02 {
            time += 0.01
            advance(to: time)
            peak = max(peak, shownX(layer))
        }
        // Damping ratio 0.5: the first overshoot is e^(−π·0.5/√0.75) ≈ 16.3 %.
        #expect(near(peak, 116.3, 0.5))
        #expect(abs(shownX(layer) - 100) < 0.2)
        advance(to: settle + 0.05)
        #expect(layer.animationKeys() == nil)
    }
}
