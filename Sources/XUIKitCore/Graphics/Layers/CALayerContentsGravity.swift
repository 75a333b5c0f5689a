import Foundation

/// How a layer's `contents` is placed in its bounds (Core Animation's names).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// A gravity by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred horizontally, on the bottom edge (the maximum y) as on iOS, whose layers' vertical
    /// gravity names are those of an upward y axis (R27.6); not scaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred horizontally, on the top edge (the minimum y) as on iOS (R27.6); not scaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred on the left edge, not scaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred on the right edge, not scaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the bottom-left corner on screen, as on iOS (R27.6); not scaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the bottom-right corner on screen, as on iOS (R27.6); not scaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the top-left corner on screen, as on iOS (R27.6); not scaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the top-right corner on screen, as on iOS (R27.6); not scaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Scaled to fill the bounds, distorting (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (cropped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as iOS's squircle corners (drawn as circular arcs by XUIKit).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
