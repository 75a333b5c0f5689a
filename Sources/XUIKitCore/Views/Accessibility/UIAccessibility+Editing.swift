import Foundation

/// Changes an assistive technology makes (AT-SPI's `EditableText` and `Value`): each counts as a
/// user change, so the control sends the events a user's edit or drag would.
extension UIAccessibility {
    /// Replaces the characters in `range` (character offsets, clamped to the text) of `field`, as
    /// typing would: the delegate may refuse, `.editingChanged` and `textDidChangeNotification`
    /// follow. Returns whether the text changed. A disabled field refuses.
    @_spi(AssistiveTechnology)
    @discardableResult
    public static func replaceText(in field: UITextField, range: Range<Int>, with string: String) -> Bool {
        guard field.isEnabled else { return false }
        return field.userReplace(range, with: string)
    }

    /// Where the insertion point of `field` is, in characters from the start.
    @_spi(AssistiveTechnology)
    public static func caretOffset(of field: UITextField) -> Int { field.selection.active }

    /// The range and step of an adjustable standard control (slider, stepper, page control), or
    /// nil for other elements.
    @_spi(AssistiveTechnology)
    public static func valueRange(of element: UIResponder) -> (minimum: Double, maximum: Double, step: Double, current: Double)? {
        switch element {
        case let slider as UISlider:
            let range = Double(slider.maximumValue - slider.minimumValue)
            return (Double(slider.minimumValue), Double(slider.maximumValue), range / 10, Double(slider.value))
        case let stepper as UIStepper:
            return (stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value)
        case let pages as UIPageControl:
            return (0, Double(max(pages.numberOfPages - 1, 0)), 1, Double(pages.currentPage))
        default:
            return nil
        }
    }

    /// Sets the value of an adjustable standard control (pinned into its range), sending
    /// `.valueChanged` when it changed. Returns false for other elements, disabled controls and
    /// a value that is NaN or infinite (which changes nothing: any AT-SPI client can send one).
    @_spi(AssistiveTechnology)
    @discardableResult
    public static func setValue(_ value: Double, of element: UIResponder) -> Bool {
        guard value.isFinite, let control = element as? UIControl, control.isEnabled else { return false }
        let changed: Bool
        switch control {
        case let slider as UISlider:
            let old = slider.value
            slider.setValue(Float(value), animated: false)
            changed = slider.value != old
        case let stepper as UIStepper:
            let old = stepper.value
            stepper.value = value
            changed = stepper.value != old
        case let pages as UIPageControl:
            let old = pages.currentPage
            // Pinned while still a Double: `Int(1e300)` traps.
            let last = Double(max(pages.numberOfPages - 1, 0))
            pages.currentPage = Int(min(max(value.rounded(), 0), last))
            changed = pages.currentPage != old
        default:
            return false
        }
        if changed { control.sendActions(for: .valueChanged) }
        return true
    }
}
