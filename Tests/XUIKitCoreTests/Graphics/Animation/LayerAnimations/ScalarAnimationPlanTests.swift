import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Scalar basic animations reach a kept presentation copy through the properties themselves (R27.16)")
struct ScalarAnimationPlanTests {
    /// A shape layer in the harness's window with the model values the animations start from.
    private func shapeLayer(_ harness: Harness) -> CAShapeLayer {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(host)
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.strokeEnd = 0.3
        layer.opacity = 0.8
        layer.lineWidth = 3
        CATransaction.commit()
        host.layer.addSublayer(layer)
        return layer
    }

    /// The values the general path (`setValue(_:forKeyPath:)` with boxed values) and the plan give
    /// a copy of `layer` at each of `times`, for every animated key.
    private func expectSameValues(_ layer: CAShapeLayer, times: [Double], _ comment: Comment) {
        guard let state = layer.layerAnimationState else { Issue.record("no animations: \(comment)"); return }
        guard let plan = ScalarAnimationPlan(state.entries, of: layer) else { Issue.record("no plan: \(comment)"); return }
        for time in times {
            let global = 1000 + time
            guard let general = layer.layerAnimatedCopy(at: global) as? CAShapeLayer,
                  let planned = layer.layerAnimatedCopy(at: 1000) as? CAShapeLayer else { Issue.record("not a shape layer"); return }
            plan.apply(model: layer, to: planned, local: layer.localTime(atGlobal: global))
            #expect(general.strokeEnd == planned.strokeEnd, "\(comment) at \(time): strokeEnd \(general.strokeEnd) ≠ \(planned.strokeEnd)")
            #expect(general.opacity == planned.opacity, "\(comment) at \(time): opacity \(general.opacity) ≠ \(planned.opacity)")
            #expect(general.lineWidth == planned.lineWidth, "\(comment) at \(time): lineWidth")
        }
    }

    private let times = [-0.5, 0, 0.1, 0.37, 0.5, 0.99, 1, 1.6, 2.5, 7]

    @Test("Every combination of fromValue, toValue and byValue (R30.7)")
    func endpointCombinations() {
        let combinations: [(Any?, Any?, Any?)] = [(0.1, 0.9, nil), (0.1, nil, 0.5), (nil, 0.9, 0.25), (0.2, nil, nil),
                                                  (nil, 0.95, nil), (nil, nil, 0.4), (nil, nil, nil), (Float(0.25), 1, Double(0.5))]
        for (index, (from, to, by)) in combinations.enumerated() {
            let harness = Harness()
            let layer = shapeLayer(harness)
            let animation = basic("strokeEnd", from: from, to: to)
            animation.byValue = by
            animation.fillMode = index % 2 == 0 ? .both : .removed
            layer.add(animation, forKey: "end")
            expectSameValues(layer, times: times, "combination \(index)")
        }
    }

    @Test("Additive, cumulative, autoreversing and repeating animations, a spring and a timing curve")
    func timingAndAccumulation() {
        let harness = Harness()
        let layer = shapeLayer(harness)
        let additive = basic("opacity", from: -0.2, to: 0.1)
        additive.isAdditive = true
        additive.repeatCount = 3
        additive.autoreverses = true
        layer.add(additive, forKey: "fade")
        let cumulative = basic("strokeEnd", from: 0, to: 0.2, duration: 0.5)
        cumulative.isCumulative = true
        cumulative.repeatCount = 4
        cumulative.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        cumulative.fillMode = .forwards
        cumulative.isRemovedOnCompletion = false
        layer.add(cumulative, forKey: "grow")
        let spring = CASpringAnimation(keyPath: "lineWidth")
        spring.fromValue = 1
        spring.toValue = 8
        spring.duration = 2
        spring.beginTime = CACurrentMediaTime() + 0.25
        layer.add(spring, forKey: "spring")
        expectSameValues(layer, times: times, "three animations")
    }

    @Test("Anything else has no plan: a keyframe animation, a non-number, a key of another class")
    func otherAnimationsHaveNoPlan() {
        let harness = Harness()
        let layer = shapeLayer(harness)
        let keyframes = CAKeyframeAnimation(keyPath: "strokeEnd")
        keyframes.values = [0, 1]
        layer.add(keyframes, forKey: "frames")
        #expect(ScalarAnimationPlan(layer.layerAnimationState!.entries, of: layer) == nil)
        layer.removeAllAnimations()
        layer.add(basic("strokeEnd", from: "half", to: 1), forKey: "text")
        #expect(ScalarAnimationPlan(layer.layerAnimationState!.entries, of: layer) == nil)
        let plain = hostedLayer(harness)
        plain.add(basic("strokeEnd", from: 0, to: 1), forKey: "end")
        #expect(ScalarAnimationPlan(plain.layerAnimationState!.entries, of: plain) == nil)
        plain.removeAllAnimations()
        plain.add(basic("opacity", from: 0, to: 1), forKey: "fade")
        #expect(ScalarAnimationPlan(plain.layerAnimationState!.entries, of: plain) != nil)
    }

    @Test("A ring animated on a kept copy shows the general path's values frame after frame")
    func keptCopyFollowsFrames() {
        let harness = Harness()
        let layer = shapeLayer(harness)
        layer.add(basic("strokeEnd", from: 0, to: 1, duration: 2), forKey: "grow")
        harness.display()
        for step in 1...6 {
            advance(to: Double(step) * 0.3)
            let shown = layer.presentationForRendering() as? CAShapeLayer
            let expected = layer.layerAnimatedCopy() as? CAShapeLayer
            #expect(shown !== layer)
            #expect(shown?.strokeEnd == expected?.strokeEnd, "frame \(step)")
        }
        #expect(layer.layerAnimationState?.scalarPlan != nil, "the kept copy was brought up through the plan")
    }
}
