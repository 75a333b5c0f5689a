import Foundation

/// A circular arc: the points `center + radius·(cos θ, sin θ)` for θ from `startAngle` through
/// `startAngle + sweep` (radians; in UIKit's flipped coordinates a growing angle turns clockwise on
/// screen). A progress ring's path is one; `CAShapeLayer` strokes such a path with its own
/// rasterizer (R27.13, `CGContext.strokeArcDirectly`).
struct CircularArc: Equatable {
    var center: CGPoint
    var radius: CGFloat
    var startAngle: CGFloat
    /// Signed: negative turns the other way. At most one full turn either way.
    var sweep: CGFloat

    /// The part of the arc between `start` and `end`, fractions of its length (0…1, as
    /// `strokeStart` and `strokeEnd`); an arc's length grows evenly with its angle.
    func part(from start: CGFloat, to end: CGFloat) -> CircularArc {
        let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
        return CircularArc(center: center, radius: radius, startAngle: startAngle + sweep * from, sweep: sweep * (to - from))
    }
}

extension UIBezierPath {
    /// The circular arc this path draws, or nil when it is anything else. An arc here is what
    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`, `addArc`, and
    /// `UIBezierPath(ovalIn:)` of a square make: one move, then cubic curves of at most a quarter
    /// turn each, all on one circle and turning one way (each checked at its ends, at five points
    /// between and at its control points), and a close only where the arc is a whole circle.
    var circularArc: CircularArc? {
        let elements = self.elements
        guard elements.count >= 2, elements.count <= 10, case .move(let start) = elements[0] else { return nil }
        var curves: [(from: CGPoint, control1: CGPoint, control2: CGPoint, to: CGPoint)] = []
        var point = start
        var closed = false
        for element in elements.dropFirst() {
            guard !closed else { return nil }
            switch element {
            case .curve(let end, let control1, let control2):
                curves.append((point, control1, control2, end))
                point = end
            case .close:
                closed = true
            default:
                return nil
            }
        }
        guard let first = curves.first,
              let (center, radius) = Self.circle(through: first.from, Self.bezier(first, 0.5), first.to),
              radius > 1e-6, radius.isFinite else { return nil }
        let tolerance = radius * 1e-3 + 1e-9
        func onCircle(_ p: CGPoint) -> Bool { abs(hypot(p.x - center.x, p.y - center.y) - radius) <= tolerance }
        var sweep: CGFloat = 0
        for curve in curves {
            let a = CGPoint(x: curve.from.x - center.x, y: curve.from.y - center.y)
            let b = CGPoint(x: curve.to.x - center.x, y: curve.to.y - center.y)
            let turn = atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)
            guard abs(turn) <= .pi / 2 + 1e-6, turn != 0, sweep == 0 || (turn > 0) == (sweep > 0) else { return nil }
            for t in [0.1, 0.25, 0.5, 0.75, 0.9] as [CGFloat] where !onCircle(Self.bezier(curve, t)) { return nil }
            guard onCircle(curve.from), onCircle(curve.to) else { return nil }
            // The control points of the usual approximation: along the tangents, k·r from the ends.
            let k = 4 / 3 * tan(abs(turn) / 4) * (turn > 0 ? 1 : -1)
            let control1 = CGPoint(x: curve.from.x - k * a.y, y: curve.from.y + k * a.x)
            let control2 = CGPoint(x: curve.to.x + k * b.y, y: curve.to.y - k * b.x)
            guard hypot(control1.x - curve.control1.x, control1.y - curve.control1.y) <= tolerance * 4,
                  hypot(control2.x - curve.control2.x, control2.y - curve.control2.y) <= tolerance * 4 else { return nil }
            sweep += turn
        }
        guard abs(sweep) <= 2 * .pi + 1e-6 else { return nil }
        if closed { guard abs(abs(sweep) - 2 * .pi) <= 1e-6 else { return nil } }
        return CircularArc(center: center, radius: radius, startAngle: atan2(start.y - center.y, start.x - center.x), sweep: sweep)
    }

    /// The point of a cubic curve at parameter `t`.
    private static func bezier(_ c: (from: CGPoint, control1: CGPoint, control2: CGPoint, to: CGPoint), _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, d = 3 * u * t * t, e = t * t * t
        return CGPoint(x: a * c.from.x + b * c.control1.x + d * c.control2.x + e * c.to.x,
                       y: a * c.from.y + b * c.control1.y + d * c.control2.y + e * c.to.y)
    }

    /// The circle through three points, nil when they are on one line.
    private static func circle(through p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> (CGPoint, CGFloat)? {
        let d = 2 * (p.x * (q.y - r.y) + q.x * (r.y - p.y) + r.x * (p.y - q.y))
        guard abs(d) > 1e-12 else { return nil }
        let p2 = p.x * p.x + p.y * p.y, q2 = q.x * q.x + q.y * q.y, r2 = r.x * r.x + r.y * r.y
        let center = CGPoint(x: (p2 * (q.y - r.y) + q2 * (r.y - p.y) + r2 * (p.y - q.y)) / d,
                             y: (p2 * (r.x - q.x) + q2 * (p.x - r.x) + r2 * (q.x - p.x)) / d)
        return (center, hypot(p.x - center.x, p.y - center.y))
    }
}
