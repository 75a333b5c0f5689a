import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view that draws whatever `drawing` says, in black on white.
@MainActor
final class StrokeView: UIView {
    var drawing: (CGContext) -> Void = { _ in }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.white.setFill()
        context.fill(bounds)
        UIColor.black.setStroke()
        drawing(context)
    }
}

@MainActor
@Suite("Line caps, joins, miter limits and dashes")
struct LineStyleTests {
    /// A 200×200 stroke view at the window's origin, drawn by `drawing`.
    func harness(_ drawing: @escaping (CGContext) -> Void) -> Harness {
        let harness = Harness()
        let view = StrokeView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.drawing = drawing
        harness.window.addSubview(view)
        return harness
    }

    /// A 10 pt wide horizontal path from x 50 to 100 at y 50, in `cap`.
    func capped(_ cap: CGLineCap) -> Harness {
        harness { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 50, y: 50))
            path.addLine(to: CGPoint(x: 100, y: 50))
            path.lineWidth = 10
            path.lineCapStyle = cap
            path.stroke()
        }
    }

    @Test("UIBezierPath.lineCapStyle: butt stops at the end point, round and square reach 5 pt beyond (R17.4)")
    func caps() {
        let butt = capped(.butt)
        #expect(butt.pixel(98, 50).near(.black, 10))
        #expect(butt.pixel(102, 50).isWhite)
        let round = capped(.round)
        #expect(round.pixel(103, 50).near(.black, 10))
        #expect(round.pixel(104, 54).isWhite, "a round cap leaves the corner of its square empty")
        let square = capped(.square)
        #expect(square.pixel(103, 50).near(.black, 10))
        #expect(square.pixel(104, 54).near(.black, 10))
        #expect(UIBezierPath().lineCapStyle == .butt && UIBezierPath().lineJoinStyle == .miter && UIBezierPath().miterLimit == 10)
    }

    /// A 10 pt wide right-angled "Λ" with its apex at (100, 50), joined by `join` under `limit`.
    func joined(_ join: CGLineJoin, miterLimit limit: CGFloat = 10) -> Harness {
        harness { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 50, y: 100))
            path.addLine(to: CGPoint(x: 100, y: 50))
            path.addLine(to: CGPoint(x: 150, y: 100))
            path.lineWidth = 10
            path.lineJoinStyle = join
            path.miterLimit = limit
            path.stroke()
        }
    }

    @Test("A miter join points 7 pt above the apex; bevel and a miter limit under √2 cut it off (R17.4)")
    func joins() {
        #expect(joined(.miter).pixel(100, 45).near(.black, 10))
        #expect(joined(.bevel).pixel(100, 45).isWhite)
        #expect(joined(.miter, miterLimit: 1.2).pixel(100, 45).isWhite)
        #expect(joined(.round).pixel(100, 46).near(.black, 10))
        #expect(joined(.round).pixel(100, 44).isWhite)
    }

    @Test("setLineDash(_:count:phase:) dashes the stroke; a nil pattern makes it solid again (R17.4)")
    func bezierDash() {
        let dashed = harness { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 200, y: 20))
            path.lineWidth = 4
            let pattern: [CGFloat] = [10, 10]
            path.setLineDash(pattern, count: pattern.count, phase: 0)
            path.stroke()
            path.setLineDash(nil, count: 0, phase: 0)
            path.removeAllPoints()
            path.move(to: CGPoint(x: 0, y: 40))
            path.addLine(to: CGPoint(x: 200, y: 40))
            path.stroke()
        }
        #expect(dashed.pixel(5, 20).near(.black, 10))
        #expect(dashed.pixel(15, 20).isWhite)
        #expect(dashed.pixel(25, 20).near(.black, 10))
        #expect(dashed.pixel(15, 40).near(.black, 10))
    }

    @Test("CGContext setLineCap, setLineJoin, setMiterLimit and setLineDash(phase:lengths:) draw, and restoreGState undoes them (R17.4)")
    func contextStyle() {
        let drawn = harness { context in
            context.saveGState()
            context.setLineWidth(10)
            context.setLineCap(.square)
            context.setLineJoin(.bevel)
            context.setMiterLimit(4)
            context.setLineDash(phase: 5, lengths: [10, 30])
            context.move(to: CGPoint(x: 0, y: 20))
            context.addLine(to: CGPoint(x: 200, y: 20))
            context.strokePath()
            context.restoreGState()
            context.setLineWidth(10)
            context.move(to: CGPoint(x: 50, y: 60))
            context.addLine(to: CGPoint(x: 100, y: 60))
            context.strokePath()
        }
        // Phase 5 of [10 on, 30 off]: ink at 0…5, 35…45, 75…85; square caps add 5 each side.
        #expect(drawn.pixel(2, 20).near(.black, 10))
        #expect(drawn.pixel(8, 20).near(.black, 10), "a square cap reaches 5 pt past the dash")
        #expect(drawn.pixel(20, 20).isWhite)
        #expect(drawn.pixel(40, 20).near(.black, 10))
        #expect(drawn.pixel(60, 20).isWhite)
        // After restoreGState the line is solid with butt caps again.
        #expect(drawn.pixel(98, 60).near(.black, 10))
        #expect(drawn.pixel(103, 60).isWhite)
        let messages = capturingDiagnostics { _ = harness { $0.setLineDash(phase: 0, lengths: [-1, 2]) }.pixel(0, 0) }
        #expect(messages.count == 1)
    }
}
