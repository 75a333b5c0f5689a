/// How much a constraint matters to Auto Layout: 1000 (`required`) must hold; lower values are
/// satisfied as well as possible, higher ones first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority, from 1 to 1000.
    public var rawValue: Float
    /// A priority with this value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority with this value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a float literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as an integer literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold (1000); a required constraint that cannot is reported and broken.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content hugging and of compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority at which a window resize by dragging holds (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the window (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default content hugging priority (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` asks for the target size at (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
    /// Raises a priority by `rhs`.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue += rhs }
    /// Lowers a priority by `rhs`.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue -= rhs }
}
