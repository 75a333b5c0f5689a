import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIScrollView: a drag begins only along an axis that can scroll")
struct ScrollViewAxisTests {
    /// A 200 × 200 scroll view at (50, 50) over ten 200 × 100 rows; row 0 has a right-swipe
    /// recognizer. Journal targets record the swipe's and the scroll view pan's actions.
    struct Fixture {
        let harness: Harness
        let scrollView: UIScrollView
        let swipe: GestureTarget
        let pan: GestureTarget
    }

    func makeFixture(contentWidth: CGFloat = 200) -> Fixture {
        let harness = Harness()
        let scrollView = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        for index in 0..<10 {
            scrollView.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 200, height: 100)))
        }
        scrollView.contentSize = CGSize(width: contentWidth, height: 1000)
        harness.window.addSubview(scrollView)
        let swipe = GestureTarget("swipe")
        let recognizer = UISwipeGestureRecognizer()
        recognizer.direction = .right
        recognizer.addTarget(swipe, action: .gestureHandle)
        scrollView.subviews[0].addGestureRecognizer(recognizer)
        let pan = GestureTarget("pan")
        scrollView.panGestureRecognizer.addTarget(pan, action: .gestureHandle)
        return Fixture(harness: harness, scrollView: scrollView, swipe: swipe, pan: pan)
    }

    @Test("alwaysBounceHorizontal and alwaysBounceVertical are false by default")
    func bounceDefaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!scrollView.alwaysBounceHorizontal && !scrollView.alwaysBounceVertical)
    }

    @Test("A horizontal swipe on a row of a vertical-only scroll view reaches the row's swipe recognizer")
    func horizontalSwipeReachesRow() {
        let fixture = makeFixture()
        fixture.harness.drag(from: CGPoint(x: 70, y: 100), to: CGPoint(x: 190, y: 104), steps: 6)
        #expect(fixture.swipe.states == [.ended])
        #expect(fixture.pan.count == 0)
        #expect(fixture.scrollView.contentOffset == .zero)
        #expect(!fixture.scrollView.isDragging)
    }

    @Test("A vertical drag in the same scroll view still scrolls it, and the row's swipe does not fire")
    func verticalDragStillScrolls() {
        let fixture = makeFixture()
        fixture.harness.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 100), steps: 5)
        #expect(fixture.pan.states.first == .began)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(fixture.swipe.count == 0)
    }

    @Test("A scroll view with wider content takes horizontal drags before the row's swipe")
    func horizontalContentTakesHorizontalDrags() {
        let fixture = makeFixture(contentWidth: 600)
        fixture.harness.drag(from: CGPoint(x: 70, y: 100), to: CGPoint(x: 190, y: 100), steps: 6)
        #expect(fixture.pan.states.first == .began)
        #expect(fixture.swipe.count == 0)
        fixture.harness.advance(by: 1)       // the drag past the left end springs back first
        fixture.harness.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 100, y: 150), steps: 5)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 100, y: 0))
    }

    @Test("alwaysBounceHorizontal lets a horizontal drag begin the pan over content no wider than the view")
    func alwaysBounceHorizontalOpensTheAxis() {
        let fixture = makeFixture()
        fixture.scrollView.alwaysBounceHorizontal = true
        fixture.harness.drag(from: CGPoint(x: 70, y: 100), to: CGPoint(x: 190, y: 104), steps: 6, lift: false)
        #expect(fixture.scrollView.isDragging)
        #expect(fixture.swipe.count == 0)
        fixture.harness.touch(.ended, 190, 104)
    }

    @Test("Content no taller than the view (insets included) does not scroll on a vertical drag")
    func shortContentDoesNotDrag() {
        let fixture = makeFixture()
        fixture.scrollView.contentSize = CGSize(width: 200, height: 150)
        fixture.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        fixture.harness.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 100), steps: 5)
        #expect(fixture.pan.count == 0)
        fixture.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 31, right: 0)
        fixture.harness.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 100), steps: 5)
        #expect(fixture.pan.states.first == .began)
    }

    @Test("The wheel still scrolls a vertical-only scroll view")
    func wheelStillScrolls() {
        let fixture = makeFixture()
        fixture.harness.scroll(0, 40, at: CGPoint(x: 150, y: 150))
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }
}
