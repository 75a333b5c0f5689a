import Foundation

/// Where an animation is at a time of its parent (R30.2, R30.3): Core Animation's local time
/// `(t − beginTime) × speed + timeOffset`, cycles of `duration` (twice that when it
/// autoreverses), `repeatCount` or `repeatDuration` of them, and `fillMode` outside.
enum LayerAnimationPhase { case before, active, after }

/// A point in an animation's cycle: seconds into the cycle's forward run, which cycle, and the
/// cycle's length.
struct LayerAnimationSample {
    var simpleTime: Double
    var iteration: Int
    var cycleDuration: Double
}

extension CAAnimation {
    /// The default length of a cycle: Core Animation's 0.25 s (a group's child takes the
    /// group's).
    static let defaultDuration: CFTimeInterval = 0.25

    /// The length of one forward run.
    func effectiveDuration(default fallback: Double) -> Double { duration > 0 ? duration : fallback }

    /// How long the animation is active, in its local time.
    func activeDuration(default fallback: Double) -> Double {
        let cycle = effectiveDuration(default: fallback) * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : Double(repeatCount) * cycle }
        return cycle
    }

    /// Time elapsed since the start in local time (before the offset).
    private func elapsed(at parentTime: Double) -> Double { (parentTime - beginTime) * Double(speed) }

    /// Whether the animation has not started, runs, or has ended at `parentTime`.
    func phase(at parentTime: Double, default fallback: Double) -> LayerAnimationPhase {
        let elapsed = elapsed(at: parentTime)
        if elapsed < 0 { return .before }
        if elapsed >= activeDuration(default: fallback) - 1e-9 { return .after }
        return .active
    }

    /// Where the animation is at `parentTime`, or nil when it shows nothing then (before its
    /// start without a backwards fill, after its end without a forwards fill).
    func sample(at parentTime: Double, default fallback: Double) -> LayerAnimationSample? {
        let d = effectiveDuration(default: fallback)
        let cycle = d * (autoreverses ? 2 : 1)
        guard d > 0, cycle.isFinite else { return nil }
        let local: Double
        var atEnd = false
        switch phase(at: parentTime, default: fallback) {
        case .before:
            guard fillMode.fillsBackwards else { return nil }
            local = timeOffset
        case .active:
            local = elapsed(at: parentTime) + timeOffset
        case .after:
            guard fillMode.fillsForwards else { return nil }
            local = activeDuration(default: fallback) + timeOffset
            atEnd = true
        }
        var iteration = Int((local / cycle).rounded(.down))
        var position = local - Double(iteration) * cycle
        // At the very end of a whole number of cycles, show the cycle's end, not the next start.
        if atEnd, position < 1e-9, local > 0 { position = cycle; iteration -= 1 }
        if autoreverses, position > d { position = cycle - position }
        return LayerAnimationSample(simpleTime: min(max(position, 0), d), iteration: max(iteration, 0), cycleDuration: d)
    }

    /// Writes the animation's value at `parentTime` into `layer`, if it shows one then.
    func apply(to layer: CALayer, parentTime: Double, default fallback: Double = CAAnimation.defaultDuration) {
        guard let sample = sample(at: parentTime, default: fallback) else { return }
        applyValue(to: layer, simpleTime: sample.simpleTime, cycleDuration: sample.cycleDuration, iteration: sample.iteration)
    }
}

/// Turns the number(s) a property animation computes into a transform (R30.6).
public final class CAValueFunction: Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function named `name`, or nil for an unknown name.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
    }

    /// The transform for `value` (a number, or an array of three for scale and translate).
    func transform(for value: Any?) -> CATransform3D? {
        let numbers: [CGFloat]
        if let number = LayerValue.number(value) {
            numbers = [number]
        } else if let array = value as? [Any] {
            numbers = array.compactMap { LayerValue.number($0) }
        } else {
            return nil
        }
        guard let first = numbers.first else { return nil }
        let x = first, y = numbers.count > 1 ? numbers[1] : first, z = numbers.count > 2 ? numbers[2] : first
        switch name {
        case .rotateX: return CATransform3DMakeRotation(first, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(first, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(first, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(x, y, numbers.count > 2 ? z : 1)
        case .scaleX: return CATransform3DMakeScale(first, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, first, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, first)
        case .translate: return CATransform3DMakeTranslation(x, numbers.count > 1 ? y : 0, numbers.count > 2 ? z : 0)
        case .translateX: return CATransform3DMakeTranslation(first, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, first, 0)
        default: return CATransform3DMakeTranslation(0, 0, first)
        }
    }
}

/// The names of `CAValueFunction`s.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about the x axis, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis, in radians.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis, in radians.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale: one number for all axes or three.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale of x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale of y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale of z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by two or three numbers.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let all: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                              .translate, .translateX, .translateY, .translateZ]
}
