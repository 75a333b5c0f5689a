import CCairo
import Foundation

/// XUIKit's colours are their own Core Graphics colours: `UIColor.red.cgColor` is a `UIColor`.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a Core Graphics colour (the same object in XUIKit).
    public var cgColor: CGColor { self }
    /// The colour's space, as a `CGColor` reports it: XUIKit's colours are sRGB, so the device
    /// RGB space (R29.1).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// The colour of a Core Graphics colour (in XUIKit, the same components).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}

/// A drawing destination with Core Graphics' names, drawn through Cairo. Inside `draw(_:)`,
/// `UIGraphicsGetCurrentContext()` returns the view's context, already translated so that the
/// view's bounds are the coordinate space.
///
/// Like Core Graphics' own, a context belongs to no actor (R29.20): a thread that makes one
/// (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`) may draw into it, one
/// thread at a time.
public final class CGContext {
    let cairo: OpaquePointer
    private(set) var fillColor = UIColor.black
    private(set) var strokeColor = UIColor.black
    private(set) var globalAlpha: CGFloat = 1
    /// The shadow `setShadow` set (CGContext+Shadow.swift); nil: none.
    var shadow: ContextShadow?
    /// How images drawn into the context are interpolated (R27.28): `.none` samples the nearest
    /// pixel. Part of the graphics state (`saveGState()`); `.default` at first and at the start
    /// of each view's drawing.
    public var interpolationQuality: CGInterpolationQuality = .default
    private var savedInterpolation: [CGInterpolationQuality] = []
    /// The clips to mask images in force (CGContext+Mask.swift), innermost last.
    var maskClips: [MaskClip] = []
    /// The path `replacePathWithStrokedPath()` kept, for the next clip or fill (R41.6).
    var pendingStroke: StrokedPath?
    /// The shadow and alpha of each transparency layer begun, innermost last (R41.7).
    var transparencyLayers: [(ContextShadow?, CGFloat)] = []
    /// The render pass's held-back fills, while the layer painter draws a layer that draws only
    /// a circular arc stroke (R27.16); nil otherwise (CGContext+ArcStroke.swift).
    @MainActor var heldBackFills: PixelTarget?
    /// The shadow and mask clips when each drawing scope began (`beginDrawingScope()`).
    private var scopes: [(shadow: ContextShadow?, maskClips: Int, savedStates: Int)] = []
    private var savedStates: [(UIColor, UIColor, CGFloat, ContextShadow?)] = []
    /// Points to Cairo's user units when the context was made (the scale of an image context):
    /// shadow offsets and blurs are in this base space, untouched by later transforms (R29.5).
    let baseScale: CGSize

    init(cairo: OpaquePointer) {
        self.cairo = cairo
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        baseScale = CGSize(width: hypot(matrix.xx, matrix.yx), height: hypot(matrix.xy, matrix.yy))
        cairo_set_line_width(cairo, 1)
    }

    // MARK: - State

    /// Pushes the current state — fill and stroke colours, alpha, shadow, blend mode, line style,
    /// transform, clip — so
    /// `restoreGState()` can bring it back.
    public func saveGState() {
        savedStates.append((fillColor, strokeColor, globalAlpha, shadow))
        savedInterpolation.append(interpolationQuality)
        cairo_save(cairo)
    }

    /// Pops the state pushed by the matching `saveGState()`; an unmatched call does nothing.
    public func restoreGState() {
        guard !savedStates.isEmpty else { return }
        finishMaskClips(downTo: savedStates.count)
        let (fill, stroke, alpha, savedShadow) = savedStates.removeLast()
        (fillColor, strokeColor, globalAlpha, shadow) = (fill, stroke, alpha, savedShadow)
        if let interpolation = savedInterpolation.popLast() { interpolationQuality = interpolation }
        cairo_restore(cairo)
    }

    /// How many states `saveGState()` has pushed and not popped.
    var savedStateCount: Int { savedStates.count }

    /// Starts drawing by one client (a view's `draw(_:)`, an image renderer's actions): what it
    /// sets that outlives Cairo's own state — a shadow, a clip to a mask — ends with
    /// `endDrawingScope()` (R29.5, R29.7).
    func beginDrawingScope() {
        scopes.append((shadow, maskClips.count, savedStates.count))
    }

    /// Ends the scope `beginDrawingScope()` began: mask clips set in it are painted through their
    /// masks and the shadow is the one before it.
    func endDrawingScope() {
        guard let scope = scopes.popLast() else { return }
        while maskClips.count > scope.maskClips { finishMaskClips(downTo: maskClips[maskClips.count - 1].depth) }
        shadow = scope.shadow
        interpolationQuality = .default
    }

    /// The colour `fill`, `fillEllipse` and `fillPath` paint with; black at first.
    public func setFillColor(_ color: CGColor) { fillColor = color }
    /// The colour `stroke`, `strokeEllipse` and `strokePath` paint with; black at first.
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    /// The width of stroked lines, in points; 1 at first.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }
    /// A further opacity applied to everything drawn after this call.
    public func setAlpha(_ alpha: CGFloat) { globalAlpha = alpha }

