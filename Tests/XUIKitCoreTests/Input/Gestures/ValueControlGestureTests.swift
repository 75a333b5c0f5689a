import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Value controls and ancestor recognizers (R7.38)")
struct ValueControlGestureTests {
    /// window > container (0,0,400,400) > control with its natural size at (100,100).
    func container(_ harness: Harness, holding control: UIControl) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(container)
        control.frame.origin = CGPoint(x: 100, y: 100)
        container.addSubview(control)
        return container
    }

    @Test("R7.38: a UISwitch tap toggles it; the ancestor's single tap fails")
    func switchBeatsAncestorTap() {
        let harness = Harness()
        let toggle = UISwitch(frame: .zero)
        let view = container(harness, holding: toggle)
        let target = GestureTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: .gestureHandle))
        harness.tap(110, 110)
        #expect(toggle.isOn)
        #expect(target.count == 0)
    }

    @Test("R7.38: a one-finger pan along a UISwitch does not begin an ancestor's pan")
    func switchBeatsAncestorPan() {
        let harness = Harness()
        let toggle = UISwitch(frame: .zero)
        let view = container(harness, holding: toggle)
        let target = GestureTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: .gestureHandle))
        harness.touch(.began, 110, 115)
        harness.touch(.moved, 125, 115)
        harness.touch(.moved, 145, 116)
        harness.touch(.ended, 145, 116)
        #expect(target.count == 0)
        #expect(toggle.isOn)
        // Across the switch (vertically) the ancestor's pan still begins.
        harness.touch(.began, 110, 115, after: 1)
        harness.touch(.moved, 111, 140)
        #expect(target.states.first == .began)
        harness.touch(.ended, 111, 140)
    }

    @Test("R7.38: a UIStepper tap steps it; the ancestor's single tap fails")
    func stepperBeatsAncestorTap() {
        let harness = Harness()
        let stepper = UIStepper(frame: .zero)
        let view = container(harness, holding: stepper)
        let target = GestureTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: .gestureHandle))
        harness.tap(100 + stepper.bounds.width * 0.75, 100 + stepper.bounds.height / 2)
        #expect(stepper.value == 1)
        #expect(target.count == 0)
    }

    @Test("R7.38: a swipe along a UISlider does not fire an ancestor's horizontal swipe; a vertical one still may")
    func sliderBeatsParallelSwipe() {
        let harness = Harness()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let view = container(harness, holding: slider)
        let horizontal = GestureTarget(), vertical = GestureTarget()
        let right = UISwipeGestureRecognizer(target: horizontal, action: .gestureHandle)
        right.direction = .right
        let down = UISwipeGestureRecognizer(target: vertical, action: .gestureHandle)
        down.direction = .down
        view.addGestureRecognizer(right)
        view.addGestureRecognizer(down)
        #expect(!slider.gestureRecognizerShouldBegin(right))
        #expect(slider.gestureRecognizerShouldBegin(down))
        #expect(UIControl(frame: .zero).gestureRecognizerShouldBegin(right))   // R7.40: plain controls are not protected
    }
}
