import Foundation

/// A view's animations under way, one per property, and where it was last drawn.
///
/// The view's own properties hold the model values (what was last set); what is drawn comes
/// from here while an animation runs: the `presented…` accessors below give the value at the
/// animation clock's current frame, and fall back to the model when nothing animates.
@MainActor
final class ViewPresentation {
    private(set) var slots = [ViewAnimation?](repeating: nil, count: AnimatedProperty.allCases.count)
    /// The clock whose `now` the presented values are taken at (the one that started them).
    let clock: AnimationClock
    /// The window area the view's subtree covered at the last frame, to repaint when it moves.
    var drawnExtent: CGRect?
    /// The last clock tick that repainted the view (so a view with several animations is
    /// repainted once a frame).
    var lastTick = -1
    /// A picture of the view before a cross-dissolve transition, drawn over it fading out.
    var transitionSnapshot: UIImage?
    /// How a `CATransition` of type `.push`, `.moveIn` or `.reveal` moves the old picture and
    /// the new content (R30.21); nil for a cross-dissolve.
    var transitionMotion: TransitionMotion?
    /// How many slots hold an animation, and how many of those move or resize the view
    /// (counted as slots change: the renderer asks every frame).
    private var count = 0
    private var geometryCount = 0

    init(clock: AnimationClock) { self.clock = clock }

    subscript(_ property: AnimatedProperty) -> ViewAnimation? {
        get { slots[property.rawValue] }
        set {
            let old = slots[property.rawValue]
            if old != nil { count -= 1; if property.isGeometry { geometryCount -= 1 } }
            if newValue != nil { count += 1; if property.isGeometry { geometryCount += 1 } }
            slots[property.rawValue] = newValue
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Whether some animation under way did not ask for `.allowUserInteraction`.
    var blocksInteraction: Bool {
        for slot in slots { if let slot, !slot.group.allowsUserInteraction { return true } }
        return false
    }

    /// Whether a running animation moves or resizes the view.
    var animatesGeometry: Bool { geometryCount > 0 }
}

extension UIView {
    /// The value of `property` drawn at the current frame, or nil when it does not animate.
    private func presented(_ property: AnimatedProperty) -> AnimatableValue? {
        guard let presentation, let animation = presentation[property] else { return nil }
        return animation.value(at: presentation.clock.now)
    }

    /// `center` as drawn: view animations, then layer animations (R30.14).
    var presentedCenter: CGPoint { layerAnimatedValues?.center ?? viewAnimatedCenter }

    /// `center` as view animations show it.
    var viewAnimatedCenter: CGPoint { presented(.center)?.point ?? center }

    /// `bounds` as drawn.
    var presentedBounds: CGRect { layerAnimatedValues?.bounds ?? viewAnimatedBounds }

    /// `bounds` as view animations show it.
    var viewAnimatedBounds: CGRect {
        guard presentation != nil else { return boundsStorage }
        return CGRect(origin: presented(.boundsOrigin)?.point ?? boundsStorage.origin,
                      size: presented(.boundsSize)?.size ?? boundsStorage.size)
    }

    /// The untransformed frame's origin as drawn: the centre less the anchor point's share of
    /// the size (R27.15).
    var presentedFrameOrigin: CGPoint {
        guard presentation != nil || layerStorage?.layerAnimationState != nil else { return frameOrigin }
        return untransformedOrigin(placing: presentedCenter, size: presentedBounds.size)
    }

    /// `transform` as drawn.
    var presentedTransform: CGAffineTransform { layerAnimatedValues?.transform ?? viewAnimatedTransform }

    /// `transform` as view animations show it.
    var viewAnimatedTransform: CGAffineTransform { presented(.transform)?.transform ?? transformStorage }

    /// `alpha` as drawn.
    var presentedAlpha: CGFloat { layerAnimatedValues?.alpha ?? viewAnimatedAlpha }

    /// `alpha` as view animations show it.
    var viewAnimatedAlpha: CGFloat { presented(.alpha)?.scalar ?? alphaStorage }

    /// `backgroundColor` as drawn.
    var presentedBackgroundColor: UIColor? { layerAnimatedValues.map(\.backgroundColor) ?? viewAnimatedBackgroundColor }

    /// `backgroundColor` as view animations show it.
    var viewAnimatedBackgroundColor: UIColor? {
        guard let value = presented(.backgroundColor) else { return backgroundColorStorage }
        return value.color
    }

    /// The old content of a transition under way, its opacity now (for a movement transition:
    /// 1 less its progress) and its motion, if any.
    var presentedTransition: (snapshot: UIImage, opacity: CGFloat, motion: TransitionMotion?)? {
        guard let snapshot = presentation?.transitionSnapshot, let value = presented(.transition) else { return nil }
        return (snapshot, value.scalar, presentation?.transitionMotion)
    }

    /// Whether a movement transition (R30.21) is under way: the view is then painted the general
    /// way, its new content and old picture moved within its bounds.
    var hasMovingTransition: Bool { presentation?.transitionMotion != nil && presentedTransition != nil }

    /// `layer.cornerRadius` as drawn.
    var presentedCornerRadius: CGFloat { layerAnimatedValues?.cornerRadius ?? viewAnimatedCornerRadius }

    /// `layer.cornerRadius` as view animations show it.
    var viewAnimatedCornerRadius: CGFloat { presented(.cornerRadius)?.scalar ?? (layerStorage?.cornerRadius ?? 0) }

    /// Maps `rect`, in the view's (presented) bounds coordinates, to its superview's: through
    /// the presented transform about the presented centre, the anchor point (R6.11, R27.15).
    func presentedRectInSuperview(_ rect: CGRect) -> CGRect {
        let bounds = presentedBounds
        let t = presentedTransform
        if t.isIdentity {
            let origin = presentedFrameOrigin
            return rect.offsetBy(dx: origin.x - bounds.origin.x, dy: origin.y - bounds.origin.y)
        }
        let c = presentedCenter, anchor = anchorInBounds(bounds)
        return rect.offsetBy(dx: -anchor.x, dy: -anchor.y).applying(t).offsetBy(dx: c.x, dy: c.y)
    }
}

extension UIView {
    /// The untransformed frame as drawn: presented origin and size.
    var presentedUntransformedFrame: CGRect {
        guard presentation != nil || layerStorage?.layerAnimationState != nil else { return CGRect(origin: frameOrigin, size: boundsStorage.size) }
        return CGRect(origin: presentedFrameOrigin, size: presentedBounds.size)
    }
}
