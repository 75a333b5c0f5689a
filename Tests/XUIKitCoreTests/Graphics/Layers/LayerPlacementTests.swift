import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("A layer's placement: the translation of an untransformed layer is the products' result")
struct LayerPlacementTests {
    /// What placement was before its short way: the anchor's translation, the transform, the position's.
    private func products(_ layer: CALayer) -> CATransform3D {
        let anchor = CGPoint(x: layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
                             y: layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
        let centred = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), layer.transform)
        return CATransform3DConcat(centred, CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
    }

    @Test("Untransformed layers at whole, fractional and negative places, any anchor, with a z position")
    func untransformed() {
        let places: [(CGRect, CGPoint, CGPoint, CGFloat)] = [
            (CGRect(x: 0, y: 0, width: 100, height: 40), CGPoint(x: 50, y: 20), CGPoint(x: 0.5, y: 0.5), 0),
            (CGRect(x: 3, y: -7, width: 33.3, height: 12.25), CGPoint(x: 17.75, y: -4.5), CGPoint(x: 0, y: 1), 2),
            (CGRect(x: -5, y: 2, width: 0.1, height: 1e6), CGPoint(x: -1e5, y: 0.3), CGPoint(x: 0.25, y: 0.8), -1),
            (CGRect(x: 0, y: 0, width: 24, height: 24), CGPoint(x: 12, y: 12), CGPoint(x: 0.5, y: 0.5), 0),
        ]
        for (bounds, position, anchor, z) in places {
            let layer = CALayer()
            layer.bounds = bounds
            layer.position = position
            layer.anchorPoint = anchor
            layer.zPosition = z
            #expect(layer.placementTransform == products(layer), "\(bounds) \(position) \(anchor)")
            let p = layer.placementTransform
            #expect(p.m41 == position.x - (bounds.minX + anchor.x * bounds.width) && p.m43 == z)
        }
    }

    @Test("A transformed layer still takes the products")
    func transformed() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        layer.position = CGPoint(x: 40.5, y: 15)
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(layer.placementTransform == products(layer))
        #expect(layer.placementTransform.m12 != 0, "rotated")
    }
}
