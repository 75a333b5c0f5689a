import Foundation

extension UIView {
    /// Marks the whole view as needing to be drawn again. Many calls before the next turn of the
    /// event loop produce one frame.
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks part of the view (in its own coordinates) as needing to be drawn again.
    public func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay(rect, keepingCoverage: false)
    }

    /// `setNeedsDisplay(_:)`; with `keepingCoverage` (a label whose colour alone changed), kept
    /// coverage stays, which is painted in the colour of the moment; kept pixels, which hold the
    /// old colour, are dropped as always (R27.17).
    func setNeedsDisplay(_ rect: CGRect, keepingCoverage: Bool) {
        if !(keepingCoverage && renderCache.keptDrawing?.isCoverage == true) { renderCache.keptDrawing = nil }
        guard let window, hasFiniteGeometry else { return }
        window.invalidate(rect: convert(rect.intersection(bounds), to: nil))
    }

    /// Marks the area the view and its subtree cover in its window for redraw: used when the view
    /// moves, resizes, clips, appears or disappears. Subviews may stick out of an unclipped view,
    /// and a layer's shadow out of its view, so they count too. Also forgets the cached extents
    /// and hit-test index that depend on where the view is.
    func invalidateFrameInWindow() {
        invalidateRenderCaches()
        guard let window else { return }
        if self === window { window.invalidate(rect: bounds); return }
        guard let superview else { return }
        let extent = visualExtent(clipped: false)
        guard extent.hasFiniteEdges else { return }
        // Unclipped: a change of clipsToBounds must repaint what the subviews covered before.
        window.invalidate(rect: superview.convert(extent, to: nil).insetBy(dx: -1, dy: -1))
    }

    /// Asks for `layoutSubviews()` on the next turn of the event loop.
    public func setNeedsLayout() {
        needsLayout = true
        window?.scheduleLayoutAndDisplay()
    }

    /// Lays out this view and its subviews now if a layout is pending: first the
    /// update-constraints pass and the Auto Layout solution for the whole tree, then, as
    /// CALayer does, layout from the outermost superview that needs it down.
    public func layoutIfNeeded() {
        layoutEngineRoot.prepareConstraintBasedLayout()
        var start = self
        while let superview = start.superview, superview.needsLayout { start = superview }
        start.layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            // R27.10: only a view whose layer exists has sublayers to lay out (no layer is made
            // just to be asked).
            if let layer = layerStorage { layoutSublayers(of: layer) }
            owningViewController?.viewDidLayoutSubviews()
        }
        // R27.10: layers of the view's tree that asked for layout or display.
        if let layer = layerStorage, layer.sublayerStorage != nil || layer.needsDisplayFlag { layer.layoutAndDisplayTreeIfNeeded() }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    // MARK: - Debug description

    /// The view tree below this view, one view per line, indented by depth:
    /// `UIView frame=(0, 0, 320, 200)` and so on.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        appendDescription(depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendDescription(depth: Int, to lines: inout [String]) {
        let f = frame
        var line = String(repeating: "   | ", count: depth) + "\(description) frame=(\(f.minX.clean), \(f.minY.clean), \(f.width.clean), \(f.height.clean))"
        if isHidden { line += " hidden" }
        if alpha < 1 { line += " alpha=\(alpha.clean)" }
        if !isUserInteractionEnabled { line += " userInteractionEnabled=false" }
        if let controller = owningViewController { line += " controller=\(controller.description)" }
        lines.append(line)
        for subview in subviews { subview.appendDescription(depth: depth + 1, to: &lines) }
    }
}

extension CGFloat {
    /// "20" rather than "20.0", for descriptions.
    var clean: String {
        self == rounded() && self.magnitude < 1e15 ? String(Int(self)) : String(Double(self))
    }
}
