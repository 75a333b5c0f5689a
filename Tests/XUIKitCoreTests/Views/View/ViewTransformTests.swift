import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIView.transform and CGAffineTransform (R6.11)")
struct ViewTransformTests {
    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool { near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) }

    @Test("CGAffineTransform maps points as Core Graphics does: concatenating applies self first, translatedBy applies the translation first")
    func transformAlgebra() {
        let p = CGPoint(x: 1, y: 0)
        #expect(near(p.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        #expect(near(CGPoint(x: 5, y: 7).applying(t).applying(t.inverted()), CGPoint(x: 5, y: 7)))
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        let box = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(near(box.width, 10 * 2.0.squareRoot()) && near(box.minX, -10 / 2.0.squareRoot()))
    }

    @Test("frame is the bounding box of the transformed bounds; center and bounds do not change (R6.11)")
    func frameIsBoundingBox() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
        #expect(view.center == CGPoint(x: 150, y: 125) && view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(view.frame.width, 50) && near(view.frame.height, 100) && near(view.frame.midX, 150))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test("Setting frame under a scale keeps the transform and sizes the bounds so the box is the frame asked for")
    func settingFrameUnderScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
        #expect(view.center == CGPoint(x: 20, y: 20) && view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("A rotated view is hit inside its turned shape and not in the corners of its bounding box (R6.11)")
    func hitTestingRotatedView() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        harness.window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The diamond's top tip is at (150, 150 − 70.7); the box's corner (85, 85) is outside it.
        #expect(harness.window.hitTest(CGPoint(x: 150, y: 82), with: nil) === view)
        #expect(harness.window.hitTest(CGPoint(x: 88, y: 88), with: nil) === harness.window)
        #expect(view.point(inside: view.convert(CGPoint(x: 150, y: 82), from: harness.window), with: nil))
    }

    @Test("Transformed views among many siblings are still found through the hit index")
    func hitIndexFindsTransformedViews() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for i in 0..<100 {
            harness.window.addSubview(UIView(frame: CGRect(x: CGFloat(i % 10) * 40, y: CGFloat(i / 10) * 40, width: 10, height: 10)))
        }
        let scaled = UIView(frame: CGRect(x: 300, y: 300, width: 10, height: 10))
        harness.window.addSubview(scaled)
        #expect(harness.window.hitTest(CGPoint(x: 330, y: 330), with: nil) === harness.window)
        scaled.transform = CGAffineTransform(scaleX: 8, y: 8)
        #expect(harness.window.hitTest(CGPoint(x: 330, y: 330), with: nil) === scaled)
        #expect(harness.window.hitTest(CGPoint(x: 275, y: 275), with: nil) === scaled)
    }

    @Test("convert goes through a scaled parent both ways; rects become bounding boxes; touches locate through it (R6.11)")
    func convertThroughScaledParent() {
        let harness = Harness()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        harness.window.addSubview(parent)
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Parent's (0, 0) is at centre (150, 150) − 2 × (50, 50) = (50, 50).
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 70, y: 70))
        #expect(child.convert(CGPoint(x: 70, y: 70), from: nil) == .zero)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: nil) == CGRect(x: 70, y: 70, width: 40, height: 40))
        #expect(harness.window.convert(CGPoint(x: 90, y: 90), to: child) == CGPoint(x: 10, y: 10))
        let recorder = RecordingView("recorder", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.addSubview(recorder)
        harness.touch(.began, 60, 60)
        #expect(recorder.touchesSeen.first?.location(in: recorder) == CGPoint(x: 5, y: 5))
        harness.touch(.ended, 60, 60)
    }

    @Test("A square rotated 45° paints a diamond: its tips are red, the corners of its bounding box stay white")
    func pixelsOfRotatedSquare() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 60, y: 60, width: 80, height: 80))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        #expect(harness.pixel(62, 62) == .red)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(harness.pixel(62, 62).isWhite)
        #expect(harness.pixel(100, 50) == .red)
        #expect(harness.pixel(47, 100) == .red)
        #expect(harness.pixel(100, 100) == .red)
        #expect(harness.pixel(50, 50).isWhite && harness.pixel(150, 150).isWhite)
        // A child of the rotated view turns with it.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        #expect(harness.pixel(100, 50) == .blue)
        view.transform = .identity
        #expect(harness.pixel(62, 62) == .blue && harness.pixel(100, 50).isWhite)
    }

    @Test("A translucent rotated view over an opaque one blends; an opaque view in front of a rotated one hides it")
    func rotatedViewsAndOcclusion() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rotated = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        rotated.backgroundColor = .red
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        harness.window.addSubview(rotated)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        cover.backgroundColor = .blue
        harness.window.addSubview(cover)
        #expect(harness.pixel(100, 100) == .blue)
        cover.removeFromSuperview()
        rotated.alpha = 0.5
        #expect(harness.pixel(100, 100).near(RGB(r: 255, g: 127, b: 127), 2))
    }
}
