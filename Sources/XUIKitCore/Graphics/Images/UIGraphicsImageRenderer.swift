import CCairo
import Foundation

/// The settings of the bitmaps a `UIGraphicsImageRenderer` makes.
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the screen's scale by default.
    public var scale: CGFloat = UIImage.screenScale
    /// Whether the bitmap has no alpha; false by default, so what is not drawn stays transparent.
    public var opaque = false
    /// The area drawn, in points: a renderer's `format` (and the context's) has the renderer's
    /// bounds; a format made on its own has `.zero`, as in UIKit.
    public internal(set) var bounds: CGRect = .zero

    /// A format at the screen's scale with alpha.
    public init() {}

    /// A copy of `format` with `bounds`: a renderer keeps its own, so the format an app passes in
    /// is not changed.
    init(_ format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        scale = format.scale
        opaque = format.opaque
        self.bounds = bounds
    }

    /// The default format (UIKit's `preferred()`).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure draws with.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw into, in points, origin at the renderer's bounds' origin.
    public let cgContext: CGContext
    /// The format of the bitmap being drawn.
    public let format: UIGraphicsImageRendererFormat
    private let surface: OpaquePointer

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, surface: OpaquePointer) {
        self.cgContext = cgContext
        self.format = format
        self.surface = surface
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage { UIGraphicsImageRenderer.image(copying: surface, scale: format.scale) }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour, combined by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cairo_save(cgContext.cairo)
        cairo_set_operator(cgContext.cairo, blendMode.cairoOperator)
        cgContext.fill(rect)
        cairo_restore(cgContext.cairo)
    }

    /// Outlines `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Restricts later drawing to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into a fresh bitmap and hands back an image or its PNG or JPEG data:
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///     UIColor.red.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
/// }
/// ```
///
/// Inside the closure, `UIGraphicsGetCurrentContext()` is the renderer's context, so
/// `UIImage.draw(in:)`, `UIBezierPath.fill()` and `UIView.drawHierarchy(in:afterScreenUpdates:)`
/// draw into the bitmap. A renderer belongs to no actor: it may draw on any thread, as UIKit
/// documents (R29.20); `drawHierarchy` still needs the main actor.
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The bitmap's settings.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for `size` points, in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
    }

    /// A renderer for `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds`, whose origin is the drawing's top-left corner, in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// A renderer for `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = UIGraphicsImageRendererFormat(format, bounds: bounds)
    }

    /// Runs `actions` to draw, and returns the picture. A renderer with an empty or non-finite
    /// size draws into a 1×1-pixel bitmap and says so on stderr.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let surface = draw(actions)
        return UIImage(surface: surface, scale: format.scale)
    }

    /// Runs `actions` to draw, and returns the picture as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` to draw, and returns the picture as JPEG data of `compressionQuality` (0 to 1).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> OpaquePointer {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let width = pixels(bounds.width * scale), height = pixels(bounds.height * scale)
        if width == nil || height == nil {
            Diagnostics.reportFromAnyThread("UIGraphicsImageRenderer: size \(bounds.size) is empty or not finite; drawing a 1×1 image")
        }
        let surface = cairo_image_surface_create(format.opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                 Int32(width ?? 1), Int32(height ?? 1))!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if format.opaque {
            // An opaque bitmap starts white where nothing is drawn, not undefined.
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
        }
        cairo_scale(cr, Double(scale), Double(scale))
        if bounds.origin.x.isFinite, bounds.origin.y.isFinite {
            cairo_translate(cr, Double(-bounds.minX), Double(-bounds.minY))
        }
        let context = CGContext(cairo: cr)
        let contexts = GraphicsContextStack.current
        contexts.push(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format, surface: surface))
        contexts.pop()
        cairo_surface_flush(surface)
        return surface
    }

    private func pixels(_ length: CGFloat) -> Int? {
        guard length.isFinite, length >= 0.5 else { return nil }
        // Clamped before the conversion: Int(1e300) would trap.
        return Int(min(length.rounded(.up), CGFloat(ImageDecoder.Limits.maximumDimension)))
    }

    /// An image holding a copy of `surface`'s pixels now.
    static func image(copying surface: OpaquePointer, scale: CGFloat) -> UIImage {
        let copy = cairo_image_surface_create(cairo_image_surface_get_format(surface),
                                              cairo_image_surface_get_width(surface),
                                              cairo_image_surface_get_height(surface))!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return UIImage(surface: copy, scale: scale)
    }
}
