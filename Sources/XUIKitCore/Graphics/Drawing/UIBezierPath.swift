import CCairo
import Foundation

/// A path of lines and curves that fills and strokes into the current graphics context.
///
/// XUIKit's `CGPath` and `CGMutablePath` are this class under Core Graphics' names (CGPath.swift),
/// so a path holds only what Core Graphics paths hold: moves, lines, quadratic and cubic Bézier
/// curves and closes. Arcs, ovals and rounded rectangles become cubic curves when added
/// (CGPath+Shapes.swift), as in Core Graphics (R28.1).
open class UIBezierPath {
    /// One element of a path, with Core Graphics' element types.
    enum Element: Equatable {
        case move(CGPoint), line(CGPoint)
        case quad(CGPoint, CGPoint)             // end, control
        case curve(CGPoint, CGPoint, CGPoint)   // end, control 1, control 2
        case close
    }
    /// The elements, in order; change them through `append(_:)` so `currentPoint` stays right.
    private(set) var elements: [Element] = []
    /// The end of the last element; nil when the path is empty.
    private(set) var endPoint: CGPoint?
    /// Where the current subpath started: a close returns here.
    private var subpathStart: CGPoint = .zero

    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The ends of stroked open subpaths; `.butt` by default (R17.4).
    open var lineCapStyle: CGLineCap = .butt
    /// The corners of stroked paths; `.miter` by default (R17.4).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter join, as a multiple of `lineWidth`, before it becomes a bevel; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (a subpath inside
    /// another cuts a hole whatever its direction) instead of the non-zero winding rule; false by
    /// default (R28.3).
    open var usesEvenOddFillRule = false
    /// How closely curves are followed when drawn, in pixels; 0.6 by default, as in UIKit.
    open var flatness: CGFloat = 0.6
    /// The dash lengths and phase `setLineDash(_:count:phase:)` set; empty for solid lines.
    var lineDash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// Dashes the stroke: `count` lengths from `pattern` alternate painted and unpainted runs,
    /// starting `phase` points in. A nil pattern or a count of 0 makes it solid again (R17.4).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { lineDash = ([], 0); return }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Copies the dash lengths into `pattern` (as many as there are, when `pattern` is not nil)
    /// and sets `count` to their number and `phase` to the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in lineDash.lengths.enumerated() { pattern[index] = length } }
        count?.pointee = lineDash.lengths.count
        phase?.pointee = lineDash.phase
    }

    /// Makes an empty path.
    public init() {}

    /// A closed path around `rect`, from its top-left corner clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        appendRect(rect)
    }

    /// A closed path around `rect` with rounded corners; the radius is limited to half the shorter
    /// side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        appendRoundedRect(rect, cornerSize: CGSize(width: radius, height: radius))
    }

    /// A closed path around `rect` with only the `corners` named rounded, by quarter ellipses of
    /// `cornerRadii`, each limited to half the side it lies on (R28.2).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        appendRoundedRect(rect, cornerSize: cornerRadii, rounded: corners)
    }

    /// A closed path around the ellipse that fits `rect`, starting at its rightmost point and
    /// running clockwise on screen (R28.2).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        appendEllipse(in: rect)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` in radians (0 points
    /// right); `clockwise` as seen on screen, where y points down (R28.2).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        appendArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: clockwise)
    }

    /// A copy of the Core Graphics path `cgPath` (the same elements, in a new path).
    public convenience init(cgPath: CGPath) {
        self.init()
        replaceElements(with: cgPath)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { append(.move(point)) }
    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { append(.line(point)) }
    /// Adds a cubic Bézier curve from the current point to `end`.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        append(.curve(end, controlPoint1, controlPoint2))
    }
    /// Adds a quadratic Bézier curve from the current point to `end`.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { append(.quad(end, controlPoint)) }
    /// Adds an arc, with angles and direction as in `init(arcCenter:radius:startAngle:endAngle:clockwise:)`:
    /// a line joins the current point, if any, to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        appendArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: clockwise)
    }
    /// Closes the current subpath with a line back to its start.
    open func close() { append(.close) }
    /// Empties the path.
    open func removeAllPoints() {
        elements.removeAll()
        endPoint = nil
        subpathStart = .zero
    }
    /// Adds the elements of `bezierPath` to this path.
    open func append(_ bezierPath: UIBezierPath) {
        for element in bezierPath.elements { append(element) }
    }
    /// Maps every point of the path through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let mapped = elements.map { $0.applying(transform) }
        removeAllPoints()
        for element in mapped { append(element) }
    }

    /// The point where the next element starts: the end of the last element (the subpath's start
    /// after a close); `.zero` for an empty path.
    public var currentPoint: CGPoint { endPoint ?? .zero }
    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The smallest rectangle that holds every point of the path, control points included;
    /// `.null` for an empty path, as Core Graphics' `boundingBox` (R28.4).
    public var bounds: CGRect { controlPointBounds }

    /// Whether `point` is inside the area `fill()` paints (by `usesEvenOddFillRule`) (R28.3).
    open func contains(_ point: CGPoint) -> Bool {
        contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding, transform: .identity)
    }

    /// Adds `element`, keeping the current point and the subpath's start. A line or curve with no
    /// current point is left out with one diagnostic line, and a close with none does nothing, as
    /// Core Graphics does (R28.1).
    func append(_ element: Element) {
        switch element {
        case .move(let p):
            subpathStart = p
            endPoint = p
        case .line(let p), .quad(let p, _), .curve(let p, _, _):
            guard endPoint != nil else {
                Diagnostics.reportFromAnyThread("UIBezierPath/CGMutablePath: a line or curve to \(p) with no current point is left out; move(to:) first")
                return
            }
            endPoint = p
        case .close:
            guard endPoint != nil else { return }
            endPoint = subpathStart
        }
        elements.append(element)
    }

    /// Makes this path's elements a copy of `other`'s.
    func replaceElements(with other: UIBezierPath) {
        removeAllPoints()
        append(other)
    }

    // MARK: - Drawing

    /// Fills the path with the current fill colour, by `usesEvenOddFillRule`.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        build(in: context)
        if usesEvenOddFillRule { context.fillPathEvenOdd() } else { context.fillPath() }
    }

    /// Strokes the path with the current stroke colour and `lineWidth`.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        stroke(in: context)
    }

    /// Strokes the path into `context` with the context's stroke colour and `lineWidth`, leaving its
    /// state as it was (the renderer's overlays draw this way, outside `draw(_:)`).
    func stroke(in context: CGContext) {
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDash.phase, lengths: lineDash.lengths)
        build(in: context)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current clipping area with the path, by `usesEvenOddFillRule`.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        build(in: context)
        cairo_set_fill_rule(context.cairo, usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(context.cairo)
        cairo_set_fill_rule(context.cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Replaces the context's current path with this path.
    func build(in context: CGContext) {
        cairo_new_path(context.cairo)
        Self.add(elements, to: context.cairo)
    }

    /// Adds the path's elements to `cr`'s current path (a mask drawn with no `CGContext`).
    func addElements(to cr: OpaquePointer) { Self.add(elements, to: cr) }

    /// Adds `elements` (which start with a move) to Cairo's current path.
    nonisolated static func add(_ elements: [Element], to cr: OpaquePointer) {
        var last = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y)); last = p; start = p
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y)); last = p
            case .quad(let end, let control):
                let (c1, c2) = cubicControls(from: last, quadControl: control, to: end)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
                last = end
            case .curve(let end, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
                last = end
            case .close:
                cairo_close_path(cr)
                last = start
            }
        }
    }

    /// The cubic curve's control points that draw the quadratic curve from `start` to `end`.
    nonisolated static func cubicControls(from start: CGPoint, quadControl q: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: start.x + 2 / 3 * (q.x - start.x), y: start.y + 2 / 3 * (q.y - start.y)),
         CGPoint(x: end.x + 2 / 3 * (q.x - end.x), y: end.y + 2 / 3 * (q.y - end.y)))
    }
}

extension UIBezierPath.Element {
    /// The element with its points mapped by `t`.
    func applying(_ t: CGAffineTransform) -> Self {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let e, let c): .quad(e.applying(t), c.applying(t))
        case .curve(let e, let c1, let c2): .curve(e.applying(t), c1.applying(t), c2.applying(t))
        case .close: .close
        }
    }
}
