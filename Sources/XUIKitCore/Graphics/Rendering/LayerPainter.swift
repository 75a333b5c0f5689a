import CCairo
import Foundation

/// How the renderer draws a layer's corners, border and shadow; the layer keeps only the model
/// (Graphics/Layers/CALayer+Decoration.swift) and the render pass decides when
/// (Graphics/Rendering/RenderPass.swift). Rectangles are in whatever space the Cairo context is
/// in at the call.
@MainActor
enum LayerPainter {
    /// Replaces the current path with `rect`, the layer's `maskedCorners` rounded by `radius`
    /// (the layer's drawn corner radius for `rect` when nil).
    static func addShape(of layer: CALayer, cairo cr: OpaquePointer, rect: CGRect, radius: CGFloat? = nil) {
        cairo_new_path(cr)
        let r = Double(radius ?? layer.drawnCornerRadius(for: rect))
        let x = Double(rect.minX), y = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        guard r > 0 else {
            cairo_rectangle(cr, x, y, Double(rect.width), Double(rect.height))
            return
        }
        let half = Double.pi / 2
        let corners = layer.maskedCorners
        cairo_new_sub_path(cr)
        if corners.contains(.layerMaxXMinYCorner) { cairo_arc(cr, maxX - r, y + r, r, -half, 0) } else { cairo_line_to(cr, maxX, y) }
        if corners.contains(.layerMaxXMaxYCorner) { cairo_arc(cr, maxX - r, maxY - r, r, 0, half) } else { cairo_line_to(cr, maxX, maxY) }
        if corners.contains(.layerMinXMaxYCorner) { cairo_arc(cr, x + r, maxY - r, r, half, 2 * half) } else { cairo_line_to(cr, x, maxY) }
        if corners.contains(.layerMinXMinYCorner) { cairo_arc(cr, x + r, y + r, r, 2 * half, 3 * half) } else { cairo_line_to(cr, x, y) }
        cairo_close_path(cr)
    }

    /// Fills the layer's border: the band `borderWidth` wide just inside the (rounded) `rect`.
    static func drawBorder(of layer: CALayer, cairo cr: OpaquePointer, rect: CGRect) {
        guard let color = layer.borderColor else { return }
        let radius = layer.drawnCornerRadius(for: rect)
        let width = min(layer.borderWidth, min(rect.width, rect.height) / 2)
        cairo_save(cr)
        addShape(of: layer, cairo: cr, rect: rect, radius: radius)
        let inner = rect.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            let path = cairo_copy_path(cr)
            addShape(of: layer, cairo: cr, rect: inner, radius: max(0, radius - width))
            cairo_append_path(cr, path)
            cairo_path_destroy(path)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        let rgba = color.rgba
        cairo_set_source_rgba(cr, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws the layer's shadow under the view whose bounds are `bounds`, with the context's
    /// origin moved to `origin` (where the view's coordinate origin falls).
    static func drawShadow(of layer: CALayer, cairo cr: OpaquePointer, origin: CGPoint, bounds: CGRect) {
        guard let color = layer.shadowColor, let extent = layer.shadowExtent(in: bounds) else { return }
        let device = extent.offsetBy(dx: origin.x, dy: origin.y)
        let left = device.minX.rounded(.down), top = device.minY.rounded(.down)
        let width = Int((device.maxX.rounded(.up) - left)), height = Int((device.maxY.rounded(.up) - top))
        guard width > 0, height > 0, width < 1 << 14, height < 1 << 14 else { return }
        let shift = CGPoint(x: origin.x - left + layer.shadowOffset.width, y: origin.y - top + layer.shadowOffset.height)
        let shadowPath = layer.shadowPath
        guard let mask = ShadowMask(width: width, height: height, blurRadius: layer.shadowRadius, shape: { maskCairo in
            cairo_translate(maskCairo, Double(shift.x), Double(shift.y))
            if let shadowPath {
                shadowPath.build(in: CGContext(cairo: maskCairo))
            } else {
                addShape(of: layer, cairo: maskCairo, rect: bounds)
            }
        }) else { return }
        cairo_save(cr)
        let rgba = color.rgba
        cairo_set_source_rgba(cr, Double(rgba.red), Double(rgba.green), Double(rgba.blue),
                              Double(rgba.alpha) * Double(min(max(layer.shadowOpacity, 0), 1)))
        cairo_mask_surface(cr, mask.surface, Double(left), Double(top))
        cairo_restore(cr)
    }
}
