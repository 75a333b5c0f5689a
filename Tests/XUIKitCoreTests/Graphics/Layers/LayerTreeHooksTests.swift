import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("The layer tree's painter: replication hooks, draw(in:) overrides and transformed views (headless)")
struct LayerTreeHooksTests {
    /// A layer that repeats its sublayers three times, 30 points apart, the last copy at half alpha.
    final class Repeating: CALayer {
        override var replicationCount: Int { 3 }
        override func replicationTransform(_ index: Int) -> CATransform3D { CATransform3DMakeTranslation(30 * CGFloat(index), 0, 0) }
        override func replicationAlpha(_ index: Int) -> CGFloat { index == 2 ? 0.5 : 1 }
    }

    /// A layer whose own drawing is a blue 10 × 10 square at its origin.
    final class Drawing: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.blue)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test("R27.4: a replicator's copies of the sublayers are drawn through its transform and alpha hooks")
    func replication() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let replicator = Repeating()
        replicator.frame = CGRect(x: 10, y: 10, width: 150, height: 40)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .blue))
        harness.window.layer.addSublayer(replicator)
        #expect(harness.pixel(20, 20) == .blue)
        #expect(harness.pixel(50, 20) == .blue)
        #expect(harness.pixel(80, 20).near(RGB(r: 127, g: 127, b: 255), 3))
        #expect(harness.pixel(110, 20) == .white)
        #expect(harness.pixel(35, 20) == .white)
    }

    @Test("R27.7: a layer subclass's draw(in:) draws in its coordinates")
    func drawInOverride() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = Drawing()
        layer.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
        harness.window.layer.addSublayer(layer)
        #expect(harness.pixel(105, 105) == .blue)
        #expect(harness.pixel(115, 115) == .white)
    }

    @Test("R27.1: a transformed view draws its sublayers through its transform")
    func transformedHost() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        harness.window.addSubview(view)
        view.layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .blue))
        // Scaled 2× about the centre (100, 100): the sublayer's (0…20) lands on 0…40.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(harness.pixel(5, 5) == .blue)
        #expect(harness.pixel(35, 35) == .blue)
        #expect(harness.pixel(45, 45) == .white)
    }
}
