import Foundation

/// What a layer tree adds to its host view's drawing, as the render pass needs to know it: whether
/// the view's layer draws anything of its own, and where its sublayers reach (R27.5).
extension CALayer {
    /// Whether the layer draws more than a view's background, corners, border and shadow:
    /// sublayers, `contents`, or content of a layer class of its own. Such a view is never
    /// painted as a plain rectangle.
    var hasTreeContent: Bool {
        sublayerStorage != nil || contents != nil || ObjectIdentifier(type(of: self)) != ObjectIdentifier(CALayer.self)
    }

    /// Whether the layer itself draws content above its view's background (a view's layer).
    var drawsOwnContent: Bool {
        contents != nil || ObjectIdentifier(type(of: self)) != ObjectIdentifier(CALayer.self)
    }

    /// The area the sublayers may paint, in this layer's bounds coordinates, as the painter
    /// places them now (presented values): each visible sublayer's bounds, its shadow and its own
    /// tree (unless it masks to its bounds), through every replicated copy, as bounding boxes.
    /// `.null` when there is nothing.
    ///
    /// A frame asks three times (for the window's dirty area, the cull and, after painting, where
    /// the tree was drawn); the answer is kept until a layer of the subtree changes, the animation
    /// clock moves, an animation changes or the space of the sublayers does (R27.16).
    var treeExtent: CGRect {
        guard let sublayers = sublayerStorage else { return .null }
        let presented = presentationForRendering()
        let space = presented.sublayerSpace
        let clock = AnimationClock.current
        let generation = clock.layerAnimations.generation
        if RenderShortcuts.enabled, let memo = treeExtentMemo, memo.time == clock.now, memo.generation == generation,
           memo.space == space {
            return memo.extent
        }
        LayerWorkCounters.treeExtentMeasures += 1
        let extent = measureTreeExtent(sublayers, presented: presented, space: space)
        treeExtentMemo = TreeExtentMemo(time: clock.now, generation: generation, space: space, extent: extent)
        return extent
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

    private func measureTreeExtent(_ sublayers: [CALayer], presented: CALayer, space: CATransform3D) -> CGRect {
        var extent = CGRect.null
        for index in 0..<max(1, presented.replicationCount) {
            let copySpace = index == 0 ? space : CATransform3DConcat(space, presented.replicationTransform(index))
            for child in sublayers {
                let layer = child.presentationForRendering()
                let bounds = layer.bounds
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
                    let inner = child.treeExtent
                    if !inner.isNull { own = own.union(inner) }
                }
                let placed = own.applying(map)
                if placed.hasFiniteEdges { extent = extent.union(placed) }
            }
        }
        return extent
    }
}

/// A tree extent as measured, with the clock time, the layer animations' generation and the
/// sublayers' space it was measured at.
struct TreeExtentMemo {
    let time: TimeInterval
    let generation: Int
    let space: CATransform3D
    let extent: CGRect
}
