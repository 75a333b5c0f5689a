import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A scroll view delegate that logs its callbacks, with the offset and flags at each.
@MainActor
final class ScrollViewDelegateLog: UIScrollViewDelegate {
    var lines: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lines.append("didScroll(\(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y)))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        lines.append("willBeginDragging(dragging: \(scrollView.isDragging))")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging(decelerate: \(decelerate), dragging: \(scrollView.isDragging))")
    }
}

@MainActor
@Suite("UIScrollView: dragging, wheel and touchpad scrolling, clamping, delegate")
struct ScrollViewTests {
    /// A 200 × 200 scroll view at (50, 50) in the window over ten 100-pt rows (1000 pt of content).
    struct Fixture {
        let harness: Harness
        let scrollView: UIScrollView
        let rows: [RecordingView]
        let log = ScrollViewDelegateLog()
        /// A point in the window over the middle of the scroll view.
        let middle = CGPoint(x: 150, y: 150)
    }

    func makeFixture(contentWidth: CGFloat = 200) -> Fixture {
        let harness = Harness()
        let scrollView = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let rows = (0..<10).map { RecordingView("row\($0)", frame: CGRect(x: 0, y: CGFloat($0) * 100, width: 200, height: 100)) }
        rows.forEach(scrollView.addSubview)
        scrollView.contentSize = CGSize(width: contentWidth, height: 1000)
        harness.window.addSubview(scrollView)
        let fixture = Fixture(harness: harness, scrollView: scrollView, rows: rows)
        scrollView.delegate = fixture.log
        return fixture
    }

    /// Wheel clicks (40 pt each, as the X11 backend reports them) at `point`.
    func wheel(_ fixture: Fixture, clicks: Int, at point: CGPoint? = nil) {
        for _ in 0..<abs(clicks) {
            fixture.harness.scroll(0, clicks > 0 ? 40 : -40, at: point ?? fixture.middle)
        }
    }

    @Test("Defaults: clips to bounds, the pan takes all scroll types, contentOffset is bounds.origin")
    func defaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
        #expect(scrollView.isScrollEnabled && !scrollView.isDragging && !scrollView.isTracking)
        scrollView.contentOffset = CGPoint(x: 5, y: 30)
        #expect(scrollView.bounds.origin == CGPoint(x: 5, y: 30))
        #expect(scrollView.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test("A finger drag moves contentOffset opposite to the finger; hit-testing and convert follow")
    func dragScrollsAndHitTestingFollows() {
        let fixture = makeFixture()
        let harness = fixture.harness
        harness.touch(.began, 150, 200)
        #expect(fixture.scrollView.isTracking && !fixture.scrollView.isDragging)
        harness.touch(.moved, 150, 180)      // 20 pt up: past the 10 pt threshold, the pan begins
        #expect(fixture.scrollView.isDragging)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        harness.touch(.moved, 150, 100)
        harness.touch(.ended, 150, 100, after: 0.2)   // lifted after a pause: no coasting
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!fixture.scrollView.isDragging && !fixture.scrollView.isTracking)
        // The touch that began on row 1 was cancelled when the pan began (R8.21).
        #expect(fixture.rows[1].log == ["began(1)", "cancelled(1)"])

