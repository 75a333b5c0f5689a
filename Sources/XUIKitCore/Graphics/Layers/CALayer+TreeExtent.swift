import Foundation

/// What a layer tree adds to its host view's drawing, as the render pass needs to know it: whether
/// the view's layer draws anything of its own, and where its sublayers reach (R27.5).
extension CALayer {
    /// Whether the layer draws more than a view's background, corners, border and shadow:
    /// sublayers, `contents`, or content of a layer class of its own. Such a view is never
    /// painted as a plain rectangle.
    var hasTreeContent: Bool {
        sublayerStorage != nil || hasContents || ObjectIdentifier(type(of: self)) != ObjectIdentifier(CALayer.self)
    }

    /// Whether the layer itself draws content above its view's background (a view's layer).
    var drawsOwnContent: Bool {
        hasContents || ObjectIdentifier(type(of: self)) != ObjectIdentifier(CALayer.self)
    }

    /// The area the sublayers may paint, in this layer's bounds coordinates, as the painter
    /// places them now (presented values): each visible sublayer's bounds, its shadow and its own
    /// tree (unless it masks to its bounds), through every replicated copy, as bounding boxes.
    /// `.null` when there is nothing.
    ///
    /// A frame asks three times (for the window's dirty area, the cull and, after painting, where
    /// the tree was drawn); the answer is kept until a layer of the subtree changes or the space
    /// of the sublayers does, and, when an animation under way in the subtree animates a key the
    /// extent reads, until the animation clock moves or an animation changes (R27.16). Rings that
    /// animate only `strokeEnd` keep their tree's extent from frame to frame.
    var treeExtent: CGRect { measuredTreeExtent().extent }

    /// `treeExtent`, and whether it follows the animation clock (an animation under way in the
    /// subtree animates a key the measure reads).
    private func measuredTreeExtent() -> (extent: CGRect, followsClock: Bool) {
        guard let sublayers = sublayerStorage else { return (.null, false) }
        let presented = presentationForRendering()
        let space = presented.sublayerSpace
        let clock = AnimationClock.current
        let generation = clock.layerAnimations.generation
        if RenderShortcuts.enabled, let memo = treeExtentMemo, memo.space == space,
           !memo.followsClock || (memo.time == clock.now && memo.generation == generation) {
            return (memo.extent, memo.followsClock)
        }
        LayerWorkCounters.treeExtentMeasures += 1
        let measured = measureTreeExtent(sublayers, presented: presented, space: space)
        let followsClock = measured.followsClock || movesTreeExtentWhenAnimated
        treeExtentMemo = TreeExtentMemo(time: clock.now, generation: generation, space: space, extent: measured.extent,
                                        followsClock: followsClock)
        return (measured.extent, followsClock)
    }

    /// Whether an animation under way on this layer animates a key the tree's extent reads: any
    /// animation but a property animation of `LayerAnimationState.keysOutsideExtent`.
    private var movesTreeExtentWhenAnimated: Bool {
        guard let state = layerAnimationState else { return false }
        return !state.leavesExtentAlone
    }

    /// Forgets the kept tree extents of this layer and the layers above it: something in the
    /// subtree changed.
    func forgetTreeExtents() {
        var layer: CALayer? = self
        while let current = layer {
            current.treeExtentMemo = nil
            layer = current.superlayer
        }
    }

    private func measureTreeExtent(_ sublayers: [CALayer], presented: CALayer,
                                   space: CATransform3D) -> (extent: CGRect, followsClock: Bool) {
        var extent = CGRect.null
        var followsClock = false
        for index in 0..<max(1, presented.replicationCount) {
            let copySpace = index == 0 ? space : CATransform3DConcat(space, presented.replicationTransform(index))
            for child in sublayers {
                if !followsClock, child.movesTreeExtentWhenAnimated { followsClock = true }
                let layer = child.presentationForRendering()
                let bounds = layer.bounds
                // A transform layer's sublayers are placed through it in 3-D (R27.29): measured
                // in this layer's space directly.
                if layer is CATransformLayer, !layer.isHidden, layer.opacity > 0, let grandchildren = child.sublayerStorage {
                    let inner = measureTreeExtent(grandchildren, presented: layer, space: layer.transformLayerSpace(in: copySpace))
                    if inner.followsClock { followsClock = true }
                    if inner.extent.hasFiniteEdges { extent = extent.union(inner.extent) }
                    continue
                }
                guard !layer.isHidden, layer.opacity > 0, bounds.hasFiniteEdges,
                      let map = LayerPlane.flatten(CATransform3DConcat(layer.placementTransform, copySpace), over: bounds) else { continue }
                var own = bounds
                if !layer.masksToBounds {
                    // R27.14: what the layer's class paints beyond its bounds (a shape layer's
                    // path); empty bounds then add nothing of their own.
                    if let content = layer.contentExtentBeyondBounds {
                        own = bounds.isEmpty ? content : bounds.union(content)
                    }
                    if let shadow = layer.shadowExtent(in: bounds) { own = own.union(shadow) }
                    let inner = child.measuredTreeExtent()
                    if inner.followsClock { followsClock = true }
                    if !inner.extent.isNull { own = own.union(inner.extent) }
                }
                let placed = own.applying(map)
                if placed.hasFiniteEdges { extent = extent.union(placed) }
            }
        }
        return (extent, followsClock)
    }
}

/// A tree extent as measured, with the clock time, the layer animations' generation and the
/// sublayers' space it was measured at, and whether the time and generation matter: only when
/// an animation in the subtree moves what the measure reads.
struct TreeExtentMemo {
    let time: TimeInterval
    let generation: Int
    let space: CATransform3D
    let extent: CGRect
    let followsClock: Bool
}
