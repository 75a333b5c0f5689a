import CCairo
import Foundation

/// A context's shadow: where it falls, how soft it is and its colour.
struct ContextShadow {
    /// The offset in the context's base space (points, y down in XUIKit's contexts).
    var offset: CGSize
    /// Core Graphics' blur; the Gaussian's standard deviation is half of it.
    var blur: CGFloat
    var color: UIColor
}

// Shadows (R29.5). Core Graphics draws a shadow under everything painted while one is set:
// paths, rectangles, images and gradients. As on iOS in contexts UIKit makes (QA1706), the offset
// is in the base space, where a positive height goes down the screen, and neither the offset nor
// the blur follows `translateBy`/`scaleBy`/`rotate`. Each shadowed drawing is painted into a group
// first; the group's alpha, blurred and moved, is painted in the shadow's colour, then the group.
extension CGContext {
    /// Shadows later drawing with black at one third opacity (Core Graphics' default shadow
    /// colour), moved by `offset` and softened by `blur` (0: a sharp shadow).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: UIColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Shadows later drawing with `color`, moved by `offset` and softened by `blur`. A nil or fully
    /// transparent colour turns shadows off, as does restoring a state saved before.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite else { shadow = nil; return }
        shadow = ContextShadow(offset: offset, blur: blur.isFinite ? max(0, blur) : 0, color: color)
    }

    /// Runs `paint` (which paints with Cairo's current source and path) with the shadow under it.
    func drawingWithShadow(_ paint: () -> Void) {
        guard let shadow else { paint(); return }
        cairo_push_group(cairo)
        paint()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        // Read the group in the units of an identity transform, where the shadow is measured.
        cairo_pattern_set_matrix(group, &identity)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        paintShadow(of: group, shadow)
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Paints the blurred, moved alpha of `group` in the shadow's colour, within the clip.
    private func paintShadow(of group: OpaquePointer, _ shadow: ContextShadow) {
        let dx = Double(shadow.offset.width * baseScale.width), dy = Double(shadow.offset.height * baseScale.height)
        let sigma = shadow.blur / 2 * baseScale.width
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        var deviceScaleX = 1.0, deviceScaleY = 1.0
        cairo_surface_get_device_scale(cairo_get_target(cairo), &deviceScaleX, &deviceScaleY)
        // The shadow is seen only within the clip; the blur reaches in from `reach` beyond it.
        let reach = Double(ShadowMask.reach(blurRadius: sigma))
        let minX = (x1 - reach).rounded(.down), minY = (y1 - reach).rounded(.down)
        let maxX = (x2 + reach).rounded(.up), maxY = (y2 + reach).rounded(.up)
        let width = Int((maxX - minX) * deviceScaleX), height = Int((maxY - minY) * deviceScaleY)
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15 else { return }
        let mask = ShadowMask(width: width, height: height, blurRadius: sigma * CGFloat(deviceScaleX)) { cr in
            cairo_scale(cr, deviceScaleX, deviceScaleY)
            // Mask point p shows the group's alpha at p - offset.
            cairo_translate(cr, dx - minX, dy - minY)
            cairo_set_source(cr, group)
            cairo_paint(cr)
            cairo_new_path(cr)
        }
        guard let mask else { return }
        cairo_surface_set_device_scale(mask.surface, deviceScaleX, deviceScaleY)
        let colour = shadow.color
        // The group's alpha already carries `setAlpha`'s opacity.
        cairo_set_source_rgba(cairo, Double(colour.red), Double(colour.green), Double(colour.blue), Double(colour.alpha))
        cairo_mask_surface(cairo, mask.surface, minX, minY)
    }
}
