import Foundation

/// Which areas of a `CAShapeLayer`'s path are filled (Core Animation's names).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around a point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times: a subpath inside
    /// another cuts a hole.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How the ends of a `CAShapeLayer`'s open stroked subpaths look (Core Animation's names).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends exactly at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half circles of the line's width beyond the end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends half the line's width beyond the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The Core Graphics cap drawn; an unknown name draws `.butt`.
    var cgLineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

/// How a `CAShapeLayer`'s stroked lines meet at corners (Core Animation's names).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, cut off beyond `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The Core Graphics join drawn; an unknown name draws `.miter`.
    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
