import Foundation

extension UIGestureRecognizer {
    /// `change` per second over `seconds`: the velocities recognizers report. Zero when the
    /// quotient is not a finite number (samples a denormal time apart), so a velocity is always
    /// something an app can do arithmetic with.
    static func rate(_ change: CGFloat, over seconds: TimeInterval) -> CGFloat {
        guard seconds > 0 else { return 0 }
        let rate = change / CGFloat(seconds)
        return rate.isFinite ? rate : 0
    }
}
