import Foundation

/// UIKit's block-based animation API. The changes made in the block take effect at once in the
/// model; what is drawn moves from the old values to the new ones (AnimationClock.swift).
extension UIView {
    /// Animates the changes `animations` makes to animatable properties (`frame`, `bounds`,
    /// `center`, `transform`, `alpha`, `backgroundColor`, `layer.cornerRadius`) of any view, over
    /// `duration` seconds after `delay`, with the curve and repetition `options` name.
    /// `completion` runs once every animation started ended, with `finished` false when one was
    /// interrupted (replaced by a new animation of the same property, removed, or its view left
    /// the tree); when the block animated nothing it runs at the next frame with true.
    /// A `layoutIfNeeded()` in the block animates the frames layout changes.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: options.curve, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes of `animations` over `duration` seconds with the ease-in-out curve,
    /// then runs `completion`.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes of `animations` over `duration` seconds with the ease-in-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes of `animations` with a spring: `dampingRatio` 1 comes to rest
    /// without overshoot, smaller values oscillate; `velocity` is the starting speed in whole
    /// distances per second. The spring is tuned to settle at the end of `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: .spring(damping: Double(dampingRatio), initialVelocity: Double(velocity)),
            options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes show at once even inside
    /// an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = AnimationContext(duration: 0, delay: 0, curve: .linear, options: [],
                                       group: AnimationGroup(allowsUserInteraction: true, completion: nil), animates: false)
        AnimationRecorder.record(context, actionsWithoutAnimation)
    }

    /// Whether changes made now would be animated (inside an animation block).
    public static var areAnimationsEnabled: Bool { AnimationRecorder.current?.animates ?? true }

    private static func run(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard duration.isFinite, delay.isFinite else {
            Diagnostics.report("UIView.animate: duration \(duration) or delay \(delay) is not finite; the changes apply at once")
            performWithoutAnimation(animations)
            if let completion { AnimationClock.current.queue { completion(true) } }
            return
        }
        let group = AnimationGroup(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        let context = AnimationContext(duration: max(0, duration), delay: max(0, delay), curve: curve, options: options, group: group)
        AnimationRecorder.record(context, animations)
        if group.remaining == 0 { AnimationClock.current.queueCompletion(of: group) }
    }
}
