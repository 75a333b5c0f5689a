extension NSLayoutConstraint {
    /// An empty constraint with no items, as UIKit's `NSLayoutConstraint()`: apps use it as a
    /// placeholder (`var heightConstraint = NSLayoutConstraint()`) that they replace before use.
    /// Its `firstItem` is nil and activating it reports why and does nothing (R17.6).
    public convenience init() {
        // A throwaway first item: `firstItem` is weak, so it reads nil once this returns.
        self.init(EmptyConstraintItem(), .notAnAttribute, .equal, nil, .notAnAttribute, 1, 0, origin: .user)
    }
}

/// The stand-in item of an empty constraint; it is neither a view nor a layout guide, so the
/// constraint never reaches the solver.
private final class EmptyConstraintItem {}
