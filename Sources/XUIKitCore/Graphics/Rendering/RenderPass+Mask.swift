import CCairo
import Foundation

/// A view whose layer has a `mask` (set directly or through `UIView.mask`) is painted by the
/// general path (RenderPass+Transformed.swift) into a group, then through the mask's alpha
/// (R41.5): a mask view is painted with its subtree in the masked view's bounds coordinates, a
/// standalone mask layer by the layer painter, as Core Animation composites `CALayer.mask`.
extension RenderPass {
    /// Paints `content`, what `view` drew into a group, through its layer's mask, with `opacity`.
    /// Cairo's user space is `view`'s bounds coordinates.
    func paintThroughMask(of view: UIView, content: OpaquePointer, opacity: CGFloat) {
        guard let mask = view.layerStorage?.mask else { return }
        let cr = cairo
        cairo_push_group(cr)
        if let maskView = mask.view {
            paintGeneral(maskView)
            install(view.renderCache.interfaceStyle)
        } else {
            LayerTreePainter(cairo: cr, context: context).drawPlaced(mask)
        }
        let alpha = cairo_pop_group(cr)!
        if opacity < 1 { cairo_push_group(cr) }
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(opacity))
        }
        cairo_pattern_destroy(alpha)
    }
}
