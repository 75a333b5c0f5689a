import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("CAShapeLayer: fill, stroke, partial strokes and dashes, checked by pixels")
struct ShapeLayerTests {
    /// A stroked ring of radius 30 around (50, 50), 6 pt wide, from 12 o'clock clockwise on screen.
    func ring(start: CGFloat = 0, end: CGFloat = 1) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2,
                                  endAngle: 3 * .pi / 2, clockwise: true).cgPath
        layer.fillColor = nil
        layer.strokeColor = UIColor.red
        layer.lineWidth = 6
        layer.strokeStart = start
        layer.strokeEnd = end
        return layer
    }

    /// What `layer` draws into a 100×100 transparent bitmap at scale 1.
    func draw(_ layer: CAShapeLayer) -> UIImage {
        renderAtScale1 { layer.drawLayerContent(in: $0) }
    }

    /// Whether the ring's stroke is painted at `angle` (radians, 0 at 3 o'clock, clockwise).
    func inked(_ image: UIImage, at angle: CGFloat) -> Bool {
        let (x, y) = onRing(angle)
        return image.inked(x, y)
    }

    func blank(_ image: UIImage, at angle: CGFloat) -> Bool {
        let (x, y) = onRing(angle)
        return image.blank(x, y)
    }

    @Test("Defaults are Core Animation's: black fill, no stroke, width 1, butt caps, miter joins, limit 10, whole stroke (R28.5)")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil && layer.fillColor == UIColor.black && layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.lineCap == .butt && layer.lineJoin == .miter && layer.miterLimit == 10)
        #expect(layer.lineDashPattern == nil && layer.lineDashPhase == 0 && layer.fillRule == .nonZero)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        layer.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        let image = draw(layer)
        #expect(image.rgb(20, 20) == .black && image.blank(50, 50), "the default fill is opaque black; no stroke")
    }

    @Test("strokeEnd 0.25 strokes exactly the first quarter of a ring from 12 o'clock (R28.7)")
    func quarterRing() {
        let image = draw(ring(end: 0.25))
        #expect(inked(image, at: -.pi / 4))
        #expect(inked(image, at: -.pi / 2 + 0.12) && inked(image, at: -0.12), "both ends of the quarter")
        #expect(blank(image, at: 0.12), "a butt end stops at 3 o'clock")
        #expect(blank(image, at: -.pi / 2 - 0.12), "and starts at 12 o'clock")
        #expect(blank(image, at: .pi / 2) && blank(image, at: .pi))
        #expect(image.rgb(Int(onRing(-.pi / 4).0), Int(onRing(-.pi / 4).1)) == .red)
    }

    @Test("strokeStart 0.5 to strokeEnd 0.75 strokes 6 to 9 o'clock; strokeStart past strokeEnd strokes nothing (R28.7)")
    func middleOfRing() {
        let image = draw(ring(start: 0.5, end: 0.75))
        #expect(inked(image, at: 3 * .pi / 4))
        #expect(blank(image, at: .pi / 4) && blank(image, at: -.pi / 4) && blank(image, at: 5 * .pi / 4 + 0.2))
        let none = draw(ring(start: 0.6, end: 0.4))
        #expect(blank(none, at: .pi / 2) && blank(none, at: 0) && blank(none, at: .pi))
        let whole = draw(ring())
        #expect(inked(whole, at: 0) && inked(whole, at: .pi / 2) && inked(whole, at: .pi) && inked(whole, at: -.pi / 2))
    }

    @Test("Partial strokes run through the subpaths in order, as fractions of their total length (R28.7)")
    func subpaths() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 20), CGPoint(x: 100, y: 20)])
        path.addLines(between: [CGPoint(x: 0, y: 60), CGPoint(x: 100, y: 60)])
        layer.path = path
        layer.strokeColor = .black
        layer.lineWidth = 4
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        let image = draw(layer)
        #expect(image.blank(45, 20) && image.inked(55, 20) && image.inked(95, 20))
        #expect(image.inked(5, 60) && image.inked(45, 60) && image.blank(55, 60))
    }

    @Test("A closed subpath stays closed (joined) only when stroked whole; a partial one has ends (R28.7)")
    func closedSubpath() {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        layer.fillColor = nil
        layer.strokeColor = .black
        layer.lineWidth = 6
        let whole = draw(layer)
        #expect(whole.inked(18, 18), "the closing corner has a miter join")
        layer.strokeEnd = 0.5
        let half = draw(layer)
        #expect(half.inked(50, 20) && half.inked(80, 50), "the top and right edges")
        #expect(half.blank(50, 80) && half.blank(20, 50))
        layer.strokeEnd = 0.99
        #expect(draw(layer).blank(18, 18), "an open end is a butt cap: no corner at the start")
    }

    @Test("Dashes stay where the whole stroke has them when strokeStart moves; lineDashPhase shifts them (R28.8)")
    func dashes() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)])
        layer.path = path
        layer.strokeColor = .black
        layer.lineWidth = 4
        layer.lineDashPattern = [10, 10]
        let dashed = draw(layer)
        #expect(dashed.inked(5, 50) && dashed.blank(15, 50) && dashed.inked(25, 50) && dashed.blank(35, 50))
        layer.strokeStart = 0.1
        let trimmed = draw(layer)
        #expect(trimmed.blank(15, 50) && trimmed.inked(25, 50) && trimmed.blank(5, 50))
        layer.strokeStart = 0
        layer.lineDashPhase = 5
        let shifted = draw(layer)
        #expect(shifted.inked(2, 50) && shifted.blank(8, 50) && shifted.inked(18, 50))
        let messages = capturingDiagnostics { layer.lineDashPattern = [0, 0] }
        #expect(messages.count == 1)
        #expect(draw(layer).inked(8, 50), "a pattern that cannot dash draws solid")
    }

    @Test("fillRule .evenOdd cuts a hole where a subpath lies inside another; .nonZero fills it (R28.6)")
    func fillRules() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        layer.path = path
        layer.fillColor = UIColor.blue
        #expect(draw(layer).inked(50, 50))
        layer.fillRule = .evenOdd
        let holed = draw(layer)
        #expect(holed.blank(50, 50) && holed.rgb(20, 20) == .blue)
    }

    @Test("lineCap: butt stops at the end of a partial stroke, round and square reach beyond (R28.6)")
    func caps() {
        func drawn(_ cap: CAShapeLayerLineCap) -> UIImage {
            let layer = CAShapeLayer()
            let path = CGMutablePath()
            path.addLines(between: [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)])
            layer.path = path
            layer.strokeColor = .black
            layer.lineWidth = 10
            layer.lineCap = cap
            layer.strokeEnd = 0.5
            return draw(layer)
        }
        #expect(drawn(.butt).inked(48, 50) && drawn(.butt).blank(52, 50))
        #expect(drawn(.round).inked(53, 50) && drawn(.round).blank(54, 54))
        #expect(drawn(.square).inked(53, 50) && drawn(.square).inked(54, 54))
    }

    @Test("The path is copied when set: changing the original later changes nothing")
    func pathCopied() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.path = path
        path.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("value(forKey:) and setValue(_:forKey:) know the shape keys and pass others on; copies keep the values")
    func keyValues() throws {
        let layer = ring(end: 0.3)
        #expect(layer.value(forKey: "strokeEnd") as? CGFloat == 0.3)
        #expect(layer.value(forKey: "lineWidth") as? CGFloat == 6)
        layer.setValue(0.75 as Double, forKey: "strokeEnd")
        layer.setValue(NSNumber(value: 2), forKey: "lineWidth")
        layer.setValue(UIColor.green, forKey: "strokeColor")
        layer.setValue(nil, forKey: "fillColor")
        layer.setValue(Float(0.5), forKey: "opacity")
        #expect(layer.strokeEnd == 0.75 && layer.lineWidth == 2 && layer.strokeColor == .green && layer.fillColor == nil)
        #expect(layer.opacity == 0.5)
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        layer.setValue(square, forKey: "path")
        #expect((layer.value(forKey: "path") as? CGPath)?.boundingBox == square.boundingBox)
        let messages = capturingDiagnostics { layer.setValue("wide", forKey: "lineWidth") }
        #expect(messages.count == 1 && layer.lineWidth == 2)
        let copy = try #require(layer.makePresentationCopy() as? CAShapeLayer)
        #expect(copy.strokeEnd == 0.75 && copy.lineWidth == 2 && copy.strokeColor == .green && copy.path?.boundingBox == square.boundingBox)
        #expect(CAShapeLayer(layer: CALayer()).strokeEnd == 1, "a plain layer passed gives the defaults")
        #expect(CAShapeLayer.makeInstance() is CAShapeLayer)
    }

    @Test("At scale 2 a quarter ring is still exactly a quarter (R28.7)")
    func scaleTwo() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let layer = ring(end: 0.25)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { layer.drawLayerContent(in: $0.cgContext) }
        let (x, y) = onRing(-.pi / 4), (bx, by) = onRing(.pi / 4)
        #expect(image.inked(x * 2, y * 2) && image.blank(bx * 2, by * 2))
    }
}
