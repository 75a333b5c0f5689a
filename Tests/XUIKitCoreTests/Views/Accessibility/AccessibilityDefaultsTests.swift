import Foundation
import Testing
@_spi(AssistiveTechnology) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Accessibility defaults: every standard control answers as UIKit's does")
struct AccessibilityDefaultsTests {
    @Test("R13.1: a plain view is a container, not an element, with no label or traits")
    func plainView() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil)
        #expect(!view.accessibilityViewIsModal && !view.accessibilityElementsHidden && !view.shouldGroupAccessibilityChildren)
    }

    @Test("R13.1–R13.3: a button is an element with the button trait and its title as label")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
    }

    @Test("A disabled button adds notEnabled; a selected one adds selected")
    func buttonStates() {
        let button = UIButton(type: .system)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
    }

    @Test("R13.2: a switch's value is \"1\" when on and \"0\" when off, with the button trait")
    func switchValue() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement && toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test("A slider is adjustable and tells its value as a percentage of its range")
    func slider() {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 15
        #expect(slider.isAccessibilityElement && slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
    }

    @Test("A stepper is adjustable and tells its value as a number")
    func stepper() {
        let stepper = UIStepper()
        stepper.value = 7
        #expect(stepper.accessibilityTraits == .adjustable && stepper.accessibilityValue == "7")
    }

    @Test("A text field exposes its text as value and its placeholder as label; a secure one hides its text")
    func textField() {
        let field = UITextField()
        field.placeholder = "Name"
        field.text = "Ada"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Name" && field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
    }

    @Test("A label is static text with its text as label; disabled adds notEnabled")
    func label() {
        let label = UILabel()
        label.text = "Saved"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Saved")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
    }

    @Test("R13.1: an image view has the image trait but is not an element by default")
    func imageView() {
        let imageView = UIImageView()
        #expect(!imageView.isAccessibilityElement && imageView.accessibilityTraits == .image)
    }

    @Test("A segmented control is a container of one button element per segment; the selected one is selected")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.selectedSegmentIndex = 1
        #expect(!control.isAccessibilityElement)
        let segments = control.accessibilityElements?.compactMap { $0 as? UIResponder } ?? []
        #expect(segments.map(\.accessibilityLabel) == ["Day", "Week"])
        #expect(segments.map(\.accessibilityTraits) == [.button, [.button, .selected]])
        #expect(control.accessibilityElements?.first as AnyObject? === segments.first, "the same elements on every query")
    }

    @Test("R13.3: values set on an instance win over the defaults")
    func overrides() {
        let button = UIButton(type: .system)
        button.setTitle("X", for: .normal)
        button.accessibilityLabel = "Close"
        button.accessibilityTraits = [.button, .header]
        button.isAccessibilityElement = false
        button.accessibilityIdentifier = "close-button"
        button.accessibilityHint = "Closes the window"
        #expect(button.accessibilityLabel == "Close" && button.accessibilityTraits == [.button, .header])
        #expect(!button.isAccessibilityElement && button.accessibilityIdentifier == "close-button")
        #expect(button.accessibilityHint == "Closes the window")
    }

    @Test("A view's accessibilityFrame is its bounds in screen coordinates (window origin added)")
    func frame() {
        let harness = Harness(frame: CGRect(x: 30, y: 40, width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 5, y: 6, width: 50, height: 30))
        harness.window.addSubview(container)
        container.addSubview(button)
        #expect(button.accessibilityFrame == CGRect(x: 45, y: 66, width: 50, height: 30))
    }

    @Test("An element with a frame in container space follows its container")
    func elementFrame() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let chart = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        harness.window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 5, height: 50)
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityFrame == CGRect(x: 110, y: 100, width: 5, height: 50))
        chart.frame.origin = CGPoint(x: 0, y: 0)
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 0, width: 5, height: 50))
    }
}
