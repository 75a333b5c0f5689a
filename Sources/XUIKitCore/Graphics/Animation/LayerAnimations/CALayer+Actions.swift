import Foundation

/// Implicit animations of standalone layers (a layer that backs no view; R30.19, R30.20): when
/// one of its animatable properties changes, the layer looks up the action for the key and runs
/// it; the default is a `CABasicAnimation` from the value shown before to the new one, over the
/// `CATransaction`'s duration (0.25 s) with the default timing function.
///
/// XUIKit runs actions only for layers in a window's layer tree (a host view in a window), as
/// Core Animation animates only what was committed to the screen: a layer set up before it is
/// shown does not animate its first values. A view's own layer never gets here (its changes
/// animate only inside an animation block, through its view, as in UIKit).
extension CALayer {
    /// The action for `event` (R30.19): the delegate's `action(for:forKey:)`, else the
    /// `actions` dictionary, else `defaultAction(forKey:)` of the layer's class, else the default
    /// animation for an animatable property (nil for the others). `NSNull` at any step means no
    /// action.
    func resolveAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let action = Swift.type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
        guard Self.isInterpolable(value(forKey: event)), !Self.keysWithoutDefaultAction.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.duration = CATransaction.animationDuration()
        return animation
    }

    /// Keys whose values are numbers but that Core Animation does not animate implicitly.
    private static let keysWithoutDefaultAction: Set<String> = ["contentsScale", "rasterizationScale", "instanceCount"]

    /// Whether a value is of a type animations mix.
    static func isInterpolable(_ value: Any?) -> Bool {
        guard let value else { return false }
        if value is Bool || value is String { return false }
        if LayerValue.number(value) != nil { return true }
        switch value {
        case is CGPoint, is CGSize, is CGRect, is CATransform3D, is UIColor, is UIBezierPath: return true
        case let array as [Any]: return array.allSatisfy { LayerValue.number($0) != nil || $0 is UIColor }
        default: return false
        }
    }

    /// The action for `key` looked up as Core Animation looks it up, before the change: with
    /// `oldValue` back in place for the lookup, so an `action(forKey:)` override that reads the
    /// property, or `presentation()`, sees the value shown before (R30.19). A key
    /// `value(forKey:)` does not name (or whose new value is nil) is looked up as it is.
    func actionBeforeChange(forKey key: String, from oldValue: Any?) -> CAAction? {
        guard keyedValues[key] == nil, let newValue = value(forKey: key) else { return action(forKey: key) }
        let previous = ActionLookup.restoring
        ActionLookup.restoring = ObjectIdentifier(self)
        defer { ActionLookup.restoring = previous }
        setValue(oldValue, forKey: key)
        let action = action(forKey: key)
        setValue(newValue, forKey: key)
        return action
    }

    /// Whether this layer's values are being put back for an action lookup: no change is reported.
    var isRestoringForActionLookup: Bool { ActionLookup.restoring == ObjectIdentifier(self) }

    /// Runs the implicit action for `key` after it changed from `oldValue` (R30.20).
    func runImplicitAction(forKey key: String, from oldValue: Any?) {
        // Only a change of a layer on screen stales the presented values cached this frame: a copy
        // being made (its init sets every property before `modelLayer`) or a layer being set up
        // outside a window bumped the generation for every property, which dropped every cached
        // copy and made a frame of N animated rings copy about N²/2 times (R27.12).
        guard modelLayer == nil, view == nil, hostView?.window != nil else { return }
        AnimationClock.current.layerAnimations.modelChanged()
        guard !CATransaction.disableActions(), let action = actionBeforeChange(forKey: key, from: oldValue) else { return }
        run(action, forKey: key) {
            // From what was shown before the change: the old value under any animation running.
            guard layerAnimationState != nil else { return oldValue }
            let copy = makePresentationCopy()
            copy.modelLayer = self
            copy.setValue(oldValue, forKey: key)
            applyLayerAnimations(to: copy, at: AnimationClock.current.now)
            return copy.value(forKey: key)
        }
    }

    /// Runs `action` for a change of `key`: a basic animation with no values of its own is added as
    /// a copy from `shown()` to the new value (its key path the key when it has none); any other
    /// action runs itself (R30.19).
    func run(_ action: CAAction, forKey key: String, from shown: () -> Any?) {
        guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil else {
            action.run(forKey: key, object: self, arguments: nil)
            return
        }
        let animation = basic.copy() as! CABasicAnimation
        if animation.keyPath == nil { animation.keyPath = key }
        animation.fromValue = shown()
        add(animation, forKey: key)
    }

}

/// The layer whose old value is back in place while its action is looked up (see
/// `actionBeforeChange(forKey:from:)`); main-actor state that is nil outside that call.
@MainActor
enum ActionLookup {
    static var restoring: ObjectIdentifier?
}
