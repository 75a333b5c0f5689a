import Foundation
import Testing
@_spi(AssistiveTechnology) @testable import XUIKitCore

@MainActor
@Suite("Accessibility actions: activate, adjust, custom actions and notifications")
struct AccessibilityActionTests {
    final class Counter { var count = 0 }

    @Test("R13.5: activating a button sends its touch-up-inside actions once")
    func activateButton() {
        let counter = Counter()
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in counter.count += 1 }, for: .touchUpInside)
        #expect(UIAccessibility.activate(button))
        #expect(counter.count == 1)
    }

    @Test("Activating a disabled button does nothing")
    func activateDisabled() {
        let counter = Counter()
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in counter.count += 1 }, for: .touchUpInside)
        button.isEnabled = false
        #expect(!UIAccessibility.activate(button))
        #expect(counter.count == 0)
    }

    @Test("R13.5: activating a switch toggles it and sends valueChanged")
    func activateSwitch() {
        let counter = Counter()
        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        UIAccessibility.activate(toggle)
        #expect(toggle.isOn && toggle.accessibilityValue == "1" && counter.count == 1)
    }

    @Test("An accessibilityActivate override that returns true replaces the default")
    func activateOverride() {
        final class Custom: UIButton {
            var activated = false
            override func accessibilityActivate() -> Bool { activated = true; return true }
        }
        let counter = Counter()
        let button = Custom(type: .system)
        button.addAction(UIAction { _ in counter.count += 1 }, for: .touchUpInside)
        UIAccessibility.activate(button)
        #expect(button.activated && counter.count == 0)
    }

    @Test("Activating a segment selects it and sends valueChanged")
    func activateSegment() {
        let counter = Counter()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        let third = control.accessibilityElements?[2] as? UIResponder
        #expect(third.map(UIAccessibility.activate) == true)
        #expect(control.selectedSegmentIndex == 2 && counter.count == 1)
    }

    @Test("R13.6: a slider moves by a tenth of its range per increment and decrement, sending valueChanged")
    func sliderSteps() {
        let counter = Counter()
        let slider = UISlider()
        slider.value = 0.5
        slider.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 0.0001 && slider.accessibilityValue == "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.4) < 0.0001 && counter.count == 3)
    }

    @Test("A stepper steps by stepValue and stops at its maximum")
    func stepperSteps() {
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        stepper.accessibilityDecrement()
        #expect(stepper.value == 4)
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 10)
    }

    @Test("A custom action runs its handler; a target-selector one calls the target")
    func customActions() {
        final class Target { var called = false; func delete() { called = true } }
        let counter = Counter()
        let handled = UIAccessibilityCustomAction(name: "Archive") { _ in counter.count += 1; return true }
        #expect(handled.perform() && counter.count == 1)
        let target = Target()
        let selected = UIAccessibilityCustomAction(name: "Delete", target: target, selector: Selector("delete", Target.delete))
        #expect(selected.perform() && target.called)
        let orphan = UIAccessibilityCustomAction(name: "Gone", target: nil, selector: Selector("delete", Target.delete))
        #expect(!orphan.perform())
    }

    @Test("Posted notifications reach the registered observers with their argument")
    func notifications() {
        var heard: [(UInt32, String?)] = []
        UIAccessibility.addNotificationObserver { heard.append(($0.rawValue, $1 as? String)) }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(heard.count >= 2)
        #expect(heard.suffix(2).map(\.0) == [UIAccessibility.Notification.announcement.rawValue,
                                              UIAccessibility.Notification.layoutChanged.rawValue])
        #expect(heard.suffix(2).first?.1 == "Saved")
    }
}
