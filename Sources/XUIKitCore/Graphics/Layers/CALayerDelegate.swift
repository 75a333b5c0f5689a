import Foundation

/// The methods a layer's delegate may implement to draw or display its content.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's `contents` itself; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers, before it is drawn.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil to go on looking, `NSNull()` for none (R30.19).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// By default the delegate does not display the layer (its `draw(_:in:)` draws instead).
    public func display(_ layer: CALayer) { layer.noteDelegateDoesNotDisplay() }
    /// By default the delegate draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// By default the delegate lays nothing out.
    public func layoutSublayers(of layer: CALayer) {}
    /// By default the delegate has no action (the layer goes on looking).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
