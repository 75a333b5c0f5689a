import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CAReplicatorLayer")
struct ReplicatorLayerTests {
    @Test("Defaults: one copy, identity, no delay, white, no offsets (R29.16)")
    func defaults() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && layer.instanceTransform == .identity && layer.instanceDelay == 0)
        #expect(layer.instanceColor == UIColor.white && layer.instanceAlphaOffset == 0)
        #expect(layer.replicationCount == 1 && layer.replicationAlpha(0) == 1)
    }

    @Test("The painter's hooks: count, transform to the power of the index, alpha by offset (R29.16)")
    func hooks() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = 4
        layer.instanceTransform = CATransform3DMakeTranslation(10, 2, 0)
        layer.instanceAlphaOffset = -0.25
        #expect(layer.replicationCount == 4)
        #expect(layer.replicationTransform(0) == .identity)
        #expect(layer.replicationTransform(3) == CATransform3DMakeTranslation(30, 6, 0))
        #expect(layer.replicationAlpha(0) == 1 && layer.replicationAlpha(2) == 0.5 && layer.replicationAlpha(3) == 0.25)
        layer.instanceColor = UIColor(white: 1, alpha: 0.5)
        #expect(layer.replicationAlpha(1) == 0.25)
        layer.instanceAlphaOffset = -1
        #expect(layer.replicationAlpha(3) == 0, "clamped at 0")
        layer.instanceCount = -2
        #expect(layer.replicationCount == 0)
        let rotation = CAReplicatorLayer()
        rotation.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let twice = rotation.replicationTransform(2)
        #expect(abs(twice.m11 + 1) < 1e-9 && abs(twice.m22 + 1) < 1e-9, "two quarter turns make a half turn")
    }

    @Test("instanceTransform turns copies about the centre of the replicator's bounds, whatever its anchor point (R29.16)")
    func aboutTheCentre() {
        let layer = CAReplicatorLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        // A half turn about (50, 30) takes (70, 30) to (30, 30) and (50, 10) to (50, 50).
        let half = layer.replicationTransform(1)
        func mapped(_ p: CGPoint) -> CGPoint {
            CGPoint(x: p.x * half.m11 + p.y * half.m21 + half.m41, y: p.x * half.m12 + p.y * half.m22 + half.m42)
        }
        let a = mapped(CGPoint(x: 70, y: 30)), b = mapped(CGPoint(x: 50, y: 10))
        #expect(abs(a.x - 30) < 1e-9 && abs(a.y - 30) < 1e-9, "\(a)")
        #expect(abs(b.x - 50) < 1e-9 && abs(b.y - 50) < 1e-9, "\(b)")
        #expect(layer.replicationTransform(0) == .identity, "copy 0 is the sublayers as they are")
        layer.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        #expect(layer.replicationTransform(2) == CATransform3DMakeTranslation(40, 0, 0), "a translation is the same about any point")
    }

    @Test("Keys and presentation copies (R29.16)")
    func keys() {
        let layer = CAReplicatorLayer()
        layer.setValue(5, forKey: "instanceCount")
        layer.setValue(-0.1, forKey: "instanceAlphaOffset")
        layer.setValue(0.2, forKey: "instanceDelay")
        #expect(layer.instanceCount == 5 && layer.instanceAlphaOffset == -0.1 && layer.instanceDelay == 0.2)
        let copy = layer.makePresentationCopy() as? CAReplicatorLayer
        #expect(copy?.instanceCount == 5 && copy?.instanceDelay == 0.2)
        #expect(CAReplicatorLayer.makeInstance() is CAReplicatorLayer)
    }
}
