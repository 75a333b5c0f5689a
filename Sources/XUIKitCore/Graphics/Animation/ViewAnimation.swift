import Foundation

/// When an animation runs: its start (after any delay), duration, curve and repetition.
struct AnimationTiming {
    var begin: TimeInterval
    var duration: TimeInterval
    var curve: TimingCurve
    /// Runs again and again until it is interrupted (`.repeat`).
    var repeats = false
    /// Every cycle runs forwards, then backwards (`.autoreverse`).
    var autoreverses = false

    /// How long one cycle lasts: the duration, twice when it autoreverses.
    var cycle: TimeInterval { duration * (autoreverses ? 2 : 1) }

    /// When a non-repeating animation ends.
    var end: TimeInterval { begin + cycle }

    /// The progress at `time` (0 before the start; the curve's value during it) and whether
    /// the animation is over. At its end the progress is 1: an autoreversed animation that does
    /// not repeat ends by showing the model value, as in UIKit.
    func progress(at time: TimeInterval) -> (value: CGFloat, finished: Bool) {
        let elapsed = time - begin
        if elapsed < 0 { return (0, false) }
        guard duration > 0 else { return (1, !repeats) }
        if !repeats, elapsed >= cycle - 1e-9 { return (1, true) }
        var local = elapsed.truncatingRemainder(dividingBy: cycle)
        if autoreverses, local >= duration { local = cycle - local }
        return (CGFloat(curve.progress(local / duration, duration: duration)), false)
    }
}

/// The animations one `UIView.animate` call (or one property animator) started, and the
/// completion to run when the last of them ends.
@MainActor
final class AnimationGroup {
    var allowsUserInteraction: Bool
    var completion: ((Bool) -> Void)?
    /// Animations still under way.
    var remaining = 0
    /// False once one of them was interrupted.
    var allFinished = true

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }
}

/// One property of one view moving from a value to another: what Core Animation calls a basic
/// (or spring) animation on a layer key path.
@MainActor
final class ViewAnimation {
    let view: UIView
    let property: AnimatedProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let timing: AnimationTiming
    let group: AnimationGroup
    /// When set, the animator's fraction drives the progress instead of the clock.
    weak var animator: UIViewPropertyAnimator?
    /// For `animateKeyframes`: the values through the keyframes (R41.4).
    var track: KeyframeTrack?
    /// Whether an animator was given (its fraction can change between clock ticks, so its
    /// values are never remembered).
    private let isDrivenByAnimator: Bool
    /// The last value asked for and its time: the renderer asks several times a frame.
    private var rememberedTime = -TimeInterval.infinity
    private var rememberedValue: AnimatableValue

    init(view: UIView, property: AnimatedProperty, from: AnimatableValue, to: AnimatableValue,
         timing: AnimationTiming, group: AnimationGroup, animator: UIViewPropertyAnimator?) {
        self.view = view; self.property = property; self.from = from; self.to = to
        self.timing = timing; self.group = group; self.animator = animator
        isDrivenByAnimator = animator != nil
        rememberedValue = from
    }

    /// The progress at `time`.
    func progress(at time: TimeInterval) -> CGFloat {
        if let animator { return animator.easedProgress(at: time) }
        return timing.progress(at: time).value
    }

    /// The value shown at `time`.
    func value(at time: TimeInterval) -> AnimatableValue {
        if !isDrivenByAnimator, time == rememberedTime { return rememberedValue }
        let progress = progress(at: time)
        let value = track?.value(at: progress) ?? AnimatableValue.interpolate(from, to, progress)
        if !isDrivenByAnimator { rememberedTime = time; rememberedValue = value }
        return value
    }

    /// Whether the clock has run it to its end (an animator's animations end with the animator).
    func isFinished(at time: TimeInterval) -> Bool {
        animator == nil && timing.progress(at: time).finished
    }
}