    /// Moves the origin of later drawing by (x, y) points.
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    /// Scales later drawing by x horizontally and y vertically.
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    /// Rotates later drawing by `angle` radians, clockwise on screen (y points down).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    /// Restricts later drawing to `rect`.
    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
    }

    // MARK: - Rectangles and ellipses

    /// Paints `rect` with the fill colour, replacing the current path.
    public func fill(_ rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        fillPath()
    }

    /// Outlines `rect` with the stroke colour and line width, replacing the current path.
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        strokePath()
    }

    /// Outlines `rect` with the stroke colour and the given line width, leaving the line width
    /// as it was.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Paints the ellipse that fits `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        fillPath()
    }

    /// Outlines the ellipse that fits `rect` with the stroke colour and line width.
    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        strokePath()
    }

    /// Paints `rect` fully transparent… on an opaque window, this means black; views use it rarely.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: - Paths

    /// Starts an empty path, discarding the current one.
    public func beginPath() { pendingStroke = nil; cairo_new_path(cairo) }
    /// Ends the current subpath without starting another at a point: an arc added next starts
    /// where it begins, with no line to it.
    func beginSubpath() { cairo_new_sub_path(cairo) }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }
    /// Adds `rect` to the path as a closed subpath.
    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    /// Adds the ellipse that fits `rect` to the path; an empty rect adds nothing.
    public func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
        cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cairo)
    }
    /// Adds an arc; angles in radians, with y pointing down as in UIKit.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's "clockwise" is in flipped coordinates, which is Cairo's positive direction.
        if clockwise {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }
    /// Closes the current subpath with a line back to its start.
    public func closePath() { cairo_close_path(cairo) }

    /// Fills the current path with the fill colour and clears it.
    public func fillPath() {
        setSource(fillColor)
        if let stroke = pendingStroke {
            pendingStroke = nil
            paintStroke(stroke)
            return
        }
        drawingWithShadow { cairo_fill(cairo) }
    }

    /// Strokes the current path with the stroke colour and clears it.
    public func strokePath() {
        setSource(strokeColor)
        drawingWithShadow { cairo_stroke(cairo) }
    }

    /// Fills the current path with the fill colour by the even-odd rule (a shape inside another
    /// cuts a hole in it) and clears it.
    func fillPathEvenOdd() {
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        fillPath()
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    func setSource(_ color: UIColor) {
        let rgba = color.rgba
        cairo_set_source_rgba(cairo, Double(rgba.red), Double(rgba.green), Double(rgba.blue),
                              Double(rgba.alpha * globalAlpha))
    }

    /// The opacity `setAlpha(_:)` set, which images multiply their own alpha by.
    var currentAlpha: CGFloat { globalAlpha }
}

/// The stack behind `UIGraphicsGetCurrentContext()`: the contexts being drawn into, innermost
/// last (a view's `draw(_:)`, a `UIGraphicsImageRenderer`'s actions). The main thread's is the
/// application's (`UIApplication.graphicsContexts`), so a fresh application starts with none;
/// every other thread has its own (`current`, R29.20), as UIKit's context stack is per thread.
///
/// `@unchecked Sendable`: a stack is only ever touched by the thread it belongs to (the main
/// one's through the main actor, another's through its thread dictionary); it is Sendable only
/// so that `MainActor.assumeIsolated` may hand the application's out on the main thread.
final class GraphicsContextStack: @unchecked Sendable {
    /// The calling thread's stack: the application's on the main actor, whichever thread serves
    /// it. Not `Thread.isMainThread`: a program with an `async` main (the test runner, an app's
    /// `@main` with `async`) drains the main queue through `dispatchMain()`, which ends the main
    /// thread, so main-actor code runs on a worker thread that the main queue marks (R29.20).
    static var current: GraphicsContextStack {
        if MainActorCheck.isOnMainActor { return MainActor.assumeIsolated { UIApplication.shared.graphicsContexts } }
        let key = "XUIKit.GraphicsContextStack"
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    private(set) var contexts: [CGContext] = []
    /// The innermost context, nil when nothing is being drawn.
    var current: CGContext? { contexts.last }
    func push(_ context: CGContext) {
        context.beginDrawingScope()
        contexts.append(context)
    }
    func pop() { contexts.popLast()?.endDrawingScope() }
    /// Removes the innermost occurrence of `context` (an image context ended while a context
    /// pushed after it is still on the stack keeps that one).
    func remove(_ context: CGContext) {
        if let index = contexts.lastIndex(where: { $0 === context }) { contexts.remove(at: index).endDrawingScope() }
    }
    /// The image contexts `UIGraphicsBeginImageContext…` opened, innermost last.
    var imageContexts: [ImageContext] = []
}

/// The context drawing functions draw into on the calling thread: the view's, inside `draw(_:)`;
/// an image renderer's or image context's while it draws, on whatever thread (R29.20); nil
/// elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.current
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Draws a one-point frame inside `rect` with the current fill colour, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
    context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
    context.fill(CGRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height))
    context.fill(CGRect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height))
}

/// GraphicsContext is the toolkit's name for the context views render into.
typealias GraphicsContext = CGContext

extension CGContext {
    /// Device pixels a unit of the current user space's x axis spans now (its transform and the
    /// context's scale).
    var deviceScale: CGFloat {
        var (dx, dy) = (1.0, 0.0)
        cairo_user_to_device_distance(cairo, &dx, &dy)
        return CGFloat(hypot(dx, dy))
    }
}

extension CGInterpolationQuality {
    /// Cairo's filter for this quality.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .high: return CAIRO_FILTER_BEST
        case .default, .medium: return CAIRO_FILTER_GOOD
        }
    }
}
