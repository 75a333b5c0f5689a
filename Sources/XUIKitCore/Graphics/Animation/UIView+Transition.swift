import Foundation

extension UIView {
    /// Changes `view`'s content with a transition: `animations` run at once (their changes are
    /// not animated one by one) and the old picture of the view fades out over the new one for
    /// `duration` seconds (`.transitionCrossDissolve`). XUIKit draws the flip and curl
    /// transitions as the same cross-dissolve; `.transitionNone` just waits `duration`.
    /// `completion` runs at the end, with false if the transition was interrupted (another
    /// transition of the view, or the view left its window).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let clock = AnimationClock.current
        let group = AnimationGroup(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        let snapshot = options.hasTransition ? view.transitionPicture() : nil
        if let animations { performWithoutAnimation(animations) }
        guard duration.isFinite, duration > 0 else {
            if !duration.isFinite { Diagnostics.report("UIView.transition: duration \(duration) is not finite; no transition") }
            clock.queueCompletion(of: group)
            return
        }
        let timing = AnimationTiming(begin: clock.scheduler.now, duration: duration, curve: options.curve)
        let animation = ViewAnimation(view: view, property: .transition, from: .scalar(1), to: .scalar(0), timing: timing,
                                      group: group, animator: nil)
        let running = view.presentation?[.transition]
        clock.add(animation)
        view.presentation?.transitionSnapshot = snapshot
        view.presentation?.transitionMotion = nil
        if let running { clock.remove(running, finished: false) }
        view.setNeedsDisplay()
    }
}
