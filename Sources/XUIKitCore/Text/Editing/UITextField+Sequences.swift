import Foundation

/// The begin-editing, end-editing and Return sequences (R9.11, R9.13, R9.14, R9.18).
extension UITextField {
    /// R9.11 steps 3–4, once the field is first responder: `isEditing`, then `.editingDidBegin`,
    /// the delegate, and the notification, in that order [IMPL].
    func beginEditingSequence() {
        isEditingStorage = true
        if clearsOnBeginEditing, hasText { replaceTextWithoutEvents("") }
        selection = TextSelection(caret: textStorage.count)
        scrollToInsertionPoint()
        restartCaretBlink()
        setNeedsDisplay()
        dispatchActions(for: .editingDidBegin, event: nil)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// R9.14 steps 3–5, once the field is no longer first responder: `isEditing` false, the undo
    /// history dropped (R9.17), then `.editingDidEnd`, the delegate (reason `.committed`) and the
    /// notification. Does nothing if the field was not editing.
    func endEditingSequence() {
        guard isEditingStorage else { return }
        isEditingStorage = false
        typingUndoOpen = false
        pressesHandledAsText.removeAll()
        stopCaretBlink()
        undoManager?.removeAllActions()
        selection = TextSelection(caret: textStorage.count)
        scrollOffset = 0
        setNeedsDisplay()
        window?.editorDidEndEditing(self)                                               // R15.11
        dispatchActions(for: .editingDidEnd, event: nil)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// R9.13: the delegate may veto; otherwise `.editingDidEndOnExit` and
    /// `.primaryActionTriggered` go out (R7.24), and a field with a registration for
    /// `.editingDidEndOnExit` then resigns (R9.18: its `.editingDidEnd` follows).
    func handleReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        dispatchActions(for: [.editingDidEndOnExit, .primaryActionTriggered], event: nil)
        if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder {
            _ = resignFirstResponder()
        }
    }
}
