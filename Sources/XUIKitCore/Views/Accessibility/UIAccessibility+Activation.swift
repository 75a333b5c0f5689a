import Foundation

/// Activation as an assistive technology performs it (VoiceOver's double tap, AT-SPI's
/// `DoAction`): the element's own `accessibilityActivate()` first; when that declines, what a
/// tap on the element would do.
extension UIAccessibility {
    /// Activates `element`; returns whether anything happened. A disabled control does nothing.
    /// A button sends its touch-up-inside actions, a switch toggles (sending `.valueChanged`), a
    /// text field becomes first responder.
    @_spi(AssistiveTechnology)
    @discardableResult
    public static func activate(_ element: UIResponder) -> Bool {
        if element.accessibilityActivate() { return true }
        guard let control = element as? UIControl, control.isEnabled else { return false }
        switch control {
        case let toggle as UISwitch:
            toggle.setOn(!toggle.isOn, animated: false)
            toggle.sendActions(for: [.valueChanged, .primaryActionTriggered])
        case let field as UITextField:
            return field.becomeFirstResponder()
        default:
            control.primaryTouchUpInsideWillDispatch()   // R23.10: a toggle button toggles first
            control.sendActions(for: Self.tapEvents(of: control))
            control.primaryTouchUpInsideDidDispatch()    // R37.3: a menu button opens its menu
        }
        return true
    }

    /// The events a tap inside `control` sends.
    private static func tapEvents(of control: UIControl) -> UIControl.Event {
        var events: UIControl.Event = .touchUpInside
        events.formUnion(control.primaryEventsOnTouchUpInside)
        return events
    }
}
