import CCairo
import Foundation

/// The render pass's side of the layer tree (R27.1): a view's sublayers are drawn after its
/// content and before its subviews, clipped as the view clips its subviews; the layer's own
/// content (its `contents`, or a shape or gradient when `layerClass` says so) lies between the
/// background and `draw(_:)` (RenderPass.drawContent). The painter is LayerTreePainter.swift.
extension RenderPass {
    /// Draws `layer`'s sublayers; `origin` is where the view's bounds origin falls in the current
    /// user space, `clip` (in that space) the area being repainted, nil when already clipped.
    func drawLayerTree(of layer: CALayer, view: UIView, origin: CGPoint, clip: CGRect?) {
        let cr = cairo
        // The fills held back so far stay held: the painter runs them before it draws anything but
        // an arc stroke it holds back with them (R27.16), and they all run at the end.
        cairo_save(cr)
        if let clip {
            cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
        }
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        if view.clipsToBoundsStorage {
            LayerPainter.addShape(of: layer, cairo: cr, rect: view.presentedBounds)
            cairo_clip(cr)
        }
        LayerTreePainter(cairo: cr, context: context, heldBackFills: heldBackFills).drawSublayers(of: layer)
        flushFills()
        cairo_restore(cr)
        layer.drawnTreeExtent = layer.treeExtent
    }

    /// The view's layer's own content, in the view's bounds coordinates (Cairo's user space now).
    func drawLayerOwnContent(of layer: CALayer, bounds: CGRect) {
        LayerTreePainter(cairo: cairo, context: context).drawOwnContent(of: layer, bounds: bounds)
    }
}
