import CCairo
import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`, in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect` in the current context; a resizable image keeps
    /// its cap insets and fills the middle by its resizing mode.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect` combining with what is there by `blendMode`, at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context, blendMode: blendMode, alpha: alpha, tint: nil)
    }

    /// Draws into `context`. `tint`, when given and the image is a template, fills the image's
    /// shape with that colour instead of its own colours.
    func draw(in rect: CGRect, context: CGContext, blendMode: CGBlendMode = .normal, alpha: CGFloat = 1,
                         tint: UIColor?) {
        guard rect.width > 0, rect.height > 0, rect.hasFiniteEdges, pixelWidth > 0, pixelHeight > 0 else { return }
        let cr = context.cairo
        cairo_save(cr)
        cairo_set_operator(cr, blendMode.cairoOperator)
        let opacity = Double(max(0, min(1, alpha)) * context.currentAlpha)
        let colour = fixedTintColor ?? (renderingMode == .alwaysTemplate ? tint : nil)
        if let symbol {
            symbol.draw(in: rect, cairo: cr, opacity: opacity, colour: symbolColour(symbol, tint: tint))
        } else if isResizable {
            let filter = context.interpolationQuality.cairoFilter
            for slice in slices(in: rect) {
                paint(source: slice.source, into: slice.destination, tiled: resizingMode == .tile && slice.repeats,
                      cairo: cr, opacity: opacity, tint: colour, filter: filter)
            }
        } else {
            paint(source: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight), into: rect, tiled: false,
                  cairo: cr, opacity: opacity, tint: colour, filter: context.interpolationQuality.cairoFilter)
        }
        cairo_restore(cr)
    }

    /// The colour a symbol's shape is filled with (R24.3, R24.7): its configuration's palette or
    /// hierarchical colour, else none for multicolour (the icon's own colours), else the colour
    /// `withTintColor` gave it, else the tint for a template, else black (an original symbol, or
    /// a template drawn with no tint, is black, as in UIKit).
    private func symbolColour(_ symbol: SymbolImage, tint: UIColor?) -> UIColor? {
        if let colour = symbol.configuration.fixedColor { return colour }
        if symbol.configuration.prefersMulticolor { return nil }
        return fixedTintColor ?? (renderingMode == .alwaysTemplate ? tint : nil) ?? .black
    }

    /// Paints the pixels `source` of the image into `destination` (points), stretched, or
    /// repeated at the image's scale when `tiled`.
    private func paint(source: CGRect, into destination: CGRect, tiled: Bool, cairo cr: OpaquePointer,
                       opacity: Double, tint: UIColor?, filter: cairo_filter_t) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        let part = cairo_surface_create_for_rectangle(surface, Double(source.minX), Double(source.minY),
                                                      Double(source.width), Double(source.height))!
        defer { cairo_surface_destroy(part) }
        cairo_save(cr)
        cairo_rectangle(cr, Double(destination.minX), Double(destination.minY),
                        Double(destination.width), Double(destination.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(destination.minX), Double(destination.minY))
        if tiled {
            cairo_scale(cr, Double(1 / scale), Double(1 / scale))
        } else {
            cairo_scale(cr, Double(destination.width / source.width), Double(destination.height / source.height))
        }
        let pattern = cairo_pattern_create_for_surface(part)!
        defer { cairo_pattern_destroy(pattern) }
        // Stretched edges would otherwise fade into transparency beyond the image.
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        if let tint {
            cairo_set_source_rgba(cr, Double(tint.red), Double(tint.green), Double(tint.blue), Double(tint.alpha) * opacity)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    /// One of the nine parts of a resizable image: where its pixels come from and where they go.
    private struct Slice {
        let source: CGRect
        let destination: CGRect
        /// Whether the part fills more than its own size (the middle row or column).
        let repeats: Bool
    }

    /// The nine parts of a resizable image drawn into `rect`: corners at their size, edges and
    /// middle filling the rest. Caps larger than `rect` shrink in proportion.
    private func slices(in rect: CGRect) -> [Slice] {
        let insets = capInsets
        let (imageWidth, imageHeight) = (size.width, size.height)
        let left = max(0, min(insets.left, imageWidth)), right = max(0, min(insets.right, imageWidth - left))
        let top = max(0, min(insets.top, imageHeight)), bottom = max(0, min(insets.bottom, imageHeight - top))
        let shrinkX = left + right > rect.width ? rect.width / (left + right) : 1
        let shrinkY = top + bottom > rect.height ? rect.height / (top + bottom) : 1
        let sourceColumns = [(0, left), (left, imageWidth - left - right), (imageWidth - right, right)]
        let sourceRows = [(0, top), (top, imageHeight - top - bottom), (imageHeight - bottom, bottom)]
        let destinationColumns = [(rect.minX, left * shrinkX),
                                  (rect.minX + left * shrinkX, max(0, rect.width - (left + right) * shrinkX)),
                                  (rect.maxX - right * shrinkX, right * shrinkX)]
        let destinationRows = [(rect.minY, top * shrinkY),
                               (rect.minY + top * shrinkY, max(0, rect.height - (top + bottom) * shrinkY)),
                               (rect.maxY - bottom * shrinkY, bottom * shrinkY)]
        var slices: [Slice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let (sx, sw) = sourceColumns[column], (sy, sh) = sourceRows[row]
                let (dx, dw) = destinationColumns[column], (dy, dh) = destinationRows[row]
                slices.append(Slice(source: CGRect(x: sx * scale, y: sy * scale, width: sw * scale, height: sh * scale),
                                    destination: CGRect(x: dx, y: dy, width: dw, height: dh),
                                    repeats: row == 1 || column == 1))
            }
        }
        return slices
    }
}
