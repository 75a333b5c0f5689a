import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Records delegate calls in order.
@MainActor
final class AnimationJournal: CAAnimationDelegate {
    var entries: [String] = []
    func animationDidStart(_ anim: CAAnimation) { entries.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("stop(\(flag))") }
}

@MainActor
@Suite("Layer animations: keyframes, springs, groups, delegates, key paths (R30.5–R30.15)")
struct LayerAnimationKindsTests {
    @Test("Keyframes: keyTimes, discrete and paced (R30.8)")
    func keyframes() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let timed = CAKeyframeAnimation(keyPath: "position.x")
        timed.values = [0, 10, 30]
        timed.keyTimes = [NSNumber(value: 0), NSNumber(value: 0.8), NSNumber(value: 1)]
        timed.duration = 1
        timed.timeOffset = 0.4
        layer.add(timed, forKey: "k")
        #expect(near(shownX(layer), 5, 1e-4))
        timed.timeOffset = 0.9
        layer.add(timed, forKey: "k")
        #expect(near(shownX(layer), 20, 1e-4))

        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        discrete.values = [0.1, 0.2, 0.3]
        discrete.calculationMode = .discrete
        discrete.duration = 1
        for (offset, expected) in [(0.2, 0.1), (0.5, 0.2), (0.9, 0.3)] {
            discrete.timeOffset = offset
            layer.add(discrete, forKey: "d")
            #expect(near(shownOpacity(layer), expected, 1e-4))
        }

        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 30]
        paced.keyTimes = [NSNumber(value: 0), NSNumber(value: 0.9), NSNumber(value: 1)]
        paced.calculationMode = .paced
        paced.duration = 1
        paced.timeOffset = 0.5
        layer.add(paced, forKey: "k")
        #expect(near(shownX(layer), 15, 1e-4))
    }

    @Test("isCumulative continues from the last cycle's end; isAdditive adds to the model; a value function makes a transform (R30.6)")
    func cumulativeAdditiveValueFunction() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let step = basic("position.x", from: 0, to: 10)
        step.isCumulative = true
        step.repeatCount = 3
        step.timeOffset = 2.5
        layer.add(step, forKey: "x")
        #expect(near(shownX(layer), 25, 1e-4))
        let nudge = basic("position.x", from: 0, to: 10)
        nudge.isAdditive = true
        nudge.timeOffset = 0.5
        layer.add(nudge, forKey: "x")
        #expect(near(shownX(layer), 55, 1e-4))
        let turn = basic("transform", from: 0, to: CGFloat.pi)
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        turn.timeOffset = 0.5
        layer.add(turn, forKey: "t")
        let t = layer.presentation()?.transform ?? .identity
        #expect(near(t.m11, 0, 1e-6) && near(t.m12, 1, 1e-6))
    }

    @Test("Cubic keyframes pass through the values on a curve, not straight lines (R30.8)")
    func cubic() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let smooth = CAKeyframeAnimation(keyPath: "position.x")
        smooth.values = [0, 10, 40]
        smooth.calculationMode = .cubic
        smooth.duration = 1
        smooth.timeOffset = 0.5
        layer.add(smooth, forKey: "k")
        #expect(near(shownX(layer), 10, 1e-4))
        smooth.timeOffset = 0.25
        layer.add(smooth, forKey: "k")
        // Catmull-Rom through 0, 0, 10, 40 at one half: 3.125 (a straight line would give 5).
        #expect(near(shownX(layer), 3.125, 1e-4))
    }

    @Test("A keyframe path moves position along the path, turning with rotationMode (R30.8)")
    func path() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path.cgPath
        move.duration = 1
        move.timeOffset = 0.75
        move.rotationMode = .rotateAuto
        layer.add(move, forKey: "p")
        // Linear: each line gets half the time.
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 150))
        let angle = layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
        #expect(near(angle, .pi / 2, 1e-4))
        move.calculationMode = .paced
        move.timeOffset = 0.125
        layer.add(move, forKey: "p")
        #expect(near(layer.presentation()?.position.x ?? 0, 50, 1e-3))
    }

    @Test("A group runs its children on its timeline; children without a duration take the group's (R30.15)")
    func group() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let slide = basic("position.x", from: 0, to: 10)
        slide.beginTime = 1
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 2
        layer.add(group, forKey: "g")
        advance(to: 0.9)
        #expect(near(shownOpacity(layer), 0.45, 1e-4) && shownX(layer) == 50)
        advance(to: 1.5)
        #expect(near(shownOpacity(layer), 0.75, 1e-4) && near(shownX(layer), 5, 1e-4))
        advance(to: 2.01)
        #expect(layer.animationKeys() == nil && shownX(layer) == 50)
    }

    @Test("Delegate order: didStart at the begin, then didStop(finished: true); removal gives finished: false (R30.5)")
    func delegateOrder() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let journal = AnimationJournal()
        let animation = basic("opacity", from: 0, to: 1)
        animation.delegate = journal
        animation.beginTime = CACurrentMediaTime() + 0.5
        layer.add(animation, forKey: "a")
        advance(to: 0.3)
        #expect(journal.entries.isEmpty)
        advance(to: 0.6)
        #expect(journal.entries == ["start"])
        advance(to: 1.6)
        #expect(journal.entries == ["start", "stop(true)"])

        let removed = AnimationJournal()
        let other = basic("opacity", from: 0, to: 1)
        other.delegate = removed
        layer.add(other, forKey: "b")
        advance(to: 1.7)
        layer.removeAnimation(forKey: "b")
        advance(to: 1.8)
        #expect(removed.entries == ["start", "stop(false)"])
        let replaced = AnimationJournal()
        let third = basic("opacity", from: 0, to: 1)
        third.delegate = replaced
        layer.add(third, forKey: "c")
        advance(to: 1.9)
        layer.add(basic("opacity", from: 1, to: 0), forKey: "c")
        advance(to: 2.0)
        #expect(replaced.entries == ["start", "stop(false)"])
        advance(to: 3.1)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame && UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("Key paths read and write parts of structures and transforms (R30.11)")
    func keyPaths() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        layer.setValue(12, forKeyPath: "position.x")
        layer.setValue(Float(7), forKeyPath: "bounds.size.height")
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(layer.position.x == 12 && layer.bounds.height == 7)
        #expect(near(layer.transform.m12, 1, 1e-9) && near(layer.transform.m11, 0, 1e-9))
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(near(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 2, 1e-9))
        #expect(near(layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0, .pi / 2, 1e-9))
        layer.setValue(5, forKeyPath: "transform.translation.x")
        #expect(layer.transform.m41 == 5)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 30)
        layer.setValue(4, forKeyPath: "shadowOffset.height")
        #expect(layer.shadowOffset == CGSize(width: 0, height: 4))
    }

    @Test("Transform rotation animates past a half turn; colours and transforms mix (R30.10)")
    func rotationAndColours() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let spin = basic("transform.rotation.z", from: 0, to: 2 * CGFloat.pi)
        spin.timeOffset = 0.75
        layer.add(spin, forKey: "spin")
        let t = layer.presentation()?.transform ?? .identity
        #expect(near(t.m11, 0, 1e-6) && near(t.m12, -1, 1e-6))
        let colour = basic("backgroundColor", from: UIColor(red: 1, green: 0, blue: 0, alpha: 1), to: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        colour.timeOffset = 0.5
        layer.add(colour, forKey: "c")
        let shown = layer.presentation()?.backgroundColor
        #expect(near(shown?.red ?? 0, 0.5, 1e-6) && near(shown?.blue ?? 0, 0.5, 1e-6))
    }
}
