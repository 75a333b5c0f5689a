import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Rounding some corners, and reversing a path (R28.2)")
struct RoundedCornersTests {
    /// `path` filled in black on a transparent 100×100 image at one pixel a point.
    func filled(_ path: UIBezierPath) -> UIImage {
        renderAtScale1 { _ in
            UIColor.black.setFill()
            path.fill()
        }
    }

    @Test("byRoundingCorners rounds only the corners named; the others stay square")
    func someCorners() {
        let rect = CGRect(x: 10, y: 10, width: 80, height: 60)
        let top = filled(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20)))
        // The top corners are cut away by their quarter circles; the bottom ones are full.
        #expect(top.blank(11, 11) && top.blank(88, 11))
        #expect(top.inked(11, 68) && top.inked(88, 68))
        #expect(top.inked(50, 11) && top.inked(11, 40))
        let one = filled(UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomRight, cornerRadii: CGSize(width: 20, height: 20)))
        #expect(one.blank(88, 68))
        #expect(one.inked(11, 11) && one.inked(88, 11) && one.inked(11, 68))
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 20, height: 20))
        #expect(all.cgPath.boundingBox == UIBezierPath(roundedRect: rect, cornerRadius: 20).cgPath.boundingBox)
        let none = UIBezierPath(roundedRect: rect, byRoundingCorners: [], cornerRadii: CGSize(width: 20, height: 20))
        #expect(none.cgPath.boundingBox == rect)
        // Radii beyond half a side are limited to it: still a shape inside the rectangle.
        let huge = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 500, height: 500))
        #expect(huge.cgPath.boundingBox == rect)
        #expect(filled(huge).inked(50, 40))
    }

    @Test("reversing() runs each subpath back from its end, swaps a curve's control points and keeps it closed")
    func reversing() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.close()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addQuadCurve(to: CGPoint(x: 60, y: 60), controlPoint: CGPoint(x: 60, y: 50))
        path.lineWidth = 4
        let reversed = path.reversing()
        #expect(reversed.elements == [
            .move(CGPoint(x: 20, y: 10)),
            .curve(CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0)),
            .line(CGPoint(x: 0, y: 0)),
            .close,
            .move(CGPoint(x: 60, y: 60)),
            .quad(CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 50)),
        ])
        #expect(reversed.lineWidth == 4)
        #expect(reversed.reversing().elements == path.elements)
        #expect(UIBezierPath().reversing().isEmpty)
    }
}
