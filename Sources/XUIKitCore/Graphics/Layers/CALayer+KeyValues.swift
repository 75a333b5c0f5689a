import Foundation

/// The animatable properties of `CALayer` by their Core Animation keys, for `value(forKey:)` and
/// `setValue(_:forKey:)` (and through them, layer animations).
extension CALayer {
    /// The base class's keys: geometry, opacity, colours, corners, border and shadow.
    func baseValue(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "zPosition": return zPosition
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "opacity": return opacity
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsRect": return contentsRect
        case "contentsScale": return contentsScale
        case "name": return name
        default: return keyedValues[key]
        }
    }

    /// Sets one of the base class's keys; see `setValue(_:forKey:)`.
    func setBaseValue(_ value: Any?, forKey key: String) {
        switch key {
        case "bounds": if let v: CGRect = LayerValue.cast(value, key) { bounds = v }
        case "position": if let v: CGPoint = LayerValue.cast(value, key) { position = v }
        case "frame": if let v: CGRect = LayerValue.cast(value, key) { frame = v }
        case "anchorPoint": if let v: CGPoint = LayerValue.cast(value, key) { anchorPoint = v }
        case "zPosition": if let v = LayerValue.number(value, key) { zPosition = v }
        case "transform": if let v: CATransform3D = LayerValue.cast(value, key) { transform = v }
        case "sublayerTransform": if let v: CATransform3D = LayerValue.cast(value, key) { sublayerTransform = v }
        case "opacity": if let v = LayerValue.number(value, key) { opacity = Float(v) }
        case "hidden", "isHidden": if let v: Bool = LayerValue.cast(value, key) { isHidden = v }
        case "masksToBounds": if let v: Bool = LayerValue.cast(value, key) { masksToBounds = v }
        case "backgroundColor": if let v: CGColor? = LayerValue.optional(value, key) { backgroundColor = v }
        case "cornerRadius": if let v = LayerValue.number(value, key) { cornerRadius = v }
        case "borderWidth": if let v = LayerValue.number(value, key) { borderWidth = v }
        case "borderColor": if let v: CGColor? = LayerValue.optional(value, key) { borderColor = v }
        case "shadowColor": if let v: CGColor? = LayerValue.optional(value, key) { shadowColor = v }
        case "shadowOpacity": if let v = LayerValue.number(value, key) { shadowOpacity = Float(v) }
        case "shadowOffset": if let v: CGSize = LayerValue.cast(value, key) { shadowOffset = v }
        case "shadowRadius": if let v = LayerValue.number(value, key) { shadowRadius = v }
        case "shadowPath": if let v: CGPath? = LayerValue.optional(value, key) { shadowPath = v }
        case "contents": contents = value
        case "contentsRect": if let v: CGRect = LayerValue.cast(value, key) { contentsRect = v }
        case "contentsScale": if let v = LayerValue.number(value, key) { contentsScale = v }
        case "name": if let v: String? = LayerValue.optional(value, key) { name = v }
        default: setKeyedValue(value, forKey: key)
        }
    }
}

extension CALayer {
    /// Keeps the value of a key that names no property (R30.22), as Core Animation's layers do
    /// (they are key-value containers): nil removes it. A key the class's
    /// `needsDisplay(forKey:)` names marks the layer as needing display.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
        if Swift.type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }
}

/// Conversions of the `Any?` values `setValue(_:forKey:)` and animations hand over.
enum LayerValue {
    /// A number of any of Swift's numeric types or an `NSNumber`, as a `CGFloat`.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// `number(_:)`, with one diagnostic line when `value` is not a number.
    @MainActor static func number(_ value: Any?, _ key: String, in owner: String = "CALayer") -> CGFloat? {
        if let v = number(value) { return v }
        Diagnostics.report("\(owner).setValue(_:forKey:): \"\(key)\" takes a number, not \(describe(value)); nothing set")
        return nil
    }

    /// `value` as a `T`, with one diagnostic line when it is not one.
    @MainActor static func cast<T>(_ value: Any?, _ key: String, in owner: String = "CALayer") -> T? {
        if let v = value as? T { return v }
        Diagnostics.report("\(owner).setValue(_:forKey:): \"\(key)\" takes a \(T.self), not \(describe(value)); nothing set")
        return nil
    }

    /// `value` as a `T?` (nil is a value), wrapped once more: nil when it is neither.
    @MainActor static func optional<T>(_ value: Any?, _ key: String, in owner: String = "CALayer") -> T?? {
        guard let value else { return .some(nil) }
        if let v = value as? T { return .some(v) }
        Diagnostics.report("\(owner).setValue(_:forKey:): \"\(key)\" takes a \(T.self) or nil, not \(describe(value)); nothing set")
        return nil
    }

    static func describe(_ value: Any?) -> String { value.map { "a \(type(of: $0))" } ?? "nil" }
}
