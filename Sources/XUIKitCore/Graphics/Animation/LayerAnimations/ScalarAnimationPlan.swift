import Foundation

/// A scalar property a presentation copy can take back from its model and an animation can set
/// directly: the keys of `refreshScalarAnimations` (R27.12), read and written through the
/// properties themselves rather than `value(forKey:)` and `setValue(_:forKey:)`, which box every
/// number in an `Any` and match the key as a string.
enum ScalarLayerKey {
    case opacity, cornerRadius, borderWidth, shadowOpacity, shadowRadius, zPosition
    case strokeStart, strokeEnd, lineWidth, lineDashPhase, miterLimit

    /// The key named `key` for `layer`; nil for any other key (or a shape key of another class).
    @MainActor init?(_ key: String, of layer: CALayer) {
        switch key {
        case "opacity": self = .opacity
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "shadowOpacity": self = .shadowOpacity
        case "shadowRadius": self = .shadowRadius
        case "zPosition": self = .zPosition
        default:
            guard layer is CAShapeLayer else { return nil }
            switch key {
            case "strokeStart": self = .strokeStart
            case "strokeEnd": self = .strokeEnd
            case "lineWidth": self = .lineWidth
            case "lineDashPhase": self = .lineDashPhase
            case "miterLimit": self = .miterLimit
            default: return nil
            }
        }
    }

    /// The value `layer` has for the key.
    @MainActor func value(of layer: CALayer) -> CGFloat {
        switch self {
        case .opacity: return CGFloat(layer.opacity)
        case .cornerRadius: return layer.cornerRadius
        case .borderWidth: return layer.borderWidth
        case .shadowOpacity: return CGFloat(layer.shadowOpacity)
        case .shadowRadius: return layer.shadowRadius
        case .zPosition: return layer.zPosition
        default: break
        }
        let shape = unsafeDowncast(layer, to: CAShapeLayer.self)
        switch self {
        case .strokeStart: return shape.strokeStart
        case .strokeEnd: return shape.strokeEnd
        case .lineWidth: return shape.lineWidth
        case .lineDashPhase: return shape.lineDashPhase
        default: return shape.miterLimit
        }
    }

    /// Sets the key of `layer` to `value`, as `setValue(value, forKey:)` would.
    @MainActor func set(_ value: CGFloat, on layer: CALayer) {
        switch self {
        case .opacity: layer.opacity = Float(value); return
        case .cornerRadius: layer.cornerRadius = value; return
        case .borderWidth: layer.borderWidth = value; return
        case .shadowOpacity: layer.shadowOpacity = Float(value); return
        case .shadowRadius: layer.shadowRadius = value; return
        case .zPosition: layer.zPosition = value; return
        default: break
        }
        let shape = unsafeDowncast(layer, to: CAShapeLayer.self)
        switch self {
        case .strokeStart: shape.strokeStart = value
        case .strokeEnd: shape.strokeEnd = value
        case .lineWidth: shape.lineWidth = value
        case .lineDashPhase: shape.lineDashPhase = value
        default: shape.miterLimit = value
        }
    }
}

/// The animations of a layer that animates scalar keys with `CABasicAnimation`s (and springs) of
/// numbers only, ready to run without boxing: each step's key and end values are read once, when
/// the plan is made, and every frame computes what `CABasicAnimation.applyValue` would, in the
/// same order and arithmetic (R27.12). A layer whose animations are anything else has no plan.
@MainActor
struct ScalarAnimationPlan {
    struct Step {
        let animation: CABasicAnimation
        let key: ScalarLayerKey
        let from: CGFloat?, to: CGFloat?, by: CGFloat?
    }
    let steps: [Step]

    /// The plan for `entries` of `layer`, or nil when one of them is not such an animation.
    init?(_ entries: [LayerAnimationState.Entry], of layer: CALayer) {
        var steps: [Step] = []
        steps.reserveCapacity(entries.count)
        for entry in entries {
            guard let animation = entry.animation as? CABasicAnimation, animation.valueFunction == nil,
                  let name = animation.keyPath, let key = ScalarLayerKey(name, of: layer) else { return nil }
            // A value that is set must be a number; anything else takes the general path (which
            // reports it).
            func number(_ value: Any?) -> CGFloat?? {
                guard let value else { return .some(nil) }
                guard let number = LayerValue.number(value) else { return nil }
                return .some(number)
            }
            guard let from = number(animation.fromValue), let to = number(animation.toValue),
                  let by = number(animation.byValue) else { return nil }
            steps.append(Step(animation: animation, key: key, from: from, to: to, by: by))
        }
        self.steps = steps
    }

    /// Whether the plan was made for exactly these entries.
    func matches(_ entries: [LayerAnimationState.Entry]) -> Bool {
        guard entries.count == steps.count else { return false }
        for (step, entry) in zip(steps, entries) where step.animation !== entry.animation { return false }
        return true
    }

    /// Gives `copy` the model's values of the plan's keys, then applies the animations at the
    /// layer's local time `local`.
    func apply(model: CALayer, to copy: CALayer, local: Double) {
        for step in steps { step.key.set(step.key.value(of: model), on: copy) }
        for step in steps {
            let animation = step.animation
            guard let sample = animation.sample(at: local, default: CAAnimation.defaultDuration) else { continue }
            let current = step.key.value(of: copy)
            let (start, end) = CABasicAnimation.endpoints(from: step.from, to: step.to, by: step.by, current: current,
                                                          add: +, subtract: -)
            let from = start ?? current, to = end ?? current
            var t = animation.progress(simpleTime: sample.simpleTime, cycleDuration: sample.cycleDuration)
            if animation.isCumulative { t += Double(sample.iteration) }
            let fraction = CGFloat(t)
            var value = from + (to - from) * fraction
            if animation.isAdditive { value = current + value }
            step.key.set(value, on: copy)
        }
    }
}
