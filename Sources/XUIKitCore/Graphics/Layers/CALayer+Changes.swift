import Foundation

/// What happens when a layer's property changes: the view whose layer is the root of its tree
/// is redrawn, and a standalone layer (one that backs no view) runs the implicit action for the
/// key (Animation/LayerAnimations/CALayer+Actions.swift). A view's own layer animates only
/// inside an animation block, through its view, as UIKit's do.
extension CALayer {
    /// Called by every animatable property's setter after the value changed from `oldValue`.
    /// A presentation copy (`modelLayer` set) changes nothing and runs no action.
    func layerValueChanged(_ key: String, from oldValue: Any?) {
        guard modelLayer == nil else { return }
        setNeedsRedraw()
        if view == nil { runImplicitAction(forKey: key, from: oldValue) }
    }

    /// A sublayer was added or removed: the host view's drawing and extent change.
    func treeChanged() {
        setNeedsRedraw()
    }

    /// The view whose layer is the root of this layer's tree, if any.
    var hostView: UIView? { rootLayer.view }

    /// Marks what the layer tree draws as needing a repaint: its host view, including what its
    /// sublayers reach beyond the view's bounds.
    func setNeedsRedraw() {
        guard let host = hostView else { return }
        host.setNeedsDisplay()
        host.invalidateFrameInWindow()
    }
}
