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
    /// transform), at the window's pixels a point, so the picture is as sharp as the view on
    /// screen (R12.13); nil for an empty view. `UIView.transition` fades it out and `CATransition`
    /// moves it.
    func transitionPicture() -> UIImage? {
        picture(of: frame, scale: window?.windowScale ?? UIScreen.main.scale)
    }

    /// The view and its subviews as drawn now, `area` of its superview's coordinates (its frame,
    /// or its bounds placed at the origin), at `scale` pixels a point, or fewer if the picture
    /// would be wider or taller than 16 383 pixels; nil for an empty area.
    func picture(of area: CGRect, scale: CGFloat) -> UIImage? {
        guard area.hasFiniteEdges, area.width >= 0.5, area.height >= 0.5 else { return nil }
        let wanted = scale.isFinite && scale > 0 ? Double(min(scale, 8)) : 1
        let s = min(wanted, 16383 / Double(max(area.width, area.height)))
        let width = (Double(area.width) * s).rounded(.up), height = (Double(area.height) * s).rounded(.up)
        guard width >= 1, height >= 1 else { return nil }
        let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_set_device_scale(picture, s, s)
        let cr = cairo_create(picture)!
        cairo_translate(cr, Double(-area.minX), Double(-area.minY))
        render(in: CGContext(cairo: cr), dirty: area)
        cairo_destroy(cr)
        cairo_surface_flush(picture)
        // A UIImage's surface holds plain pixels; its scale says how many make a point.
        cairo_surface_set_device_scale(picture, 1, 1)
        return UIImage(surface: picture, scale: CGFloat(s))
    }
}
