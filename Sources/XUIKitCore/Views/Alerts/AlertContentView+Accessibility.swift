import Foundation

/// An alert as an assistive technology reads it (R37.1): its box plays the role alert (an
/// action sheet's, dialog), named by the alert's title; while the alert has the keyboard, the
/// button of the action Return chooses — else the first button — is the focused element
/// (R37.4), as GTK focuses a message dialog's default button.
extension AlertContentView: AccessibilityRoleDeclaring, AccessibilityFocusProviding {
    /// `.alert` for an alert, `.dialog` for an action sheet.
    var accessibilityRole: AccessibilityRole? { controller.preferredStyle == .alert ? .alert : .dialog }

    /// The first text field when one is first responder is an element itself; otherwise the
    /// default button.
    var accessibilityFocusedElement: UIResponder? {
        let shown = buttons.filter { $0.button.window != nil }
        if let action = controller.returnAction, let entry = shown.first(where: { $0.action === action }) {
            return entry.button
        }
        return shown.first?.button
    }
}
