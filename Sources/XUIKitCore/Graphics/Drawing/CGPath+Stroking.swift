import Foundation

/// The outline of a stroke as a path: `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`
/// (R28.10), what apps use to hit-test a line (`stroked.contains(point)`), to clip to a stroke or to
/// fill one with a gradient.
///
/// How it is built: each subpath is flattened to a polyline (a curve is cut into lines that stay
/// within `flatness` of it), then everything the stroke covers becomes a closed subpath of its own,
/// all wound the same way — a quadrilateral per segment, a piece at each corner (for `.bevel` the
/// triangle that fills the outer gap, for `.miter` the quadrilateral reaching the miter point while
/// the miter is within the limit and the bevel beyond it, for `.round` a circle) and a cap at each
/// end of an open subpath (for `.square` a half-width square, for `.round` a circle; `.butt` adds
/// nothing). Because the pieces all turn the same way, the non-zero rule (the default for filling and
/// for `contains(_:using:transform:)`) sees the union of them: exactly the area the stroke paints.
/// Core Graphics returns the same area as one outline; filled with the even-odd rule, this one shows
/// holes where its pieces overlap.
struct StrokeOutline {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// The largest distance a flattened curve may stray from the curve, in path units.
    let flatness: CGFloat
    private(set) var outline = UIBezierPath()

