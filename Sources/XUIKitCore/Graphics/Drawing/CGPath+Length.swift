import Foundation

/// A path measured along its length, for partial strokes (`CAShapeLayer.strokeStart` and
/// `strokeEnd`) and dashing (R28.7).
///
/// Each subpath is a run of segments: lines, and cubic curves (quadratic ones are raised to
/// cubic) with a table of their length at evenly spaced parameters. A closed subpath's closing
/// line counts. A length along the path maps to a point on a segment, and the part of a curve
/// between two lengths is cut out exactly (de Casteljau), so a partial stroke follows the same
/// curve as the whole one.
struct PathMeasure {
    /// One line or cubic curve of a subpath.
    struct Segment {
        var points: [CGPoint]            // 2 for a line, 4 for a cubic curve
        var length: CGFloat
        var table: [CGFloat] = []        // a curve's length at t = i / (table.count - 1)
    }

    /// A subpath: its start, segments, whether it is closed, and its length.
    struct Subpath {
        var start: CGPoint
        var segments: [Segment] = []
        var closed = false
        var length: CGFloat = 0
    }

    /// One run of a subpath: the elements drawing it, and how far into its subpath it starts
    /// (where a dash pattern restarting at the subpath stands when the run begins).
    struct Run {
        var elements: [UIBezierPath.Element]
        var offset: CGFloat
    }

    private(set) var subpaths: [Subpath] = []
    /// The length of every subpath together.
    private(set) var length: CGFloat = 0

