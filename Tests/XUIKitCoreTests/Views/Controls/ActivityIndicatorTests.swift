import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIActivityIndicatorView: animates on the scheduler only while animating and visible")
struct ActivityIndicatorTests {
    var scheduler: EventScheduler { UIApplication.shared.scheduler }

    /// A medium indicator in the window of a fresh harness.
    func makeIndicator() -> (Harness, UIActivityIndicatorView) {
        let harness = Harness()
        let indicator = UIActivityIndicatorView(style: .medium)
        harness.window.addSubview(indicator)
        return (harness, indicator)
    }

    @Test("Defaults: medium, 20 × 20 (large 37 × 37), hidden and stopped, hidesWhenStopped")
    func defaults() {
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.style == .medium && indicator.hidesWhenStopped)
        #expect(!indicator.isAnimating && indicator.isHidden)
        #expect(indicator.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(indicator.frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("Frames advance on the manual clock while animating in a window")
    func framesAdvance() {
        let (harness, indicator) = makeIndicator()
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        let first = indicator.animationFrame
        harness.advance(by: UIActivityIndicatorView.frameInterval * 4)
        #expect(indicator.animationFrame == first + 4)
        #expect(indicator.isFrameScheduled && scheduler.pendingCount == 1)
    }

    @Test("Stopping hides it (hidesWhenStopped) and leaves nothing scheduled; frames stop")
    func stopLeavesNothingScheduled() {
        let (harness, indicator) = makeIndicator()
        indicator.startAnimating()
        harness.advance(by: 1)
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isAnimating)
        #expect(scheduler.pendingCount == 0 && !indicator.isFrameScheduled)
        let frame = indicator.animationFrame
        harness.advance(by: 1)
        #expect(indicator.animationFrame == frame)
    }

    @Test("Hidden while animating: nothing scheduled until shown again")
    func hiddenPauses() {
        let (harness, indicator) = makeIndicator()
        indicator.startAnimating()
        indicator.isHidden = true
        #expect(indicator.isAnimating && scheduler.pendingCount == 0)
        let frame = indicator.animationFrame
        harness.advance(by: 1)
        #expect(indicator.animationFrame == frame)
        indicator.isHidden = false
        harness.advance(by: UIActivityIndicatorView.frameInterval)
        #expect(indicator.animationFrame == frame + 1)
    }

    @Test("Removed from the window: nothing scheduled; back in a window it animates again")
    func removalPauses() {
        let (harness, indicator) = makeIndicator()
        indicator.startAnimating()
        indicator.removeFromSuperview()
        #expect(indicator.isAnimating && scheduler.pendingCount == 0)
        let frame = indicator.animationFrame
        harness.advance(by: 1)
        #expect(indicator.animationFrame == frame)
        harness.window.addSubview(indicator)
        harness.advance(by: UIActivityIndicatorView.frameInterval)
        #expect(indicator.animationFrame == frame + 1)
    }

    @Test("Animating before it is in a window schedules nothing")
    func notInWindow() {
        let harness = Harness()
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.startAnimating()
        #expect(scheduler.pendingCount == 0)
        _ = harness
    }

    @Test("Without hidesWhenStopped a stopped indicator stays shown and still schedules nothing")
    func stoppedAndShown() {
        let (harness, indicator) = makeIndicator()
        indicator.hidesWhenStopped = false
        indicator.isHidden = false
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden && scheduler.pendingCount == 0)
        harness.advance(by: 1)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("A running indicator draws its spokes in its colour")
    func drawsSpokes() {
        let (harness, indicator) = makeIndicator()
        indicator.frame = CGRect(x: 10, y: 10, width: 37, height: 37)
        indicator.style = .large
        indicator.color = .blue
        indicator.startAnimating()
        let area = CGRect(x: 10, y: 10, width: 37, height: 37)
        #expect(harness.ink(in: area, where: { $0.near(.blue, 60) }) != nil)
    }
}
