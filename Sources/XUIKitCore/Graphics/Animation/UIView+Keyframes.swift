import Foundation

extension UIView {
    /// Options for `UIView.animateKeyframes`, with UIKit's raw values: the shared bits of
    /// `AnimationOptions` plus how the values between keyframes are computed (bits 10–12).
    /// As in UIKit, an `AnimationOptions` curve passed through `rawValue`
    /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`) sets the
    /// curve of the whole animation, ease-in-out by default (R41.4).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as in UIKit.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews while animating (accepted; XUIKit lays out at the model values).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Touches reach the animating views.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what is shown now.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Run again and again.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore the durations of nested animation blocks (accepted; they take the keyframe's).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore the options of nested animation blocks (accepted).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Values move in straight lines between keyframes, each in its keyframe's time (the
        /// default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value shows at once when the keyframe starts; nothing moves between.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace over the keyframes' whole span: the keyframes' times are ignored and each
        /// gets time in proportion to the distance it moves.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth (Catmull-Rom) curve through the keyframes' values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// `calculationModeCubic` at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: KeyframeTrack.Mode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The shared bits read as `AnimationOptions` (curve, repetition, interaction).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0x7 << 10)) }
    }

    /// Animates the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)` over `duration` seconds after `delay` (R41.4). Each
    /// property changed in several keyframes becomes one animation through the values in time
    /// order, starting from the model value before the block. A change made in the block outside
    /// any keyframe spans the whole duration. `completion` runs as for `animate`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let shared = options.animationOptions
        guard duration.isFinite, delay.isFinite else {
            animate(withDuration: duration, delay: delay, options: shared, animations: animations, completion: completion)
            return
        }
        // Inside a property animator's block the animator's duration and progress drive it.
        let outer = AnimationRecorder.current
        let total = outer?.animator != nil ? outer!.duration : max(0, duration)
        let group = outer?.animator != nil ? outer!.group
            : AnimationGroup(allowsUserInteraction: shared.contains(.allowUserInteraction), completion: completion)
        var context = AnimationContext(duration: total, delay: outer?.animator != nil ? 0 : max(0, delay),
                                       curve: outer?.animator != nil ? outer!.curve : shared.curve, options: shared, group: group,
                                       animator: outer?.animator)
        context.keyframes = KeyframeWindow(mode: options.calculationMode, start: 0, length: 1)
        AnimationRecorder.record(context, animations)
        if outer?.animator == nil, group.remaining == 0 { AnimationClock.current.queueCompletion(of: group) }
    }

    /// Inside `animateKeyframes`: the changes `animations` makes run from
    /// `frameStartTime` to `frameStartTime + frameDuration`, both fractions (0…1) of the whole
    /// duration. Outside `animateKeyframes` the changes apply at once, with one diagnostic line.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard var context = AnimationRecorder.current, let window = context.keyframes else {
            Diagnostics.report("UIView.addKeyframe: called outside UIView.animateKeyframes; the changes apply at once")
            performWithoutAnimation(animations)
            return
        }
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let length = min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - start)
        context.keyframes = KeyframeWindow(mode: window.mode, start: start, length: length)
        AnimationRecorder.record(context, animations)
    }

    /// A change of `property` inside `animateKeyframes`: a keyframe added to the property's
    /// animation of this block, or a new animation starting from `old`.
    func recordKeyframe(_ property: AnimatedProperty, from old: AnimatableValue, to new: AnimatableValue,
                        running: ViewAnimation?, context: AnimationContext, window: KeyframeWindow) {
        let clock = AnimationClock.current
        let segment = KeyframeTrack.Segment(start: window.start, length: window.length, value: new)
        if let running, running.group === context.group, let track = running.track {
            let animation = ViewAnimation(view: self, property: property, from: running.from, to: new, timing: running.timing,
                                          group: context.group, animator: context.animator)
            animation.track = track.adding(segment)
            clock.add(animation)
            clock.remove(running, finished: true)
            return
        }
        var from = old
        if let running, context.options.contains(.beginFromCurrentState) { from = running.value(at: clock.now) }
        let options = context.options
        let timing = AnimationTiming(begin: clock.scheduler.now + context.delay, duration: context.duration, curve: context.curve,
                                     repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        let animation = ViewAnimation(view: self, property: property, from: from, to: new, timing: timing,
                                      group: context.group, animator: context.animator)
        animation.track = KeyframeTrack(mode: window.mode, initial: from, segments: [segment])
        clock.add(animation)
        if let running { clock.remove(running, finished: false) }
    }
}

