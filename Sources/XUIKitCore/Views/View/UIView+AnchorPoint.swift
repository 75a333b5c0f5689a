import Foundation

// The anchor point of a view's own layer (R27.15): the point of the bounds, in unit coordinates,
// that `center` (the layer's `position`) places in the superview and that `transform` turns and
// scales about. (0.5, 0.5), the middle, by default. As in UIKit, changing it keeps `position`,
// so the frame moves. The view keeps its untransformed frame's origin (`frameOrigin`); `center`
// is that origin plus the anchor point's share of the size.
extension UIView {
    /// The layer's anchor point; the middle while the view has made no layer yet.
    var anchorUnit: CGPoint { layerStorage?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }

    /// The anchor point in the coordinates of `bounds` (the model's or the presented bounds).
    func anchorInBounds(_ bounds: CGRect) -> CGPoint {
        let a = anchorUnit
        return CGPoint(x: bounds.minX + a.x * bounds.width, y: bounds.minY + a.y * bounds.height)
    }

    /// The untransformed frame's origin that puts the anchor point of bounds of `size` at
    /// `position`.
    func untransformedOrigin(placing position: CGPoint, size: CGSize) -> CGPoint {
        let a = anchorUnit
        return CGPoint(x: position.x - a.x * size.width, y: position.y - a.y * size.height)
    }

    /// The layer's anchor point changed from `old`: the position (`center`) stays where it was
    /// and the frame moves around it (R27.15).
    func layerAnchorPointDidChange(from old: CGPoint) {
        let size = boundsStorage.size
        let position = CGPoint(x: frameOrigin.x + old.x * size.width, y: frameOrigin.y + old.y * size.height)
        let origin = untransformedOrigin(placing: position, size: size)
        guard origin != frameOrigin, origin.x.isFinite, origin.y.isFinite else { return }
        invalidateFrameInWindow()
        frameOrigin = origin
        invalidateFrameInWindow()
        frameDidChangeForLayout()
    }
}
