import Foundation

/// The focus ring (R15.7) as the window's overlay: its renderer draws it in the overlay phase of
/// each frame, above every view (Graphics/Rendering/WindowRenderer.swift). Which view has the
/// focus, and the area the ring covers for redraw, are the focus system's (Input/Focus/).
extension UIWindow {
    /// Strokes the focus ring around the focused view, within `clip` (surface points); `origin`
    /// is where the window's bounds origin falls on the surface. The ring takes the view's tint
    /// colour at 60 % in the view's appearance.
    func drawFocusRing(in context: CGContext, origin: CGPoint, clip: CGRect) {
        guard let view = focusedView, !view.isHidden else { return }
        // Non-finite geometry draws no ring (CGRect's intersection would trap on NaN).
        let frame = view.convert(view.bounds, to: self)
        guard frame.hasFiniteEdges, bounds.hasFiniteEdges, clip.hasFiniteEdges else { return }
        let ring = frame.offsetBy(dx: origin.x, dy: origin.y)
            .insetBy(dx: -Self.focusRingOutset - Self.focusRingWidth / 2, dy: -Self.focusRingOutset - Self.focusRingWidth / 2)
        guard ring.insetBy(dx: -Self.focusRingWidth, dy: -Self.focusRingWidth).intersects(clip) else { return }
        let color = view.tintColor.resolvedColor(with: view.traitCollection).withAlphaComponent(0.6)
        let path = UIBezierPath(roundedRect: ring, cornerRadius: (view.layerStorage?.cornerRadius ?? 4) + Self.focusRingOutset)
        context.saveGState()
        context.clip(to: clip)
        context.setStrokeColor(color)
        path.lineWidth = Self.focusRingWidth
        path.stroke(in: context)
        context.restoreGState()
    }
}
