import CCairo
import Foundation

/// How the renderer draws a layer's corners, border and shadow (Graphics/Rendering/RenderPass.swift
/// decides when). Rectangles are in whatever space the Cairo context is in at the call.
extension CALayer {
    /// Whether the layer draws anything beyond its view's background rectangle.
    var isDecorated: Bool { renderedCornerRadius > 0 || hasBorder || hasShadow }

    /// The corner radius as drawn: the presented value while an animation changes it.
    var renderedCornerRadius: CGFloat { view?.presentedCornerRadius ?? cornerRadius }

    var hasBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

    /// The radius actually drawn for `rect`: at most half its shorter side.
    func drawnCornerRadius(for rect: CGRect) -> CGFloat {
        max(0, min(renderedCornerRadius, min(rect.width, rect.height) / 2))
    }

    /// Replaces the current path with `rect`, its `maskedCorners` rounded by `radius` (the
    /// layer's corner radius when nil).
    func addShape(cairo cr: OpaquePointer, rect: CGRect, radius: CGFloat? = nil) {
        cairo_new_path(cr)
        let r = Double(radius ?? drawnCornerRadius(for: rect))
        let x = Double(rect.minX), y = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        guard r > 0 else {
            cairo_rectangle(cr, x, y, Double(rect.width), Double(rect.height))
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        if maskedCorners.contains(.layerMaxXMinYCorner) { cairo_arc(cr, maxX - r, y + r, r, -half, 0) } else { cairo_line_to(cr, maxX, y) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { cairo_arc(cr, maxX - r, maxY - r, r, 0, half) } else { cairo_line_to(cr, maxX, maxY) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { cairo_arc(cr, x + r, maxY - r, r, half, 2 * half) } else { cairo_line_to(cr, x, maxY) }
        if maskedCorners.contains(.layerMinXMinYCorner) { cairo_arc(cr, x + r, y + r, r, 2 * half, 3 * half) } else { cairo_line_to(cr, x, y) }
        cairo_close_path(cr)
    }

    /// Fills the border: the band `borderWidth` wide just inside the (rounded) `rect`.
    func drawBorder(cairo cr: OpaquePointer, rect: CGRect) {
        guard let color = borderColor else { return }
        let radius = drawnCornerRadius(for: rect)
        let width = min(borderWidth, min(rect.width, rect.height) / 2)
        cairo_save(cr)
        addShape(cairo: cr, rect: rect, radius: radius)
        let inner = rect.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            let path = cairo_copy_path(cr)
            addShape(cairo: cr, rect: inner, radius: max(0, radius - width))
            cairo_append_path(cr, path)
            cairo_path_destroy(path)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // MARK: - Shadow

    /// The area the shadow may darken, in the layer's coordinates (`bounds` is its view's
    /// bounds), or nil when there is no shadow.
    func shadowExtent(in bounds: CGRect) -> CGRect? {
        guard hasShadow else { return nil }
        let shape = shadowPath.map(ShadowMask.bounds(of:)) ?? bounds
        guard !shape.isNull else { return nil }
        let reach = ShadowMask.reach(blurRadius: shadowRadius)
        return shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach)
    }

    /// Draws the shadow under the view whose bounds are `bounds`, with the context's origin
    /// moved to `origin` (where the view's coordinate origin falls).
    func drawShadow(cairo cr: OpaquePointer, origin: CGPoint, bounds: CGRect) {
        guard let color = shadowColor, let extent = shadowExtent(in: bounds) else { return }
        let device = extent.offsetBy(dx: origin.x, dy: origin.y)
        let left = device.minX.rounded(.down), top = device.minY.rounded(.down)
        let width = Int((device.maxX.rounded(.up) - left)), height = Int((device.maxY.rounded(.up) - top))
        guard width > 0, height > 0, width < 1 << 14, height < 1 << 14 else { return }
        let shift = CGPoint(x: origin.x - left + shadowOffset.width, y: origin.y - top + shadowOffset.height)
        guard let mask = ShadowMask(width: width, height: height, blurRadius: shadowRadius, shape: { maskCairo in
            cairo_translate(maskCairo, Double(shift.x), Double(shift.y))
            if let shadowPath {
                shadowPath.build(in: CGContext(cairo: maskCairo))
            } else {
                self.addShape(cairo: maskCairo, rect: bounds)
            }
        }) else { return }
        cairo_save(cr)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue),
                              Double(color.alpha) * Double(min(max(shadowOpacity, 0), 1)))
        cairo_mask_surface(cr, mask.surface, Double(left), Double(top))
        cairo_restore(cr)
    }
}
