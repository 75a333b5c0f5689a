import Foundation

/// The presentation and model layers of Core Animation (R12.8).
///
/// A layer's own properties are its model: what was last set. While `UIView.animate`, a
/// `UIViewPropertyAnimator` or a transition animates its view, what is on screen differs; the
/// presentation copy holds that.
extension CALayer {
    /// A copy of the layer with the values on screen at the animation clock's current frame:
    /// `bounds`, `position`, `affineTransform()`, `opacity`, `backgroundColor` and `cornerRadius`
    /// as animations under way show them, the other properties as set. Each call makes a new copy
    /// (made with `init(layer:)`, then given the presented values); changing it changes nothing on
    /// screen. With nothing animating its values equal the model's.
    ///
    /// Layer animations (`add(_:forKey:)`) apply on top (R30.13). Nil while the layer is not on
    /// screen: when its view, or the view whose layer is the root of its tree, is in no window.
    /// Core Animation likewise returns nil for a layer that was never committed to the screen.
    public func presentation() -> Self? {
        guard let view else { return standalonePresentation() as? Self }
        guard view.window != nil else { return nil }
        if layerAnimationState != nil { return layerAnimatedCopy() as? Self }
        guard let copy = makePresentationCopy() as? Self else { return nil }
        copy.modelLayer = self
        copy.bounds = view.presentedBounds
        copy.position = view.presentedCenter
        copy.setAffineTransform(view.presentedTransform)
        copy.opacity = Float(view.presentedAlpha)
        copy.backgroundColor = view.presentedBackgroundColor
        copy.cornerRadius = view.presentedCornerRadius
        return copy
    }

    /// The model layer: for a copy made by `presentation()`, the layer it was made from (whose
    /// values are those last set, not those on screen); for any other layer, the layer itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }
}
