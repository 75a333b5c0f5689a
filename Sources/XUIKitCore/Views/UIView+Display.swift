import CCairo
import Foundation

extension UIView {
    /// Marks the whole view as needing to be drawn again. Many calls before the next turn of the
    /// event loop produce one frame.
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks part of the view (in its own coordinates) as needing to be drawn again.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard let window, hasFiniteGeometry else { return }
        window.invalidate(rect: convert(rect.intersection(bounds), to: nil))
    }

    /// Marks the area the view and its subtree cover in its window for redraw: used when the view
    /// moves, resizes, clips, appears or disappears. Subviews may stick out of an unclipped view,
    /// so their frames count too.
    func invalidateFrameInWindow() {
        guard let window else { return }
        if self === window { window.invalidate(rect: bounds); return }
        window.invalidate(rect: visualExtent(in: window).insetBy(dx: -1, dy: -1))
    }

    /// The union of this view's frame and every descendant's, in `window`'s coordinates.
    private func visualExtent(in window: UIWindow) -> CGRect {
        var extent = frameInWindow
        var pending = subviews
        while let view = pending.popLast() {
            // A view with non-finite geometry is not drawn, so it covers nothing.
            guard view.hasFiniteGeometry else { continue }
            extent = extent.union(view.frameInWindow)
            pending.append(contentsOf: view.subviews)
        }
        return extent
    }

    /// Asks for `layoutSubviews()` on the next turn of the event loop.
    public func setNeedsLayout() {
        needsLayout = true
        window?.scheduleLayoutAndDisplay()
    }

    /// Lays out this view and its subviews now if a layout is pending.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    // MARK: - Rendering

    /// Draws this view and its subtree into `context`, whose origin is this view's superview's
    /// coordinate origin. `dirty` is the area to repaint, in the same coordinates.
    func render(in context: GraphicsContext, dirty: CGRect) {
        guard !isHidden, alpha > 0 else { return }
        // A view whose geometry is not finite (a frame set to CGRect.null, NaN from arithmetic)
        // is skipped with its subtree: drawing it would break the context for every later view.
        guard hasFiniteGeometry else { return }
        let cr = context.cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(frameOrigin.x - boundsStorage.origin.x), Double(frameOrigin.y - boundsStorage.origin.y))
        let localDirty = dirty.offsetBy(dx: boundsStorage.origin.x - frameOrigin.x, dy: boundsStorage.origin.y - frameOrigin.y)
        let grouped = alpha < 1
        if grouped { cairo_push_group(cr) }
        let visibleRect = localDirty.intersection(bounds)
        if !visibleRect.isNull, !visibleRect.isEmpty {
            // Like a layer's backing store, the view's own content never spills past its bounds.
            cairo_save(cr)
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
            if let backgroundColor {
                context.setFillColor(backgroundColor)
                context.fill(bounds)
            }
            UIGraphicsContextStack.push(context)
            draw(visibleRect)
            UIGraphicsContextStack.pop()
            cairo_restore(cr)
        }
        if clipsToBounds {
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
        }
        let subviewDirty = clipsToBounds ? localDirty.intersection(bounds) : localDirty
        if !subviewDirty.isNull, !subviewDirty.isEmpty {
            for subview in subviews { subview.render(in: context, dirty: subviewDirty) }
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
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
