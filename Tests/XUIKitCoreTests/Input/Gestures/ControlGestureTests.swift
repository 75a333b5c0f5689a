import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Controls and gesture recognizers (§7.5, S6)")
struct ControlGestureTests {
    /// window > container (0,0,400,400) > control at (100,100,100,44).
    func setUp<C: UIControl>(_ harness: Harness, _ control: C) -> (container: UIView, control: C, log: GestureControlLog) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(container)
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        container.addSubview(control)
        let log = GestureControlLog()
        log.observe(control)
        return (container, control, log)
    }

    func tap(on view: UIView, taps: Int = 1, touches: Int = 1, _ target: GestureTarget) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer(target: target, action: .gestureHandle)
        recognizer.numberOfTapsRequired = taps
        recognizer.numberOfTouchesRequired = touches
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// A long press on `view` with `delaysTouchesBegan` (R7.37), acting on `target`.
    func delayingLongPress(on view: UIView, _ target: GestureTarget) {
        let press = UILongPressGestureRecognizer(target: target, action: .gestureHandle)
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
    }

    @Test("R7.36: a recognizer on the control itself cancels its tracking; touchUpInside does not run")
    func recognizerOnControl() {
        let harness = Harness()
        let (_, button, log) = setUp(harness, UIButton(type: .system))
        let target = GestureTarget()
        _ = tap(on: button, target)
        harness.tap(150, 120)
        #expect(target.states == [.ended])
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("R7.37: under a delaying recognizer that recognizes, the control sees nothing at all")
    func delayedAndRecognized() {
        let harness = Harness()
        let (container, button, log) = setUp(harness, UIButton(type: .system))
        let target = GestureTarget()
        delayingLongPress(on: container, target)
        harness.touch(.began, 150, 120)
        #expect(!button.isHighlighted && !button.isTracking)
        harness.advance(by: 0.6)
        harness.touch(.ended, 150, 120)
        #expect(target.states == [.began, .ended])
        #expect(log.events.isEmpty)
        #expect(!button.isHighlighted)
    }

    @Test("R7.37: when the delaying recognizer fails, the control gets the touch late and tracks normally")
    func delayedAndFailed() {
        let harness = Harness()
        let (container, button, log) = setUp(harness, UIButton(type: .system))
        let target = GestureTarget()
        delayingLongPress(on: container, target)
        harness.touch(.began, 150, 120)
        #expect(log.events.isEmpty && !button.isHighlighted)
        harness.touch(.moved, 170, 120)                  // 20 pt: the long press fails
        #expect(log.events == ["touchDown"])
        #expect(button.isHighlighted && button.isTracking)
        harness.touch(.ended, 170, 120)
        #expect(log.events == ["touchDown", "touchUpInside"])
        #expect(target.count == 0)
    }

    @Test("R7.38: a UIButton beats an ancestor's single tap, which fails; the button's action runs")
    func buttonWins() {
        let harness = Harness()
        let (container, _, log) = setUp(harness, UIButton(type: .system))
        let target = GestureTarget()
        let single = tap(on: container, target)
        var stateAtEnd: UIGestureRecognizer.State?
        log.onTouchUpInside = { stateAtEnd = single.state }
        harness.tap(150, 120)
        #expect(log.events == ["touchDown", "touchUpInside"])
        #expect(target.count == 0)
        #expect(stateAtEnd == .failed)
        harness.tap(300, 300, after: 1)                     // elsewhere the tap still works
        #expect(target.count == 1)
    }

    @Test("R7.39: an ancestor's double tap and two-finger tap are not blocked by a button")
    func nonOverlappingGesturesWin() {
        let harness = Harness()
        let (container, _, _) = setUp(harness, UIButton(type: .system))
        let doubleTarget = GestureTarget(), twoFingerTarget = GestureTarget()
        _ = tap(on: container, taps: 2, doubleTarget)
        _ = tap(on: container, touches: 2, twoFingerTarget)
        harness.tap(150, 120)
        harness.tap(152, 120, after: 0.1)
        #expect(doubleTarget.count == 1)
        harness.touch(.began, 150, 120, id: 1, after: 1)
        harness.touch(.began, 170, 120, id: 2)
        harness.touch(.ended, 150, 120, id: 1)
        harness.touch(.ended, 170, 120, id: 2)
        #expect(twoFingerTarget.count == 1)
    }

    @Test("R7.39: an ancestor's pan that begins during a drag from a button cancels its tracking")
    func panCancelsButton() {
        let harness = Harness()
        let (container, button, log) = setUp(harness, UIButton(type: .system))
        let target = GestureTarget()
        container.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: .gestureHandle))
        harness.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 220), steps: 5)
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(target.states.first == .began && target.states.last == .ended)
        #expect(!button.isTracking)
    }

    @Test("R7.40: a plain UIControl is not protected: the recognizer wins and the control is cancelled")
    func plainControlLoses() {
        let harness = Harness()
        let (container, _, log) = setUp(harness, UnprotectedControl())
        let target = GestureTarget()
        _ = tap(on: container, target)
        harness.tap(150, 120)
        #expect(target.states == [.ended])
        #expect(log.events == ["touchDown", "touchCancel"])
    }

    @Test("R7.40: with cancelsTouchesInView false, both the recognizer's action and touchUpInside run")
    func plainControlWithoutCancel() {
        let harness = Harness()
        let (container, _, log) = setUp(harness, UnprotectedControl())
        let target = GestureTarget()
        tap(on: container, target).cancelsTouchesInView = false
        harness.tap(150, 120)
        #expect(target.states == [.ended])
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test("S6: with a single tap on the superview, a button tap gives only the button action; a plain control tap only the recognizer's, plus touchCancel")
    func scenario() {
        let harness = Harness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let control = UnprotectedControl(frame: CGRect(x: 0, y: 200, width: 100, height: 44))
        container.addSubview(button)
        container.addSubview(control)
        let buttonLog = GestureControlLog(), controlLog = GestureControlLog()
        buttonLog.observe(button)
        controlLog.observe(control)
        let target = GestureTarget()
        _ = tap(on: container, target)

        harness.tap(50, 20)
        #expect(buttonLog.events.contains("touchUpInside"))
        #expect(target.count == 0)

        harness.tap(50, 220, after: 1)
        #expect(target.count == 1)
        #expect(controlLog.events == ["touchDown", "touchCancel"])
    }
}
