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
    /// Nil too for a layer of an app's own subclass, whose copy can only be made as the XUIKit
    /// class it derives from (R27.9), with one diagnostic line per class.
    public func presentation() -> Self? {
        guard let copy = presentationCopy() else { return nil }
        if let copy = copy as? Self { return copy }
        let name = "\(Swift.type(of: self))"
        if PresentationReports.classes.insert(name).inserted {
            Diagnostics.report("CALayer.presentation(): \(name) is an app's own layer class, whose presentation copy can only be a \(Swift.type(of: copy)), not a \(name); presentation() returns nil for it (R27.9)")
        }
        return nil
    }

    /// The presentation copy, of the layer's nearest XUIKit class.
    private func presentationCopy() -> CALayer? {
        guard let view else { return standalonePresentation() }
        guard view.window != nil else { return nil }
        if layerAnimationState != nil { return layerAnimatedCopy() }
        let copy = makePresentationCopy()
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

/// The app's own layer classes `presentation()` has said it has no copy for.
@MainActor
enum PresentationReports {
    static var classes: Set<String> = []
}
