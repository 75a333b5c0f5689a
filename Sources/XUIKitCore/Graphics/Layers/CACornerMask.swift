import Foundation

/// The corners `CALayer.cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corner bits (minXMinY 1, maxXMinY 2, minXMaxY 4, maxXMaxY 8), as Core Animation numbers them.
    public let rawValue: UInt
    /// Corners from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x and y in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
