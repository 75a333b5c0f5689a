import Foundation

/// A view that knows which of its elements has the keyboard on its behalf when it (or its view
/// controller) is first responder: a menu's highlighted row, an alert's default button (R37.4).
@MainActor
protocol AccessibilityFocusProviding: AnyObject {
    /// The element an assistive technology should announce as focused, or nil.
    var accessibilityFocusedElement: UIResponder? { get }
}

/// Focus and activation as an assistive technology sees them when modal or popup UI is up.
extension AccessibilityTree {
    /// The element that holds the keyboard in `window` on behalf of a first responder that is not
    /// an element itself (R37.4): a view controller's (an alert's) first control, or what a
    /// focus-providing view names (a menu's highlighted row). Nil when the first responder is an
    /// element (it is focused itself) or when nothing is first responder.
    @_spi(AssistiveTechnology)
    public static func focusedElement(in window: UIWindow) -> UIResponder? {
        guard let responder = window.firstResponder else { return nil }
        let holder: UIResponder
        if let controller = responder as? UIViewController {
            guard let view = controller.viewIfLoaded else { return nil }
            holder = view
        } else {
            holder = responder
        }
        if let provider = holder as? AccessibilityFocusProviding { return provider.accessibilityFocusedElement }
        guard responder is UIViewController, let view = holder as? UIView else { return nil }
        let inside = elements(in: window).filter { ($0 as? UIView)?.isDescendant(of: view) == true }
        return inside.first { $0 is UIControl || $0.canBecomeFirstResponder } ?? inside.first
    }

    /// The window an assistive technology sees as active (R37.5): the key window, or, while a
    /// popup (a menu, a tooltip) is key, the window the popup opened over — GTK's popups never
    /// take the active state from their toplevel.
    @_spi(AssistiveTechnology)
    public static func activeWindow(of application: UIApplication) -> UIWindow? {
        var window = application.keyWindow
        for _ in 0..<16 {
            guard let current = window, let parent = current.popupAnchor?.parent else { return window }
            window = parent
        }
        return window
    }

    /// Whether `window` is a popup placed against another window (a menu level, a tooltip).
    @_spi(AssistiveTechnology)
    public static func isPopup(_ window: UIWindow) -> Bool { window.popupAnchor != nil }
}
