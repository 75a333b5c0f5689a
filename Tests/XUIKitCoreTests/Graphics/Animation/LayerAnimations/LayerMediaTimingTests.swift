import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Layers as timing objects: speed, timeOffset, beginTime, convertTime (R41.2, R41.3)")
struct LayerMediaTimingTests {
    @Test("Apple's QA1673 pause and resume: a paused animation stays where it is, with no frames; resumed, it carries on")
    func pauseAndResume() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        let move = basic("position.x", from: 0, to: 100)
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        advance(to: 0.25)
        #expect(near(shownX(layer), 25, 1e-3))
        // Pause (QA1673).
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        advance(to: 0.5)
        #expect(near(shownX(layer), 25, 1e-3))
        advance(to: 0.9)
        #expect(near(shownX(layer), 25, 1e-3))
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame, "a paused layer needs no frames")
        // Resume (QA1673).
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(near(shownX(layer), 25, 1e-3))
        #expect(UIApplication.shared.animationClock.hasScheduledFrame)
        advance(to: 1.15)
        #expect(near(shownX(layer), 50, 1e-3))
        advance(to: 1.66)
        #expect(layer.animationKeys() == nil, "it ends 0.75 s after the resume")
        #expect(shownX(layer) == 50, "the model position again")
    }

    @Test("A superlayer's speed runs its sublayers' animations faster")
    func inheritedSpeed() {
        let harness = Harness()
        let container = hostedLayer(harness)
        container.speed = 2
        let child = CALayer()
        child.position = CGPoint(x: 7, y: 7)
        container.addSublayer(child)
        let move = basic("position.x", from: 0, to: 100)
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        child.add(move, forKey: "move")
        #expect(child.animation(forKey: "move")?.beginTime == child.convertTime(CACurrentMediaTime(), from: nil))
        advance(to: 0.25)
        #expect(near(child.presentation()?.position.x ?? -1, 50, 1e-3))
        advance(to: 0.51)
        #expect(child.animationKeys() == nil)
    }

    @Test("timeOffset on a frozen layer scrubs its animation (speed 0, as in the 'frozen animation' recipe)")
    func scrubbing() {
        let harness = Harness()
        let layer = hostedLayer(harness)
        layer.speed = 0
        let move = basic("position.x", from: 0, to: 100)
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        layer.timeOffset = 0.3
        #expect(near(shownX(layer), 30, 1e-3))
        layer.timeOffset = 0.8
        advance(to: 5)
        #expect(near(shownX(layer), 80, 1e-3))
        #expect(layer.animationKeys() == ["move"])
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)
    }

    @Test("convertTime follows (t − beginTime) × speed + timeOffset through the tree, both ways")
    func conversion() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.beginTime = 5
        parent.speed = 2
        parent.timeOffset = 1
        #expect(parent.convertTime(10, from: nil) == 11)
        #expect(parent.convertTime(11, to: nil) == 10)
        child.timeOffset = 3
        child.speed = 0.5
        #expect(child.convertTime(10, from: nil) == 11 * 0.5 + 3)
        #expect(child.convertTime(11, from: parent) == 8.5)
        #expect(child.convertTime(8.5, to: parent) == 11)
        #expect(parent.convertTime(child.convertTime(4, to: nil), from: nil) == parent.convertTime(4, from: child))
        let defaults = CALayer()
        #expect(defaults.speed == 1 && defaults.beginTime == 0 && defaults.timeOffset == 0 && defaults.duration == 0)
        #expect(defaults.repeatCount == 0 && !defaults.autoreverses && defaults.fillMode == .removed)
        #expect(defaults.convertTime(42, from: nil) == 42)
    }

    @Test("A layer with a duration folds its time into cycles: repeatCount and autoreverses")
    func layerCycles() {
        let layer = CALayer()
        layer.duration = 2
        layer.repeatCount = 2
        layer.autoreverses = true
        #expect(layer.convertTime(1, from: nil) == 1)
        #expect(layer.convertTime(3, from: nil) == 1, "the second half of the first cycle runs backwards")
        #expect(layer.convertTime(5, from: nil) == 1)
        #expect(layer.convertTime(100, from: nil) == 0, "held at the end of the active time, two whole cycles")
    }
}
