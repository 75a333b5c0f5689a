import Foundation

/// What the render pass reads of a view's geometry and opacity as drawn, taken once per walk.
///
/// A view with no animation of its own under way (no `ViewPresentation`, no layer animation
/// state on its layer) is drawn with its model values: reading those straight from storage skips the
/// look-ups every `presented…` accessor makes for animations (one per property and per use,
/// about a tenth of a full redraw of 1000 plain views). Otherwise the values are the
/// `presented…` ones, exactly as before.
@MainActor
struct RenderedViewValues {
    /// Whether the values are the model's (nothing animates the view).
    let isModel: Bool
    /// `alpha` as drawn.
    let alpha: CGFloat
    /// The untransformed frame as drawn, in the superview's bounds coordinates.
    let frame: CGRect
    /// `bounds` as drawn.
    let bounds: CGRect
    /// Whether the view is painted the general way (RenderPass+Transformed.swift): a transform
    /// other than the identity, a movement transition or a layer mask.
    let isGeneral: Bool

    /// The values of `view` now. (A static function, not an initialiser: an initialiser takes
    /// its arguments owned, which costs a retain and release of the view.)
    static func of(_ view: UIView) -> RenderedViewValues {
        RenderedViewValues(view: view)
    }

    private init(view: UIView) {
        // A layer that ever had animations keeps its state: its view goes the presented way, whose
        // frame is computed from the centre (the same value, but not always the same bits).
        if view.presentation == nil, view.layerStorage?.layerAnimationState == nil {
            isModel = true
            alpha = view.alphaStorage
            bounds = view.boundsStorage
            frame = CGRect(origin: view.frameOrigin, size: bounds.size)
            // No presentation: no transition under way.
            isGeneral = !view.transformStorage.isIdentity || view.hasLayerMask
        } else {
            isModel = false
            alpha = view.presentedAlpha
            bounds = view.presentedBounds
            frame = view.presentedUntransformedFrame
            isGeneral = !view.presentedTransform.isIdentity || view.hasMovingTransition || view.hasLayerMask
        }
    }

    /// `view.visualExtentInSuperview`, from these values where nothing else can add to it (no
    /// layer, so no shadow or sublayers; no transform).
    func visualExtent(of view: UIView) -> CGRect {
        guard isModel, !isGeneral, view.layerStorage == nil else { return view.visualExtentInSuperview }
        var extent = bounds
        if !view.clipsToBoundsStorage, !view.subviews.isEmpty {
            let descendants = view.descendantsExtent
            if !descendants.isNull { extent = extent.union(descendants) }
        }
        return extent.offsetBy(dx: frame.origin.x - bounds.origin.x, dy: frame.origin.y - bounds.origin.y)
    }

    /// `backgroundColor` as drawn.
    func backgroundColor(of view: UIView) -> UIColor? {
        isModel ? view.backgroundColorStorage : view.presentedBackgroundColor
    }
}