    /// A subpath as its corners, and whether it is closed. `drawn` is false for a lone move.
    private struct Polyline {
        var points: [CGPoint]
        var closed = false
        var drawn = false
    }

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, flatness: CGFloat) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.flatness = flatness
    }

    /// Adds the outline of the stroke of `elements`.
    mutating func stroke(_ elements: [UIBezierPath.Element]) {
        for line in polylines(elements) { stroke(line) }
    }

    // MARK: - Flattening

    private func polylines(_ elements: [UIBezierPath.Element]) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [])
        var point = CGPoint.zero
        func add(_ p: CGPoint) {
            if current.points.isEmpty { current.points = [point] }   // a line after a close starts there
            if current.points.last != p { current.points.append(p) }
            current.drawn = true
            point = p
        }
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline(points: [])
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current.points = [p]
                point = p
            case .line(let p):
                add(p)
            case .quad(let end, let control):
                let (c1, c2) = UIBezierPath.cubicControls(from: point, quadControl: control, to: end)
                flattenCubic(point, c1, c2, end, into: add)
            case .curve(let end, let c1, let c2):
                flattenCubic(point, c1, c2, end, into: add)
            case .close:
                guard let start = current.points.first else { continue }
                if current.points.count > 1, current.points.last == start { current.points.removeLast() }
                current.closed = true
                current.drawn = true
                finish()
                point = start
            }
        }
        finish()
        return result
    }

    /// Cuts a cubic curve into lines: Wang's bound on the segments that keep every line within
    /// `flatness` of the curve (at most 512).
    private func flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, into add: (CGPoint) -> Void) {
        let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        let bound = (0.75 * max(d1, d2) / flatness).squareRoot()
        let count = bound.isFinite ? min(512, max(1, Int(bound.rounded(.up)))) : 1
        for i in 1...count {
            add(i == count ? p3 : UIBezierPath.cubicPoint(p0, p1, p2, p3, at: CGFloat(i) / CGFloat(count)))
        }
    }

    // MARK: - Pieces

    private mutating func stroke(_ line: Polyline) {
        let points = line.points
        guard line.drawn else { return }
        guard points.count > 1 else {
            // A subpath of no length: a dot for round caps, a square for square ones (as Core
            // Graphics strokes a zero-length line), nothing for butt caps or a closed one.
            guard !line.closed else { return }
            return addCap(at: points[0], direction: CGPoint(x: 1, y: 0), whole: true)
        }
        let segmentCount = line.closed ? points.count : points.count - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % points.count]
            let n = normal(from: a, to: b)
            polygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                     CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
        }
        let corners = line.closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
        for i in corners {
            let previous = points[(i + points.count - 1) % points.count], next = points[(i + 1) % points.count]
            corner(at: points[i], from: previous, to: next)
        }
        if !line.closed {
            addCap(at: points[0], direction: unit(from: points[1], to: points[0]), whole: false)
            addCap(at: points[points.count - 1], direction: unit(from: points[points.count - 2], to: points[points.count - 1]), whole: false)
        }
    }

    /// The join at `vertex` between the segment from `previous` and the one to `next`.
    private mutating func corner(at vertex: CGPoint, from previous: CGPoint, to next: CGPoint) {
        if join == .round { return circle(vertex) }
        let d0 = unit(from: previous, to: vertex), d1 = unit(from: vertex, to: next)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        guard abs(cross) > 1e-9 else { return }          // straight on (a reversal has no outer gap)
        // The outer side is the one the path turns away from.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = CGPoint(x: -d0.y * halfWidth * side, y: d0.x * halfWidth * side)
        let n1 = CGPoint(x: -d1.y * halfWidth * side, y: d1.x * halfWidth * side)
        let a = CGPoint(x: vertex.x + n0.x, y: vertex.y + n0.y), b = CGPoint(x: vertex.x + n1.x, y: vertex.y + n1.y)
        // The miter's length over the line's width is 1 / sin(θ / 2), θ the angle between the segments.
        let ratio = 1 / ((1 + dot) / 2).squareRoot()
        if join == .miter, ratio.isFinite, ratio <= miterLimit {
            let bisector = unit(from: .zero, to: CGPoint(x: n0.x + n1.x, y: n0.y + n1.y))
            let tip = CGPoint(x: vertex.x + bisector.x * halfWidth * ratio, y: vertex.y + bisector.y * halfWidth * ratio)
            polygon([vertex, a, tip, b])
        } else {
            polygon([vertex, a, b])
        }
    }

    /// The cap at `end` of a subpath leaving it along `direction`; `whole` puts half a width on
    /// both sides of `end` (a zero-length subpath's square).
    private mutating func addCap(at end: CGPoint, direction d: CGPoint, whole: Bool) {
        switch cap {
        case .butt: return
        case .round: circle(end)
        case .square:
            let n = CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth), out = CGPoint(x: d.x * halfWidth, y: d.y * halfWidth)
            let back = whole ? CGPoint(x: -out.x, y: -out.y) : .zero
            polygon([CGPoint(x: end.x + back.x + n.x, y: end.y + back.y + n.y), CGPoint(x: end.x + out.x + n.x, y: end.y + out.y + n.y),
                     CGPoint(x: end.x + out.x - n.x, y: end.y + out.y - n.y), CGPoint(x: end.x + back.x - n.x, y: end.y + back.y - n.y)])
        }
    }

    /// A closed polygon, turned so its signed area is positive: the way `appendEllipse` turns.
    private mutating func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? points : points.reversed()
        outline.append(.move(ordered[0]))
        for p in ordered.dropFirst() { outline.append(.line(p)) }
        outline.append(.close)
    }

    private mutating func circle(_ center: CGPoint) {
        outline.appendEllipse(in: CGRect(x: center.x - halfWidth, y: center.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
    }

    /// Half a width along the left-hand normal of the segment from `a` to `b`.
    private func normal(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let d = unit(from: a, to: b)
        return CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
    }

    private func unit(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
    }
}

extension UIBezierPath {
    /// The area a stroke of the path with this width, cap, join and miter limit paints, as a path,
    /// mapped by `transform` (R28.10). Fill it (non-zero rule) or ask `contains(_:)` of it: a line's
    /// hit area. A width that is not positive and finite gives an empty path (Core Graphics' outline of
    /// nothing).
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth > 0, lineWidth.isFinite else { return UIBezierPath() }
        // A twentieth of a device pixel at scale 2 after `transform`: the flattened curves draw
        // the same as the curves.
        let scale = max(abs(transform.a * transform.d - transform.b * transform.c).squareRoot(), 1e-6)
        var outline = StrokeOutline(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin,
                                    miterLimit: miterLimit.isFinite ? miterLimit : 10, flatness: 0.025 / scale)
        outline.stroke(elements)
        return transform.isIdentity ? outline.outline : UIBezierPath.copying(outline.outline, transform: transform)
    }
}
