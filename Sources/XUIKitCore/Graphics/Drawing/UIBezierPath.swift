import CCairo
import Foundation

/// A path of lines and curves that fills and strokes into the current graphics context.
@preconcurrency @MainActor
open class UIBezierPath {
    enum Element {
        case move(CGPoint), line(CGPoint), curve(CGPoint, CGPoint, CGPoint)
        case arc(CGPoint, CGFloat, CGFloat, CGFloat, Bool), close
        case rect(CGRect), roundedRect(CGRect, CGFloat), oval(CGRect)
    }
    var elements: [Element] = []

    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The ends of stroked open subpaths; `.butt` by default (R17.4).
    open var lineCapStyle: CGLineCap = .butt
    /// The corners of stroked paths; `.miter` by default (R17.4).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter join, as a multiple of `lineWidth`, before it becomes a bevel; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The dash lengths and phase `setLineDash(_:count:phase:)` set; empty for solid lines.
    var lineDash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// Dashes the stroke: `count` lengths from `pattern` alternate painted and unpainted runs,
    /// starting `phase` points in. A nil pattern or a count of 0 makes it solid again (R17.4).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { lineDash = ([], 0); return }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Makes an empty path.
    public init() {}

    /// A closed path around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        elements = [.rect(rect)]
    }

    /// A closed path around `rect` with rounded corners; the radius is limited to half the shorter
    /// side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        elements = [.roundedRect(rect, min(cornerRadius, min(rect.width, rect.height) / 2))]
    }

    /// A closed path around the ellipse that fits `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = [.oval(rect)]
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` in radians (0 points
    /// right); `clockwise` as seen on screen, where y points down.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        elements = [.arc(center, radius, startAngle, endAngle, clockwise)]
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { elements.append(.move(point)) }
    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { elements.append(.line(point)) }
    /// Adds a cubic Bézier curve from the current point to `end`.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(end, controlPoint1, controlPoint2))
    }
    /// Adds an arc, with angles and direction as in `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements.append(.arc(center, radius, startAngle, endAngle, clockwise))
    }
    /// Closes the current subpath with a line back to its start.
    open func close() { elements.append(.close) }
    /// Empties the path.
    open func removeAllPoints() { elements.removeAll() }

    /// Fills the path with the current fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        build(in: context)
        context.fillPath()
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

    /// Intersects the current clipping area with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        build(in: context)
        cairo_clip(context.cairo)
    }

    /// Replaces the context's current path with this path.
    func build(in context: CGContext) {
        let cr = context.cairo
        cairo_new_path(cr)
        for element in elements {
            switch element {
            case .move(let p): context.move(to: p)
            case .line(let p): context.addLine(to: p)
            case .curve(let end, let c1, let c2): context.addCurve(to: end, control1: c1, control2: c2)
            case .arc(let center, let radius, let start, let end, let clockwise):
                context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case .close: context.closePath()
            case .rect(let r): context.addRect(r)
            case .oval(let r): context.addEllipse(in: r)
            case .roundedRect(let r, let radius):
                let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height), rad = Double(radius)
                cairo_new_sub_path(cr)
                cairo_arc(cr, x + w - rad, y + rad, rad, -Double.pi / 2, 0)
                cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
                cairo_arc(cr, x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
                cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
            }
        }
    }
}
