import Foundation

/// The object a `UITextView` asks about, and tells about, editing. It is the text view's
/// scroll-view delegate too, as in UIKit.
///
/// Every method has a default: the `should…` questions answer true and the notifications do
/// nothing. For one user edit the order is `textView(_:shouldChangeTextIn:replacementText:)`,
/// then `textViewDidChangeSelection(_:)` (when the insertion point moved), then
/// `textViewDidChange(_:)`, then `UITextView.textDidChangeNotification`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before editing begins; false keeps the view from becoming first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Told after the view became first responder and editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Asked before editing ends; false refuses to resign, unless the resign is forced.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Told after editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before a user edit replaces the characters in `range` (UTF-16 offsets, as in
    /// `NSString`) with `text` ("\n" for Return); false rejects the edit.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told after a user edit changed the text (not when code sets `text`).
    func textViewDidChange(_ textView: UITextView)
    /// Told when the user moved the insertion point or changed the selection.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns true: editing may begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Returns true: editing may end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns true: every edit is allowed.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
