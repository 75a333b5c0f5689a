import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// How far two drawings of the same rings differ, channel by channel.
private struct PixelDifference {
    var largest = 0
    var total = 0
    var pixels = 0
    var mean: Double { pixels == 0 ? 0 : Double(total) / Double(pixels * 3) }
}

@MainActor
@Suite("Circular arcs stroked without Cairo's stroker match Cairo's pixels (R27.13)")
struct ArcStrokeTests {
    /// The largest channel difference allowed, and the mean over every channel of the image.
    /// Edges agree within a few levels; butt caps' corners, where the two rasterizers' coverage
    /// models differ most, stay within `largestAllowed`.
    static let largestAllowed = 64
    static let meanAllowed = 1.5

    /// A shape layer stroking an arc.
    private func arcLayer(center: CGPoint, radius: CGFloat, start: CGFloat = -.pi / 2, end: CGFloat = 3 * .pi / 2,
                          clockwise: Bool = true, width: CGFloat = 4, cap: CAShapeLayerLineCap = .butt,
                          strokeEnd: CGFloat = 1, color: UIColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(arcCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise).cgPath
        layer.fillColor = nil
        layer.strokeColor = color
        layer.lineWidth = width
        layer.lineCap = cap
        layer.strokeEnd = strokeEnd
        return layer
    }

    /// `layers` drawn on white, clipped to the image as a window's render pass clips, at `scale`.
    private func draw(_ layers: [CAShapeLayer], directly: Bool, scale: CGFloat = 1) -> UIImage {
        CGContext.strokesArcsDirectly = directly
        defer { CGContext.strokesArcsDirectly = true }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let size = CGSize(width: 120, height: 120)
        return UIGraphicsImageRenderer(size: size, format: format).image { renderer in
            let context = renderer.cgContext
            context.setFillColor(.white)
            context.fill(CGRect(origin: .zero, size: size))
            context.clip(to: CGRect(origin: .zero, size: size))
            for layer in layers { layer.drawShape(in: context) }
        }
    }

    private func difference(_ a: UIImage, _ b: UIImage) -> PixelDifference {
        var result = PixelDifference()
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
                let d = [abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue)]
                result.largest = max(result.largest, d.max()!)
                result.total += d.reduce(0, +)
                result.pixels += 1
            }
        }
        return result
    }

    /// Draws `layers` both ways and checks the direct path was taken `strokes` times and agrees.
    private func expectMatch(_ layers: [CAShapeLayer], scale: CGFloat = 1, strokes: Int, _ comment: Comment) {
        let cairo = draw(layers, directly: false, scale: scale)
        LayerWorkCounters.reset()
        let direct = draw(layers, directly: true, scale: scale)
        #expect(LayerWorkCounters.directArcStrokes == strokes, comment)
        let diff = difference(cairo, direct)
        #expect(diff.largest <= Self.largestAllowed, "\(comment): largest channel difference \(diff.largest)")
        #expect(diff.mean <= Self.meanAllowed, "\(comment): mean channel difference \(diff.mean)")
        // And something was drawn: the rings are not both blank.
        #expect(cairo.pixel(x: 0, y: 0)?.red == 255)
    }

    @Test("Partial rings with butt caps, as a progress ring draws them")
    func buttCaps() {
        let layers = [0.05, 0.3, 0.5, 0.7, 0.99].enumerated().map { index, end in
            arcLayer(center: CGPoint(x: 20 + CGFloat(index % 3) * 40, y: 20 + CGFloat(index / 3) * 40), radius: 12, strokeEnd: end)
        }
        expectMatch(layers, strokes: 5, "butt caps")
    }

    @Test("Round caps, a counter-clockwise arc, a whole circle and a hairline")
    func otherShapes() {
        let layers = [
            arcLayer(center: CGPoint(x: 25, y: 25), radius: 15, width: 6, cap: .round, strokeEnd: 0.6),
            arcLayer(center: CGPoint(x: 80, y: 25), radius: 15.3, start: 0.4, end: -2.1, clockwise: false, width: 3),
            arcLayer(center: CGPoint(x: 25.5, y: 80.25), radius: 18, width: 5),
            arcLayer(center: CGPoint(x: 85, y: 85), radius: 20, width: 0.7, strokeEnd: 0.8),
        ]
        expectMatch(layers, strokes: 4, "other arcs")
    }

    @Test("At scale 2 the direct stroke lands on the same device pixels")
    func scaleTwo() {
        let layers = [arcLayer(center: CGPoint(x: 40, y: 40), radius: 25, width: 4, strokeEnd: 0.75),
                      arcLayer(center: CGPoint(x: 90, y: 90), radius: 10, width: 2, cap: .round, strokeEnd: 0.4)]
        expectMatch(layers, scale: 2, strokes: 2, "scale 2")
    }

    @Test("Paths that are not one circular arc, dashes and square caps go through Cairo")
    func fallBack() {
        let square = arcLayer(center: CGPoint(x: 30, y: 30), radius: 12, cap: .square, strokeEnd: 0.5)
        let dashed = arcLayer(center: CGPoint(x: 80, y: 30), radius: 12)
        dashed.lineDashPattern = [4, 2]
        let oval = CAShapeLayer()
        oval.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 70, width: 40, height: 20)).cgPath
        oval.fillColor = nil
        oval.strokeColor = .black
        LayerWorkCounters.reset()
        _ = draw([square, dashed, oval], directly: true)
        #expect(LayerWorkCounters.directArcStrokes == 0)
    }

    @Test("A path recognised as an arc: centre, radius and sweep of UIBezierPath(arcCenter:…) and ovalIn: of a square")
    func recognition() {
        let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true).circularArc
        #expect(arc != nil)
        if let arc {
            #expect(abs(arc.center.x - 10) < 1e-6 && abs(arc.center.y - 20) < 1e-6)
            #expect(abs(arc.radius - 5) < 1e-6)
            #expect(abs(arc.sweep - CGFloat.pi) < 1e-6)
        }
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).circularArc
        #expect(circle != nil)
        if let circle {
            #expect(abs(abs(circle.sweep) - 2 * CGFloat.pi) < 1e-6)
            #expect(abs(circle.radius - 5) < 1e-3)
        }
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 12)).circularArc == nil)
        #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).circularArc == nil)
    }
}
