import Foundation

/// PRIMARY, X11's selection-driven clipboard (R35.1–R35.3), for `UITextField` and `UITextView`.
///
/// How the pieces fit: both editors call `selectionDidChangeForPrimary()` whenever their
/// selection changes (a drag, a double or triple click, Shift+arrows, select all, code). While an
/// editor that handles text input has a non-empty selection it may copy, the app claims the
/// backend's PRIMARY (`PrimarySelectionServing`) and serves *the current selection of that
/// editor*, read when another client asks; when that selection empties, PRIMARY is given up.
/// A middle click (`isMiddleClick`) asks the backend for PRIMARY's text asynchronously and,
/// when it arrives, moves the insertion point to the click and inserts it as a user edit.
/// Secure fields neither claim nor paste.
@MainActor
enum PrimarySelectionOwner {
    /// The editor whose selection the app serves as PRIMARY, while it does.
    static weak var editor: UIResponder?

    /// The owning editor's selected text, or nil (refused) when it has none it may give away.
    static func currentText() -> String? {
        guard let editor = editor as? any TextEditing, editor.allowsCopying, !editor.selection.isEmpty else { return nil }
        return editor.selectedText
    }
}

extension UITextField {
    /// R35.2: a middle click in the field: begins editing if needed, then pastes PRIMARY at the
    /// click; it neither selects nor drags. A secure field pastes nothing.
    func middleClickPaste(at point: CGPoint) {
        guard !isSecureTextEntry else { return }
        pastePrimarySelection(at: { [weak self] in
            guard let self, self.isEditing || self.becomeFirstResponder() else { return nil }
            return self.characterIndex(at: point)
        }, insert: { [weak self] in self?.insertText($0) })
    }
}

extension TextEditing {
    /// The backend's PRIMARY, when it has one.
    private var primarySelection: (any PrimarySelectionServing)? {
        UIApplication.shared.backend as? any PrimarySelectionServing
    }

    /// R35.1: claims PRIMARY for a non-empty selection made while handling text input, and
    /// gives it up when the selection of the editor that holds it empties (or may no longer be
    /// copied).
    func selectionDidChangeForPrimary() {
        guard let primary = primarySelection else { return }
        if !selection.isEmpty, allowsCopying, handlesTextInput {
            PrimarySelectionOwner.editor = self
            primary.claimPrimarySelection { PrimarySelectionOwner.currentText() }
        } else if let owner = PrimarySelectionOwner.editor, owner === self {
            PrimarySelectionOwner.editor = nil
            primary.releasePrimarySelection()
        }
    }

    /// Whether `event` is a middle-button click (UIKit numbers the middle button 3) without the
    /// primary button.
    static func isMiddleClick(_ event: UIEvent?) -> Bool {
        guard let mask = event?.buttonMask else { return false }
        return mask.contains(.button(3)) && !mask.contains(.primary)
    }

    /// R35.2: asks for PRIMARY's text and, once it arrives, lets `location` make the editor
    /// first responder and name the click's character (nil: no paste), puts the insertion point
    /// there and inserts the text through `insert` (a user edit, so the delegate may refuse it).
    /// The text is asked first because becoming first responder ends another field's editing,
    /// which collapses its selection and gives PRIMARY up (R9.14). Nothing happens in a secure
    /// field, in an editor that does not take edits, or when PRIMARY has no text; the request is
    /// asynchronous, so a slow owner never blocks the app (the backend gives up after its
    /// timeout, R35.3).
    func pastePrimarySelection(at location: @escaping @MainActor () -> Int?, insert: @escaping @MainActor (String) -> Void) {
        guard acceptsEdits, allowsCopying, let primary = primarySelection else { return }
        primary.requestPrimarySelectionText { [weak self] text in
            guard let self, let text, !text.isEmpty, let index = location(), self.acceptsEdits, self.handlesTextInput else { return }
            self.userSelect(TextSelection(caret: min(max(index, 0), self.textStorage.count)))
            insert(text)
        }
    }
}
