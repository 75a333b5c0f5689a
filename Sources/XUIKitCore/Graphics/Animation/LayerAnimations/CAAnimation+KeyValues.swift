import Foundation

/// An animation's properties by key, and the values of keys of the app's own (R30.22): Core
/// Animation's animations are key-value containers, and code written for it tags an animation
/// before adding it (`animation.setValue(layer, forKey: "layer")`) to tell, in
/// `animationDidStop(_:finished:)`, which one stopped. The subclasses answer their own keys
/// (`keyPath`, `fromValue`…) in their class and call `super` for the rest.
extension CAAnimation {
    /// The timing properties of `CAAnimation` by their Core Animation keys, else the value kept
    /// for `key`.
    func baseValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode.rawValue
        case "removedOnCompletion", "isRemovedOnCompletion": return isRemovedOnCompletion
        case "timingFunction": return timingFunction
        case "delegate": return delegate
        default: return keyedValues[key]
        }
    }

    /// Sets one of `CAAnimation`'s properties by key, or keeps the value (nil removes it).
    func setBaseValue(_ value: Any?, forKey key: String) {
        let owner = "CAAnimation"
        switch key {
        case "beginTime": if let v = LayerValue.number(value, key, in: owner) { beginTime = Double(v) }
        case "duration": if let v = LayerValue.number(value, key, in: owner) { duration = Double(v) }
        case "speed": if let v = LayerValue.number(value, key, in: owner) { speed = Float(v) }
        case "timeOffset": if let v = LayerValue.number(value, key, in: owner) { timeOffset = Double(v) }
        case "repeatCount": if let v = LayerValue.number(value, key, in: owner) { repeatCount = Float(v) }
        case "repeatDuration": if let v = LayerValue.number(value, key, in: owner) { repeatDuration = Double(v) }
        case "autoreverses": if let v: Bool = LayerValue.cast(value, key, in: owner) { autoreverses = v }
        case "fillMode":
            if let v = value as? CAMediaTimingFillMode { fillMode = v; return }
            if let v: String = LayerValue.cast(value, key, in: owner) { fillMode = CAMediaTimingFillMode(rawValue: v) }
        case "removedOnCompletion", "isRemovedOnCompletion":
            if let v: Bool = LayerValue.cast(value, key, in: owner) { isRemovedOnCompletion = v }
        case "timingFunction":
            if let v: CAMediaTimingFunction? = LayerValue.optional(value, key, in: owner) { timingFunction = v }
        case "delegate":
            if let v: CAAnimationDelegate? = LayerValue.optional(value, key, in: owner) { delegate = v }
        default: keyedValues[key] = value
        }
    }
}
