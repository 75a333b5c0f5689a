import Foundation

/// What the renderer and hit-testing remember about a view between frames.
struct ViewRenderCache {
    /// The union of the visible subviews' extents, in this view's bounds coordinates (`.null` when
    /// there are none); nil when it must be computed again.
    var descendantsExtent: CGRect?
    /// The number of the last render pass that will paint this view (0: none yet).
    var passNumber: UInt32 = 0
    /// The number of the last render pass that kept it as a plain leaf (`RenderPass.cullPlainLeaf`).
    var plainLeafPass: UInt32 = 0
    /// The view's place in that pass's painting order: views painted later have larger numbers.
    var paintOrder: Int32 = 0
    /// The spatial index of the subviews' frames, built by hit-testing when there are many.
    var hitIndex: SubviewHitIndex?
    /// The interface style the last render pass drew the view in (R15.4).
    var interfaceStyle = UIUserInterfaceStyle.light
    /// For a plain view in that pass: its tiles no view in front covered, which it paints.
    var uncovered: UncoveredTiles?
    /// Whether the view keeps what it draws in `draw(_:)` between frames (a label, R27.17).
    var keepsDrawing = false
    /// What it drew last, while it holds: dropped by `setNeedsDisplay()`.
    var keptDrawing: KeptDrawing?
}

extension UIView {
    /// The area the view and its subtree may paint, in its superview's coordinates: the frame
    /// (the bounding box of the transformed bounds), the layer's shadow, and the subviews'
    /// extents unless the view clips them.
    var visualExtentInSuperview: CGRect { visualExtent(clipped: clipsToBoundsStorage) }

    /// The extent, counting the subviews only when `clipped` is false. Geometry as drawn (the
    /// presented values while animations run), through the transform as a bounding box.
    func visualExtent(clipped: Bool) -> CGRect {
        let bounds = presentedBounds
        var extent = bounds
        if let shadow = layerStorage?.shadowExtent(in: bounds) { extent = extent.union(shadow) }
        if !clipped {
            let descendants = descendantsExtent
            if !descendants.isNull { extent = extent.union(descendants) }
            // R27.5: what the layer's sublayers reach.
            if let tree = layerStorage?.treeExtent, !tree.isNull { extent = extent.union(tree) }
        }
        return presentedRectInSuperview(extent)
    }

    /// The union of the visible subviews' extents in this view's bounds coordinates, cached until
    /// a subview or a descendant moves, resizes, appears or disappears.
    var descendantsExtent: CGRect {
        if let cached = renderCache.descendantsExtent { return cached }
        var extent = CGRect.null
        // A subview with non-finite geometry draws nothing (and CGRect.intersection traps on NaN).
        for subview in subviews where !subview.isHiddenStorage {
            let child = subview.visualExtentInSuperview
            if child.hasFiniteEdges { extent = extent.union(child) }
        }
        renderCache.descendantsExtent = extent
        return extent
    }

    /// Forgets what depends on this view's place and size in its superview: the superview's
    /// hit-test index and the extents cached up the tree.
    ///
    /// A view's extent is only ever cached after its subviews' extents, so the walk up stops at
    /// the first ancestor with nothing cached: everything above it has nothing cached either.
    func invalidateRenderCaches() {
        guard let superview else { return }
        superview.renderCache.hitIndex = nil
        superview.invalidateExtentUpwards()
    }

    /// Called whenever `subviews` changes (add, remove, reorder).
    func subviewsDidChange() {
        renderCache.hitIndex = nil
        invalidateExtentUpwards()
    }

    private func invalidateExtentUpwards() {
        var view: UIView? = self
        while let current = view, current.renderCache.descendantsExtent != nil {
            current.renderCache.descendantsExtent = nil
            view = current.superview
        }
    }
}

