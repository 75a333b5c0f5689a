import Foundation

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Corners by their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner on screen.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner on screen.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner on screen.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner on screen.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
