import Foundation

/// A basic animation whose progress follows a damped spring (R30.9): the mass on a spring of
/// `stiffness` with `damping`, starting at `fromValue` with `initialVelocity` toward
/// `toValue`. Its `duration` is as set (0.25 s by default); `settlingDuration` is how long the
/// spring takes to come to rest, the duration to give it to see the whole motion.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The damping coefficient; 10 by default.
    open var damping: CGFloat = 10
    /// The starting speed toward the end value, in distances (from → to) per second; 0 by default.
    open var initialVelocity: CGFloat = 0

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping; initialVelocity = other.initialVelocity
    }

    /// The time the motion needs to come to rest: until the spring stays within 0.1 % of the
    /// distance (its envelope falls below it).
    open var settlingDuration: CFTimeInterval {
        let m = max(Double(mass), 1e-9), k = max(Double(stiffness), 1e-9), c = max(Double(damping), 0)
        let omega = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let v = Double(initialVelocity)
        let threshold = 0.001
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v) / damped
            let amplitude = (1 + b * b).squareRoot()
            guard zeta > 0 else { return .infinity }
            return max(0, log(amplitude / threshold) / (zeta * omega))
        }
        // Critically and over-damped: step the solution until it stays small.
        var t = 0.0
        var lastLarge = 0.0
        while t < 60 {
            if abs(1 - Self.springProgress(t, mass: m, stiffness: k, damping: c, velocity: v)) > threshold { lastLarge = t }
            t += 0.001
            if t - lastLarge > 1 { break }
        }
        return lastLarge
    }

    override func progress(simpleTime: Double, cycleDuration: Double) -> Double {
        Self.springProgress(simpleTime, mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                            velocity: Double(initialVelocity))
    }

    /// The damped spring's position at `t` seconds, going from 0 to 1 (the distance left,
    /// d(t) = 1 − x(t), solves m·d'' + c·d' + k·d = 0 with d(0) = 1, d'(0) = −v).
    static func springProgress(_ t: Double, mass: Double, stiffness: Double, damping: Double, velocity: Double) -> Double {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        let omega = (k / m).squareRoot(), zeta = damping / (2 * (k * m).squareRoot())
        let left: Double
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - velocity) / damped
            left = exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        } else if zeta == 1 {
            left = exp(-omega * t) * (1 + (omega - velocity) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (-velocity - r1) / (r2 - r1)
            left = (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 - left
    }
}
