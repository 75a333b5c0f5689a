import Foundation

/// Changing the text and the selection, and the field's own keys; what it shares with
/// `UITextView` is in Text/Editing/TextEditing.swift, Text/Input/TextKeyInput.swift and
/// Text/Editing/TextUndo.swift.
extension UITextField: TextKeyInput {
    /// A field always takes edits while editing.
    var acceptsEdits: Bool { true }
    /// Secure text is never put on the pasteboard.
    var allowsCopying: Bool { !isSecureTextEntry }
    /// Keys and the selection actions are the field's while it is editing.
    var handlesTextInput: Bool { isEditing }

    // MARK: - Changing the text

    /// Sets the text with no events (R9.12): the insertion point goes to the end and the undo
    /// history is dropped, since it no longer matches the text.
    func replaceTextWithoutEvents(_ newText: String) {
        resetText(to: newText)
        scrollToInsertionPoint()
        setNeedsDisplay()
    }

    /// A user edit: asks the delegate (R9.12), records undo, changes the text, puts the
    /// insertion point after the new text, then sends `.editingChanged` and posts
    /// `textDidChangeNotification`. Consecutive typing shares one undo step. Returns whether the
    /// edit happened.
    @discardableResult
    func userReplace(_ range: Range<Int>, with string: String, typing: Bool = false) -> Bool {
        let range = range.clamped(to: 0 ..< textStorage.count)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: utf16Range(of: range),
                                             replacementString: string) {
            return false
        }
        replaceCharacters(in: range, with: string, typing: typing)
        textDidChangeByUser()
        return true
    }

    /// Announces a user change of the text: `.editingChanged`, then the notification (R9.12).
    func textDidChangeByUser() {
        scrollToInsertionPoint()
        restartCaretBlink()
        setNeedsDisplay()
        dispatchActions(for: .editingChanged, event: nil)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The clear button: asks the delegate, then empties the field as a user change.
    func clearByUser() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        registerUndoSnapshot()
        textStorage = ""
        selection = TextSelection(caret: 0)
        typingUndoOpen = false
        textDidChangeByUser()
    }

    // MARK: - Undo (R9.17, Text/Editing/TextUndo.swift)

    func textDidChangeByUndo() { textDidChangeByUser() }

    // MARK: - Selection

    /// A selection change by the user: tells the delegate when it changed.
    func userSelect(_ newSelection: TextSelection) {
        let clamped = newSelection.clamped(to: textStorage.count)
        typingUndoOpen = false
        guard clamped != selection else { return }
        selection = clamped
        scrollToInsertionPoint()
        restartCaretBlink()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    func userSelect(_ range: Range<Int>) { userSelect(TextSelection(range)) }

    // MARK: - Keys

    /// Applies one key to the text. Returns whether the field used it; unused keys (Tab, Escape,
    /// function keys, shortcuts with Ctrl, Alt or Super) go up the responder chain. Ctrl or Alt
    /// makes Backspace, Delete and the arrows act on words; Up and Down go to the ends, as Home
    /// and End do.
    func handleKey(_ key: UIKey, isRepeat: Bool) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            if !isRepeat { handleReturn() }   // a held Return is one Return (R9.13)
        case .keyboardHome, .keyboardUpArrow:
            moveInsertionPoint(to: 0, extending: shift)
        case .keyboardEnd, .keyboardDownArrow:
            moveInsertionPoint(to: textStorage.count, extending: shift)
        default:
            return handleSharedKey(key, byWord: flags.contains(.control) || flags.contains(.alternate), in: displayedBlock)
        }
        return true
    }

    /// Moves the insertion point (or, with Shift, the selection's moving end) to `index`.
    func moveInsertionPoint(to index: Int, extending: Bool) {
        userSelect(extending ? TextSelection(anchor: selection.anchor, active: index) : TextSelection(caret: index))
    }
}
