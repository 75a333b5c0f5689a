import CCairo
import Foundation

/// Rendering a view's subtree outside a window's frame: into a context already placed (a
/// window's frame, `drawHierarchy`), or into a picture of its own (the old picture a transition
/// fades out).
extension UIView {
    /// Draws this view and its subtree into `context`, whose origin is this view's superview's
    /// coordinate origin (placed on the target by a translation). `dirty` is the area to repaint,
    /// in the same coordinates. The work is `RenderPass`'s.
    func render(in context: GraphicsContext, dirty: CGRect) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &matrix)
        let origin = CGPoint(x: matrix.x0, y: matrix.y0)
        RenderPass.render(self, into: context, origin: origin, dirty: dirty.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// The view and its subviews as drawn now, placed as its frame (a bounding box under a
    /// transform) at one pixel a point; nil for an empty view. `UIView.transition` fades it out.
    func transitionPicture() -> UIImage? {
        let rect = frame
        guard rect.hasFiniteEdges, rect.width >= 0.5, rect.height >= 0.5, rect.width < 16384, rect.height < 16384 else { return nil }
        let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rect.width.rounded(.up)), Int32(rect.height.rounded(.up)))!
        let cr = cairo_create(picture)!
        cairo_translate(cr, Double(-rect.minX), Double(-rect.minY))
        render(in: CGContext(cairo: cr), dirty: rect)
        cairo_destroy(cr)
        cairo_surface_flush(picture)
        return UIImage(surface: picture, scale: 1)
    }
}
