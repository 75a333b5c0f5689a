import Foundation

extension UIView {
    /// Whether the view's frame origin, bounds and alpha are all finite numbers, so it can be
    /// drawn. Rendering skips a view (and its subtree) that is not: a frame of `CGRect.null` or one
    /// computed from NaN must never break the frame for the views drawn after it.
    var hasFiniteGeometry: Bool {
        frameOrigin.x.isFinite && frameOrigin.y.isFinite
            && boundsStorage.origin.x.isFinite && boundsStorage.origin.y.isFinite
            && boundsStorage.size.width.isFinite && boundsStorage.size.height.isFinite
            && alpha.isFinite
    }
}
