import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Draws `body` into a transparent `size` bitmap at scale 1.
@MainActor
func renderAtScale1(_ size: CGSize = CGSize(width: 100, height: 100), _ body: (CGContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }
}

extension UIImage {
    /// Whether the pixel at (x, y) is painted (almost opaque).
    func inked(_ x: CGFloat, _ y: CGFloat) -> Bool { (pixel(x: Int(x), y: Int(y))?.alpha ?? 0) > 200 }
    /// Whether the pixel at (x, y) is left transparent (or almost).
    func blank(_ x: CGFloat, _ y: CGFloat) -> Bool { (pixel(x: Int(x), y: Int(y))?.alpha ?? 255) < 30 }
}

/// The point at `angle` on the circle of `radius` around (50, 50), y pointing down.
func onRing(_ angle: CGFloat, radius: CGFloat = 30) -> (CGFloat, CGFloat) {
    (50 + radius * cos(angle), 50 + radius * sin(angle))
}

@MainActor
@Suite("CGPath and CGMutablePath: Core Graphics' path API on UIBezierPath")
struct PathTests {
    /// The elements of `path` as (type, points) pairs.
    func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    /// `path` stroked 6 pt wide in black.
    func stroked(_ path: UIBezierPath) -> UIImage {
        renderAtScale1 { _ in
            UIColor.black.setStroke()
            path.lineWidth = 6
            path.stroke()
        }
    }

