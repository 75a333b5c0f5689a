import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view whose class is not exactly `UIView`, so the renderer takes its general path for it
/// (clip, background, `draw(_:)`, a group for any alpha), as it did before the fast paths.
@MainActor
final class GeneralPathView: UIView {}

@MainActor
@Suite("Render pipeline: skipping hidden work leaves the same pixels (headless)")
struct RenderPipelineTests {
    /// Every pixel of the window, as 0xRRGGBB words.
    func snapshot(_ harness: Harness) -> [UInt32] { harness.everyPixel() }

    /// "" when the snapshots are equal, else how many pixels differ and the first that does.
    func differences(_ a: [UInt32], _ b: [UInt32], width: Int) -> String {
        let differing = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }
        guard let first = differing.first else { return "" }
        let xs = differing.map { $0.offset % width }, ys = differing.map { $0.offset / width }
        let box = "box (\(xs.min()!), \(ys.min()!))–(\(xs.max()!), \(ys.max()!)) "
        return box + "\(differing.count) pixels differ; first at (\(first.offset % width), \(first.offset / width)): "
            + "\(String(first.element.0, radix: 16)) vs \(String(first.element.1, radix: 16))"
    }

    /// Largest difference of any channel between two snapshots.
    func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var largest = 0
        for (x, y) in zip(a, b) where x != y {
            for shift in [0, 8, 16] {
                largest = max(largest, abs(Int((x >> UInt32(shift)) & 0xFF) - Int((y >> UInt32(shift)) & 0xFF)))
            }
        }
        return largest
    }

    /// 300 overlapping views (some on half pixels, some translucent, some nested in clipping or
    /// translucent containers), made with `make`; `opaque` sets `isOpaque` on each.
    func buildScene(in window: UIWindow, alpha: CGFloat = 1, opaque: Bool = true,
                    make: (CGRect) -> UIView) {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for index in 0..<300 {
            let half: CGFloat = index % 7 == 0 ? 0.5 : 0
            let view = make(CGRect(x: CGFloat(next(360)) + half, y: CGFloat(next(260)), width: CGFloat(20 + next(60)), height: CGFloat(15 + next(50))))
            view.backgroundColor = UIColor(red: CGFloat(next(256)) / 255, green: CGFloat(next(256)) / 255,
                                           blue: CGFloat(next(256)) / 255, alpha: index % 11 == 0 ? 0.6 : 1)
            view.isOpaque = opaque
            view.alpha = alpha
            // Translucent views get a subview, so they are groups on both paths.
            if index % 13 == 0 || index % 17 == 0 {
                let child = make(CGRect(x: 10, y: 10, width: 60, height: 40))
                child.backgroundColor = .blue
                child.isOpaque = opaque
                view.clipsToBounds = index % 2 == 0
                view.addSubview(child)
            }
            if index % 17 == 0 { view.alpha = 0.5 }
            window.addSubview(view)
        }
    }

    @Test("Opaque views in front hide the views behind without changing a pixel")
    func occlusionKeepsPixels() {
        let fast = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        buildScene(in: fast.window) { UIView(frame: $0) }
        let culled = snapshot(fast)
        // The same scene through the general path, with nothing marked opaque: everything painted.
        let reference = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        buildScene(in: reference.window, opaque: false) { GeneralPathView(frame: $0) }
        #expect(differences(culled, snapshot(reference), width: 400) == "")
    }

    @Test("Views wider than 64 tiles, and views across the tile grid's 64-tile word boundary, hide exactly what they cover")
    func wideOcclusionKeepsPixels() {
        // 1100 points is 138 tiles: three words of claim bits a row; x = 512 and 1024 are word boundaries.
        func build(_ window: UIWindow, opaque: Bool, make: (CGRect) -> UIView) {
            var seed: UInt64 = 7
            func next(_ bound: Int) -> Int {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Int((seed >> 33) % UInt64(bound))
            }
            for index in 0..<120 {
                let wide = index % 5 == 0
                let x = wide ? CGFloat(next(300)) : CGFloat(440 + next(600)), width = wide ? CGFloat(520 + next(500)) : CGFloat(30 + next(120))
                let view = make(CGRect(x: x + (index % 9 == 0 ? 0.5 : 0), y: CGFloat(next(180)), width: width, height: CGFloat(10 + next(60))))
                view.backgroundColor = UIColor(red: CGFloat(next(256)) / 255, green: CGFloat(next(256)) / 255,
                                               blue: CGFloat(next(256)) / 255, alpha: index % 7 == 0 ? 0.5 : 1)
                view.isOpaque = opaque
                window.addSubview(view)
            }
        }
        let fast = Harness(frame: CGRect(x: 0, y: 0, width: 1100, height: 240))
        build(fast.window, opaque: true) { UIView(frame: $0) }
        let culled = snapshot(fast)
        let reference = Harness(frame: CGRect(x: 0, y: 0, width: 1100, height: 240))
        build(reference.window, opaque: false) { GeneralPathView(frame: $0) }
        #expect(differences(culled, snapshot(reference), width: 1100) == "")
    }

    @Test("The render pass's rectangle clipping gives what CGRect.intersection gives: touching, apart, null, negative sizes")
    func clippingMatchesIntersection() {
        var seed: UInt64 = 3
        func next(_ bound: Int) -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Int((seed >> 33) % UInt64(bound)) - bound / 4)
        }
        var cases: [(CGRect, CGRect)] = [
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 5, height: 5)),   // touching
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 11, y: 0, width: 5, height: 5)),   // apart
            (CGRect.null, CGRect(x: 0, y: 0, width: 5, height: 5)),
            (CGRect(x: 0, y: 0, width: 5, height: 5), CGRect.null),
            (CGRect(x: 5, y: 5, width: -10, height: -10), CGRect(x: 0, y: 0, width: 3, height: 3)),
        ]
        for _ in 0..<500 {
            cases.append((CGRect(x: next(40), y: next(40), width: next(30), height: next(30)),
                          CGRect(x: next(40), y: next(40), width: next(30), height: next(30))))
        }
        for (a, b) in cases {
            let fast = a.clipped(to: b), reference = a.intersection(b)
            #expect(fast.isNull == reference.isNull, "\(a) ∩ \(b)")
            if !reference.isNull { #expect(fast == reference, "\(a) ∩ \(b)") }
        }
    }

    @Test("A translucent view without subviews paints its colour at its alpha, as a group would to within two levels")
    func directAlpha() {
        let fast = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        buildScene(in: fast.window, alpha: 0.8) { UIView(frame: $0) }
        let direct = snapshot(fast)
        // A new harness closes the first one's window.
        let grouped = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        buildScene(in: grouped.window, alpha: 0.8) { GeneralPathView(frame: $0) }
        let difference = largestDifference(direct, snapshot(grouped))
        #expect(difference <= 2)
    }

    @Test("A partial redraw after moves, hides and colour changes leaves the pixels a full redraw does")
    func partialRedrawMatchesFull() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        buildScene(in: harness.window) { UIView(frame: $0) }
        harness.display()
        let views = harness.window.subviews
        views[10].frame.origin.x += 37
        views[50].isHidden = true
        views[120].backgroundColor = .green
        views[200].alpha = 0.3
        views[260].removeFromSuperview()
        let backend = UIApplication.shared.backend as! HeadlessBackend
        let partial = snapshot(harness)
        #expect(backend.windows[harness.id]!.lastPresentedRect != harness.window.bounds)
        harness.window.setNeedsDisplay()
        #expect(differences(partial, snapshot(harness), width: 400) == "")
    }

    @Test("A view whose frame misses the dirty rectangle is not drawn, unless a subview sticks out into it")
    func dirtyRectSkipsSubtrees() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let far = CountingDrawView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let stickingOut = CountingDrawView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        container.addSubview(stickingOut)
        let trigger = UIView(frame: CGRect(x: 110, y: 110, width: 10, height: 10))
        harness.window.addSubview(far)
        harness.window.addSubview(container)
        harness.window.addSubview(trigger)
        harness.display()
        let farDraws = far.drawCalls, outDraws = stickingOut.drawCalls
        trigger.setNeedsDisplay()
        harness.display()
        #expect(far.drawCalls == farDraws)
        #expect(stickingOut.drawCalls == outDraws + 1)
    }

    @Test("A view wholly behind an opaque view is not drawn; behind a translucent one it is")
    func coveredViewsAreNotDrawn() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let behind = CountingDrawView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        front.backgroundColor = .red
        harness.window.addSubview(behind)
        harness.window.addSubview(front)
        harness.display()
        let draws = behind.drawCalls
        harness.window.setNeedsDisplay()
        harness.display()
        #expect(behind.drawCalls == draws)
        front.backgroundColor = UIColor.red.withAlphaComponent(0.99)
        harness.display()
        #expect(behind.drawCalls == draws + 1)
        front.backgroundColor = .red
        front.isOpaque = false
        harness.display()
        #expect(behind.drawCalls == draws + 2)
    }

    @Test("A view with non-finite geometry draws nothing and does not stop the others")
    func nonFiniteGeometry() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let broken = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        broken.backgroundColor = .blue
        broken.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
        let fine = UIView(frame: CGRect(x: 60, y: 60, width: 20, height: 20))
        fine.backgroundColor = .red
        harness.window.addSubview(broken)
        harness.window.addSubview(fine)
        broken.frame = CGRect(x: CGFloat.nan, y: 0, width: 50, height: .infinity)
        harness.window.setNeedsDisplay()
        #expect(harness.pixel(70, 70) == .red)
        #expect(harness.pixel(10, 10) == .white)
        #expect(harness.window.hitTest(CGPoint(x: 70, y: 70), with: nil) === fine)
    }

    @Test("Two small changes far apart are presented as two small rectangles")
    func separateDirtyRectangles() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let second = UIView(frame: CGRect(x: 370, y: 370, width: 20, height: 20))
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        harness.display()
        let backend = UIApplication.shared.backend as! HeadlessBackend
        let before = backend.windows[harness.id]!.presentCount
        first.backgroundColor = .red
        second.backgroundColor = .blue
        harness.display()
        #expect(backend.windows[harness.id]!.presentCount == before + 2)
        #expect(backend.windows[harness.id]!.lastPresentedRect == CGRect(x: 370, y: 370, width: 20, height: 20))
        #expect(harness.pixel(5, 5) == .red)
        #expect(harness.pixel(375, 375) == .blue)
    }
}
