import Foundation

/// Implicit animations of standalone layers (a layer that backs no view): when one of its
/// animatable properties changes outside a `CATransaction` that disables actions, Core Animation
/// animates from the old value to the new one.
extension CALayer {
    /// Runs the implicit action for `key` after it changed from `oldValue`.
    /// (To be built with the layer animations.)
    func runImplicitAction(forKey key: String, from oldValue: Any?) {}

    /// What the painter draws for this layer now: a copy with the values in-flight animations
    /// show, or the layer itself when nothing animates it.
    /// (To be built with the layer animations; until then, the layer itself.)
    func presentationForRendering() -> CALayer { self }
}
