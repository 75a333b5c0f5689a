import Foundation

/// The kinds of timing curve a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin = 0
    /// A cubic Bézier.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Cubic and spring timing together (XUIKit uses the spring when both are given).
    case composed = 3
}

/// What a property animator's timing is made of (R41.8): a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve the animation clock runs: the spring when there is one, else the cubic curve,
    /// else ease-in-out.
    var timingCurve: TimingCurve {
        if let spring = springTimingParameters { return .spring(damping: Double(spring.dampingRatio), initialVelocity: Double(spring.initialVelocity.dx)) }
        if let cubic = cubicTimingParameters {
            return .bezier(x1: Double(cubic.controlPoint1.x), y1: Double(cubic.controlPoint1.y),
                           x2: Double(cubic.controlPoint2.x), y2: Double(cubic.controlPoint2.y))
        }
        return .easeInOut
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as UIKit's (R41.8).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for custom control points (as UIKit reports).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The system's default curve: ease-in-out, (0.42, 0) (0.58, 1).
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the named curves, with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve, as UIKit's (R41.8). XUIKit's spring settles at the end of the
/// animator's duration; the physical form (mass, stiffness, damping) gives its damping ratio
/// `damping / (2 √(mass × stiffness))`.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio: 1 comes to rest without overshoot, less oscillates.
    let dampingRatio: CGFloat
    /// The initial velocity, in whole distances per second (`dx` for one-dimensional values).
    public let initialVelocity: CGVector

    /// The system's default spring: critically damped, from rest.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A spring with `ratio`, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with `ratio` and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite ? max(0, ratio) : 1
        initialVelocity = velocity
    }

    /// A spring from its physical description.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (mass * stiffness).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Nil.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
