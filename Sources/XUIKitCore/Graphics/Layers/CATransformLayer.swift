import Foundation

/// A layer that keeps its sublayers in 3-D (R27.29): 3-D cubes and card stacks built of plain
/// layers. It draws nothing of its own — no background, contents, border, shadow, mask or clip,
/// as in Core Animation — and, unlike a `CALayer`, does not flatten its sublayers into its plane:
/// each sublayer is placed by the whole chain of 3-D transforms down to the nearest ancestor that
/// is not a transform layer, so a perspective set on a transform layer reaches its sublayers'
/// sublayers, and its sublayers are drawn back to front by their depth (the z of their centres
/// after those transforms), not in `sublayers` order. Its `opacity` applies to each sublayer on
/// its own, not to the group. Each plain layer's plane is still drawn flattened (R27.3).
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// XUIKit does not load layers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    override class func makeInstance() -> CALayer { CATransformLayer() }
    override func makePresentationCopy() -> CALayer { CATransformLayer(layer: self) }
}

extension CALayer {
    /// `sublayers` in the order a transform layer draws them: back to front by the depth of their
    /// centres under `space` (what places them in the plane they are drawn into), equal depths
    /// in `sublayers` order.
    static func depthOrder(_ sublayers: [CALayer], in space: CATransform3D,
                           presented: (CALayer) -> CALayer) -> [CALayer] {
        let depths = sublayers.map { child -> CGFloat in
            let layer = presented(child)
            let full = CATransform3DConcat(layer.placementTransform, space)
            let centre = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            let depth = centre.x * full.m13 + centre.y * full.m23 + full.m43
            return depth.isFinite ? depth : -.infinity
        }
        return sublayers.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }.map { sublayers[$0] }
    }

    /// The space a transform layer hands its sublayers: its own placement and sublayer transform
    /// on top of `parentSpace`, kept in 3-D.
    func transformLayerSpace(in parentSpace: CATransform3D) -> CATransform3D {
        CATransform3DConcat(sublayerSpace, CATransform3DConcat(placementTransform, parentSpace))
    }
}
