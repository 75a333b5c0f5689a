import Foundation

// Shapes as Core Graphics adds them to a path: rectangles as a move, three lines and a close;
// ellipses, arcs and rounded corners as cubic Bézier curves of at most a quarter turn each
// (R28.1, R28.2). Angles are in radians with y pointing down, as everywhere in UIKit: an
// increasing angle turns clockwise on screen.
extension UIBezierPath {
    /// The control-point distance of a cubic curve that follows a circular arc of `angle`, as a
    /// fraction of the radius.
    private nonisolated static func arcHandle(_ angle: CGFloat) -> CGFloat { 4 / 3 * tan(angle / 4) }

    /// Adds `rect` as a closed subpath from its top-left corner, clockwise on screen.
    func appendRect(_ rect: CGRect, transform t: CGAffineTransform = .identity) {
        let r = rect.standardized
        append(Element.move(CGPoint(x: r.minX, y: r.minY)).applying(t))
        append(Element.line(CGPoint(x: r.maxX, y: r.minY)).applying(t))
        append(Element.line(CGPoint(x: r.maxX, y: r.maxY)).applying(t))
        append(Element.line(CGPoint(x: r.minX, y: r.maxY)).applying(t))
        append(.close)
    }

    /// Adds the ellipse that fits `rect` as a closed subpath of four curves, from its rightmost
    /// point, clockwise on screen (R28.2). An empty `rect` adds nothing.
    func appendEllipse(in rect: CGRect, transform t: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull, r.width > 0 || r.height > 0 else { return }
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y).concatenating(t)
        append(Element.move(CGPoint(x: 1, y: 0)).applying(scale))
        appendUnitArcCurves(from: 0, sweep: 2 * .pi, transform: scale)
        append(.close)
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`, the way angles
    /// increase (clockwise on screen) or decrease. As in Core Graphics, the sweep is at most one
    /// full turn, and a line joins the current point, if any, to the arc's start.
    func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasingAngle: Bool,
                   transform: CGAffineTransform = .identity) {
        let turn = 2 * CGFloat.pi
        var sweep = increasingAngle ? endAngle - startAngle : startAngle - endAngle
        if sweep < 0 { sweep += (-sweep / turn).rounded(.up) * turn }
        sweep = min(sweep, turn)
        appendRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: increasingAngle ? sweep : -sweep,
                          transform: transform)
    }

    /// Adds an arc of `delta` radians (positive: clockwise on screen) from `startAngle`, joined by
    /// a line to the current point, if any.
    func appendRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                           transform t: CGAffineTransform = .identity) {
        let radius = abs(radius)
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(t)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(circle)
        if endPoint == nil {
            append(.move(start))
        } else if currentPoint != start {
            append(.line(start))
        }
        guard radius > 0, delta != 0 else { return }
        appendUnitArcCurves(from: startAngle, sweep: delta, transform: circle)
    }

    /// Adds curves along the unit circle from `start` through `sweep` radians, each at most a
    /// quarter turn, mapped by `t`; the current point is already the arc's start.
    private func appendUnitArcCurves(from start: CGFloat, sweep: CGFloat, transform t: CGAffineTransform) {
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let handle = Self.arcHandle(step)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let c1 = CGPoint(x: cos(angle) - handle * sin(angle), y: sin(angle) + handle * cos(angle))
            let c2 = CGPoint(x: cos(next) + handle * sin(next), y: sin(next) - handle * cos(next))
            append(Element.curve(CGPoint(x: cos(next), y: sin(next)), c1, c2).applying(t))
            angle = next
        }
    }

    /// Adds `rect` with corners rounded by quarter ellipses of `cornerSize` as a closed subpath,
    /// from the top edge's left end, clockwise on screen. Corner sizes of 0 add a plain rectangle.
    /// Only the `rounded` corners are rounded (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`);
    /// the others are square.
    func appendRoundedRect(_ rect: CGRect, cornerSize: CGSize, rounded: UIRectCorner = .allCorners,
                           transform t: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(0, cornerSize.width), r.width / 2), h = min(max(0, cornerSize.height), r.height / 2)
        guard w > 0, h > 0, !rounded.intersection(.allCorners).isEmpty else { appendRect(r, transform: t); return }
        // The four corners clockwise on screen from the top-right: the corner, the centre of its
        // quarter ellipse and the angle the arc starts at.
        let corners: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - w, y: r.minY + h), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - w, y: r.maxY - h), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + w, y: r.minY + h), .pi),
        ]
        append(Element.move(CGPoint(x: rounded.contains(.topLeft) ? r.minX + w : r.minX, y: r.minY)).applying(t))
        for (corner, point, center, angle) in corners {
            guard rounded.contains(corner) else {
                if corner != .topLeft { append(Element.line(point).applying(t)) }
                continue
            }
            let oval = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: center.x, ty: center.y).concatenating(t)
            append(.line(CGPoint(x: cos(angle), y: sin(angle)).applying(oval)))
            appendUnitArcCurves(from: angle, sweep: .pi / 2, transform: oval)
        }
        append(.close)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `p1` and to the line
    /// from `p1` to `p2`, preceded by a line to where it starts (Core Graphics' tangent arc). With
    /// no current point it starts at `p1`; when the three points are in line, or the radius is 0,
    /// it adds a line to `p1`.
    func appendTangentArc(_ p1: CGPoint, _ p2: CGPoint, radius: CGFloat, transform t: CGAffineTransform = .identity) {
        guard endPoint != nil else { append(Element.move(p1).applying(t)); return }
        // The current point is in the path's coordinates; work in the untransformed ones.
        let p0 = t.isIdentity ? currentPoint : currentPoint.applying(t.inverted())
        let u1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), u2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(u1.x, u1.y), l2 = hypot(u2.x, u2.y)
        let cross = u1.x * u2.y - u1.y * u2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else { append(Element.line(p1).applying(t)); return }
        let n1 = CGPoint(x: u1.x / l1, y: u1.y / l1), n2 = CGPoint(x: u2.x / l2, y: u2.y / l2)
        let angle = acos(max(-1, min(1, n1.x * n2.x + n1.y * n2.y)))   // between the two legs
        let reach = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + n1.x * reach, y: p1.y + n1.y * reach)
        let t2 = CGPoint(x: p1.x + n2.x * reach, y: p1.y + n2.y * reach)
        let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y), length = hypot(bisector.x, bisector.y)
        let distance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / length * distance, y: p1.y + bisector.y / length * distance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var end = atan2(t2.y - center.y, t2.x - center.x)
        // Travelling p0 → p1 → p2 turns by the sign of (p1 - p0) × (p2 - p1), which is -cross.
        let increasing = -cross > 0
        if increasing, end < start { end += 2 * .pi }
        if !increasing, end > start { end -= 2 * .pi }
        append(Element.line(t1).applying(t))
        appendRelativeArc(center: center, radius: radius, startAngle: start, delta: end - start, transform: t)
    }
}
