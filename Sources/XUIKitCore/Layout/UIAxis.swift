import Foundation

/// Layout axes, as UIKit's `UIAxis`: which directions a setting applies to.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The axis bits, numbered as in UIKit.
    public let rawValue: UInt
    /// Axes from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Neither axis.
    public static let neither: UIAxis = []
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
