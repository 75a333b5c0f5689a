import Foundation

/// An accessibility element that is not a view: a part of a view an assistive technology should
/// see on its own, such as one segment of a segmented control or one bar of a chart.
///
/// Put elements in their container's `accessibilityElements`. UIKit's `UIAccessibilityElement` is
/// an `NSObject`; XUIKit's root object is `UIResponder`, so the element is one (with no next
/// responder), which gives it every accessibility property views have.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view (or element) that holds this element.
    open weak var accessibilityContainer: AnyObject?
    /// The element's frame in its container view's coordinates; when set (non-zero) and the
    /// container is a view, `accessibilityFrame` follows the container wherever it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// An element inside `container` (a view or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// A string that identifies the element to tests; nil by default.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
}
