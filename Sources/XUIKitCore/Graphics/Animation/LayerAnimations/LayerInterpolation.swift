import Foundation

/// How layer animations mix, add and measure values of every animatable type (R30.10): numbers
/// of any type (`Int`, `Double`, `Float`, `CGFloat`, `NSNumber`), `CGPoint`, `CGSize`, `CGRect`,
/// colours, `CATransform3D` (affine ones by rotation, scale and translation; others entry by
/// entry), paths (`CGPath.interpolated(from:to:fraction:)`) and arrays element by element. What
/// cannot be mixed jumps to the end value at the end.
@MainActor
enum LayerInterpolation {
    /// The value `t` of the way from `a` to `b` (t outside 0…1 extrapolates).
    static func mix(_ a: Any?, _ b: Any?, _ t: CGFloat) -> Any? {
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        if let x = LayerValue.number(a), let y = LayerValue.number(b) { return m(x, y) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: m(p.x, q.x), y: m(p.y, q.y))
        case let (p as CGSize, q as CGSize): return CGSize(width: m(p.width, q.width), height: m(p.height, q.height))
        case let (p as CGRect, q as CGRect):
            return CGRect(x: m(p.origin.x, q.origin.x), y: m(p.origin.y, q.origin.y), width: m(p.width, q.width), height: m(p.height, q.height))
        case let (p as CATransform3D, q as CATransform3D): return mixTransforms(p, q, t)
        case let (p as UIBezierPath, q as UIBezierPath): return UIBezierPath.interpolated(from: p, to: q, fraction: t) ?? (t < 1 ? p : q)
        case let (p as [Any], q as [Any]) where p.count == q.count:
            return zip(p, q).map { mix($0, $1, t) as Any }
        default: break
        }
        if a is UIColor || b is UIColor, (a == nil || a is UIColor), (b == nil || b is UIColor) {
            let start = (a as? UIColor) ?? (b as! UIColor).withAlphaComponent(0)
            let end = (b as? UIColor) ?? start.withAlphaComponent(0)
            return UIColor(red: m(start.red, end.red), green: m(start.green, end.green), blue: m(start.blue, end.blue),
                           alpha: min(1, max(0, m(start.alpha, end.alpha))))
        }
        return t < 1 ? a : b
    }

    private static func mixTransforms(_ p: CATransform3D, _ q: CATransform3D, _ t: CGFloat) -> CATransform3D {
        if CATransform3DIsAffine(p), CATransform3DIsAffine(q) {
            let mixed = AnimatableValue.interpolate(.transform(CATransform3DGetAffineTransform(p)),
                                                    .transform(CATransform3DGetAffineTransform(q)), t)
            return CATransform3DMakeAffineTransform(mixed.transform)
        }
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return CATransform3D(m11: m(p.m11, q.m11), m12: m(p.m12, q.m12), m13: m(p.m13, q.m13), m14: m(p.m14, q.m14),
                             m21: m(p.m21, q.m21), m22: m(p.m22, q.m22), m23: m(p.m23, q.m23), m24: m(p.m24, q.m24),
                             m31: m(p.m31, q.m31), m32: m(p.m32, q.m32), m33: m(p.m33, q.m33), m34: m(p.m34, q.m34),
                             m41: m(p.m41, q.m41), m42: m(p.m42, q.m42), m43: m(p.m43, q.m43), m44: m(p.m44, q.m44))
    }

    /// `a + b` (transforms: `b` then `a`), or nil when they do not add.
    static func add(_ a: Any?, _ b: Any?) -> Any? { combine(a, b, 1) }

    /// `a − b`, or nil when they do not subtract.
    static func subtract(_ a: Any?, _ b: Any?) -> Any? { combine(a, b, -1) }

    private static func combine(_ a: Any?, _ b: Any?, _ sign: CGFloat) -> Any? {
        if let x = LayerValue.number(a), let y = LayerValue.number(b) { return x + sign * y }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: p.x + sign * q.x, y: p.y + sign * q.y)
        case let (p as CGSize, q as CGSize): return CGSize(width: p.width + sign * q.width, height: p.height + sign * q.height)
        case let (p as CGRect, q as CGRect):
            return CGRect(x: p.minX + sign * q.minX, y: p.minY + sign * q.minY, width: p.width + sign * q.width, height: p.height + sign * q.height)
        case let (p as CATransform3D, q as CATransform3D):
            return sign > 0 ? CATransform3DConcat(q, p) : CATransform3DConcat(CATransform3DInvert(q), p)
        case let (p as UIColor, q as UIColor):
            func c(_ x: CGFloat, _ y: CGFloat) -> CGFloat { min(1, max(0, x + sign * y)) }
            return UIColor(red: c(p.red, q.red), green: c(p.green, q.green), blue: c(p.blue, q.blue), alpha: c(p.alpha, q.alpha))
        case let (p as [Any], q as [Any]) where p.count == q.count:
            let parts = zip(p, q).map { combine($0, $1, sign) }
            return parts.contains { $0 == nil } ? nil : parts.map { $0! }
        default: return nil
        }
    }

    /// How far apart two values are, for paced keyframes (1 for values without a distance).
    static func distance(_ a: Any?, _ b: Any?) -> CGFloat {
        if let x = LayerValue.number(a), let y = LayerValue.number(b) { return abs(y - x) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return hypot(q.x - p.x, q.y - p.y)
        case let (p as CGSize, q as CGSize): return hypot(q.width - p.width, q.height - p.height)
        case let (p as CGRect, q as CGRect):
            return (pow(q.minX - p.minX, 2) + pow(q.minY - p.minY, 2) + pow(q.width - p.width, 2) + pow(q.height - p.height, 2)).squareRoot()
        default: return 1
        }
    }

    /// A Catmull-Rom curve through `p1` and `p2` (with neighbours `p0` and `p3`) at `t`, for
    /// numbers and points; nil for other types.
    static func catmullRom(_ p0: Any?, _ p1: Any?, _ p2: Any?, _ p3: Any?, _ t: CGFloat) -> Any? {
        func c(_ a: CGFloat, _ b: CGFloat, _ d: CGFloat, _ e: CGFloat) -> CGFloat {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * b + (-a + d) * t + (2 * a - 5 * b + 4 * d - e) * t2 + (-a + 3 * b - 3 * d + e) * t3)
        }
        if let a = LayerValue.number(p0), let b = LayerValue.number(p1), let d = LayerValue.number(p2), let e = LayerValue.number(p3) {
            return c(a, b, d, e)
        }
        if let a = p0 as? CGPoint, let b = p1 as? CGPoint, let d = p2 as? CGPoint, let e = p3 as? CGPoint {
            return CGPoint(x: c(a.x, b.x, d.x, e.x), y: c(a.y, b.y, d.y, e.y))
        }
        return nil
    }

    /// `value` in the type of `model` (a `Float` property gets a `Float`), for `setValue`.
    static func conform(_ value: Any?, to model: Any?) -> Any? {
        guard let number = LayerValue.number(value) else { return value }
        switch model {
        case is Float: return Float(number)
        case is Double: return Double(number)
        case is Int: return Int(number.rounded())
        default: return number
        }
    }
}
