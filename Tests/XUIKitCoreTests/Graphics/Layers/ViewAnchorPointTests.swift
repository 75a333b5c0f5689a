import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// The anchor point of a view's own layer (R27.15): `position` (= `center`) stays and the frame
/// moves; transforms turn and scale about it; drawing and hit testing follow.
@MainActor
@Suite("anchorPoint on a view's own layer")
struct ViewAnchorPointTests {
    /// A red 100 × 50 view at (100, 100) in a white window.
    func redView(_ harness: Harness) -> UIView {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        return view
    }

    @Test("Moving the anchor point keeps position and center, and moves the frame (R27.15)")
    func keepsPosition() {
        let harness = Harness()
        let view = redView(harness)
        #expect(view.center == CGPoint(x: 150, y: 125) && view.layer.position == view.center)
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 150, y: 125) && view.layer.position == CGPoint(x: 150, y: 125))
        #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        view.center = CGPoint(x: 20, y: 30)
        #expect(view.frame.origin == CGPoint(x: 20, y: 30), "center places the anchor point: the top-left corner")
        view.frame = CGRect(x: 40, y: 40, width: 10, height: 10)
        #expect(view.center == CGPoint(x: 40, y: 40) && view.bounds.size == CGSize(width: 10, height: 10))
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(view.center == CGPoint(x: 40, y: 40) && view.frame.origin == CGPoint(x: 30, y: 30))
    }

    @Test("A quarter turn about anchor point (0, 0): frame, conversion and hit testing (R27.15)")
    func quarterTurnGeometry() {
        let harness = Harness()
        let view = redView(harness)
        view.layer.anchorPoint = .zero
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // (x, y) turns to (−y, x) about the top-left corner, which stays at (150, 125).
        let frame = view.frame
        #expect(abs(frame.minX - 100) < 1e-9 && abs(frame.minY - 125) < 1e-9)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        let corner = view.convert(CGPoint(x: 10, y: 0), to: harness.window)
        #expect(abs(corner.x - 150) < 1e-9 && abs(corner.y - 135) < 1e-9)
        let back = view.convert(CGPoint(x: 120, y: 200), from: harness.window)
        #expect(abs(back.x - 75) < 1e-9 && abs(back.y - 30) < 1e-9)
        #expect(harness.window.hitTest(CGPoint(x: 120, y: 200), with: nil) === view)
        #expect(harness.window.hitTest(CGPoint(x: 190, y: 140), with: nil) !== view, "where the unturned view was")
    }

    @Test("A quarter turn about anchor point (0, 0), by pixels; layer.transform scales about it too (R27.15)")
    func quarterTurnPixels() {
        let harness = Harness()
        let view = redView(harness)
        view.layer.anchorPoint = .zero
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(harness.pixel(125, 200).near(.red, 4), "inside the turned view: x 100…150, y 125…225")
        #expect(harness.pixel(175, 140).isWhite, "where the unturned view was")
        #expect(harness.pixel(155, 130).isWhite, "right of the anchor, nothing")
        view.transform = .identity
        view.layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(view.frame == CGRect(x: 150, y: 125, width: 200, height: 100))
        #expect(harness.pixel(340, 215).near(.red, 4) && harness.pixel(145, 130).isWhite)
    }
}
