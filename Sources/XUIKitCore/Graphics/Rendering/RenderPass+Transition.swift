import CCairo
import Foundation

/// A view under a movement transition (`.push`, `.moveIn`, `.reveal`; R30.21) is painted the
/// general way (RenderPass+Transformed.swift: its pixels move, so it covers no tiles and skips
/// no tiles inside it). Within its bounds, the picture taken when the transition was added
/// and the view's content as it is now are each drawn moved as `TransitionMotion` says, the
/// one that slides over the other drawn last. Both are clipped to the bounds.
extension RenderPass {
    /// Paints `view`'s old picture and new content for a movement transition at `progress`
    /// (0…1); the matrix maps the view's bounds coordinates to the surface.
    func paintMoving(_ view: UIView, snapshot: UIImage, progress: CGFloat, motion: TransitionMotion, bounds: CGRect) {
        let cr = cairo
        let offsets = motion.offsets(progress: progress, size: bounds.size)
        cairo_save(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        let drawOld = {
            // The picture holds the view's frame at the window's scale (R12.13), placed at its bounds.
            Self.setSource(cr, picture: snapshot, at: CGPoint(x: bounds.minX + offsets.old.x, y: bounds.minY + offsets.old.y))
            cairo_paint(cr)
        }
        let drawNew = {
            cairo_save(cr)
            cairo_translate(cr, Double(offsets.new.x), Double(offsets.new.y))
            paintGeneralContent(view, bounds: bounds)
            cairo_restore(cr)
        }
        if motion.newIsOnTop {
            drawOld()
            drawNew()
        } else {
            drawNew()
            drawOld()
        }
        cairo_restore(cr)
    }

    /// Makes `picture` Cairo's source with its top-left corner at `origin` in user space, one
    /// point of user space to `picture.scale` of its pixels.
    static func setSource(_ cr: OpaquePointer, picture: UIImage, at origin: CGPoint) {
        cairo_set_source_surface(cr, picture.surface, Double(origin.x), Double(origin.y))
        let scale = Double(picture.scale)
        guard scale != 1, scale.isFinite, scale > 0, let pattern = cairo_get_source(cr) else { return }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_matrix_translate(&matrix, -Double(origin.x), -Double(origin.y))
        cairo_pattern_set_matrix(pattern, &matrix)
    }
}
