import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view whose layer is a transform layer, as 3-D cube code writes one.
@MainActor
private final class CubeView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}

@MainActor
@Suite("R27.29: CATransformLayer keeps its sublayers in 3-D, draws nothing of its own, sorts by depth")
struct TransformLayerTests {
    /// A 200×200 white window with a plain host view filling it.
    func host(_ harness: Harness) -> UIView {
        harness.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        return view
    }

    /// Columns of row `y` between x 0 and 200 whose pixel matches.
    func columns(_ harness: Harness, row y: Int, where match: (RGB) -> Bool) -> Int {
        (0..<200).filter { match(harness.pixel($0, y)) }.count
    }

    @Test("R27.29: a transform layer draws no background, border or shadow of its own; its sublayers draw")
    func drawsNothingOfItsOwn() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = host(harness)
        let transform = CATransformLayer()
        withoutActions {
            transform.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
            transform.backgroundColor = UIColor.red
            transform.borderColor = UIColor.red
            transform.borderWidth = 4
            transform.shadowOpacity = 1
            transform.addSublayer(solidLayer(CGRect(x: 60, y: 60, width: 40, height: 40), .blue))
            view.layer.addSublayer(transform)
        }
        #expect(harness.pixel(22, 22) == .white && harness.pixel(40, 40) == .white)
        #expect(harness.pixel(100, 100) == .blue)
        #expect(columns(harness, row: 100) { $0 == .red } == 0)
    }

    @Test("R27.29: sublayers draw back to front by depth, not in sublayers order, in a transform layer and in a view whose layer is one")
    func depthOrder() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = host(harness)
        func pair(in container: CALayer) {
            let near = solidLayer(CGRect(x: 40, y: 40, width: 60, height: 60), .red)
            near.transform = CATransform3DMakeTranslation(0, 0, 20)
            let far = solidLayer(CGRect(x: 70, y: 70, width: 60, height: 60), .blue)
            far.transform = CATransform3DMakeTranslation(0, 0, -20)
            container.addSublayer(near)   // first, yet nearer the viewer
            container.addSublayer(far)
        }
        let plain = CALayer(), transform = CATransformLayer()
        let cube = CubeView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        withoutActions {
            plain.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            transform.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
            pair(in: plain)
            pair(in: transform)
            view.layer.addSublayer(plain)
            view.layer.addSublayer(transform)
        }
        view.addSubview(cube)
        withoutActions { pair(in: cube.layer) }
        // The overlap (70…100): a plain layer keeps sublayers order (blue on top, R27.2); a
        // transform layer puts the nearer red on top, whether it is a sublayer or a view's layer.
        #expect(harness.pixel(85, 85) == .blue)
        #expect(harness.pixel(185, 85) == .red)
        #expect(harness.pixel(85, 185) == .red)
    }

    @Test("R27.29: transforms compose in 3-D through a transform layer: two quarter turns about y put a face edge-on, where plain layers flatten it to half")
    func composesIn3D() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = host(harness)
        func turned(_ container: CALayer, at y: CGFloat) {
            container.frame = CGRect(x: 50, y: y, width: 100, height: 80)
            container.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            let face = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 80), .blue)
            face.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            container.addSublayer(face)
            view.layer.addSublayer(container)
        }
        withoutActions {
            turned(CALayer(), at: 10)
            turned(CATransformLayer(), at: 110)
        }
        // Flattened twice: cos 45° · cos 45° = half of 100 points wide.
        #expect(abs(columns(harness, row: 50) { $0 == .blue } - 50) <= 2)
        // Turned 90° in all: edge-on, nothing drawn.
        #expect(columns(harness, row: 150) { $0.b > 128 && $0.r < 128 } == 0)
    }

    @Test("R27.29: a transform layer's opacity applies to each sublayer on its own, so overlaps show both")
    func opacityPerSublayer() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = host(harness)
        let transform = CATransformLayer(), plain = CALayer()
        withoutActions {
            for (container, y) in [(transform as CALayer, 0.0), (plain, 100.0)] {
                container.frame = CGRect(x: 0, y: y, width: 200, height: 100)
                container.opacity = 0.5
                container.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), .red))
                container.addSublayer(solidLayer(CGRect(x: 50, y: 20, width: 60, height: 60), .blue))
                view.layer.addSublayer(container)
            }
        }
        // Blue at half over red at half over white: (128, 64, 191); a plain layer's group opacity
        // shows only the blue on top at half: (128, 128, 255).
        #expect(harness.pixel(65, 50).near(RGB(r: 128, g: 64, b: 191), 3))
        #expect(harness.pixel(65, 150).near(RGB(r: 128, g: 128, b: 255), 3))
    }
}
