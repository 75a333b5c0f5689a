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
