import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("R28.10: CGPath.copy(strokingWithWidth:) — the area a stroke paints, as a path")
struct PathStrokingTests {
    /// A line from (10, 20) to (50, 20).
    func horizontal() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 50, y: 20))
        return path
    }

    /// Right from (0, 0) to (40, 0), then down to (40, 40): the outer corner is at the top right.
    func corner() -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 40, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 40))
        return path
    }

    @Test("R28.10: a line's outline covers half the width on each side; butt, square and round caps end where strokes end")
    func caps() {
        let butt = horizontal().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 30, y: 24)) && butt.contains(CGPoint(x: 30, y: 16)))
        #expect(!butt.contains(CGPoint(x: 30, y: 26)) && !butt.contains(CGPoint(x: 30, y: 14)))
        #expect(!butt.contains(CGPoint(x: 8, y: 20)) && !butt.contains(CGPoint(x: 52, y: 20)))
        #expect(butt.boundingBoxOfPath == CGRect(x: 10, y: 15, width: 40, height: 10))

        let square = horizontal().copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: 6, y: 24)) && square.contains(CGPoint(x: 54, y: 16)))
        #expect(!square.contains(CGPoint(x: 56, y: 20)) && !square.contains(CGPoint(x: 4, y: 20)))
        #expect(square.boundingBoxOfPath == CGRect(x: 5, y: 15, width: 50, height: 10))

        let round = horizontal().copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 6, y: 20)) && round.contains(CGPoint(x: 54, y: 20)))
        // 5.66 pt from the end: outside the half circle, inside the square cap's corner.
        #expect(!round.contains(CGPoint(x: 6, y: 24)) && !round.contains(CGPoint(x: 54, y: 24)))
    }

    @Test("R28.10: a miter reaches the corner's point within the limit; beyond it, and for bevel, the corner is cut; round joins are round")
    func joins() {
        let outer = CGPoint(x: 44, y: -4), nearRound = CGPoint(x: 43, y: -3)
        let miter = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(outer) && miter.contains(CGPoint(x: 44.9, y: -4.9)))
        #expect(!miter.contains(CGPoint(x: 45.2, y: -5.2)))
        // A right angle's miter is √2 widths long: a limit of 1.4 cuts it to a bevel.
        let limited = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!limited.contains(outer) && limited.contains(CGPoint(x: 42, y: -2)))
        let bevel = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(outer) && !bevel.contains(nearRound) && bevel.contains(CGPoint(x: 42, y: -2)))
        let round = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(!round.contains(outer) && round.contains(nearRound))
        // The inner side of the corner is covered by the segments themselves.
        #expect(miter.contains(CGPoint(x: 36, y: 4)) && !miter.contains(CGPoint(x: 34, y: 6)))
    }

    @Test("R28.10: a closed subpath has joins at every corner, its first too, and no caps; curves are followed")
    func closedAndCurved() {
        let square = CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        let outline = square.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        for point in [CGPoint(x: 6, y: 6), CGPoint(x: 54, y: 6), CGPoint(x: 54, y: 54), CGPoint(x: 6, y: 54)] {
            #expect(outline.contains(point), "corner \(point)")
        }
        #expect(!outline.contains(CGPoint(x: 30, y: 30)) && !outline.contains(CGPoint(x: 30, y: 16)))

        let ring = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            .copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.3) {
            let on = CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
            let outside = CGPoint(x: 50 + 52.5 * cos(angle), y: 50 + 52.5 * sin(angle))
            let inside = CGPoint(x: 50 + 47.5 * cos(angle), y: 50 + 47.5 * sin(angle))
            #expect(ring.contains(on) && !ring.contains(outside) && !ring.contains(inside), "at angle \(angle)")
        }
    }

    @Test("R28.10: the transform maps the outline; a width that is not positive and finite gives an empty path; a dot for a zero-length round-capped line")
    func transformAndEdges() {
        let moved = horizontal().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                      transform: CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 2))
        #expect(moved.boundingBoxOfPath == CGRect(x: 120, y: 30, width: 80, height: 20))
        #expect(moved.contains(CGPoint(x: 160, y: 48)) && !moved.contains(CGPoint(x: 60, y: 20)))
        for width in [0, -3, CGFloat.nan, .infinity] {
            #expect(horizontal().copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        }
        let point = CGMutablePath()
        point.move(to: CGPoint(x: 30, y: 30))
        point.addLine(to: CGPoint(x: 30, y: 30))
        let dot = point.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(dot.contains(CGPoint(x: 33, y: 30)) && !dot.contains(CGPoint(x: 35, y: 30)))
        #expect(point.copy(strokingWithWidth: 8, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test("R28.10: filling the outline paints the pixels stroking the path paints")
    func fillMatchesStroke() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 12, y: 70))
        path.addLine(to: CGPoint(x: 40, y: 14))
        path.addQuadCurve(to: CGPoint(x: 100, y: 60), control: CGPoint(x: 90, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 100), control1: CGPoint(x: 110, y: 120), control2: CGPoint(x: 60, y: 80))
        path.addLine(to: CGPoint(x: 30, y: 60))
        func image(_ draw: @escaping (CGContext) -> Void) -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 120), format: format).image { draw($0.cgContext) }
        }
        for (cap, join) in [(CGLineCap.butt, CGLineJoin.miter), (.round, .round), (.square, .bevel)] {
            let stroked = image { context in
                context.addPath(path)
                context.setLineWidth(9)
                context.setLineCap(cap)
                context.setLineJoin(join)
                context.setStrokeColor(UIColor.black.cgColor)
                context.strokePath()
            }
            let filled = image { context in
                context.addPath(path.copy(strokingWithWidth: 9, lineCap: cap, lineJoin: join, miterLimit: 10))
                context.setFillColor(UIColor.black.cgColor)
                context.fillPath()
            }
            var painted = 0, differing = 0
            for y in 0..<120 {
                for x in 0..<120 {
                    let a = try #require(stroked.pixel(x: x, y: y)?.alpha), b = try #require(filled.pixel(x: x, y: y)?.alpha)
                    if a > 127 { painted += 1 }
                    if abs(a - b) > 96 { differing += 1 }
                }
            }
            // Only edge pixels may differ, and by less than most of their coverage.
            #expect(painted > 1500, "\(cap), \(join)")
            #expect(differing < painted / 100, "\(cap), \(join): \(differing) of \(painted) pixels differ")
        }
    }
}
