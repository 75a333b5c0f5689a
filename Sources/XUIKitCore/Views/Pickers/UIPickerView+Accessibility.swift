import Foundation

/// A picker is a container of one adjustable element per component, as UIKit's wheels are: the
/// value is the selected row's title, and increment / decrement move the selection by one row
/// and tell the delegate, as the user's input does (R26.7).
extension UIPickerView {
    /// The component elements, rebuilt only when the number of components changes.
    func componentAccessibilityElements() -> [UIAccessibilityElement] {
        reloadIfNeeded()
        let storage = accessibilityAttributes
        if storage.partElements.count != components.count {
            storage.partElements = components.indices.map { PickerComponentAccessibilityElement(picker: self, component: $0) }
        }
        return storage.partElements
    }

    /// The text of a row for an assistive technology: its attributed title, its title, or the
    /// accessibility label of its view.
    func accessibilityTitle(ofRow row: Int, inComponent component: Int) -> String? {
        guard row >= 0 else { return nil }
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        if let view = components[component].visibleViews[row] {
            return (view as? UILabel)?.text ?? view.accessibilityLabel
        }
        return nil
    }
}

/// One component of a picker as an assistive technology sees it.
@MainActor
final class PickerComponentAccessibilityElement: UIAccessibilityElement {
    let component: Int
    private var picker: UIPickerView? { accessibilityContainer as? UIPickerView }

    init(picker: UIPickerView, component: Int) {
        self.component = component
        super.init(accessibilityContainer: picker)
    }

    override var accessibilityValue: String? {
        get {
            if let value = accessibilityStorage?.value { return value }
            guard let picker, component < picker.numberOfComponents else { return nil }
            let row = picker.selectedRow(inComponent: component)
            guard let title = picker.accessibilityTitle(ofRow: row, inComponent: component) else { return nil }
            return "\(title), \(row + 1) of \(picker.numberOfRows(inComponent: component))"
        }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .adjustable }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStorage?.frame { return frame }
            guard let picker, component < picker.numberOfComponents else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(picker.componentFrames()[component], in: picker)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// The next row, as Down or a notch towards the user does.
    override func accessibilityIncrement() {
        guard let picker, component < picker.numberOfComponents else { return }
        picker.step(component, by: 1)
    }

    /// The previous row.
    override func accessibilityDecrement() {
        guard let picker, component < picker.numberOfComponents else { return }
        picker.step(component, by: -1)
    }
}
