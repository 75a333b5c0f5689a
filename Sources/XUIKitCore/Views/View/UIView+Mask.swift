import Foundation

extension UIView {
    /// A view whose alpha masks this view (R41.5): where the mask view (placed by its frame in
    /// this view's bounds coordinates) draws opaquely this view and its subviews show, where it
    /// draws nothing they do not. Setting it sets `layer.mask` to the mask view's layer, as in
    /// UIKit. The mask view must not be in a view hierarchy; changes to it show when this view
    /// is next drawn.
    public var mask: UIView? {
        get { maskViewStorage }
        set {
            guard newValue !== maskViewStorage else { return }
            if let newValue, newValue.superview != nil {
                Diagnostics.report("UIView.mask: the mask view is in a view hierarchy; it is removed from its superview first")
                newValue.removeFromSuperview()
            }
            maskViewStorage = newValue
            layer.mask = newValue?.layer
            setNeedsDisplay()
        }
    }

    /// Whether the view's layer has a mask: the render pass paints it through the general path.
    var hasLayerMask: Bool { layerStorage?.mask != nil }
}
