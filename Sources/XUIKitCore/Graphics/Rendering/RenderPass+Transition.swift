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
            // The picture holds the view's frame at one pixel a point, placed at its bounds.
            cairo_set_source_surface(cr, snapshot.surface, Double(bounds.minX + offsets.old.x), Double(bounds.minY + offsets.old.y))
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
}
