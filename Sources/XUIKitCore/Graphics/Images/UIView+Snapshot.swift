import CCairo
import Foundation

extension UIView {
    /// Draws a picture of the view and its subviews, as they appear on screen, scaled into `rect`
    /// of the current context (a `UIGraphicsImageRenderer`'s, say). With `afterScreenUpdates`,
    /// pending layout runs first. Returns false when there is no current context or nothing to
    /// draw (an empty or non-finite size).
    ///
    /// The picture is taken at one pixel a point, then scaled into `rect`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), rect.hasFiniteEdges, hasFiniteGeometry else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        let size = bounds.size
        guard size.width >= 0.5, size.height >= 0.5, rect.width > 0, rect.height > 0 else { return false }
        let width = Int32(min(size.width.rounded(.up), CGFloat(ImageDecoder.Limits.maximumDimension)))
        let height = Int32(min(size.height.rounded(.up), CGFloat(ImageDecoder.Limits.maximumDimension)))
        let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(picture) }
        let cr = cairo_create(picture)!
        // The render pass places the view by its frame in its superview's coordinates.
        cairo_translate(cr, Double(-frame.minX), Double(-frame.minY))
        render(in: CGContext(cairo: cr), dirty: frame)
        cairo_destroy(cr)
        cairo_surface_flush(picture)
        let image = UIImage(surface: cairo_surface_reference(picture), scale: 1)
        image.draw(in: CGRect(origin: rect.origin, size: rect.size), context: context, tint: nil)
        return true
    }
}
