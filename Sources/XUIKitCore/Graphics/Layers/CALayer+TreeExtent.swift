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
    var treeExtent: CGRect {
        guard let sublayers = sublayerStorage else { return .null }
        LayerWorkCounters.treeExtentMeasures += 1
        let presented = presentationForRendering()
        let space = presented.sublayerSpace
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
