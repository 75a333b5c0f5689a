import Foundation

/// A segmented control is a container; each segment is a button element, `.selected` when it is
/// the selected segment, as in UIKit.
extension UISegmentedControl {
    /// The segment elements, rebuilt only when the number of segments changes.
    func segmentAccessibilityElements() -> [UIAccessibilityElement] {
        let storage = accessibilityAttributes
        if storage.partElements.count != numberOfSegments {
            storage.partElements = (0..<numberOfSegments).map { SegmentAccessibilityElement(control: self, index: $0) }
        }
        return storage.partElements
    }
}

/// One segment as an assistive technology sees it.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int
    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? control?.titleForSegment(at: index) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibilityStorage?.traits { return traits }
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStorage?.frame { return frame }
            guard let control, index < control.numberOfSegments else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(control.rectForSegment(index), in: control)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Selects the segment as a tap would, sending `.valueChanged` when the selection changes.
    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, index < control.numberOfSegments,
              control.isEnabledForSegment(at: index) else { return false }
        if control.selectedSegmentIndex != index || control.isMomentary {
            control.selectedSegmentIndex = control.isMomentary ? UISegmentedControl.noSegment : index
            control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
        return true
    }
}
