import Foundation

/// The layer tree: a layer's sublayers, drawn in order (later ones above, `zPosition` first),
/// in its coordinates. A view's layer is the root of the sublayers added to it; they draw above
/// the view's content and below its subviews. Subviews' layers are not among `sublayers`:
/// XUIKit's views draw their own tree, so removing every sublayer never removes a subview.
extension CALayer {
    /// The layer's sublayers, back to front; nil when it has none. Setting it removes the old
    /// sublayers from the tree and adds the new ones (each removed from its old superlayer first).
    public var sublayers: [CALayer]? {
        get { sublayerStorage }
        set {
            for layer in sublayerStorage ?? [] where layer.superlayerStorage === self { layer.superlayerStorage = nil }
            sublayerStorage = nil
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage?.count ?? 0)) }
            treeChanged()
        }
    }

    /// The layer this layer is a sublayer of, nil for a root (a view's layer is a root).
    public var superlayer: CALayer? { superlayerStorage }

    /// Adds `layer` above the other sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage?.count ?? 0))
    }

    /// Inserts `layer` among the sublayers at `index` (clamped to their count), removing it from
    /// its old superlayer first. A layer cannot be its own ancestor nor a view's layer: such a
    /// call is one diagnostic line and no change (Core Animation would corrupt its tree).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard acceptsSublayer(layer) else { return }
        layer.removeFromSuperlayer()
        var list = sublayerStorage ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayerStorage = list
        layer.superlayerStorage = self
        treeChanged()
        layer.didJoinTree()
    }

    /// Inserts `layer` just below `sibling`, or at the bottom when `sibling` is nil or not a
    /// sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`, or at the top when `sibling` is nil or not a
    /// sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayerStorage?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers; nothing when `oldLayer` is not one.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage?.firstIndex(where: { $0 === oldLayer }) else {
            Diagnostics.report("CALayer.replaceSublayer(_:with:): the layer to replace is not a sublayer; nothing replaced")
            return
        }
        guard oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer's sublayers (or out of the layer it masks).
    public func removeFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        superlayerStorage = nil
        if let index = parent.sublayerStorage?.firstIndex(where: { $0 === self }) {
            parent.sublayerStorage?.remove(at: index)
            if parent.sublayerStorage?.isEmpty == true { parent.sublayerStorage = nil }
        }
        parent.treeChanged()
    }

    /// The root of the tree the layer is in.
    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayerStorage { layer = parent }
        return layer
    }

    private func acceptsSublayer(_ layer: CALayer) -> Bool {
        if layer.view != nil {
            Diagnostics.report("CALayer.addSublayer: a view's layer cannot be a sublayer (add the view as a subview instead); ignored")
            return false
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                Diagnostics.report("CALayer.addSublayer: a layer cannot be added below itself; ignored")
                return false
            }
            ancestor = current.superlayerStorage
        }
        return true
    }
}
