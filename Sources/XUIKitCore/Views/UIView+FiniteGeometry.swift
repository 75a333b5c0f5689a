import Foundation

extension UIView {
    /// Whether the view's frame origin, bounds and alpha are all finite numbers, so it can be
    /// drawn. Rendering skips a view (and its subtree) that is not: a frame of `CGRect.null` or one
    /// computed from NaN must never break the frame for the views drawn after it.
    var hasFiniteGeometry: Bool {
        frame.hasFiniteEdges && boundsStorage.hasFiniteEdges && alpha.isFinite
    }
}

extension CGRect {
    /// True when every edge is a finite number (no NaN, no infinity).
    var hasFiniteEdges: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }
}
