import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A layer tree's extent is kept from frame to frame while its animations animate only keys the
/// extent does not read (`strokeEnd`, colours…), and measured again each frame while one animates
/// a key it reads (`lineWidth`, `position`, `path`…) (R27.16).
@MainActor
@Suite("A tree's extent is kept across frames unless an animation moves it (R27.16)")
struct TreeExtentMemoTests {
    /// A ring of radius 20 around `center`, 4 pt wide, from 12 o'clock clockwise, in a layer with
    /// no bounds (only `path` is set, as in the rings benchmark).
    private func ring(at center: CGPoint = CGPoint(x: 50, y: 50)) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(arcCenter: center, radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                  clockwise: true).cgPath
        layer.fillColor = nil
        layer.strokeColor = UIColor.red
        layer.lineWidth = 4
        return layer
    }

    /// A 200×200 white window whose layer holds `layers`, drawn once.
    private func host(_ layers: [CALayer]) -> Harness {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200), background: .white)
        for layer in layers { harness.window.layer.addSublayer(layer) }
        harness.display()
        return harness
    }

    /// Advances the animation clock to `seconds`, draws a frame, and returns the window's tree
    /// extent for that frame.
    @discardableResult
    private func frame(at seconds: TimeInterval, _ harness: Harness) -> CGRect {
        advance(to: seconds)
        harness.display()
        return harness.window.layer.treeExtent
    }

    @Test("Rings animating strokeEnd are measured once, then draw each frame's arc within the kept extent")
    func strokeEndKeepsTheExtent() {
        let rings = [ring(), ring(at: CGPoint(x: 130, y: 50))]
        let harness = host(rings)
        for ring in rings { ring.add(basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: "grow") }
        let extent = frame(at: 0.1, harness)
        LayerWorkCounters.reset()
        frame(at: 0.3, harness)
        // 3 o'clock is reached at a quarter, 6 o'clock not yet at 0.3.
        #expect(harness.pixel(70, 50).near(.red, 40), "3 o'clock at 0.3: \(harness.pixel(70, 50))")
        #expect(harness.pixel(50, 70) == .white, "6 o'clock at 0.3: \(harness.pixel(50, 70))")
        frame(at: 0.6, harness)
        #expect(harness.pixel(50, 70).near(.red, 40), "6 o'clock at 0.6: \(harness.pixel(50, 70))")
        #expect(harness.pixel(130, 70).near(.red, 40), "the second ring's 6 o'clock at 0.6: \(harness.pixel(130, 70))")
        #expect(harness.pixel(110, 50) == .white, "its 9 o'clock not yet at 0.6: \(harness.pixel(110, 50))")
        #expect(LayerWorkCounters.treeExtentMeasures == 0, "measures \(LayerWorkCounters.treeExtentMeasures)")
        #expect(harness.window.layer.treeExtent == extent)
    }

    @Test("A lineWidth animation measures the extent again each frame, and the wider stroke is repainted")
    func lineWidthMovesTheExtent() {
        let layer = ring()
        let harness = host([layer])
        layer.add(basic("lineWidth", from: 2, to: 22, duration: 1), forKey: "widen")
        let early = frame(at: 0.1, harness)
        LayerWorkCounters.reset()
        let late = frame(at: 0.9, harness)
        #expect(LayerWorkCounters.treeExtentMeasures >= 1)
        // The stroke reaches half its width beyond the radius: 20 + 20 / 2 at 0.9.
        #expect(late.minX < early.minX - 8, "extent \(early) → \(late)")
        #expect(late.contains(early))
        // 9 pt outside the circle: inside the 20 pt stroke, outside the 4 pt one.
        #expect(harness.pixel(79, 50).near(.red, 40), "the wide stroke at 0.9: \(harness.pixel(79, 50))")
    }

    @Test("A position animation moves the extent; the old place is repainted white")
    func positionMovesTheExtent() {
        let layer = ring()
        let harness = host([layer])
        #expect(harness.pixel(70, 50).near(.red, 40))
        let moved = CABasicAnimation(keyPath: "position")
        moved.fromValue = CGPoint(x: 0, y: 0)
        moved.toValue = CGPoint(x: 100, y: 100)
        moved.duration = 1
        layer.add(moved, forKey: "move")
        let early = frame(at: 0.1, harness)
        let late = frame(at: 0.9, harness)
        #expect(abs(late.minX - early.minX - 80) < 1e-6, "extent \(early) → \(late)")
        // The ring's 3 o'clock, moved 90 pt right and down, and its old place.
        #expect(harness.pixel(160, 140).near(.red, 40), "the moved ring: \(harness.pixel(160, 140))")
        #expect(harness.pixel(80, 60) == .white, "where it was at 0.1: \(harness.pixel(80, 60))")
    }

    @Test("An extent-moving animation added to a ring under a strokeEnd animation ends the kept extent")
    func addedAnimationEndsTheKeptExtent() {
        let layer = ring()
        let harness = host([layer])
        layer.add(basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: "grow")
        let kept = frame(at: 0.1, harness)
        layer.add(basic("lineWidth", from: 4, to: 24, duration: 1), forKey: "widen")
        #expect(frame(at: 1.05, harness) != kept)
        // Both ended (removed on completion): the model's extent again, measured anew.
        #expect(frame(at: 1.2, harness) == kept)
        #expect(harness.pixel(50, 70).near(.red, 40), "the whole ring after the end: \(harness.pixel(50, 70))")
    }

    @Test("Only property animations of keys the extent does not read leave it alone")
    func keysOutsideTheExtent() {
        let layer = ring()
        layer.add(basic("strokeEnd", from: 0, to: 1), forKey: "a")
        layer.add(basic("strokeColor", from: UIColor.red, to: UIColor.blue), forKey: "b")
        #expect(layer.layerAnimationState?.leavesExtentAlone == false)
        layer.removeAnimation(forKey: "b")
        layer.add(basic("fillColor", from: UIColor.red, to: UIColor.blue), forKey: "c")
        #expect(layer.layerAnimationState?.leavesExtentAlone == true)
        let group = CAAnimationGroup()
        group.animations = [basic("strokeEnd", from: 0, to: 1)]
        layer.add(group, forKey: "d")
        #expect(layer.layerAnimationState?.leavesExtentAlone == false)
    }
}
