import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The work counted while rings are set up and animated (R27.12).
private struct RingWork {
    var copies = 0
    var extents = 0
    var queued = 0

    @MainActor static func counted() -> RingWork {
        RingWork(copies: LayerWorkCounters.presentationCopies, extents: LayerWorkCounters.treeExtentMeasures,
                 queued: LayerWorkCounters.queuedTreeRepaints)
    }
}

@MainActor
@Suite("Layer tree work grows linearly with the number of layers (R27.12)")
struct LayerTreeWorkTests {
    /// A view in the harness's window, drawn once, ready to hold rings.
    private func ringHost(_ harness: Harness) -> UIView {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.backgroundColor = .white
        harness.window.addSubview(host)
        harness.display()
        return host
    }

    /// Adds `count` shape layers to `host`'s layer, each animating `strokeEnd`, as the rings
    /// benchmark sets them up.
    private func addRings(_ count: Int, to host: UIView) {
        for index in 0..<count {
            let ring = CAShapeLayer()
            ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath
            ring.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            ring.position = CGPoint(x: 5 + CGFloat(index % 19) * 10, y: 5 + CGFloat(index / 19 % 19) * 10)
            ring.fillColor = nil
            ring.strokeColor = UIColor.blue
            ring.lineWidth = 2
            host.layer.addSublayer(ring)
            ring.add(basic("strokeEnd", from: 0, to: 1, duration: 10), forKey: "progress")
        }
    }

    /// Sets up `count` rings and draws the first frame; the work counted meanwhile.
    private func setUpWork(_ count: Int) -> RingWork {
        let harness = Harness()
        let host = ringHost(harness)
        LayerWorkCounters.reset()
        addRings(count, to: host)
        harness.display()
        return .counted()
    }

    @Test("Setting up twice as many animated sublayers costs at most twice the copies and extent measures")
    func setUpIsLinear() {
        let small = setUpWork(100)
        let large = setUpWork(200)
        // Quadratic set-up (every added ring re-measured the whole tree, copying each animated ring)
        // made about four times the work for twice the rings: 5 050 copies against 20 100.
        #expect(small.copies > 0)
        #expect(large.copies <= 2 * small.copies + 2, "copies \(small.copies) → \(large.copies)")
        #expect(large.extents <= 2 * small.extents + 2, "extent measures \(small.extents) → \(large.extents)")
        // The host's tree is queued for a repaint once a frame however many of its layers changed.
        #expect(small.queued >= 1)
        #expect(large.queued == small.queued)
    }

    @Test("A frame copies each animated sublayer once for the cull, the paint and the invalidation together")
    func oneCopyPerFrame() {
        let harness = Harness()
        let host = ringHost(harness)
        addRings(50, to: host)
        harness.display()
        LayerWorkCounters.reset()
        advance(to: 0.5)
        harness.display()
        // One presentation a ring for the frame's invalidation, cull and paint together (at most two
        // frames' worth, should settling the clock draw once more); copying per use made three or
        // more. A ring's copy of the last frame is brought up to date, not made again.
        let presented = LayerWorkCounters.presentationCopies + LayerWorkCounters.presentationRefreshes
        #expect(presented >= 50)
        #expect(presented <= 100, "copies \(LayerWorkCounters.presentationCopies), refreshes \(LayerWorkCounters.presentationRefreshes)")
        #expect(LayerWorkCounters.presentationCopies == 0, "copies \(LayerWorkCounters.presentationCopies)")
        // And the copies show the frame's values.
        let ring = host.layer.sublayers?.first as? CAShapeLayer
        #expect(abs((ring?.presentation()?.strokeEnd ?? -1) - 0.05) < 1e-6)
    }
}
