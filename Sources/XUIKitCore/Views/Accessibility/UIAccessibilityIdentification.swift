import Foundation

/// Objects that carry an identifier for UI tests. Assistive technologies do not speak it; the
/// AT-SPI bridge exports it as the element's `id` attribute and `AccessibleId`.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element to tests, such as "save-button"; nil by default.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    /// A string that identifies the view to tests, such as "save-button"; nil by default.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
}
