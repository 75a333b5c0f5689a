import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Layer contents (CGImage), gravity, delegate drawing and render(in:) (headless)")
struct LayerContentsTests {
    /// A 10×10 blue image at one pixel a point.
    var blueImage: CGImage { ImageFixtures.image(CGSize(width: 10, height: 10), background: .blue).cgImage! }

    func placement(_ gravity: CALayerContentsGravity, image: CGSize = CGSize(width: 20, height: 10),
                   scale: CGFloat = 1, rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) -> CGRect? {
        LayerContentsPlacement(gravity: gravity, contentsRect: rect, contentsScale: scale, pixelSize: image,
                               bounds: CGRect(x: 0, y: 0, width: 100, height: 50))?.frame
    }

    @Test("R27.6: the twelve gravities place a 20×10 image in 100×50 bounds; vertical names as on iOS (top is the bottom edge)")
    func gravities() {
        #expect(placement(.resize) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(placement(.resizeAspect) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(placement(.resizeAspectFill) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(placement(.resizeAspect, image: CGSize(width: 10, height: 10)) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(placement(.resizeAspectFill, image: CGSize(width: 10, height: 10)) == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(placement(.center) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(placement(.top) == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(placement(.bottom) == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(placement(.left) == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(placement(.right) == CGRect(x: 80, y: 20, width: 20, height: 10))
        #expect(placement(.topLeft) == CGRect(x: 0, y: 40, width: 20, height: 10))
        #expect(placement(.topRight) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(placement(.bottomLeft) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(placement(.bottomRight) == CGRect(x: 80, y: 0, width: 20, height: 10))
    }

    @Test("R27.6: contentsScale divides the natural size; contentsRect picks part of the pixels")
    func scaleAndRect() {
        #expect(placement(.center, scale: 2) == CGRect(x: 45, y: 22.5, width: 10, height: 5))
        let part = LayerContentsPlacement(gravity: .center, contentsRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1),
                                          contentsScale: 1, pixelSize: CGSize(width: 20, height: 10),
                                          bounds: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(part?.source == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(part?.frame == CGRect(x: 45, y: 20, width: 10, height: 10))
    }

    @Test("R27.6: UIImage.cgImage shares the pixels; UIImage(cgImage:scale:orientation:) gives the size in points")
    func cgImageRoundTrip() {
        let image = ImageFixtures.image(CGSize(width: 20, height: 10), background: .red, scale: 2)
        let cg = image.cgImage!
        #expect(cg.width == 40 && cg.height == 20 && cg.bitsPerComponent == 8 && cg.bitsPerPixel == 32)
        let back = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 20, height: 10))
        #expect(UIImage(cgImage: cg).size == CGSize(width: 40, height: 20))
        #expect(back.rgb(5, 5) == .red)
        #expect(cg.cropping(to: CGRect(x: 0, y: 0, width: 8, height: 4))?.width == 8)
    }

    @Test("R27.6: contents draws the image where its gravity says")
    func contentsPixels() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        layer.contents = blueImage
        layer.contentsGravity = .center
        harness.window.layer.addSublayer(layer)
        #expect(harness.pixel(70, 70) == .blue)
        #expect(harness.pixel(62, 70) == .white)
        layer.contentsGravity = .top
        #expect(harness.pixel(70, 85) == .blue)
        #expect(harness.pixel(70, 70) == .white)
        layer.contentsGravity = .resize
        #expect(harness.pixel(52, 52) == .blue && harness.pixel(88, 88) == .blue)
    }

    @Test("R27.6: a view's own layer shows contents between its background and its subviews")
    func viewLayerContents() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        view.layer.contents = blueImage
        view.layer.contentsGravity = .center
        #expect(harness.pixel(50, 50) == .blue)
        #expect(harness.pixel(10, 10) == .red)
    }

    final class Painter: CALayerDelegate {
        var drawn = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            drawn += 1
            ctx.setFillColor(UIColor.blue)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    final class Displayer: CALayerDelegate {
        let image: CGImage
        init(image: CGImage) { self.image = image }
        func display(_ layer: CALayer) { layer.contents = image }
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.red)
            ctx.fill(layer.bounds)
        }
    }

    @Test("R27.7: the delegate's draw(_:in:) draws in the layer's coordinates, above the background")
    func delegateDraws() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        layer.backgroundColor = UIColor.red
        layer.delegate = painter
        harness.window.layer.addSublayer(layer)
        #expect(harness.pixel(55, 55) == .blue)
        #expect(harness.pixel(70, 70) == .red)
        #expect(painter.drawn >= 1)
    }

    @Test("R27.7: setNeedsDisplay runs display() before the next frame; a delegate with display(_:) sets contents and is not asked to draw")
    func displayThroughDelegate() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let displayer = Displayer(image: blueImage)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        layer.delegate = displayer
        harness.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        #expect(harness.pixel(70, 70) == .blue)
        #expect(!layer.needsDisplay())
        #expect(layer.contents is CGImage)
    }

    @Test("R27.11: view.layer.render(in:) draws the view and its sublayers in the view's coordinates")
    func renderInContext() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .blue))
        harness.window.addSubview(view)
        harness.display()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
        #expect(image.rgb(5, 5) == .blue)
        #expect(image.rgb(30, 30) == .red)
        let standalone = solidLayer(CGRect(x: 100, y: 100, width: 10, height: 10), .blue)
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            standalone.render(in: context.cgContext)
        }
        #expect(picture.rgb(5, 5) == .blue)
        #expect(picture.rgb(15, 15) == .white)
    }
}
