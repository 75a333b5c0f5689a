import Foundation

/// What an animation block in progress asks for: the changes made inside it become animations
/// with these settings.
@MainActor
struct AnimationContext {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: TimingCurve
    var options: UIView.AnimationOptions
    let group: AnimationGroup
    /// Set for the blocks of a property animator, which drives their progress.
    weak var animator: UIViewPropertyAnimator?
    /// False inside `performWithoutAnimation`: changes apply at once.
    var animates = true
    /// Inside `animateKeyframes`: the keyframe being recorded (R41.4).
    var keyframes: KeyframeWindow?
}

/// The stack of animation blocks being run: the setters of animatable properties ask it
/// whether to turn a change into an animation.
@MainActor
enum AnimationRecorder {
    /// The blocks being run, innermost last. A static, not application state (as Core
    /// Animation's transaction stack is per thread, not per app): it is the call stack of
    /// `UIView.animate` and friends. `record` pushes and pops in a `defer`, so it is empty
    /// whenever no block runs — every app, fresh or not, finds it empty — and being main-actor
    /// isolated, no other thread sees it.
    static var stack: [AnimationContext] = []

    /// The innermost block, if any.
    static var current: AnimationContext? { stack.last }

    /// Runs `body` with `context` in effect.
    static func record(_ context: AnimationContext, _ body: () -> Void) {
        stack.append(context)
        defer { stack.removeLast() }
        body()
    }
}

extension UIView {
    /// Called by the setters of animatable properties before the model value changes, with the
    /// model value before and after.
    ///
    /// Inside an animation block the change becomes an animation from the old value: the model
    /// value before the change, or with `.beginFromCurrentState` the value shown now. An
    /// animation of the same property under way is replaced, and its completion told it did not
    /// finish. Outside a block (or in `performWithoutAnimation`) the new value shows at once: an
    /// animation of the property under way is removed, also as not finished.
    func animatablePropertyWillChange(_ property: AnimatedProperty, from old: AnimatableValue, to new: AnimatableValue) {
        guard presentation != nil || !AnimationRecorder.stack.isEmpty else { return }
        let running = presentation?[property]
        guard let context = AnimationRecorder.current, context.animates, old != new else {
            if let running, old != new { AnimationClock.current.remove(running, finished: false) }
            return
        }
        if let window = context.keyframes {
            recordKeyframe(property, from: old, to: new, running: running, context: context, window: window)
            return
        }
        let clock = AnimationClock.current
        var from = old
        // A second change in the same block keeps the first one's start.
        let sameBlock = running.map { $0.group === context.group } ?? false
        if let running, sameBlock { from = running.from }
        else if let running, context.options.contains(.beginFromCurrentState) { from = running.value(at: clock.now) }
        let options = context.options
        let timing = AnimationTiming(begin: clock.scheduler.now + context.delay, duration: context.duration, curve: context.curve,
                                     repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        let animation = ViewAnimation(view: self, property: property, from: from, to: new, timing: timing,
                                      group: context.group, animator: context.animator)
        clock.add(animation)
        if let running { clock.remove(running, finished: sameBlock) }
    }
}
