import CCairo
import Foundation

/// The general path for views with a transform (R6.11): the subtree is painted through Cairo's
/// matrix, in each view's own bounds coordinates, with no direct pixel fills, no tile culling
/// inside it and no tiles covered by it (its pixels are not axis-aligned rectangles). The first
/// walk still skips it whole when the bounding box of its transformed extent misses the dirty
/// area or lies under opaque views in front.
extension RenderPass {
    /// Numbers the transformed view and its visible subtree for painting, back to front, as the
    /// first walk numbers the views it keeps, and notes the interface style each draws in.
    mutating func numberTransformedSubtree(_ view: UIView, style: UIUserInterfaceStyle) {
        view.renderCache.passNumber = number
        view.renderCache.interfaceStyle = style
        for subview in view.subviews.reversed() where !subview.isHiddenStorage {
            numberTransformedSubtree(subview, style: Self.style(of: subview, inherited: style))
        }
        view.renderCache.paintOrder = nextOrder
        nextOrder -= 1
    }

    /// Paints a transformed view and its subtree within `clip` (surface pixels); `origin` is
    /// where its superview's coordinate origin falls on the surface. The matrix is the identity.
    func paintTransformed(_ view: UIView, origin: CGPoint, clip: CGRect) {
        let cr = cairo
        flushFills()
        cairo_save(cr)
        cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        paintGeneral(view)
        cairo_restore(cr)
    }

    /// Paints `view` with the matrix mapping its superview's bounds coordinates to the surface.
    func paintGeneral(_ view: UIView) {
        guard !view.isHiddenStorage else { return }
        let alpha = view.presentedAlpha
        let bounds = view.presentedBounds, t = view.presentedTransform, center = view.presentedCenter
        guard alpha > 0, bounds.hasFiniteEdges, center.x.isFinite, center.y.isFinite, t.a * t.d - t.b * t.c != 0 else { return }
        let cr = cairo
        install(view.renderCache.interfaceStyle)
        cairo_save(cr)
        // Bounds coordinates → superview: about the centre, the layer's anchor point (R6.11, R27.15).
        cairo_translate(cr, Double(center.x), Double(center.y))
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &matrix)
        let anchor = view.anchorInBounds(bounds)
        cairo_translate(cr, -Double(anchor.x), -Double(anchor.y))
        let layer = view.layerStorage
        let masked = view.hasLayerMask
        let grouped = alpha < 1 || masked
        if grouped {
            // The group is only as large as what the view and its subtree may paint.
            var extent = bounds
            if let shadow = layer?.shadowExtent(in: bounds) { extent = extent.union(shadow) }
            if !view.clipsToBoundsStorage, !view.descendantsExtent.isNull { extent = extent.union(view.descendantsExtent) }
            if !view.clipsToBoundsStorage, let tree = layer?.treeExtent, !tree.isNull { extent = extent.union(tree) }
            cairo_rectangle(cr, Double(extent.minX), Double(extent.minY), Double(extent.width), Double(extent.height))
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        if let transition = view.presentedTransition, let motion = transition.motion {
            paintMoving(view, snapshot: transition.snapshot, progress: 1 - transition.opacity, motion: motion, bounds: bounds)
        } else {
            paintGeneralContent(view, bounds: bounds)
        }
        if masked, let content = cairo_pop_group(cr) {
            paintThroughMask(of: view, content: content, opacity: alpha)
            cairo_pattern_destroy(content)
        } else if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }

    /// What `paintGeneral` paints of a view inside its matrix and opacity group: shadow,
    /// content, layer tree, subviews, overlay and border, in the view's bounds coordinates.
    func paintGeneralContent(_ view: UIView, bounds: CGRect) {
        let cr = cairo
        let layer = view.layerStorage
        if let layer, layer.hasShadow { LayerPainter.drawShadow(of: layer, cairo: cr, origin: .zero, bounds: bounds) }
        drawContent(of: view, origin: .zero, clip: bounds)
        if let layer, layer.sublayerStorage != nil { drawLayerTree(of: layer, view: view, origin: .zero, clip: nil) }
        if !view.subviews.isEmpty {
            cairo_save(cr)
            if view.clipsToBoundsStorage {
                if let layer { LayerPainter.addShape(of: layer, cairo: cr, rect: bounds) } else {
                    cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
                }
                cairo_clip(cr)
            }
            for subview in view.subviews { paintGeneral(subview) }
            cairo_restore(cr)
            install(view.renderCache.interfaceStyle)
        }
        if view.drawsOverlay { view.drawOverlay(in: context, origin: .zero, clip: bounds) }
        if let layer, layer.hasBorder { LayerPainter.drawBorder(of: layer, cairo: cr, rect: bounds) }
    }
}