        // Window y 60 is scroll view y 10, content y 110: row 1, whose top is now at window y 50.
        #expect(harness.window.hitTest(CGPoint(x: 150, y: 60), with: nil) === fixture.rows[1])
        #expect(fixture.rows[1].convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
        #expect(fixture.rows[2].convert(CGPoint(x: 10, y: 10), to: harness.window) == CGPoint(x: 60, y: 160))
        harness.tap(150, 60)
        #expect(fixture.rows[1].log == ["began(1)", "cancelled(1)", "began(1)", "ended(1)"])
        #expect(fixture.rows[0].log.isEmpty)
    }

    @Test("A mouse drag with the primary button scrolls like a finger")
    func mouseDragScrolls() {
        let fixture = makeFixture()
        let harness = fixture.harness
        harness.button(1, down: true, 150, 200)
        harness.pointer(150, 170)
        harness.pointer(150, 140)
        harness.button(1, down: false, 150, 140)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 60))
    }

    @Test("Dragging clamps at both ends: no bounce, and coming back moves the content at once")
    func dragClamps() {
        let fixture = makeFixture()
        fixture.scrollView.bounces = false
        let harness = fixture.harness
        harness.touch(.began, 150, 100)
        harness.touch(.moved, 150, 200)      // pulling down at the top: stays at 0
        #expect(fixture.scrollView.contentOffset == .zero)
        harness.touch(.moved, 150, 150)      // 50 back up: scrolls 50 at once
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        harness.touch(.ended, 150, 150)
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 790)
        harness.touch(.began, 150, 240)
        harness.touch(.moved, 150, 60)
        harness.touch(.ended, 150, 60)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 800))
    }

    @Test("The wheel scrolls 40 pt per click and clamps at both ends")
    func wheelScrollsAndClamps() {
        let fixture = makeFixture()
        wheel(fixture, clicks: 1)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        wheel(fixture, clicks: 1)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 80))
        wheel(fixture, clicks: -3)
        #expect(fixture.scrollView.contentOffset == .zero)
        wheel(fixture, clicks: 25)           // 1000 pt asked for; the end is 1000 − 200
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 800))
        fixture.harness.advance(by: 1)
        wheel(fixture, clicks: 1)            // a new gesture at the end stays there
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 800))
        wheel(fixture, clicks: -1)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 760))
    }

    @Test("Touchpad (continuous) deltas scroll on both axes, each clamped")
    func touchpadScrolls() {
        let fixture = makeFixture(contentWidth: 300)
        let harness = fixture.harness
        harness.scroll(0, 3.5, at: fixture.middle, discrete: false)
        harness.scroll(2, 3.5, at: fixture.middle, discrete: false)
        harness.scroll(4, 3, at: fixture.middle, discrete: false)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 6, y: 10))
        harness.scroll(500, -20, at: fixture.middle, discrete: false)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 100, y: 0))
    }

    @Test("isScrollEnabled = false stops drags and scrolls; the offset can still be set in code")
    func scrollDisabled() {
        let fixture = makeFixture()
        let harness = fixture.harness
        fixture.scrollView.isScrollEnabled = false
        #expect(!fixture.scrollView.panGestureRecognizer.isEnabled)
        wheel(fixture, clicks: 2)
        harness.scroll(0, 10, at: fixture.middle, discrete: false)
        harness.touch(.began, 150, 200)
        harness.touch(.moved, 150, 100)
        harness.touch(.ended, 150, 100)
        #expect(fixture.scrollView.contentOffset == .zero)
        #expect(fixture.rows[1].log == ["began(1)", "moved(1)", "ended(1)"], "the content got the whole touch")
        #expect(fixture.log.lines.isEmpty)
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(fixture.log.lines == ["didScroll(0,30)"])
        fixture.scrollView.isScrollEnabled = true
        wheel(fixture, clicks: 1)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 70))
    }

    @Test("Delegate: willBeginDragging, didScroll per movement, didEndDragging once the wheel rests")
    func delegateOrderForWheel() {
        let fixture = makeFixture()
        wheel(fixture, clicks: 2)
        fixture.harness.advance(by: UIPanGestureRecognizer.scrollEndInterval + 0.01)
        #expect(fixture.log.lines == ["willBeginDragging(dragging: true)", "didScroll(0,40)", "didScroll(0,80)",
                                      "didEndDragging(decelerate: false, dragging: false)"])
        #expect(!fixture.scrollView.isDragging)
    }

    @Test("Delegate: a finger drag reports the same order; setting the offset in code reports didScroll only if it changed")
    func delegateOrderForDrag() {
        let fixture = makeFixture()
        let harness = fixture.harness
        harness.touch(.began, 150, 200)
        harness.touch(.moved, 150, 180)
        harness.touch(.moved, 150, 150)
        harness.touch(.ended, 150, 150, after: 0.2)
        #expect(fixture.log.lines == ["willBeginDragging(dragging: true)", "didScroll(0,20)", "didScroll(0,50)",
                                      "didEndDragging(decelerate: false, dragging: false)"])
        fixture.log.lines.removeAll()
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(fixture.log.lines == ["didScroll(0,300)"])
    }

    @Test("contentInset widens the scrollable range at both ends")
    func contentInsetClamps() {
        let fixture = makeFixture()
        fixture.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        wheel(fixture, clicks: -1)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: -20))
        wheel(fixture, clicks: 30)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 830))
        // Row 0's top sits 20 pt below the scroll view's top when scrolled to the top.
        wheel(fixture, clicks: -30)
        #expect(fixture.rows[0].convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 70))
    }

    @Test("scrollRectToVisible scrolls the least distance, does nothing if shown, and stays in range")
    func scrollRectToVisible() {
        let fixture = makeFixture()
        let scrollView = fixture.scrollView
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 350))     // its bottom at the view's bottom
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))     // its top at the view's top
        fixture.log.lines.removeAll()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100) && fixture.log.lines.isEmpty)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 950, width: 10, height: 300), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 800))     // taller than the view, clamped
        scrollView.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -40))     // shown below the top inset
    }

    @Test("Nested: the inner scroll view under the pointer takes the wheel; clamped, it does not hand it on")
    func nestedWheel() {
        let fixture = makeFixture()
        let inner = UIScrollView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        inner.contentSize = CGSize(width: 100, height: 130)
        fixture.rows[0].addSubview(inner)
        let overInner = CGPoint(x: 100, y: 100)      // window point over inner (rows[0] at 50,50)
        wheel(fixture, clicks: 1, at: overInner)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 40) && fixture.scrollView.contentOffset == .zero)
        wheel(fixture, clicks: 2, at: overInner)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 80) && fixture.scrollView.contentOffset == .zero)
        fixture.harness.advance(by: 1)
        wheel(fixture, clicks: 1, at: CGPoint(x: 200, y: 200))  // away from inner
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 40) && inner.contentOffset == CGPoint(x: 0, y: 80))
    }
}
