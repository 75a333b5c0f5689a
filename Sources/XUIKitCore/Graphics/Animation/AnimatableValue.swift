import Foundation

/// The view properties UIKit animates, each kept as its own animation (a view has at most one
/// animation per property, as a layer has one per key path).
enum AnimatedProperty: Int, CaseIterable {
    /// `center` (the layer's position).
    case center
    /// `bounds.size`.
    case boundsSize
    /// `bounds.origin` (a scroll view's `contentOffset`).
    case boundsOrigin
    case transform
    case alpha
    case backgroundColor
    /// `layer.cornerRadius`.
    case cornerRadius
    /// The opacity of the old content over the new during `UIView.transition` (1 → 0).
    case transition

    /// Whether the property moves or resizes what the view draws (so cached extents go stale).
    var isGeometry: Bool { self == .center || self == .boundsSize || self == .boundsOrigin || self == .transform }
}

/// A value of an animated property, and how two of them mix.
enum AnimatableValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case transform(CGAffineTransform)
    case color(UIColor?)

    var scalar: CGFloat { if case .scalar(let v) = self { return v }; return 0 }
    var point: CGPoint { if case .point(let v) = self { return v }; return .zero }
    var size: CGSize { if case .size(let v) = self { return v }; return .zero }
    var transform: CGAffineTransform { if case .transform(let v) = self { return v }; return .identity }
    var color: UIColor? { if case .color(let v) = self { return v }; return nil }

    /// The value `fraction` of the way from `from` to `to`; a fraction outside 0…1 (a spring's
    /// overshoot) extrapolates. Transforms mix by rotation, scale and translation (not entry by
    /// entry, which would shrink a half turn to nothing); colours mix their components, a nil
    /// colour counting as the other colour made clear.
    static func interpolate(_ from: AnimatableValue, _ to: AnimatableValue, _ fraction: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        switch (from, to) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            let p = TransformParts(a), q = TransformParts(b)
            return .transform(TransformParts(angle: mix(p.angle, q.angle), scaleX: mix(p.scaleX, q.scaleX), shear: mix(p.shear, q.shear),
                                             scaleY: mix(p.scaleY, q.scaleY), tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty)).transform)
        case let (.color(a), .color(b)):
            guard a != nil || b != nil else { return .color(nil) }
            let start = a ?? b!.withAlphaComponent(0), end = b ?? a!.withAlphaComponent(0)
            return .color(UIColor(red: mix(start.red, end.red), green: mix(start.green, end.green),
                                  blue: mix(start.blue, end.blue), alpha: min(1, max(0, mix(start.alpha, end.alpha)))))
        default:
            return fraction < 1 ? from : to
        }
    }
}

/// A transform as a rotation of an upper-triangular matrix (scale x, shear, scale y) plus a
/// translation: the parts an animation mixes.
private struct TransformParts {
    var angle: CGFloat, scaleX: CGFloat, shear: CGFloat, scaleY: CGFloat, tx: CGFloat, ty: CGFloat

    init(angle: CGFloat, scaleX: CGFloat, shear: CGFloat, scaleY: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.angle = angle; self.scaleX = scaleX; self.shear = shear; self.scaleY = scaleY; self.tx = tx; self.ty = ty
    }

    init(_ t: CGAffineTransform) {
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        angle = scaleX == 0 ? 0 : CGFloat(atan2(Double(t.b), Double(t.a)))
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        shear = t.c * cosine + t.d * sine
        scaleY = -t.c * sine + t.d * cosine
        tx = t.tx; ty = t.ty
    }

    var transform: CGAffineTransform {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        return CGAffineTransform(a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine,
                                 d: shear * sine + scaleY * cosine, tx: tx, ty: ty)
    }
}
