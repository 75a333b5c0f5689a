import CCairo
import Foundation

/// XUIKit's Core Graphics paths are `UIBezierPath`s, as its colours are (`CGColor`):
/// `UIBezierPath(ovalIn: rect).cgPath` is a `UIBezierPath`, and `CGPath(rect:transform:)` makes
/// one. Core Graphics' names are spelled on the same class (R28.1).
public typealias CGPath = UIBezierPath

/// A path that can be added to; in XUIKit every path can (see `CGPath`). `CGMutablePath()` makes
/// an empty one.
public typealias CGMutablePath = UIBezierPath

/// Which areas of a path count as inside, for filling and `contains(_:using:transform:)`.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around a point a non-zero number of times (the default).
    case winding = 0
    /// Inside where any ray from a point crosses the path an odd number of times.
    case evenOdd = 1
}

/// The kind of one element of a path, as `applyWithBlock(_:)` hands them out.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control point `points[0]` to `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with control points `points[0]` and `points[1]` to `points[2]`.
    case addCurveToPoint = 3
    /// Closes the subpath; no points.
    case closeSubpath = 4
}

/// One element of a path: its type and its points (see `CGPathElementType` for how many).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points, valid only while the block that receives the element runs.
    public var points: UnsafeMutablePointer<CGPoint>
    /// An element of `type` with `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

extension UIBezierPath {
    /// The path as a Core Graphics path, or replaced by one: a copy either way, so later changes
    /// to one do not change the other.
    public var cgPath: CGPath {
        get { Self.copying(self) }
        set { replaceElements(with: newValue) }
    }

    /// A new path holding `path`'s elements (and none of its line style), mapped by `transform`.
    static func copying(_ path: UIBezierPath, transform: CGAffineTransform = .identity) -> UIBezierPath {
        let copy = UIBezierPath()
        copy.addPath(path, transform: transform)
        return copy
    }

    // MARK: - Core Graphics' initializers

    /// A closed rectangular path, mapped by `transform` if one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendRect(rect, transform: transform?.pointee ?? .identity)
    }

    /// A closed elliptical path that fits `rect`, mapped by `transform` if one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendEllipse(in: rect, transform: transform?.pointee ?? .identity)
    }

    /// A closed rectangular path with corners rounded by quarter ellipses of `cornerWidth` ×
    /// `cornerHeight`, mapped by `transform` if one is given. Corners larger than half the
    /// rectangle are one diagnostic line and limited to half (Core Graphics would stop the app).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
    }

    // MARK: - Core Graphics' building methods

    /// Starts a new subpath at `point` mapped by `transform`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { append(.move(point.applying(transform))) }
    /// Adds a line from the current point to `point` mapped by `transform`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { append(.line(point.applying(transform))) }
    /// Adds a line through each of `points` in turn, the first starting a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }
    /// Adds a quadratic Bézier curve from the current point to `end` with `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.quad(end.applying(transform), control.applying(transform)))
    }
    /// Adds a cubic Bézier curve from the current point to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.curve(end.applying(transform), control1.applying(transform), control2.applying(transform)))
    }
    /// Adds an arc, joined by a line to the current point if there is one. `clockwise` is Core
    /// Graphics' own: in UIKit's coordinates, where y points down, `clockwise: true` turns
    /// counter-clockwise on screen — the opposite of `UIBezierPath`'s `clockwise` (R28.2).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: !clockwise,
                  transform: transform)
    }
    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, joined by a line to the current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        appendTangentArc(tangent1End, tangent2End, radius: radius, transform: transform)
    }
    /// Adds an arc of `delta` radians from `startAngle`; a positive `delta` turns clockwise on
    /// screen (counter-clockwise in Core Graphics' unflipped terms).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }
    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { appendRect(rect, transform: transform) }
    /// Adds each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { appendRect(rect, transform: transform) }
    }
    /// Adds the ellipse that fits `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { appendEllipse(in: rect, transform: transform) }
    /// Adds a rounded rectangle as a closed subpath; see `init(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        if cornerWidth * 2 > r.width || cornerHeight * 2 > r.height || cornerWidth < 0 || cornerHeight < 0 {
            Diagnostics.reportFromAnyThread("CGPath rounded rect: corners \(cornerWidth)×\(cornerHeight) do not fit \(r.size); limited to half of it")
        }
        appendRoundedRect(r, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), transform: transform)
    }
    /// Adds `path`'s elements, mapped by `transform`; the current point becomes `path`'s.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let source = path === self ? Array(elements) : path.elements
        for element in source { append(element.applying(transform)) }
    }
    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { append(.close) }

    // MARK: - Core Graphics' queries

    /// The smallest rectangle holding every point of the path, control points included; `.null`
    /// for an empty path (R28.4).
    public var boundingBox: CGRect { controlPointBounds }
    /// The smallest rectangle holding every point the path passes through, control points not
    /// included; `.null` for an empty path (R28.4).
    public var boundingBoxOfPath: CGRect { tightBounds }

    /// Whether `point`, mapped by `transform`, is inside the area the path fills by `rule` (open
    /// subpaths count as closed) (R28.3).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        guard let scratch = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(scratch) }
        guard let cr = cairo_create(scratch) else { return false }
        defer { cairo_destroy(cr) }
        build(in: CGContext(cairo: cr))
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cr, Double(p.x), Double(p.y)) != 0
    }

    /// A copy of the path's elements.
    public func copy() -> CGPath? { Self.copying(self) }
    /// A copy of the path's elements mapped by `transform` if one is given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        Self.copying(self, transform: transform?.pointee ?? .identity)
    }
    /// A copy of the path's elements that can be added to.
    public func mutableCopy() -> CGMutablePath? { Self.copying(self) }
    /// A copy of the path's elements mapped by `transform` if one is given, that can be added to.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        Self.copying(self, transform: transform?.pointee ?? .identity)
    }

    /// Calls `block` with each element of the path in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in elements {
            var entry = CGPathElement(type: .closeSubpath, points: points)
            switch element {
            case .move(let p): entry.type = .moveToPoint; points[0] = p
            case .line(let p): entry.type = .addLineToPoint; points[0] = p
            case .quad(let end, let control): entry.type = .addQuadCurveToPoint; points[0] = control; points[1] = end
            case .curve(let end, let c1, let c2):
                entry.type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = end
            case .close: break
            }
            withUnsafePointer(to: entry) { block($0) }
        }
    }

    // MARK: - Bounds

    /// Every point of every element, control points included.
    var controlPointBounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let e, let c): points += [e, c]
            case .curve(let e, let c1, let c2): points += [e, c1, c2]
            case .close: break
            }
        }
        return points.isEmpty ? .null : CGRect.boundingBox(of: points)
    }

    /// The points the path passes through: ends of elements and the extremes of curves.
    var tightBounds: CGRect {
        var points: [CGPoint] = []
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p); last = p
            case .quad(let e, let q):
                let (c1, c2) = Self.cubicControls(from: last, quadControl: q, to: e)
                points += Self.curveExtremes(last, c1, c2, e) + [e]; last = e
            case .curve(let e, let c1, let c2): points += Self.curveExtremes(last, c1, c2, e) + [e]; last = e
            case .close: break
            }
        }
        return points.isEmpty ? .null : CGRect.boundingBox(of: points)
    }

    /// The points of a cubic curve where x or y turns round.
    nonisolated static func curveExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
            // The derivative of the curve's coordinate, divided by 3: qa t² + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
        let ts = (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }
        return ts.map { cubicPoint(p0, p1, p2, p3, at: $0) }
    }

    /// The point of a cubic curve at parameter `t`.
    nonisolated static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
