import Foundation

/// How an animation's progress follows time: a cubic Bézier timing function (Core Animation's
/// named curves) or a damped spring.
enum TimingCurve: Equatable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring with `damping` (the ratio: 1 stops without overshoot, less oscillates) and an
    /// `initialVelocity` in distances per second (1: the whole distance in one second). It is
    /// tuned to come to rest (within 0.1 % of the distance) at the end of the duration.
    case spring(damping: Double, initialVelocity: Double)

    static let linear = TimingCurve.bezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's `easeInEaseOut`, UIKit's default.
    static let easeInOut = TimingCurve.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    static let easeIn = TimingCurve.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = TimingCurve.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// The progress (0 at the start, 1 at the end; a spring may overshoot) at `time`, the
    /// fraction of the duration elapsed (0…1), for an animation lasting `duration` seconds.
    func progress(_ time: Double, duration: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        switch self {
        case let .bezier(x1, y1, x2, y2):
            if x1 == y1, x2 == y2 { return time }
            let t = Self.solveBezier(time, x1, x2)
            return Self.bezier(t, y1, y2)
        case let .spring(damping, velocity):
            return Self.spring(time * duration, duration: duration, damping: damping, velocity: velocity)
        }
    }

    /// One coordinate of the Bézier at parameter `t`.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The parameter at which the curve's x is `x`: Newton's method, bisection if it stalls.
    private static func solveBezier(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let u = 1 - t
            let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
            guard abs(slope) > 1e-6 else { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// A damped harmonic oscillator from 0 to 1 starting with `velocity`, its stiffness chosen
    /// so the motion has decayed to 0.1 % by `duration`.
    private static func spring(_ t: Double, duration: Double, damping: Double, velocity: Double) -> Double {
        let zeta = min(max(damping, 0.01), 1)
        let settle = log(1000.0)
        if zeta >= 1 {
            // Critically damped: (1 + ωt)e^(−ωt) ≈ 0.001 at ωt ≈ 9.23.
            let omega = 9.23 / max(duration, 1e-6)
            return 1 + (-1 + (velocity - omega) * t) * exp(-omega * t)
        }
        let omega = settle / (zeta * max(duration, 1e-6))
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        return 1 + envelope * (-cos(damped * t) + (velocity - zeta * omega) / damped * sin(damped * t))
    }
}
