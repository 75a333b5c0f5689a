import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIViewPropertyAnimator: start, pause, scrub, reverse, stop (headless, manual clock)")
struct PropertyAnimatorTests {
    func makeView(_ harness: Harness) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        return view
    }

    @Test("A started animator runs through its curve, finishes at the end and runs its completions with .end")
    func runsToEnd() {
        let harness = Harness()
        let view = makeView(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && view.alpha == 1)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.alpha == 0)
        advance(to: 0.25)
        #expect(near(view.presentedAlpha, 0.75) && near(animator.fractionComplete, 0.25))
        advance(to: 1.02)
        #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(view.presentation == nil && !UIApplication.shared.animationClock.hasScheduledFrame)
    }

    @Test("Paused, fractionComplete scrubs what is shown and the clock stays idle")
    func scrubbing() {
        let harness = Harness()
        let view = makeView(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.4
        #expect(near(view.presentedCenter.x, 45))
        animator.fractionComplete = 0.8
        #expect(near(view.presentedCenter.x, 85))
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)
        advance(to: 3)
        #expect(near(view.presentedCenter.x, 85))
    }

    @Test("Reversed, the animator runs back to the start, puts the model back and completes with .start")
    func reversing() {
        let harness = Harness()
        let view = makeView(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(to: 0.6)
        animator.isReversed = true
        #expect(near(animator.fractionComplete, 0.6))
        advance(to: 0.8)
        #expect(near(view.presentedAlpha, 0.6))
        advance(to: 1.3)
        #expect(positions == [.start] && view.alpha == 1 && view.presentation == nil)
    }

    @Test("pausesOnCompletion keeps the animator active at the end, so it can be reversed")
    func pausesOnCompletion() {
        let harness = Harness()
        let view = makeView(harness)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(to: 0.6)
        #expect(positions.isEmpty && animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        advance(to: 0.85)
        #expect(near(view.presentedAlpha, 0.5))
    }

    @Test("stopAnimation(false) keeps what is shown; finishAnimation(at:) then places the views and completes")
    func stopAndFinish() {
        let harness = Harness()
        let view = makeView(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(to: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && near(view.alpha, 0.7) && view.presentation == nil)
        animator.finishAnimation(at: .end)
        #expect(positions == [.end] && view.alpha == 0 && animator.state == .inactive)

        let other = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.alpha = 1 }
        var ran = false
        other.addCompletion { _ in ran = true }
        other.startAnimation()
        advance(to: 0.5)
        other.stopAnimation(true)
        #expect(other.state == .inactive && !ran && view.alpha > 0 && view.alpha < 1)
    }

    @Test("startAnimation(afterDelay:) waits before moving")
    func delayedStart() {
        let harness = Harness()
        let view = makeView(harness)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.5)
        advance(to: 0.4)
        #expect(view.presentedAlpha == 1)
        advance(to: 1.0)
        #expect(near(view.presentedAlpha, 0.5))
    }
}

@MainActor
@Suite("CADisplayLink on the animation clock (headless, manual clock)")
struct DisplayLinkTests {
    @MainActor final class Counter {
        var stamps: [TimeInterval] = []
        func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
    }

    @Test("A display link fires once per frame at the backend's refresh rate, with timestamp, duration and target time")
    func firesPerFrame() {
        _ = Harness()
        (UIApplication.shared.backend as? HeadlessBackend)?.refreshRate = 120
        defer { (UIApplication.shared.backend as? HeadlessBackend)?.refreshRate = 60 }
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Selector("step:", Counter.step))
        link.add(to: .main, forMode: .common)
        advance(to: 0.1)
        #expect(counter.stamps.count == 12)
        #expect(near(link.duration, 1.0 / 120) && near(link.targetTimestamp - link.timestamp, 1.0 / 120))
        link.isPaused = true
        advance(to: 0.2)
        #expect(counter.stamps.count == 12 && !UIApplication.shared.animationClock.hasScheduledFrame)
        link.isPaused = false
        advance(to: 0.3)
        #expect(counter.stamps.count == 24)
        link.invalidate()
        advance(to: 0.4)
        #expect(counter.stamps.count == 24 && UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("preferredFramesPerSecond below the display's rate skips frames; the closure form fires too")
    func lowerRate() {
        _ = Harness()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        advance(to: 1.0)
        #expect(count == 30)
        #expect(near(link.duration, 1.0 / 30))
        link.invalidate()
    }
}