/// The part of an `animateKeyframes` block being recorded: the calculation mode and the
/// keyframe's start and length as fractions of the whole.
struct KeyframeWindow {
    var mode: KeyframeTrack.Mode
    var start: Double
    var length: Double
}

/// The values of one property through the keyframes of one `animateKeyframes` block (R41.4):
/// the value at a progress of the whole animation (0…1, after its curve).
struct KeyframeTrack {
    enum Mode { case linear, discrete, paced, cubic, cubicPaced }

    /// One keyframe: from `start` for `length` (fractions of the whole) the value moves to `value`.
    struct Segment {
        var start: Double
        var length: Double
        var value: AnimatableValue
    }

    let mode: Mode
    let initial: AnimatableValue
    /// The keyframes in time order (a stable sort: equal starts keep the order they were added).
    let segments: [Segment]

    init(mode: Mode, initial: AnimatableValue, segments: [Segment]) {
        self.mode = mode
        self.initial = initial
        self.segments = segments.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    func adding(_ segment: Segment) -> KeyframeTrack {
        KeyframeTrack(mode: mode, initial: initial, segments: segments + [segment])
    }

    /// The value at `progress` of the whole animation.
    func value(at progress: CGFloat) -> AnimatableValue {
        let timed = mode == .paced || mode == .cubicPaced ? paced() : segments
        let p = Double(progress)
        var values = [initial]
        values.append(contentsOf: timed.map(\.value))
        for (index, segment) in timed.enumerated() {
            if p < segment.start { return values[index] }
            if p < segment.start + segment.length, segment.length > 0 {
                if mode == .discrete { return segment.value }
                let f = CGFloat((p - segment.start) / segment.length)
                if mode == .cubic || mode == .cubicPaced { return Self.catmullRom(values, index, f) }
                return AnimatableValue.interpolate(values[index], segment.value, f)
            }
        }
        return values[values.count - 1]
    }

    /// The segments re-timed for an even pace: the span from the first start to the last end,
    /// shared out by the distance each keyframe moves (equally when no distance is known).
    private func paced() -> [Segment] {
        guard let first = segments.first else { return segments }
        let begin = first.start, end = segments.map { $0.start + $0.length }.max() ?? 1
        var previous = initial
        var distances: [Double] = []
        for segment in segments {
            distances.append(Self.distance(previous, segment.value) ?? 1)
            previous = segment.value
        }
        let total = distances.reduce(0, +)
        var start = begin
        return zip(segments, distances).map { segment, distance in
            let length = total > 0 ? (end - begin) * distance / total : (end - begin) / Double(segments.count)
            defer { start += length }
            return Segment(start: start, length: length, value: segment.value)
        }
    }

    private static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double? {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return Double(abs(y - x))
        case let (.point(p), .point(q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case let (.size(p), .size(q)): return Double(hypot(q.width - p.width, q.height - p.height))
        default: return nil
        }
    }

    /// The Catmull-Rom spline through `values` between `values[index]` and `values[index + 1]`,
    /// for numbers and points (other values move in straight lines).
    private static func catmullRom(_ values: [AnimatableValue], _ index: Int, _ t: CGFloat) -> AnimatableValue {
        let p0 = values[max(index - 1, 0)], p1 = values[index], p2 = values[index + 1], p3 = values[min(index + 2, values.count - 1)]
        func spline(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case let (.scalar(a), .scalar(b), .scalar(c), .scalar(d)):
            return .scalar(spline(a, b, c, d))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: spline(a.x, b.x, c.x, d.x), y: spline(a.y, b.y, c.y, d.y)))
        default:
            return AnimatableValue.interpolate(p1, p2, t)
        }
    }
}
