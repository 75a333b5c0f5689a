import Foundation

// The anchor point of a view's own layer (R27.15): the point of the bounds, in unit coordinates,
// that `center` (the layer's `position`) places in the superview and that `transform` turns and
// scales about. (0.5, 0.5), the middle, by default. As in UIKit, changing it keeps `position`,
// so the frame moves. The view keeps its untransformed frame's origin (`frameOrigin`); `center`
// is that origin plus the anchor point's share of the size.
extension UIView {
    /// The layer's anchor point; the middle while the view has made no layer yet.
    var anchorUnit: CGPoint { layerStorage?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }

    /// Where the unit point `anchor` (the layer's anchor point unless given) of `rect` lies: in
    /// bounds coordinates for the bounds, in the superview's for the untransformed frame (there,
    /// the layer's position, `center`).
    func anchorInBounds(_ rect: CGRect, anchor: CGPoint? = nil) -> CGPoint {
        let a = anchor ?? anchorUnit
        return CGPoint(x: rect.minX + a.x * rect.width, y: rect.minY + a.y * rect.height)
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
        let position = anchorInBounds(CGRect(origin: frameOrigin, size: size), anchor: old)
        let origin = untransformedOrigin(placing: position, size: size)
        guard origin != frameOrigin, origin.x.isFinite, origin.y.isFinite else { return }
        invalidateFrameInWindow()
        frameOrigin = origin
        invalidateFrameInWindow()
        frameDidChangeForLayout()
    }
}
