import Foundation

/// How a control in the Pickers room opens its popover: the controller whose view holds the
/// control (or what that controller already presents) presents `content` as a `.popover`
/// pointing at the control (R18.2, R26.14).
extension UIView {
    /// Presents `content` in a popover anchored on this view; false, with a diagnostic, when the
    /// view is not inside a view controller's view.
    @discardableResult
    func presentPickerPopover(_ content: UIViewController, size: CGSize, what: String) -> Bool {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var presenter = responder as? UIViewController else {
            Diagnostics.report("\(what) is not in a view controller's view: it has no controller to present its popover from")
            return false
        }
        while let presented = presenter.presentedViewController { presenter = presented }
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        content.popoverPresentationController?.sourceView = self
        presenter.present(content, animated: true)
        return true
    }
}
