import Foundation

extension CALayer {
    /// Marks the layer's view as needing to be redrawn (`UIView.setNeedsDisplay()`).
    public func setNeedsDisplay() { view?.setNeedsDisplay() }

    /// Whether the layer's window has drawing or layout waiting for the next turn of the event loop.
    public func needsDisplay() -> Bool { view?.window?.needsDisplay ?? false }

    /// Redraws now, instead of at the end of this turn of the event loop, when the layer's window
    /// has something waiting: lays the window out, repaints its dirty rectangles and presents
    /// them (R12.9). Core Animation's call of the same name; what `update idletasks` is to Tk.
    /// Nothing happens for a layer outside a window or a window with nothing waiting.
    public func displayIfNeeded() {
        guard let window = view?.window, window.displayIfNeeded() != nil else { return }
        window.application.backend.flush()
    }
}
