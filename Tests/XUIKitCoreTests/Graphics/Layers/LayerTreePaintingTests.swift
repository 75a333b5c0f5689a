import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Changes a layer in a window without its implicit animation (R30.20): these tests check the
/// painter, not animations.
@MainActor
func withoutActions(_ changes: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    changes()
    CATransaction.commit()
}

/// A solid layer with `frame` in its superlayer.
@MainActor
func solidLayer(_ frame: CGRect, _ color: UIColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

@MainActor
@Suite("The layer tree's painter: order, geometry, clipping and masks, by pixels (headless)")
struct LayerTreePaintingTests {
    static let green = RGB(r: 0, g: 255, b: 0)

    /// A 200×200 white window with a view at `frame` (no background unless given).
    func hostView(_ harness: Harness, _ frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200),
                  background: UIColor? = nil) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = background
        harness.window.addSubview(view)
        return view
    }

    @Test("R27.1: sublayers draw above the view's background and below its subviews")
    func drawOrder() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness, CGRect(x: 0, y: 0, width: 100, height: 100), background: .red)
        view.layer.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), .blue))
        let subview = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        subview.backgroundColor = .green
        view.addSubview(subview)
        #expect(harness.pixel(15, 15) == .blue)
        #expect(harness.pixel(40, 40).near(Self.green))
        #expect(harness.pixel(90, 90) == .red)
        #expect(harness.pixel(150, 150) == .white)
    }

    @Test("R27.2: siblings draw in order, a larger zPosition above whatever the order")
    func zPositionOrder() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let first = solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        let second = solidLayer(CGRect(x: 30, y: 30, width: 50, height: 50), .blue)
        view.layer.addSublayer(first)
        view.layer.addSublayer(second)
        #expect(harness.pixel(40, 40) == .blue)
        first.zPosition = 1
        #expect(harness.pixel(40, 40) == .red)
        #expect(harness.pixel(70, 70) == .blue)
    }

    @Test("R27.2: anchorPoint places the bounds' anchor at position: (0, 0) puts the corner there, (1, 1) the opposite one")
    func anchorPointPlacement() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let layer = solidLayer(.zero, .blue)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 50, y: 50)
        view.layer.addSublayer(layer)
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 40, height: 20))
        #expect(harness.pixel(52, 52) == .blue && harness.pixel(88, 68) == .blue)
        #expect(harness.pixel(48, 48) == .white && harness.pixel(92, 60) == .white)
        withoutActions { layer.anchorPoint = CGPoint(x: 1, y: 1) }
        // The corner (40, 20) of the bounds is at (50, 50): the frame starts at (10, 30).
        #expect(layer.frame == CGRect(x: 10, y: 30, width: 40, height: 20))
        #expect(harness.pixel(12, 32) == .blue && harness.pixel(48, 48) == .blue)
        #expect(harness.pixel(52, 52) == .white && harness.pixel(8, 40) == .white)
    }

    @Test("R27.2: the transform turns about the anchor point: a 2× x scale about the left edge grows to the right only")
    func transformAboutAnchor() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let layer = solidLayer(CGRect(x: 40, y: 40, width: 40, height: 40), .blue)
        view.layer.addSublayer(layer)
        withoutActions {
            layer.anchorPoint = CGPoint(x: 0, y: 0.5)
            layer.position = CGPoint(x: 40, y: 60)
            layer.transform = CATransform3DMakeScale(2, 1, 1)
        }
        #expect(layer.frame == CGRect(x: 40, y: 40, width: 80, height: 40))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 1))
        #expect(harness.pixel(42, 60) == .blue && harness.pixel(117, 60) == .blue)
        #expect(harness.pixel(38, 60) == .white && harness.pixel(123, 60) == .white)
    }

    @Test("R27.2: a bounds origin shifts the layer's content, and sublayerTransform moves the sublayers")
    func boundsOriginAndSublayerTransform() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let parent = solidLayer(CGRect(x: 50, y: 50, width: 100, height: 100), .white)
        parent.bounds.origin = CGPoint(x: 20, y: 0)
        parent.addSublayer(solidLayer(CGRect(x: 20, y: 0, width: 10, height: 10), .red))
        view.layer.addSublayer(parent)
        #expect(harness.pixel(52, 52) == .red)
        #expect(harness.pixel(62, 52) == .white)
        withoutActions { parent.sublayerTransform = CATransform3DMakeTranslation(30, 0, 0) }
        #expect(harness.pixel(52, 52) == .white)
        #expect(harness.pixel(82, 52) == .red)
    }

    @Test("R27.4: masksToBounds clips the sublayers to the (rounded) bounds")
    func masksToBounds() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let parent = solidLayer(CGRect(x: 50, y: 50, width: 40, height: 40), .red)
        parent.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), .blue))
        view.layer.addSublayer(parent)
        #expect(harness.pixel(100, 100) == .blue)
        withoutActions { parent.masksToBounds = true }
        #expect(harness.pixel(85, 85) == .blue)
        #expect(harness.pixel(100, 100) == .white)
        withoutActions { parent.cornerRadius = 20 }
        // A circle now: the corner of the bounds is outside it.
        #expect(harness.pixel(88, 88) == .white)
        #expect(harness.pixel(80, 80) == .blue)
    }

    @Test("R27.4: a mask layer's alpha masks the layer and its sublayers")
    func maskLayer() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let layer = solidLayer(CGRect(x: 50, y: 50, width: 60, height: 60), .red)
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 40, width: 60, height: 20), .blue))
        // The left half, opaque; the right half not covered at all.
        layer.mask = solidLayer(CGRect(x: 0, y: 0, width: 30, height: 60), .black)
        view.layer.addSublayer(layer)
        #expect(harness.pixel(60, 60) == .red)
        #expect(harness.pixel(60, 105) == .blue)
        #expect(harness.pixel(100, 60) == .white)
        #expect(harness.pixel(100, 105) == .white)
    }

    @Test("R27.4: opacity blends the whole layer once; hidden layers draw nothing")
    func opacityAndHidden() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let layer = solidLayer(CGRect(x: 50, y: 50, width: 40, height: 40), .blue)
        // A sublayer over the same area: with a group, the overlap is as light as the rest.
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), .blue))
        layer.opacity = 0.5
        view.layer.addSublayer(layer)
        let p = harness.pixel(70, 70)
        #expect(p.near(RGB(r: 127, g: 127, b: 255), 3))
        layer.isHidden = true
        #expect(harness.pixel(70, 70) == .white)
    }

    @Test("R27.5: moving a sublayer repaints where it was, also outside its view's bounds")
    func oldExtentRepainted() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness, CGRect(x: 0, y: 0, width: 50, height: 50))
        let layer = solidLayer(CGRect(x: 60, y: 60, width: 20, height: 20), .blue)
        view.layer.addSublayer(layer)
        #expect(harness.pixel(70, 70) == .blue)
        withoutActions { layer.position = CGPoint(x: 150, y: 150) }
        #expect(harness.pixel(70, 70) == .white)
        #expect(harness.pixel(150, 150) == .blue)
        layer.removeFromSuperlayer()
        #expect(harness.pixel(150, 150) == .white)
    }

    @Test("R27.3: with m34 perspective a layer turned about y draws narrower, at the best affine fit of its corners")
    func perspective() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        view.layer.sublayerTransform.m34 = -1 / 500
        let layer = solidLayer(CGRect(x: 80, y: 80, width: 40, height: 40), .blue)
        layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        view.layer.addSublayer(layer)
        // cos 60° = 0.5: about 20 points wide; perspective makes it slightly larger on average.
        let ink = harness.ink(in: CGRect(x: 0, y: 0, width: 200, height: 200), where: { $0.b > 200 && $0.r < 100 })
        #expect(ink != nil)
        if let ink {
            #expect(ink.width >= 19 && ink.width <= 23, "width \(ink.width)")
            #expect(ink.height >= 39 && ink.height <= 42, "height \(ink.height)")
            #expect(abs(ink.midX - 100) <= 2)
        }
    }

    @Test("R27.4: a border is drawn above the sublayers")
    func borderAboveSublayers() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = hostView(harness)
        let layer = solidLayer(CGRect(x: 50, y: 50, width: 40, height: 40), .white)
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), .blue))
        layer.borderWidth = 4
        layer.borderColor = UIColor.red
        view.layer.addSublayer(layer)
        #expect(harness.pixel(51, 70) == .red)
        #expect(harness.pixel(70, 70) == .blue)
    }
}
