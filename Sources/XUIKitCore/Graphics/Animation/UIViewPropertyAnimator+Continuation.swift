import Foundation

/// A change of timing made by `continueAnimation(withTimingParameters:durationFactor:)`: from
/// `fraction` on, the progress goes from `shown` to the end through `curve`.
struct AnimatorContinuation {
    var fraction: CGFloat
    var shown: CGFloat
    var curve: TimingCurve
}

extension UIViewPropertyAnimator {
    /// An animator whose timing is `parameters`: a cubic curve (`UICubicTimingParameters`) or a
    /// spring (`UISpringTimingParameters`) (R41.8).
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init(duration: duration, curve: .easeInOut)
        curve = parameters.timingCurve
        timingParameters = parameters
    }

    /// Resumes a paused (or never started) animator with new timing (R41.8): the rest of the
    /// animation runs from what is shown now to its end (or start, reversed) through
    /// `parameters` (the old curve when nil), taking `durationFactor` × `duration` for the whole
    /// fraction (so the remaining part takes its share of that). A running or stopped animator
    /// ignores it, with one diagnostic line for a stopped one.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state != .stopped else {
            Diagnostics.report("UIViewPropertyAnimator: continueAnimation on a stopped animator is ignored; call finishAnimation(at:)")
            return
        }
        guard !isRunning else { return }
        let now = AnimationClock.current.scheduler.now
        if let parameters {
            let fraction = fractionComplete
            continuation = AnimatorContinuation(fraction: fraction, shown: easedProgress(at: now), curve: parameters.timingCurve)
        }
        self.durationFactor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
        startAnimation()
    }

    /// The progress shown at linear fraction `fraction`: through the curve, or after a
    /// `continueAnimation` with new timing, from the value shown then through the new curve; a
    /// paused animator scrubbed with `fractionComplete` and `scrubsLinearly` shows the fraction
    /// itself.
    func shownProgress(atFraction fraction: CGFloat) -> CGFloat {
        if isScrubbing, scrubsLinearly { return fraction }
        let seconds = duration * Double(durationFactor)
        guard let continuation else { return CGFloat(curve.progress(Double(fraction), duration: seconds)) }
        let f0 = continuation.fraction, shown = continuation.shown
        if fraction >= f0 {
            let span = 1 - f0
            let u = span > 0 ? (fraction - f0) / span : 1
            return shown + (1 - shown) * CGFloat(continuation.curve.progress(Double(u), duration: seconds * Double(span)))
        }
        let u = f0 > 0 ? fraction / f0 : 0
        return shown * CGFloat(continuation.curve.progress(Double(u), duration: seconds * Double(f0)))
    }
}
