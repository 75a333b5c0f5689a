import CCairo
import Foundation

/// Core Graphics' image drawing (R29.22): `draw(_:in:)` and `draw(_:in:byTiling:)`.
///
/// Core Graphics draws an image with its first row at the top of `rect` in its own, upward y
/// space. In the contexts UIKit hands out (a view's `draw(_:)`, an image renderer, an image
/// context), whose y points down, that row lands at the bottom: the image shows upside down,
/// and code written for UIKit flips the context first (`translateBy(x: 0, y: height)`,
/// `scaleBy(x: 1, y: -1)`) to draw it upright. XUIKit draws the same way, so that code draws
/// upright here too. `UIImage.draw(in:)` is the upright way.
extension CGContext {
    /// Draws `image` scaled to fill `rect`, its first row at `rect`'s maximum y (upside down in a
    /// UIKit context, as in Core Graphics), with the context's alpha, blend mode, shadow and
    /// `interpolationQuality`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false)
    }

    /// Draws `image` into `rect` as `draw(_:in:)`, or with `byTiling`, repeated at the size of
    /// `rect` to fill the whole clip area (Core Graphics' `CGContextDrawTiledImage`).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard rect.width != 0, rect.height != 0, rect.hasFiniteEdges, image.width > 0, image.height > 0 else { return }
        let r = rect.standardized
        cairo_save(cairo)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, Double(r.width) / Double(image.width), 0, 0, -Double(r.height) / Double(image.height),
                          Double(r.minX), Double(r.maxY))
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        // The pattern's matrix maps user space to the image's pixels.
        cairo_matrix_invert(&matrix)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, interpolationQuality.cairoFilter)
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_new_path(cairo)
        if !byTiling {
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_clip(cairo)
        }
        cairo_set_source(cairo, pattern)
        let alpha = Double(currentAlpha)
        drawingWithShadow { cairo_paint_with_alpha(cairo, alpha) }
        cairo_restore(cairo)
    }
}

extension CGContext {
    /// Draws one particle of an emitter (R29.23): the part `part` (unit coordinates) of `image`,
    /// `size` points large, centred on `center`, turned by `angle`, multiplied by `color`
    /// (white draws the image as it is; another colour tints it); with `additive`, its colours
    /// add to what is below.
    func drawParticle(_ image: CGImage, part: CGRect, at center: CGPoint, size: CGSize, angle: CGFloat,
                      color: UIColor, additive: Bool) {
        guard size.width > 0, size.height > 0, center.x.isFinite, center.y.isFinite, angle.isFinite else { return }
        let source = CGRect(x: part.minX * CGFloat(image.width), y: part.minY * CGFloat(image.height),
                            width: part.width * CGFloat(image.width), height: part.height * CGFloat(image.height))
        guard source.width > 0, source.height > 0 else { return }
        cairo_save(cairo)
        if additive { cairo_set_operator(cairo, CAIRO_OPERATOR_ADD) }
        cairo_translate(cairo, Double(center.x), Double(center.y))
        cairo_rotate(cairo, Double(angle))
        cairo_translate(cairo, -Double(size.width) / 2, -Double(size.height) / 2)
        cairo_rectangle(cairo, 0, 0, Double(size.width), Double(size.height))
        cairo_clip(cairo)
        cairo_scale(cairo, Double(size.width / source.width), Double(size.height / source.height))
        cairo_translate(cairo, -Double(source.minX), -Double(source.minY))
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, interpolationQuality.cairoFilter)
        let alpha = Double(color.alpha * currentAlpha)
        if color.red >= 1, color.green >= 1, color.blue >= 1 {
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, alpha)
        } else {
            // The image's colour times the particle's: its alpha shapes a fill of the colour,
            // darkened by the image's own colour through a multiply. Inside the group nothing is
            // clipped: the particle's rectangle, where its edge cuts pixels, would blend the
            // multiply with the white it starts from there and tint the edge pixels pale; the
            // group's final paint is clipped instead (pop restores the clip).
            cairo_push_group(cairo)
            cairo_reset_clip(cairo)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_MULTIPLY)
            cairo_set_source_rgb(cairo, Double(color.red), Double(color.green), Double(color.blue))
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, alpha)
        }
        cairo_restore(cairo)
    }
}
