import Foundation

/// What happens when a layer's property changes: the view whose layer is the root of its tree
/// is redrawn, and a standalone layer (one that backs no view) runs the implicit action for the
/// key (Animation/LayerAnimations/CALayer+Actions.swift). A view's own layer animates only
/// inside an animation block, through its view, as UIKit's do.
extension CALayer {
    /// Called by every animatable property's setter after the value changed from `oldValue`.
    /// A presentation copy (`modelLayer` set) changes nothing and runs no action.
    func layerValueChanged(_ key: String, from oldValue: Any?) {
        guard modelLayer == nil, !isRestoringForActionLookup else { return }
        setNeedsRedraw()
        if view == nil { runImplicitAction(forKey: key, from: oldValue) } else { runViewLayerAction(forKey: key, from: oldValue) }
    }

    /// A sublayer was added or removed: the host view's drawing
    /// and extent change. Queued for the next frame like any sublayer's change (R27.12): unlike a
    /// change of the view's own layer, it does not measure the tree now — adding N animated
    /// sublayers one by one measured (and copied) every animated sibling each time, O(N²).
    func treeChanged() {
        forgetTreeExtents()
        treeAnimationsMoved()
    }

    /// The animated sublayers of this root moved on a frame (the animation driver): as
    /// `treeChanged()`, but the kept tree extents stay, since those that an animation under way
    /// moves follow the clock themselves (R27.16).
    func treeAnimationsMoved() {
        layerAnimationState?.renderCopy = nil
        guard let host = hostView, host.layerStorage != nil else { return }
        host.invalidateRenderCaches()
        host.window?.renderer.queueLayerTreeRepaint(of: host)
    }

    /// The view whose layer is the root of this layer's tree, if any.
    var hostView: UIView? { rootLayer.view }

    /// Marks what the layer tree draws as needing a repaint (R27.5): where its host view's
    /// sublayers were last drawn and where they reach now (and the view's presented extent when
    /// its own layer changed), through the view's transforms to its window. Also forgets the extents
    /// cached up the view tree, which count the sublayers.
    ///
    /// Measuring where the tree reaches walks every sublayer, so it waits for the window's next
    /// frame and happens once per host view and frame however many layers changed (R27.12):
    /// setting up N sublayers costs O(N), not O(N²).
    func setNeedsRedraw() {
        layerAnimationState?.renderCopy = nil
        forgetTreeExtents()
        guard let host = hostView, let hostLayer = host.layerStorage else { return }
        host.invalidateRenderCaches()
        guard let window = host.window else { return }
        // A view's own layer (under a layer animation, say) is drawn where the view is presented:
        // its whole extent, bounds and sublayers included, through the view's own invalidation.
        if self === hostLayer { host.invalidateFrameInWindow() }
        window.renderer.queueLayerTreeRepaint(of: host)
    }

    /// The window area of `host`'s layer tree to repaint: where its sublayers were last drawn and
    /// where they reach now, clipped as the view clips; nil when there is nothing.
    static func treeRepaintArea(of host: UIView) -> CGRect? {
        guard let hostLayer = host.layerStorage else { return nil }
        var area = hostLayer.treeExtent.union(hostLayer.drawnTreeExtent)
        if host.clipsToBoundsStorage { area = area.intersection(host.bounds) }
        guard !area.isNull, !area.isEmpty, area.hasFiniteEdges else { return nil }
        return host.convert(area, to: nil).insetBy(dx: -1, dy: -1)
    }
}
