import Foundation

/// What an object has been told about its accessibility: each field nil until set, so the
/// getter falls back to the control's default. Allocated on the first set, so objects that never
/// set anything pay one nil pointer.
@MainActor
final class AccessibilityStorage {
    var identifier: String?
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var viewIsModal: Bool?
    var elementsHidden: Bool?
    var groupsChildren: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    /// Elements a control builds for its parts (a segmented control's segments), kept so an
    /// assistive technology sees the same objects from one query to the next.
    var partElements: [UIAccessibilityElement] = []
}

extension UIResponder {
    /// The storage, created on first use by a setter.
    var accessibilityAttributes: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }
}
