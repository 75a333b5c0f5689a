import Foundation

/// The values layer animations of a view's own layer show (R30.14), on top of the view's
/// animations: the render pass and `layer.presentation()` read them through the view's
/// `presented…` values.
struct LayerAnimatedViewValues: Equatable {
    var alpha: CGFloat
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    var backgroundColor: UIColor?
    var cornerRadius: CGFloat

    static func == (a: Self, b: Self) -> Bool {
        a.alpha == b.alpha && a.center == b.center && a.bounds == b.bounds && a.transform == b.transform
            && a.backgroundColor === b.backgroundColor && a.cornerRadius == b.cornerRadius
    }
}

extension UIView {
    /// The view's values with its layer's animations applied at the clock's frame time, or nil
    /// when its layer has none. Computed once per frame (and again when the model changes).
    var layerAnimatedValues: LayerAnimatedViewValues? {
        guard let layer = layerStorage, let state = layer.layerAnimationState, !state.entries.isEmpty else { return nil }
        let clock = AnimationClock.current
        clock.layerAnimations.wake(layer)
        let base = LayerAnimatedViewValues(alpha: viewAnimatedAlpha, center: viewAnimatedCenter, bounds: viewAnimatedBounds,
                                           transform: viewAnimatedTransform, backgroundColor: viewAnimatedBackgroundColor,
                                           cornerRadius: viewAnimatedCornerRadius)
        if let cache = state.viewCache, cache.time == clock.now, cache.generation == clock.layerAnimations.generation,
           cache.base == base {
            return cache.values
        }
        let copy = layer.layerAnimatedCopy()
        // Read after the copy: making it may report changes of its own values.
        let generation = clock.layerAnimations.generation
        let values = LayerAnimatedViewValues(alpha: CGFloat(copy.ownOpacity), center: copy.ownPosition, bounds: copy.ownBounds,
                                             transform: CATransform3DGetAffineTransform(copy.ownTransform3D),
                                             backgroundColor: copy.ownBackgroundColor, cornerRadius: copy.cornerRadius)
        state.viewCache = (clock.now, generation, base, values)
        return values
    }
}