    /// Measures `elements` (a path's, which start with a move).
    init(_ elements: [UIBezierPath.Element]) {
        var current: Subpath?
        var point = CGPoint.zero
        func finish() {
            if var done = current, !done.segments.isEmpty {
                done.length = done.segments.reduce(0) { $0 + $1.length }
                subpaths.append(done)
            }
            current = nil
        }
        func add(_ segment: Segment) {
            if current == nil { current = Subpath(start: point) }   // after a close, from the start again
            current?.segments.append(segment)
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath(start: p)
                point = p
            case .line(let p):
                add(Segment(points: [point, p], length: hypot(p.x - point.x, p.y - point.y)))
                point = p
            case .quad(let end, let control):
                let (c1, c2) = UIBezierPath.cubicControls(from: point, quadControl: control, to: end)
                add(Self.curve([point, c1, c2, end]))
                point = end
            case .curve(let end, let c1, let c2):
                add(Self.curve([point, c1, c2, end]))
                point = end
            case .close:
                guard let open = current else { continue }
                if point != open.start {
                    add(Segment(points: [point, open.start], length: hypot(open.start.x - point.x, open.start.y - point.y)))
                }
                current?.closed = true
                point = open.start
                finish()
            }
        }
        finish()
        length = subpaths.reduce(0) { $0 + $1.length }
    }

    /// A cubic curve with its length table: more samples for longer control polygons.
    private static func curve(_ p: [CGPoint]) -> Segment {
        let hull = hypot(p[1].x - p[0].x, p[1].y - p[0].y) + hypot(p[2].x - p[1].x, p[2].y - p[1].y)
            + hypot(p[3].x - p[2].x, p[3].y - p[2].y)
        let count = min(64, max(8, Int(hull / 4)))
        var table = [CGFloat](repeating: 0, count: count + 1)
        var previous = p[0]
        for i in 1...count {
            let q = UIBezierPath.cubicPoint(p[0], p[1], p[2], p[3], at: CGFloat(i) / CGFloat(count))
            table[i] = table[i - 1] + hypot(q.x - previous.x, q.y - previous.y)
            previous = q
        }
        return Segment(points: p, length: table[count], table: table)
    }

    /// The curve parameter at `distance` along `segment`.
    private static func parameter(_ segment: Segment, at distance: CGFloat) -> CGFloat {
        guard segment.length > 0 else { return 0 }
        if segment.points.count == 2 { return min(1, max(0, distance / segment.length)) }
        let table = segment.table
        guard distance > 0 else { return 0 }
        guard distance < segment.length else { return 1 }
        var low = 0, high = table.count - 1          // table[low] <= distance < table[high]
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] <= distance { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (distance - table[low]) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(table.count - 1)
    }

    /// The part of `segment` between parameters `t0` and `t1`, as an element (the start point is
    /// the point at `t0`).
    private static func piece(_ segment: Segment, _ t0: CGFloat, _ t1: CGFloat) -> (start: CGPoint, element: UIBezierPath.Element) {
        let p = segment.points
        if p.count == 2 {
            func at(_ t: CGFloat) -> CGPoint { CGPoint(x: p[0].x + (p[1].x - p[0].x) * t, y: p[0].y + (p[1].y - p[0].y) * t) }
            return (at(t0), .line(at(t1)))
        }
        let head = t1 < 1 ? split(p, at: t1).0 : p
        let tail = t0 > 0 ? split(head, at: t1 > 0 ? t0 / t1 : 0).1 : head
        return (tail[0], .curve(tail[3], tail[1], tail[2]))
    }

    /// De Casteljau: the cubic curve `p` cut at `t` into the part before and the part after.
    private static func split(_ p: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let ab = mix(p[0], p[1]), bc = mix(p[1], p[2]), cd = mix(p[2], p[3])
        let abc = mix(ab, bc), bcd = mix(bc, cd), middle = mix(abc, bcd)
        return ([p[0], ab, abc, middle], [middle, bcd, cd, p[3]])
    }

    /// The elements drawing subpath `subpath` from `from` to `to` points along it: the whole
    /// subpath (closed if it is) when the range covers it.
    func elements(of subpath: Subpath, from: CGFloat, to: CGFloat) -> [UIBezierPath.Element] {
        var result: [UIBezierPath.Element] = []
        if from <= 0 && to >= subpath.length {
            result.append(.move(subpath.start))
            for segment in subpath.segments {
                let p = segment.points
                result.append(p.count == 2 ? .line(p[1]) : .curve(p[3], p[1], p[2]))
            }
            if subpath.closed { result.append(.close) }
            return result
        }
        var travelled: CGFloat = 0
        for segment in subpath.segments {
            defer { travelled += segment.length }
            let low = max(from, travelled), high = min(to, travelled + segment.length)
            guard high > low else { continue }
            let t0 = Self.parameter(segment, at: low - travelled), t1 = Self.parameter(segment, at: high - travelled)
            let (start, element) = Self.piece(segment, t0, t1)
            if result.isEmpty { result.append(.move(start)) }
            result.append(element)
        }
        return result
    }

    /// The runs between `start` and `end`, fractions of the whole length (strokeStart and
    /// strokeEnd): one per subpath the range reaches. Nothing when `start >= end`.
    func runs(from start: CGFloat, to end: CGFloat) -> [Run] {
        let from = max(0, min(1, start)) * length, to = max(0, min(1, end)) * length
        guard to > from else { return [] }
        var runs: [Run] = []
        var travelled: CGFloat = 0
        for subpath in subpaths {
            defer { travelled += subpath.length }
            let low = max(from, travelled) - travelled, high = min(to, travelled + subpath.length) - travelled
            guard high > low else { continue }
            runs.append(Run(elements: elements(of: subpath, from: low, to: high), offset: low))
        }
        return runs
    }

    /// The dashes of every subpath: `lengths` alternate painted and unpainted runs, starting
    /// `phase` into the pattern at each subpath's start, as strokes dash (an odd count repeats
    /// the pattern once more so that on and off alternate).
    func dashes(phase: CGFloat, lengths: [CGFloat]) -> [[UIBezierPath.Element]] {
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 }), total > 0 else {
            return subpaths.map { elements(of: $0, from: 0, to: $0.length) }
        }
        var result: [[UIBezierPath.Element]] = []
        for subpath in subpaths {
            var into = phase.truncatingRemainder(dividingBy: total)
            if into < 0 { into += total }
            var index = 0
            while into >= pattern[index] { into -= pattern[index]; index = (index + 1) % pattern.count }
            var remaining = pattern[index] - into
            var distance: CGFloat = 0
            while distance < subpath.length {
                let step = min(remaining, subpath.length - distance)
                if index % 2 == 0, step > 0 { result.append(elements(of: subpath, from: distance, to: distance + step)) }
                distance += step
                remaining -= step
                if remaining <= 0 { index = (index + 1) % pattern.count; remaining = pattern[index] }
            }
        }
        return result
    }
}

extension UIBezierPath {
    /// The path's dashes as open subpaths: what stroking it with `lengths` starting `phase` into
    /// the pattern would paint, mapped by `transform`. Curves stay curves.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let dashed = UIBezierPath()
        for dash in PathMeasure(elements).dashes(phase: phase, lengths: lengths) {
            for element in dash { dashed.append(element.applying(transform)) }
        }
        return dashed
    }
}
