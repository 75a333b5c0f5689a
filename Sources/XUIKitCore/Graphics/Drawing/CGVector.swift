import Foundation

/// A two-dimensional vector, as Core Graphics defines it (Foundation on Linux has none): a
/// direction and magnitude, such as a spring's initial velocity or a push's direction (R41.1).
///
/// ```swift
/// let velocity = CGVector(dx: 0, dy: -0.5)
/// let timing = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: velocity)
/// ```
public struct CGVector: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector, (0, 0).
    public init() { dx = 0; dy = 0 }

    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// A vector from `Int` components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector whose components are both 0.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// `(dx, dy)`, as Core Graphics prints a vector.
    public var description: String { "(\(dx), \(dy))" }

    /// Encodes as Apple does: an unkeyed pair `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }

    /// Decodes the unkeyed pair `[dx, dy]` that `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        dx = try container.decode(CGFloat.self)
        dy = try container.decode(CGFloat.self)
    }
}
