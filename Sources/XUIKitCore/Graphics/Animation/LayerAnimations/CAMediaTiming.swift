import Foundation

/// A time interval in seconds, as Core Foundation names it.
public typealias CFTimeInterval = Double

/// The largest finite `Float`, as Apple's math.h defines `HUGE` (its `MAXFLOAT`): what older Core
/// Animation code writes for "repeat forever", `animation.repeatCount = HUGE` (R30.2). glibc's
/// math.h no longer defines it, so code ported from iOS would not find it.
public let HUGE: Float = .greatestFiniteMagnitude

/// The current time of the animation clock, in seconds: the time base of `beginTime` (R30.2).
/// With the test harness's manual clock it moves only when the clock is advanced.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.shared.animationClock.scheduler.now
}

/// What an animation shows outside its active time (R30.3).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value after the end (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The timing of an animation (Core Animation's `CAMediaTiming` protocol).
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the animation starts, in its parent's time (`CACurrentMediaTime()` for a layer's
    /// animation, the group's start for a group's child); 0 means when it is added.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against its parent's.
    var speed: Float { get set }
    /// Local time added at the start.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run (may be fractional; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long the cycles run, in seconds (instead of `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What is shown outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: (0, 0) (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from (0, 0) to (1, 1) mapping an animation's elapsed fraction to its
/// progress (R30.4).
public final class CAMediaTimingFunction: Sendable {
    /// The two inner control points (x1, y1, x2, y2).
    let points: (Float, Float, Float, Float)

    /// One of the named functions, with Apple's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A function with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
    }

    /// Writes control point `index` (0 is (0, 0), 3 is (1, 1)) as two floats into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        default: point = (1, 1)
        }
        values[0] = point.0
        values[1] = point.1
    }

    var curve: TimingCurve { .bezier(x1: Double(points.0), y1: Double(points.1), x2: Double(points.2), y2: Double(points.3)) }

    /// The progress at elapsed fraction `x` (0…1), by the animation clock's cubic solver.
    func progress(_ x: Double) -> Double { curve.progress(x, duration: 1) }
}
