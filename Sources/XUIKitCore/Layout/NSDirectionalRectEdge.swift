import Foundation

/// Edges of a rectangle named by layout direction, as UIKit's `NSDirectionalRectEdge`. XUIKit
/// lays out left to right: leading is left, trailing is right.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edge bits, numbered as in UIKit.
    public let rawValue: UInt
    /// Edges from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in a left-to-right layout).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in a left-to-right layout).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
