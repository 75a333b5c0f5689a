import Foundation

/// Saving over an existing file asks first (R32.17), as GTK's and macOS's save dialogs do: an
/// alert "“name” already exists. Do you want to replace it?" with Cancel and Replace, in the user's
/// language. Replace answers the dialog with the file; Cancel leaves the dialog up, with the name
/// field taking the keyboard again.
extension FileDialogView {
    /// Asks whether `target`, an existing file, may be replaced; answers the dialog if so.
    func confirmReplacing(_ target: URL) {
        let title = String(format: SystemStrings.localized("\u{201C}%@\u{201D} already exists. Do you want to replace it?"),
                           target.lastPathComponent)
        let alert = UIAlertController(title: title, message: SystemStrings.localized("Replacing it overwrites its contents."),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: SystemStrings.localized("Cancel"), style: .cancel) { [weak self] _ in
            _ = self?.nameField.becomeFirstResponder()
        })
        alert.addAction(UIAlertAction(title: SystemStrings.localized("Replace"), style: .destructive) { [weak self] _ in
            self?.finish(.chosen([target]))
        })
        guard let host = hostingViewController else {
            // Not in a controller's view (a test's bare dialog): nothing can present the question.
            Diagnostics.report("the file dialog is not in a view controller; \(target.lastPathComponent) is replaced without asking")
            finish(.chosen([target]))
            return
        }
        host.present(alert, animated: true)
    }

    /// The view controller whose view holds the dialog (the picker).
    private var hostingViewController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController { return controller }
            view = current.superview
        }
        return nil
    }
}
