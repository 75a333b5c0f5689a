import Foundation

extension UIView {
    /// The transform applied to the view about its centre (the layer's anchor point, the middle
    /// of the bounds unless moved, R27.14), relative to its bounds; the identity by default (R6.11).
    ///
    /// It turns and scales what the view and its subviews draw, where touches land in it
    /// (`hitTest(_:with:)` and `point(inside:with:)` still work in the untransformed bounds,
    /// reached through the inverse transform), `convert(_:to:)`/`convert(_:from:)` and
    /// `UITouch.location(in:)`. `frame` becomes the bounding box of the transformed bounds;
    /// `center` and `bounds` do not change. Transforms that cannot be inverted (a zero scale)
    /// draw nothing and are never hit.
    public var transform: CGAffineTransform {
        get { transformStorage }
        set {
            guard newValue != transformStorage else { return }
            guard newValue.a.isFinite, newValue.b.isFinite, newValue.c.isFinite, newValue.d.isFinite,
                  newValue.tx.isFinite, newValue.ty.isFinite else {
                Diagnostics.report("\(description): transform \(newValue) is not finite; the transform stays \(transformStorage)")
                return
            }
            animatablePropertyWillChange(.transform, from: .transform(transformStorage), to: .transform(newValue))
            invalidateFrameInWindow()
            transformStorage = newValue
            invalidateFrameInWindow()
            frameDidChangeForLayout()
        }
    }

    /// Whether the transform maps the bounds to a region with no area (determinant 0).
    var hasDegenerateTransform: Bool {
        let t = transformStorage
        return t.a * t.d - t.b * t.c == 0
    }
}
