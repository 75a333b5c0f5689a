import Foundation

/// UIKit's answers for objects that set nothing: one table for every standard control, so a
/// control's accessibility reads in one place. A subclass that overrides a property replaces
/// its row; a value set on an instance wins over both.
extension UIResponder {
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UIAccessibilityElement: return true
        case is UISegmentedControl: return false          // its segments are the elements
        case is UIControl, is UILabel, is UIProgressView, is UITextView: return true
        default: return false                               // containers, image views, windows
        }
    }

    var defaultAccessibilityLabel: String? {
        switch self {
        case let button as UIButton: return button.currentTitle
        case let label as UILabel: return label.text
        case let field as UITextField: return field.placeholder
        case let alert as AlertContentView: return alert.controller.title            // R37.1
        case let container as PresentationContainerView: return container.controller.presentedViewController.title
        default: return nil
        }
    }

    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return Self.percent(Double(fraction))
        case let stepper as UIStepper: return Self.number(stepper.value)
        case let field as UITextField:
            let text = field.text ?? ""
            // A secure field never tells its text, only how long it is.
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let textView as UITextView: return textView.text   // its text, as a text field's
        case let progress as UIProgressView: return Self.percent(Double(progress.progress))
        case let pages as UIPageControl:
            return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        default: return nil
        }
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case is UIButton, is UISwitch: traits = .button
        case is UISlider, is UIStepper, is UIPageControl: traits = .adjustable
        case is UILabel: traits = .staticText
        case is UIImageView: traits = .image
        case is UIProgressView: traits = .updatesFrequently
        default: traits = .none
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        if let label = self as? UILabel, !label.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    var defaultAccessibilityFrame: CGRect {
        switch self {
        case let view as UIView:
            return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
        case let element as UIAccessibilityElement:
            guard element.accessibilityFrameInContainerSpace != .zero,
                  let container = element.accessibilityContainer as? UIView else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(element.accessibilityFrameInContainerSpace, in: container)
        default:
            return .zero
        }
    }

    var defaultAccessibilityElements: [Any]? {
        if let menu = self as? MenuView { return menu.rowAccessibilityElements() }   // R37.3
        guard let segmented = self as? UISegmentedControl else { return nil }
        return segmented.segmentAccessibilityElements()
    }

    /// One step of an adjustable standard control, sending `.valueChanged` as a drag would.
    func defaultAccessibilityAdjust(by direction: Double) {
        switch self {
        case let slider as UISlider:
            // A tenth of the range per step, as VoiceOver moves UIKit's sliders.
            let step = (slider.maximumValue - slider.minimumValue) / 10
            let old = slider.value
            slider.setValue(old + Float(direction) * step, animated: false)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper:
            let old = stepper.value
            stepper.value = old + direction * stepper.stepValue
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            let old = pages.currentPage
            pages.currentPage = max(0, min(pages.numberOfPages - 1, old + Int(direction)))
            if pages.currentPage != old { pages.sendActions(for: .valueChanged) }
        default:
            break
        }
    }

    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
