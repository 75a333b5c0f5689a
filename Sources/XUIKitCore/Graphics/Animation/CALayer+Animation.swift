import Foundation

extension CALayer {
    /// Removes every animation of the layer's view (`removeAllAnimations()` does, after the
    /// layer animations): it shows its model values at once, and the animations' completions
    /// run with `finished` false.
    func removeViewAnimations() {
        guard let view, let presentation = view.presentation else { return }
        let clock = AnimationClock.current
        for animation in presentation.slots.compactMap({ $0 }) { clock.remove(animation, finished: false) }
    }
}
