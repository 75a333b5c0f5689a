import Foundation

/// The object a `UITextField` asks about, and tells about, editing (R9.11–R9.14).
///
/// Every method has a default: the `should…` questions answer true, the notifications do
/// nothing, and `textFieldDidEndEditing(_:reason:)` calls `textFieldDidEndEditing(_:)`, so a
/// delegate that implements either form is told (the `reason` form is preferred, R9.14).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before editing begins; false keeps the field from becoming first responder (R9.11).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told after the field became first responder and `.editingDidBegin` was sent.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before editing ends; false refuses to resign, unless the resign is forced (R9.14).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told after editing ended, when the delegate does not implement the `reason` form.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Told after editing ended and `.editingDidEnd` was sent. On iOS (and XUIKit) the reason
    /// is always `.committed`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before a user edit replaces the characters in `range` (UTF-16 offsets, as in
    /// `NSString`) with `string`; false rejects the edit (R9.12).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Told when the user moved the insertion point or changed the selection.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button empties the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when the user presses Return; false sends nothing (R9.13).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns true: editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true: editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, so a delegate implementing only that form is told.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns true: every edit is allowed.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true: the field may be cleared.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns true: Return sends `.editingDidEndOnExit` and `.primaryActionTriggered`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