    @Test("UIBezierPath's clockwise turns clockwise on screen; CGMutablePath.addArc's clockwise the other way (R28.2)")
    func arcDirections() {
        let (quarterBelowX, quarterBelowY) = onRing(.pi / 4), (quarterAboveX, quarterAboveY) = onRing(-.pi / 4)
        let bezier = stroked(UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi / 2, clockwise: true))
        #expect(bezier.inked(quarterBelowX, quarterBelowY), "3 → 6 o'clock clockwise passes the lower right")
        #expect(bezier.blank(quarterAboveX, quarterAboveY))
        let cgClockwise = CGMutablePath()
        cgClockwise.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let drawn = stroked(cgClockwise)
        #expect(drawn.blank(quarterBelowX, quarterBelowY), "Core Graphics' clockwise is counter-clockwise on a flipped screen")
        #expect(drawn.inked(quarterAboveX, quarterAboveY))
        #expect(drawn.inked(20, 50), "the long way round passes 9 o'clock")
        let cgCounter = CGMutablePath()
        cgCounter.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(stroked(cgCounter).inked(quarterBelowX, quarterBelowY))
        #expect(stroked(cgCounter).blank(quarterAboveX, quarterAboveY))
    }

    @Test("Rectangles and ellipses have Core Graphics' elements: a move, lines or four curves, a close (R28.1, R28.2)")
    func shapeElements() {
        let rect = elements(CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil))
        #expect(rect.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(rect.flatMap(\.1) == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        let ellipse = elements(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil))
        #expect(ellipse.map(\.0) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(ellipse[0].1 == [CGPoint(x: 100, y: 25)], "starts at the rightmost point")
        let firstEnd = ellipse[1].1[2]
        #expect(abs(firstEnd.x - 50) < 1e-9 && abs(firstEnd.y - 50) < 1e-9, "then turns clockwise on screen, to the bottom")
        var shift = CGAffineTransform(translationX: 5, y: 7)
        let moved = elements(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &shift))
        #expect(moved[0].1 == [CGPoint(x: 5, y: 7)])
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 20, transform: nil)
        #expect(rounded.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 10, y: 2)))
        let messages = capturingDiagnostics {
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 8, cornerHeight: 1, transform: nil)
        }
        #expect(messages.count == 1)
    }

    @Test("boundingBox holds the control points, boundingBoxOfPath only the curve; empty paths are null (R28.4)")
    func bounds() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull && path.boundingBoxOfPath.isNull && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(path.boundingBoxOfPath.height - 75) < 1e-9, "the curve's lowest point, at t = ½, is 75 down")
        #expect(path.bounds == path.boundingBox)
        #expect(path.currentPoint == CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 10))
        path.closeSubpath()
        #expect(path.currentPoint == .zero, "a close returns to the subpath's start")
        #expect(!path.isEmpty)
    }

    @Test("contains: winding against even-odd, the transform maps the point, UIBezierPath's flag picks the rule (R28.3)")
    func containment() {
        let frame = CGMutablePath()
        frame.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        frame.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let middle = CGPoint(x: 50, y: 50)
        #expect(frame.contains(middle) && frame.contains(middle, using: .winding))
        #expect(!frame.contains(middle, using: .evenOdd))
        #expect(frame.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!frame.contains(CGPoint(x: 150, y: 50)))
        #expect(frame.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: -100, y: 0)))
        frame.usesEvenOddFillRule = true
        #expect(!frame.contains(middle))
        let image = renderAtScale1 { _ in
            UIColor.black.setFill()
            frame.fill()
        }
        #expect(image.blank(50, 50) && image.inked(10, 10), "fill() cuts the hole by the even-odd rule")
    }

    @Test("Lines and curves need a current point: without one they are left out with a diagnostic (R28.1)")
    func noCurrentPoint() {
        let path = CGMutablePath()
        let messages = capturingDiagnostics { path.addLine(to: CGPoint(x: 5, y: 5)) }
        #expect(messages.count == 1 && path.isEmpty)
        path.closeSubpath()
        #expect(path.isEmpty)
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(elements(path).first?.0 == .moveToPoint, "an arc on an empty path starts with a move")
        #expect(abs(path.currentPoint.x - 5) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
    }

    @Test("cgPath and UIBezierPath(cgPath:) copy both ways; copies and transformed copies are independent")
    func copies() {
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let cg = bezier.cgPath
        bezier.addLine(to: CGPoint(x: 50, y: 50))
        #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        let back = UIBezierPath(cgPath: cg)
        #expect(back.elements == cg.elements && back !== cg)
        bezier.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
        var double = CGAffineTransform(scaleX: 2, y: 2)
        #expect(cg.copy(using: &double)?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(cg.mutableCopy()?.elements == cg.elements)
        let combined = CGMutablePath()
        combined.addPath(cg, transform: CGAffineTransform(translationX: 100, y: 0))
        combined.addLines(between: [CGPoint(x: 0, y: 50), CGPoint(x: 5, y: 55)])
        #expect(combined.boundingBox == CGRect(x: 0, y: 0, width: 110, height: 55))
        bezier.apply(CGAffineTransform(translationX: 1, y: 1))
        #expect(bezier.bounds == CGRect(x: 1, y: 1, width: 4, height: 4))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds the corner between the two lines")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-6 && abs(path.currentPoint.y - 20) < 1e-6)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 1e-6 && abs(box.maxY - 20) < 1e-6 && box.minY == 0)
        let line = elements(path)[1]
        #expect(line.0 == .addLineToPoint && abs(line.1[0].x - 80) < 1e-9 && line.1[0].y == 0)
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(abs(quad.boundingBoxOfPath.height - 50) < 1e-9)
        let relative = CGMutablePath()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
        #expect(abs(relative.currentPoint.x) < 1e-9 && abs(relative.currentPoint.y - 10) < 1e-9, "a positive delta turns toward +y")
    }

    @Test("copy(dashingWithPhase:lengths:) cuts the path into its dashes")
    func dashingCopy() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let dashes = elements(line.copy(dashingWithPhase: 5, lengths: [10, 10]))
        let starts = dashes.filter { $0.0 == .moveToPoint }.map { ($0.1[0].x * 1000).rounded() / 1000 }
        let ends = dashes.filter { $0.0 == .addLineToPoint }.map { ($0.1[0].x * 1000).rounded() / 1000 }
        #expect(starts == [0, 15, 35, 55, 75, 95])
        #expect(ends == [5, 25, 45, 65, 85, 100])
    }

    @Test("Paths with the same elements interpolate point by point; others do not (R28.9)")
    func interpolation() throws {
        let small = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let large = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 30, height: 50))
        let middle = try #require(UIBezierPath.interpolated(from: small, to: large, fraction: 0.5))
        #expect(middle.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 30), "corners halfway: (5, 5) and (25, 35)")
        let overshoot = try #require(UIBezierPath.interpolated(from: small, to: large, fraction: 1.5))
        #expect(overshoot.boundingBox == CGRect(x: 15, y: 15, width: 40, height: 70))
        #expect(UIBezierPath.interpolated(from: small, to: UIBezierPath(ovalIn: .zero.insetBy(dx: -5, dy: -5)), fraction: 0.5) == nil)
    }

    @Test("UIBezierPath keeps its dash pattern for getLineDash and adds quadratic curves")
    func bezierExtras() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        var copied = [CGFloat](repeating: 0, count: 3)
        path.getLineDash(&copied, count: &count, phase: &phase)
        #expect(copied == pattern && count == 3 && phase == 1.5)
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        #expect(elements(path).map(\.0) == [.moveToPoint, .addQuadCurveToPoint])
    }
}
