import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view that claims points up to 30 points beyond its frame (R6.3).
@MainActor
final class WideHitView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
}

@MainActor
@Suite("Hit-testing among many siblings (spatial index, R6.1–R6.5)")
struct HitIndexTests {
    /// `count` siblings of 30×20 at pseudo-random places in a 400×400 window, back to front.
    func crowd(_ harness: Harness, count: Int) -> [UIView] {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            let view = UIView(frame: CGRect(x: next(380), y: next(390), width: 30, height: 20))
            harness.window.addSubview(view)
            return view
        }
    }

    /// R6.2 done the slow way: the front-most visible, interactive sibling whose frame holds it.
    func reference(_ point: CGPoint, in window: UIWindow) -> UIView? {
        for view in window.subviews.reversed() where !view.isHidden && view.isUserInteractionEnabled && view.alpha >= 0.01 {
            let f = view.frame
            if point.x >= f.minX, point.x < f.maxX, point.y >= f.minY, point.y < f.maxY { return view }
        }
        return nil
    }

    func samplePoints() -> [CGPoint] {
        stride(from: 0, to: 400, by: 7).flatMap { x in stride(from: 0, to: 400, by: 11).map { CGPoint(x: x, y: $0) } }
    }

    @Test("Among 1000 siblings the front-most view holding the point is hit, as a sibling-by-sibling walk finds")
    func matchesLinearWalk() {
        let harness = Harness()
        _ = crowd(harness, count: 1000)
        for point in samplePoints() {
            #expect(harness.window.hitTest(point, with: nil) === (reference(point, in: harness.window) ?? harness.window))
        }
    }

    @Test("Hidden, transparent and non-interactive siblings are skipped at once, with the index already built (R6.5)")
    func flagsTakeEffect() {
        let harness = Harness()
        let views = crowd(harness, count: 200)
        _ = harness.window.hitTest(.zero, with: nil)
        views[199].isHidden = true
        views[198].alpha = 0.005
        views[197].isUserInteractionEnabled = false
        for point in samplePoints() {
            #expect(harness.window.hitTest(point, with: nil) === (reference(point, in: harness.window) ?? harness.window))
        }
    }

    @Test("Moving, adding, reordering and removing siblings changes what is hit")
    func changesRebuildTheIndex() {
        let harness = Harness()
        let views = crowd(harness, count: 200)
        _ = harness.window.hitTest(.zero, with: nil)
        views[3].frame.origin = CGPoint(x: 200, y: 200)
        #expect(harness.window.hitTest(CGPoint(x: 205, y: 205), with: nil) === reference(CGPoint(x: 205, y: 205), in: harness.window))
        harness.window.bringSubviewToFront(views[3])
        #expect(harness.window.hitTest(CGPoint(x: 205, y: 205), with: nil) === views[3])
        let added = UIView(frame: CGRect(x: 200, y: 200, width: 10, height: 10))
        harness.window.addSubview(added)
        #expect(harness.window.hitTest(CGPoint(x: 205, y: 205), with: nil) === added)
        harness.window.exchangeSubview(at: harness.window.subviews.count - 1, withSubviewAt: harness.window.subviews.count - 2)
        #expect(harness.window.hitTest(CGPoint(x: 205, y: 205), with: nil) === views[3])
        views[3].removeFromSuperview()
        #expect(harness.window.hitTest(CGPoint(x: 205, y: 205), with: nil) === added)
        for point in samplePoints() {
            #expect(harness.window.hitTest(point, with: nil) === (reference(point, in: harness.window) ?? harness.window))
        }
    }

    @Test("A subclass that overrides point(inside:) is still asked for points outside its frame (R6.3)")
    func overridesAreAsked() {
        let harness = Harness()
        let wide = WideHitView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        harness.window.addSubview(wide)
        crowd(harness, count: 100).filter { $0.frame.intersects(CGRect(x: 60, y: 60, width: 100, height: 100)) }
            .forEach { $0.removeFromSuperview() }
        #expect(harness.window.subviews.count >= SubviewHitIndex.threshold)
        #expect(harness.window.hitTest(CGPoint(x: 85, y: 135), with: nil) === wide)
        #expect(harness.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === harness.window)
    }
}
