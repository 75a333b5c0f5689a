import Foundation

/// Key paths into a layer's properties (R30.11): a key (`"opacity"`), a part of a structure
/// (`"position.x"`, `"bounds.size.width"`, `"shadowOffset.height"`), or a part of a transform
/// (`"transform.rotation.z"`, `"transform.scale"`, `"transform.translation.x"`).
///
/// Transform parts read a transform as scale, then rotation about x, y and z, then translation;
/// setting one part rebuilds the transform from its parts with that part changed, keeping its
/// perspective entry (`m34`). A transform with skew loses it when a part is set.
extension CALayer {
    /// The value at `keyPath`, or nil when the layer has no such property.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let key = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = value(forKey: key)
        if let transform = base as? CATransform3D { return TransformParts3D(transform).value(rest) }
        return KeyPathComponents.value(of: base, path: rest)
    }

    /// Sets the value at `keyPath` (numbers of any type); an unknown path is one diagnostic line.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { setValue(value, forKey: keyPath); return }
        let key = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = self.value(forKey: key)
        if let transform = base as? CATransform3D {
            var parts = TransformParts3D(transform)
            guard parts.set(rest, value) else {
                Diagnostics.report("CALayer.setValue(_:forKeyPath:): no transform part \"\(rest)\" in \"\(keyPath)\"; nothing set")
                return
            }
            setValue(parts.transform(keeping: transform), forKey: key)
            return
        }
        guard let changed = KeyPathComponents.setting(base, path: rest, to: value) else {
            Diagnostics.report("CALayer.setValue(_:forKeyPath:): \"\(keyPath)\" names no part of \(LayerValue.describe(base)); nothing set")
            return
        }
        setValue(changed, forKey: key)
    }
}

/// Parts of points, sizes and rectangles by name.
enum KeyPathComponents {
    static func value(of base: Any?, path: String) -> Any? {
        var value = base
        for part in path.split(separator: ".") {
            switch (value, part) {
            case let (p as CGPoint, "x"): value = p.x
            case let (p as CGPoint, "y"): value = p.y
            case let (s as CGSize, "width"): value = s.width
            case let (s as CGSize, "height"): value = s.height
            case let (r as CGRect, "origin"): value = r.origin
            case let (r as CGRect, "size"): value = r.size
            default: return nil
            }
        }
        return value
    }

    static func setting(_ base: Any?, path: String, to newValue: Any?) -> Any? {
        let parts = path.split(separator: ".")
        guard let first = parts.first else { return newValue }
        let rest = parts.dropFirst().joined(separator: ".")
        func inner(_ current: Any?) -> Any? { rest.isEmpty ? newValue : setting(current, path: rest, to: newValue) }
        switch (base, first) {
        case (var p as CGPoint, "x"): guard let v = LayerValue.number(inner(p.x)) else { return nil }; p.x = v; return p
        case (var p as CGPoint, "y"): guard let v = LayerValue.number(inner(p.y)) else { return nil }; p.y = v; return p
        case (var s as CGSize, "width"): guard let v = LayerValue.number(inner(s.width)) else { return nil }; s.width = v; return s
        case (var s as CGSize, "height"): guard let v = LayerValue.number(inner(s.height)) else { return nil }; s.height = v; return s
        case (var r as CGRect, "origin"): guard let v = inner(r.origin) as? CGPoint else { return nil }; r.origin = v; return r
        case (var r as CGRect, "size"): guard let v = inner(r.size) as? CGSize else { return nil }; r.size = v; return r
        default: return nil
        }
    }
}

/// A transform as scale, rotations and translation, for `transform.…` key paths.
struct TransformParts3D {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)

    init(_ t: CATransform3D) {
        translation = (t.m41, t.m42, t.m43)
        let determinant = t.m11 * t.m22 - t.m12 * t.m21
        let sx = hypot(t.m11, t.m12)
        let sy = hypot(t.m21, t.m22) * (determinant < 0 ? -1 : 1)
        let rz = sx == 0 ? 0 : CGFloat(atan2(Double(t.m12), Double(t.m11)))
        let rx = CGFloat(atan2(Double(t.m23), Double(t.m33)))
        let ry = CGFloat(atan2(Double(-t.m13), Double(hypot(t.m11, t.m12))))
        let sz = (t.m13 * t.m13 + t.m23 * t.m23 + t.m33 * t.m33).squareRoot()
        scale = (sx, sy, sz)
        rotation = (rx, ry, rz)
    }

    func value(_ path: String) -> Any? {
        switch path {
        case "rotation", "rotation.z": return rotation.z
        case "rotation.x": return rotation.x
        case "rotation.y": return rotation.y
        case "scale": return (scale.x + scale.y) / 2
        case "scale.x": return scale.x
        case "scale.y": return scale.y
        case "scale.z": return scale.z
        case "translation": return CGSize(width: translation.x, height: translation.y)
        case "translation.x": return translation.x
        case "translation.y": return translation.y
        case "translation.z": return translation.z
        default: return nil
        }
    }

    /// Sets a part; false for an unknown part or a value of the wrong type.
    mutating func set(_ path: String, _ value: Any?) -> Bool {
        if path == "translation" {
            if let s = value as? CGSize { translation.x = s.width; translation.y = s.height; return true }
            if let p = value as? CGPoint { translation.x = p.x; translation.y = p.y; return true }
            return false
        }
        guard let v = LayerValue.number(value) else { return false }
        switch path {
        case "rotation", "rotation.z": rotation.z = v
        case "rotation.x": rotation.x = v
        case "rotation.y": rotation.y = v
        case "scale": scale = (v, v, v)
        case "scale.x": scale.x = v
        case "scale.y": scale.y = v
        case "scale.z": scale.z = v
        case "translation.x": translation.x = v
        case "translation.y": translation.y = v
        case "translation.z": translation.z = v
        default: return false
        }
        return true
    }

    /// The transform of these parts, with `original`'s perspective entry.
    func transform(keeping original: CATransform3D) -> CATransform3D {
        var t = CATransform3DMakeScale(scale.x, scale.y, scale.z)
        if rotation.x != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation.x, 1, 0, 0)) }
        if rotation.y != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation.y, 0, 1, 0)) }
        if rotation.z != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation.z, 0, 0, 1)) }
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(translation.x, translation.y, translation.z))
        t.m34 = original.m34
        return t
    }
}
