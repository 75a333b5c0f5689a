import CCairo
import Foundation

/// `CALayer.render(in:)` (R27.11): a layer tree drawn into any context, in the layer's own
/// coordinates, with the values on screen now.
extension CALayer {
    /// `render(in:)`'s default. A view's layer draws its view's subtree through the render pass
    /// (as a window's frame is drawn, without the window's overlay); a standalone layer goes to
    /// the layer tree's painter directly.
    func renderTree(in ctx: CGContext) {
        let cr = ctx.cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard let view else {
            LayerTreePainter(cairo: cr, context: ctx).drawInPlace(self, presented: presentationForRendering())
            return
        }
        // The view's bounds origin goes to the context's origin: its superview's origin lies
        // where the view's untransformed frame origin, moved by the bounds origin, puts it.
        let bounds = view.bounds, center = view.center
        let frameOrigin = view.untransformedOrigin(placing: center, size: bounds.size)
        cairo_translate(cr, Double(bounds.minX - frameOrigin.x), Double(bounds.minY - frameOrigin.y))
        let extent = view.visualExtent(clipped: false)
        guard extent.hasFiniteEdges, !extent.isEmpty else { return }
        view.render(in: ctx, dirty: extent)
    }
}
