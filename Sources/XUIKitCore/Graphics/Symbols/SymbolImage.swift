import CCairo
import Foundation

/// What makes a `UIImage` a symbol image: the SF Symbols name it was asked for, the icon's vector
/// glyph, and the configuration that sizes and colours it. `UIImage` keeps one (its `symbol`) and
/// draws through it, so the glyph is filled at the drawing context's own resolution (R24.4).
struct SymbolImage: Sendable {
    /// The SF Symbols name, as given to `init?(systemName:)`.
    let name: String
    /// The icon's SVG, shared by every image of it.
    let glyph: SymbolGlyph
    /// The settings; unset values take the defaults (`SymbolConfiguration+Metrics.swift`).
    let configuration: UIImage.SymbolConfiguration

    /// The image's size in points: a square of the configuration's side.
    var size: CGSize { CGSize(width: configuration.side, height: configuration.side) }

    /// The same glyph with another configuration.
    func with(_ configuration: UIImage.SymbolConfiguration) -> SymbolImage {
        SymbolImage(name: name, glyph: glyph, configuration: configuration)
    }

    /// Draws the glyph into `rect` of `cairo` at `opacity`: its shape filled with `colour`, or in
    /// the icon's own colours when `colour` is nil. The glyph is drawn into a group (an
    /// intermediate surface at the device's resolution) and used as a mask, so parts of lower
    /// opacity stay lower (R24.7) and overlapping paths do not darken.
    func draw(in rect: CGRect, cairo cr: OpaquePointer, opacity: Double, colour: UIColor?) {
        cairo_save(cr)
        cairo_push_group(cr)
        glyph.render(into: cr, rect: rect)
        let picture = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(picture) }
        if let colour {
            let (red, green, blue, alpha) = (Double(colour.red), Double(colour.green), Double(colour.blue), Double(colour.alpha))
            let outset = Double(configuration.weightOutset * min(1, rect.width / max(size.width, 0.001)))
            if outset > 0 {
                // R24.6: a heavier weight is the glyph stamped around a circle of the outset's
                // radius, which widens every edge by about that much; stamped opaque in a group,
                // then painted at the colour's alpha, so overlaps do not darken.
                cairo_push_group(cr)
                cairo_set_source_rgb(cr, red, green, blue)
                for step in 0..<8 {
                    let angle = Double(step) * .pi / 4
                    cairo_save(cr)
                    cairo_translate(cr, outset * cos(angle), outset * sin(angle))
                    cairo_mask(cr, picture)
                    cairo_restore(cr)
                }
                cairo_mask(cr, picture)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha * opacity)
            } else {
                cairo_set_source_rgba(cr, red, green, blue, alpha * opacity)
                cairo_mask(cr, picture)
            }
        } else {
            cairo_set_source(cr, picture)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    /// The glyph in black at `scale` pixels a point, as pixels: what `UIImage` keeps for its
    /// pixel-level uses (encoding, `pixel(x:y:)`); drawing does not use it.
    func rasterized(scale: CGFloat) -> OpaquePointer {
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        draw(in: CGRect(origin: .zero, size: size), cairo: cr, opacity: 1, colour: configuration.prefersMulticolor ? nil : .black)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }
}
