import Foundation

/// The states of an interactive animation, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not installed.
    case inactive = 0
    /// Started or paused: the animations are installed and follow `fractionComplete`.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's views end up when it finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values the animations set.
    case end = 0
    /// Back at the values before the animations.
    case start = 1
    /// Where they were shown when the animator finished.
    case current = 2
}

/// An animation you can start, pause, scrub, reverse and stop, as UIKit's.
///
/// Its animation blocks run when it first becomes active (`startAnimation()`,
/// `pauseAnimation()` or setting `fractionComplete`): their changes apply to the model at once
/// and what is drawn follows the animator's fraction through its curve.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.center.y -= 200 }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.5       // scrub with a pan gesture
/// animator.isReversed = true
/// animator.startAnimation()             // runs back to the start
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    /// The time the animation takes from start to end, in seconds.
    public let duration: TimeInterval
    /// The curve the animation runs through.
    var curve: TimingCurve
    /// The timing given to `init(duration:timingParameters:)`; nil for the other initialisers.
    public internal(set) var timingParameters: (any UITimingCurveProvider)?
    /// `continueAnimation`'s multiplier of the duration (R41.8).
    var durationFactor: CGFloat = 1
    /// The new timing `continueAnimation` gave, from where it was given.
    var continuation: AnimatorContinuation?
    /// Whether `fractionComplete` was set while paused (R41.8).
    var isScrubbing = false
    /// Whether a paused animator scrubbed with `fractionComplete` shows the fraction itself
    /// rather than the curve's value at it; true by default (R41.8).
    open var scrubsLinearly = true
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private let group = AnimationGroup(allowsUserInteraction: true, completion: nil)
    /// Animations taken off the views by `stopAnimation(false)`, for `finishAnimation(at:)`.
    private var stopped: [ViewAnimation] = []

    /// The progress (linear in time) when it last started, paused or reversed.
    private var baseFraction: CGFloat = 0
    /// When it last started running (after any delay); nil while paused.
    private var resumeTime: TimeInterval?

    /// Whether it is inactive, active or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether it is running (started and not paused).
    public private(set) var isRunning = false
    /// Whether touches reach the animating views; true by default.
    open var isUserInteractionEnabled = true
    /// When true, reaching the end pauses the animator (still active) instead of finishing it,
    /// so it can be reversed or scrubbed again. False by default.
    open var pausesOnCompletion = false

    /// Whether it runs towards the start. Setting it while running turns it around where it is.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, let resumeTime else { return }
            let now = AnimationClock.current.scheduler.now
            baseFraction = fraction(at: now, reversed: oldValue)
            self.resumeTime = max(now, resumeTime)
        }
    }

    /// How far the animation has come, 0…1, in time (before the curve). Setting it pauses
    /// nothing by itself: a running animator ignores it, as UIKit's does; an inactive one
    /// becomes active and paused at that fraction.
    open var fractionComplete: CGFloat {
        get { fraction(at: AnimationClock.current.scheduler.now, reversed: isReversed) }
        set {
            guard !isRunning, state != .stopped else { return }
            guard newValue.isFinite else {
                Diagnostics.report("UIViewPropertyAnimator: fractionComplete \(newValue) is not finite; ignored")
                return
            }
            activateIfNeeded()
            isScrubbing = true
            baseFraction = min(max(newValue, 0), 1)
            AnimationClock.current.refresh(animationsOf: self)
        }
    }

    /// An animator with one of UIKit's named curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = Self.validated(duration)
        self.curve = curve.timingCurve
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator whose timing is a cubic Bézier through two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = Self.validated(duration)
        curve = .bezier(x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a spring: `ratio` 1 comes to rest without overshoot, less oscillates.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = Self.validated(duration)
        curve = .spring(damping: Double(ratio), initialVelocity: 0)
        if let animations { pendingAnimations.append(animations) }
    }

    private static func validated(_ duration: TimeInterval) -> TimeInterval {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report("UIViewPropertyAnimator: duration \(duration) is not a finite non-negative number; using 0")
            return 0
        }
        return duration
    }

    /// Adds animations: run when the animator becomes active, or at once if it already is.
    open func addAnimations(_ animation: @escaping () -> Void) {
        switch state {
        case .inactive: pendingAnimations.append(animation)
        case .active: install(animation)
        case .stopped: Diagnostics.report("UIViewPropertyAnimator: addAnimations on a stopped animator is ignored")
        }
    }

    /// Adds a block run when the animator finishes, with the position it finished at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            Diagnostics.report("UIViewPropertyAnimator: startAnimation on a stopped animator is ignored; call finishAnimation(at:)")
            return
        }
        activateIfNeeded()
        let now = AnimationClock.current.scheduler.now
        baseFraction = fraction(at: now, reversed: isReversed)
        isScrubbing = false
        resumeTime = now + (delay.isFinite ? max(0, delay) : 0)
        isRunning = true
        AnimationClock.current.observeFrames(self) { [weak self] time in self?.frameDidAdvance(time) ?? false }
    }

    /// Pauses the animation where it is (activating it first if needed).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        baseFraction = fraction(at: AnimationClock.current.scheduler.now, reversed: isReversed)
        resumeTime = nil
        isRunning = false
        AnimationClock.current.stopObservingFrames(self)
    }

    /// Stops the animation where it is: the views keep the values shown now as their model
    /// values. With `withoutFinishing` true the animator becomes inactive and no completion
    /// runs; with false it becomes stopped, waiting for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let clock = AnimationClock.current
        clock.stopObservingFrames(self)
        let animations = clock.animations(of: self).sorted { $0.property != .center && $1.property == .center }
        let now = clock.now
        let shown = animations.map { $0.value(at: now) }
        for animation in animations { clock.remove(animation, finished: false) }
        UIView.performWithoutAnimation {
            for (animation, value) in zip(animations, shown) { animation.view.setModelValue(value, for: animation.property) }
        }
        isRunning = false
        resumeTime = nil
        if withoutFinishing {
            state = .inactive
            stopped = []
        } else {
            state = .stopped
            stopped = animations
        }
    }

    /// Finishes a stopped animator: the views go to `finalPosition` and the completions run with
    /// it. (A running animator finishes by itself at its end.)
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Diagnostics.report("UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator; ignored")
            return
        }
        UIView.performWithoutAnimation {
            for animation in stopped {
                switch finalPosition {
                case .end: animation.view.setModelValue(animation.to, for: animation.property)
                case .start: animation.view.setModelValue(animation.from, for: animation.property)
                case .current: break
                }
            }
        }
        stopped = []
        finish(at: finalPosition)
    }

    // MARK: - Progress

    /// The linear progress at `time`.
    private func fraction(at time: TimeInterval, reversed: Bool) -> CGFloat {
        guard let resumeTime else { return baseFraction }
        let elapsed = max(0, time - resumeTime)
        let seconds = duration * Double(durationFactor)
        let step = seconds > 0 ? CGFloat(elapsed / seconds) : 1
        return min(max(baseFraction + (reversed ? -step : step), 0), 1)
    }

    /// The progress through the curve at `time`: what the animations show.
    func easedProgress(at time: TimeInterval) -> CGFloat {
        shownProgress(atFraction: fraction(at: time, reversed: isReversed))
    }

    /// At every frame while running: finishes (or pauses, with `pausesOnCompletion`) at the end.
    private func frameDidAdvance(_ time: TimeInterval) -> Bool {
        let current = fraction(at: time, reversed: isReversed)
        let done = isReversed ? current <= 0 : current >= 1
        guard done else { return true }
        baseFraction = current
        resumeTime = nil
        isRunning = false
        if pausesOnCompletion { return false }
        let clock = AnimationClock.current
        let animations = clock.animations(of: self).sorted { $0.property != .center && $1.property == .center }
        for animation in animations { clock.remove(animation, finished: true) }
        if isReversed {
            UIView.performWithoutAnimation {
                for animation in animations { animation.view.setModelValue(animation.from, for: animation.property) }
            }
        }
        finish(at: isReversed ? .start : .end)
        return false
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        resumeTime = nil
        baseFraction = 0
        durationFactor = 1
        continuation = nil
        isScrubbing = false
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        baseFraction = 0
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { install(block) }
    }

    private func install(_ block: () -> Void) {
        var options: UIView.AnimationOptions = []
        if isUserInteractionEnabled { options.insert(.allowUserInteraction) }
        group.allowsUserInteraction = isUserInteractionEnabled
        let context = AnimationContext(duration: duration, delay: 0, curve: curve, options: options, group: group, animator: self)
        AnimationRecorder.record(context, block)
    }
}

extension UIView {
    /// Sets the model value of `property` (animations off or on, as the caller arranges).
    func setModelValue(_ value: AnimatableValue, for property: AnimatedProperty) {
        switch property {
        case .center: center = value.point
        case .boundsSize: bounds.size = value.size
        case .boundsOrigin: bounds.origin = value.point
        case .transform: transform = value.transform
        case .alpha: alpha = value.scalar
        case .backgroundColor: backgroundColor = value.color
        case .cornerRadius: layer.cornerRadius = value.scalar
        case .transition: break
        }
    }
}
