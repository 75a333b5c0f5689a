import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Records the motion callbacks of a scroll view's delegate.
@MainActor
final class ScrollMotionLog: UIScrollViewDelegate {
    var lines: [String] = []
    var scrolls = 0
    var retarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        lines.append("willEndDragging(\(velocity.y > 0 ? "down" : velocity.y < 0 ? "up" : "still"))")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { lines.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { lines.append("didEndDecelerating(\(Int(scrollView.contentOffset.y)))") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { lines.append("didEndScrollingAnimation(\(Int(scrollView.contentOffset.y)))") }
}

@MainActor
@Suite("UIScrollView motion: coasting, bounce, animated scrolling on the animation clock")
struct ScrollViewMotionTests {
    func makeScrollView(_ harness: Harness) -> (UIScrollView, ScrollMotionLog) {
        let scrollView = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        harness.window.addSubview(scrollView)
        let log = ScrollMotionLog()
        scrollView.delegate = log
        return (scrollView, log)
    }

    /// A quick upward flick: 30 pt every 10 ms, then lifted.
    func flick(_ harness: Harness) {
        harness.touch(.began, 150, 240)
        for step in 1...6 { harness.touch(.moved, 150, 240 - CGFloat(step) * 30) }
        harness.touch(.ended, 150, 60)
    }

    @Test("A flick coasts on, slowing down, in UIKit's callback order, and rests; then nothing is scheduled (R12.5, R12.4)")
    func coasting() {
        let harness = Harness()
        let (scrollView, log) = makeScrollView(harness)
        flick(harness)
        let released = scrollView.contentOffset.y
        #expect(log.lines == ["willEndDragging(down)", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating)
        harness.advance(by: 0.1)
        let early = scrollView.contentOffset.y
        harness.advance(by: 0.1)
        let later = scrollView.contentOffset.y
        #expect(early > released && later - early < early - released)
        harness.advance(by: 5)
        #expect(!scrollView.isDecelerating && log.lines.last?.hasPrefix("didEndDecelerating") == true)
        #expect(scrollView.contentOffset.y > later)
        #expect(UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("The .fast rate stops sooner than .normal; the delegate can change where the content rests")
    func rateAndTarget() {
        let harness = Harness()
        let (scrollView, log) = makeScrollView(harness)
        flick(harness)
        harness.advance(by: 5)
        let normalDistance = scrollView.contentOffset.y
        scrollView.contentOffset = .zero
        scrollView.decelerationRate = .fast
        flick(harness)
        harness.advance(by: 5)
        #expect(scrollView.contentOffset.y < normalDistance)
        scrollView.contentOffset = .zero
        log.retarget = CGPoint(x: 0, y: 400)
        flick(harness)
        harness.advance(by: 5)
        #expect(scrollView.contentOffset.y == 400 && log.lines.last == "didEndDecelerating(400)")
    }

    @Test("A drag past the top rubber-bands (less than the finger) and springs back when released")
    func bounce() {
        let harness = Harness()
        let (scrollView, log) = makeScrollView(harness)
        harness.touch(.began, 150, 60)
        harness.touch(.moved, 150, 160)
        harness.touch(.moved, 150, 200)
        let pulled = scrollView.contentOffset.y
        #expect(pulled < 0 && pulled > -130)
        harness.touch(.ended, 150, 200, after: 0.2)
        #expect(log.lines == ["willEndDragging(still)", "didEndDragging(true)", "willBeginDecelerating"])
        harness.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0 && log.lines.last == "didEndDecelerating(0)")
    }

    @Test("setContentOffset(animated: true) glides there, reporting didScroll per frame, then didEndScrollingAnimation")
    func animatedOffset() {
        let harness = Harness()
        let (scrollView, log) = makeScrollView(harness)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        harness.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 100 && scrollView.contentOffset.y < 200)
        harness.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 300 && log.lines == ["didEndScrollingAnimation(300)"])
        #expect(log.scrolls > 5)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: true)
        harness.advance(by: 0.4)
        #expect(scrollView.contentOffset.y == 800)
    }

    @Test("A finger put down stops coasting at the next frame, where the content is")
    func touchStopsCoasting() {
        let harness = Harness()
        let (scrollView, _) = makeScrollView(harness)
        flick(harness)
        harness.advance(by: 0.1)
        harness.touch(.began, 150, 150)
        harness.advance(by: 0.02)            // the next frame sees the finger
        let stopped = scrollView.contentOffset.y
        #expect(!scrollView.isDecelerating)
        harness.advance(by: 1)
        #expect(scrollView.contentOffset.y == stopped)
    }
}
