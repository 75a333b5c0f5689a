import Foundation

/// How a layer's `contents` is sampled when it is drawn larger or smaller than its pixels
/// (`minificationFilter`, `magnificationFilter`; R27.28).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public let rawValue: String
    /// A filter by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation between pixels (the default): Cairo's good filter.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard pixel edges, as pixel art wants them.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear with mipmaps on Apple platforms: Cairo's good filter here, as `.linear`.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The pixel format Core Animation would back a layer with (`contentsFormat`); a hint XUIKit
/// stores: its layers are drawn into the window's 8-bit RGBA surface (R27.28).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name.
    public let rawValue: String
    /// A format by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// 8 bits a channel, RGBA (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// 16-bit floating point a channel.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// 8-bit grey.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

/// The edges of a layer Core Animation antialiases when the layer is transformed
/// (`edgeAntialiasingMask`); stored, as XUIKit antialiases every edge Cairo draws (R27.28).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt32
    /// Edges by their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// The quality of image interpolation in a context (`CGContext.interpolationQuality`, R27.28).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default: Cairo's good filter.
    case `default` = 0
    /// No interpolation: the nearest pixel.
    case none = 1
    /// Fast interpolation: Cairo's fast filter.
    case low = 2
    /// Cairo's best filter.
    case high = 3
    /// Cairo's good filter.
    case medium = 4
}

extension CALayerContentsFilter {
    /// The context interpolation this filter draws with.
    var interpolation: CGInterpolationQuality { self == .nearest ? .none : .default }
}

extension CALayer {
    /// The interpolation for this layer's image drawn `magnified` (larger than its pixels) or not:
    /// its magnification or minification filter (R27.28).
    func contentsInterpolation(magnified: Bool) -> CGInterpolationQuality {
        (magnified ? magnificationFilter : minificationFilter).interpolation
    }
}

/// What the layers' hints have said once.
@MainActor
enum LayerHintReports {
    static var saidGeometryFlipped = false
}
