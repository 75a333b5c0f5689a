import Foundation

/// Drawing, display and layout of a layer (R27.7, R27.10).
///
/// XUIKit keeps no bitmap per layer: the painter calls `draw(in:)` each time it draws the layer
/// (so content drawn there is always current), and `display()` runs in the layout phase of the
/// frame after `setNeedsDisplay()`, to let a delegate or subclass set `contents`. A view's layer
/// draws through its view (`UIView.draw(_:)`); a label's drawing is kept (KeptDrawing, R27.17).
extension CALayer {
    // MARK: - Display

    /// Marks the layer's content as needing to be drawn again: for a view's layer, the view's
    /// `setNeedsDisplay()`; for a standalone layer, its host view is repainted and `display()`
    /// runs before the next frame.
    public func setNeedsDisplay() {
        if let view { view.setNeedsDisplay(); return }
        needsDisplayFlag = true
        hostView?.window?.scheduleLayoutAndDisplay()
        setNeedsRedraw()
    }

    /// Marks part of the layer (in its coordinates) as needing to be drawn again; XUIKit redraws
    /// what the layer covers (a view's layer: only `rect` of the view).
    public func setNeedsDisplay(_ rect: CGRect) {
        if let view { view.setNeedsDisplay(rect); return }
        setNeedsDisplay()
    }

    /// For a view's layer, whether its window has drawing or layout waiting; for a standalone
    /// layer, whether `setNeedsDisplay()` was called since it last displayed.
    public func needsDisplay() -> Bool {
        if let view { return view.window?.needsDisplay ?? false }
        return needsDisplayFlag
    }

    /// For a standalone layer marked by `setNeedsDisplay()`, runs `display()` now. For a view's
    /// layer, redraws now, instead of at the end of this turn of the event loop, when the
    /// layer's window has something waiting: lays the window out, repaints its dirty rectangles
    /// and queues them for the screen (R12.9), to go out with the next request that waits for an
    /// answer or at the latest before the event loop sleeps. What `update idletasks` is to Tk.
    public func displayIfNeeded() {
        guard let view else {
            if needsDisplayFlag { needsDisplayFlag = false; display() }
            return
        }
        _ = view.window?.displayIfNeeded()
    }

    /// `display()`'s default (CALayer.swift).
    func defaultDisplay() {
        needsDisplayFlag = false
        guard view == nil, let delegate else { return }
        delegateDisplays = true
        delegate.display(self)
    }

    /// `draw(in:)`'s default (CALayer.swift).
    func defaultDraw(in ctx: CGContext) {
        guard let delegate, !delegateDisplays else { return }
        delegate.draw(self, in: ctx)
    }

    /// Called by the delegate extension's default `display(_:)`: the delegate does not display.
    func noteDelegateDoesNotDisplay() { delegateDisplays = false }

    // MARK: - Layout

    /// Asks for `layoutSublayers()` before the next frame (for a view's layer, the view's
    /// `setNeedsLayout()`).
    public func setNeedsLayout() {
        if let view { view.setNeedsLayout(); return }
        needsLayoutFlag = true
        hostView?.window?.scheduleLayoutAndDisplay()
    }

    /// Whether `setNeedsLayout()` was called and the layout has not run yet.
    public func needsLayout() -> Bool { view?.needsLayout ?? needsLayoutFlag }

    /// Lays the layer out now when a layout is pending (a view's layer: its view's
    /// `layoutIfNeeded()`), then its sublayers.
    public func layoutIfNeeded() {
        if let view { view.layoutIfNeeded(); return }
        layoutAndDisplayTreeIfNeeded()
    }

    /// The layout and display pass over the layer's tree (R27.10): each standalone layer that
    /// asked for layout lays out, then each that asked for display displays, parents first.
    func layoutAndDisplayTreeIfNeeded() {
        if view == nil {
            if needsLayoutFlag { needsLayoutFlag = false; layoutSublayers() }
            if needsDisplayFlag { needsDisplayFlag = false; display() }
        }
        for sublayer in sublayerStorage ?? [] { sublayer.layoutAndDisplayTreeIfNeeded() }
    }
}

extension UIView: CALayerDelegate {
    /// `draw(_:in:)`'s default: `draw(_:)` with the bounds, `ctx` current.
    func drawLayerThroughDrawRect(_ ctx: CGContext) {
        let contexts = UIApplication.shared.graphicsContexts
        contexts.push(ctx)
        draw(bounds)
        contexts.pop()
    }
}
