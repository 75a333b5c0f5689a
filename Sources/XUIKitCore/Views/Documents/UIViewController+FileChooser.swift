import Foundation

// How a presented picker (documents, images) has a FileChooserRequest answered: by the desktop's
// dialog when the app has one (`desktopServices.fileChooser`, the XDG portal), else — or when that
// one is unavailable — by XUIKit's own dialog, filling the picker's view (R32.4, R32.6).
extension UIViewController {
    /// Answers `request`; `completion` hears `.chosen` or `.cancelled`, once.
    package func answerFileChooserRequest(_ request: FileChooserRequest, completion: @escaping (FileChooserResponse) -> Void) {
        guard let service = UIApplication.shared.desktopServices.fileChooser else {
            showBuiltInFileDialog(for: request, completion: completion)
            return
        }
        showWaitingForDesktopDialog()
        service.choose(request) { [weak self] response in
            guard let self else { return }
            if case .unavailable(let reason) = response {
                Diagnostics.report("the desktop's file chooser is unavailable (\(reason)); XUIKit's own file dialog is shown")
                showBuiltInFileDialog(for: request, completion: completion)
            } else {
                completion(response)
            }
        }
    }

    /// XUIKit's own dialog, while it is shown in this controller's view.
    var fileDialog: FileDialogView? { viewIfLoaded?.subviews.lazy.compactMap { $0 as? FileDialogView }.first }

    /// XUIKit's own dialog fills the view (R32.7); the list, or the name field when saving, takes
    /// the keyboard.
    private func showBuiltInFileDialog(for request: FileChooserRequest, completion: @escaping (FileChooserResponse) -> Void) {
        view.subviews.forEach { $0.removeFromSuperview() }
        let dialog = FileDialogView(request: request, completion: completion)
        dialog.frame = view.bounds
        dialog.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(dialog)
        if request.mode == .save {
            _ = dialog.nameField.becomeFirstResponder()
        } else {
            _ = dialog.list.becomeFirstResponder()
        }
    }

    /// While the desktop's dialog is up, the sheet says where to look.
    private func showWaitingForDesktopDialog() {
        let label = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 20))
        label.text = "Choose in the desktop\u{2019}s file dialog\u{2026}"
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
