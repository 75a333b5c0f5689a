import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A 2×1 image: a red pixel, then a blue one.
@MainActor
private var redBlue: UIImage {
    ImageFixtures.image(CGSize(width: 2, height: 1), background: .red, [(CGRect(x: 1, y: 0, width: 1, height: 1), .blue)])
}

@MainActor
@Suite("Layer filters, single-sided layers and rendering hints (R27.28)")
struct LayerRenderingHintsTests {
    @Test("A layer's contents magnified with .nearest keep hard pixel edges; .linear blends them")
    func contentsFilters() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(host)
        let nearest = CALayer()
        nearest.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        nearest.contents = redBlue.cgImage
        nearest.magnificationFilter = .nearest
        let linear = CALayer()
        linear.frame = CGRect(x: 0, y: 20, width: 20, height: 10)
        linear.contents = redBlue.cgImage
        host.layer.addSublayer(nearest)
        host.layer.addSublayer(linear)
        #expect(harness.pixel(9, 5) == .red)
        #expect(harness.pixel(10, 5) == .blue)
        #expect(harness.pixel(9, 25) != .red)
        #expect(harness.pixel(9, 25) != .blue)
        #expect(nearest.presentation()?.magnificationFilter == .nearest)
    }

    @Test("A UIImageView whose layer's magnificationFilter is .nearest draws its image with hard pixel edges")
    func imageViewFilter() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIImageView(image: redBlue)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.layer.magnificationFilter = .nearest
        harness.window.addSubview(view)
        #expect(harness.pixel(9, 5) == .red)
        #expect(harness.pixel(10, 5) == .blue)
        view.layer.magnificationFilter = .linear
        #expect(harness.pixel(9, 5) != .red)
    }

    @Test("CGContext.interpolationQuality .none draws images by the nearest pixel; it is part of the saved state")
    func contextInterpolation() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let source = redBlue
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { renderer in
            let context = renderer.cgContext
            #expect(context.interpolationQuality == .default)
            context.saveGState()
            context.interpolationQuality = .none
            source.draw(in: CGRect(x: 0, y: 0, width: 20, height: 10))
            context.restoreGState()
            #expect(context.interpolationQuality == .default)
            source.draw(in: CGRect(x: 0, y: 10, width: 20, height: 10))
        }
        #expect(drawn.rgb(9, 5) == .red)
        #expect(drawn.rgb(10, 5) == .blue)
        #expect(drawn.rgb(9, 15) != .red)
    }

    @Test("A single-sided layer turned past a quarter turn about y is not drawn; a double-sided one is")
    func singleSided() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.backgroundColor = .white
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(host)
        let card = CALayer()
        card.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        card.backgroundColor = UIColor.red.cgColor
        card.isDoubleSided = false
        host.layer.addSublayer(card)
        #expect(harness.pixel(50, 50) == .red)
        // Without implicit animations, so each transform shows at once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        card.transform = CATransform3DMakeRotation(.pi * 0.75, 0, 1, 0)
        #expect(harness.pixel(50, 50) == .white)
        card.isDoubleSided = true
        #expect(harness.pixel(50, 50) == .red)
        card.transform = CATransform3DMakeRotation(.pi * 0.25, 0, 1, 0)
        card.isDoubleSided = false
        #expect(harness.pixel(50, 50) == .red)
    }

    @Test("Hints keep Core Animation's defaults and what is set; isGeometryFlipped says once that it is not applied")
    func hints() {
        let layer = CALayer()
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(layer.allowsGroupOpacity && !layer.drawsAsynchronously && !layer.allowsEdgeAntialiasing)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(layer.contentsFormat == .RGBA8Uint && layer.anchorPointZ == 0 && layer.isDoubleSided)
        layer.drawsAsynchronously = true
        layer.contentsFormat = .RGBA16Float
        #expect(layer.drawsAsynchronously && layer.contentsFormat == .RGBA16Float)
        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        LayerHintReports.saidGeometryFlipped = false
        layer.isGeometryFlipped = true
        CALayer().isGeometryFlipped = true
        #expect(lines.count == 1)
        #expect(lines.first?.contains("isGeometryFlipped") == true)
    }
}
