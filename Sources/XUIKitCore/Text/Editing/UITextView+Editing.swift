import Foundation

/// Changing the text and the selection, the editing sequences, undo, and the view's own keys;
/// what it shares with `UITextField` is in Text/Editing/TextEditing.swift,
/// Text/Input/TextKeyInput.swift and Text/Editing/TextUndo.swift.
extension UITextView: TextKeyInput {
    /// Only an editable view takes edits; a selectable one still selects and copies.
    var acceptsEdits: Bool { isEditable }
    /// A text view's selection can always be copied.
    var allowsCopying: Bool { true }
    /// Keys and the selection actions are the view's while it is first responder.
    var handlesTextInput: Bool { isFirstResponder }

    // MARK: - Sequences

    /// Once first responder: `isEditing`, then the delegate, then the notification.
    func beginEditingSequence() {
        isEditingStorage = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    /// Once no longer first responder: `isEditing` false, the undo history dropped, then the
    /// delegate and the notification. Does nothing if the view was not editing.
    func endEditingSequence() {
        pressesHandledAsText.removeAll()
        guard isEditingStorage else { return }
        isEditingStorage = false
        typingUndoOpen = false
        undoManager?.removeAllActions()
        window?.editorDidEndEditing(self)                                               // R15.11
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: - Changing the text

    /// Sets the text with no delegate calls: the insertion point goes to the end and the undo
    /// history is dropped.
    func replaceTextWithoutEvents(_ newText: String) {
        resetText(to: newText)
        contentView.setNeedsDisplay()
    }

    /// A user edit: asks the delegate, records undo, changes the text, puts the insertion point
    /// after the new text, then tells the delegate (selection, then change) and posts
    /// `textDidChangeNotification`. Consecutive typing shares one undo step. Returns whether the
    /// edit happened.
    @discardableResult
    func userReplace(_ range: Range<Int>, with string: String, typing: Bool = false) -> Bool {
        let range = range.clamped(to: 0 ..< textStorage.count)
        if let textViewDelegate,
           !textViewDelegate.textView(self, shouldChangeTextIn: utf16Range(of: range), replacementText: string) {
            return false
        }
        attributedStorage = nil
        let oldSelection = selection
        replaceCharacters(in: range, with: string, typing: typing)
        goalCaretX = nil
        textDidChangeByUser(selectionChanged: selection != oldSelection)
        return true
    }

    /// Announces a user change of the text, after scrolling the insertion point into view.
    func textDidChangeByUser(selectionChanged: Bool) {
        updateContentGeometry()
        scrollToInsertionPoint()
        contentView.setNeedsDisplay()
        if selectionChanged { textViewDelegate?.textViewDidChangeSelection(self) }
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// Undo and redo (Text/Editing/TextUndo.swift) are user changes that may move the selection.
    func textDidChangeByUndo() { textDidChangeByUser(selectionChanged: true) }

    // MARK: - Selection

    /// A selection change by the user: scrolls to the insertion point and tells the delegate
    /// when it changed.
    func userSelect(_ newSelection: TextSelection) { userSelect(newSelection, keepingGoalX: false) }

    /// A selection change by the user that keeps (with `keepingGoalX`) the x that Up and Down
    /// aim for.
    func userSelect(_ newSelection: TextSelection, keepingGoalX: Bool) {
        let clamped = newSelection.clamped(to: textStorage.count)
        typingUndoOpen = false
        if !keepingGoalX { goalCaretX = nil }
        guard clamped != selection else { return }
        selection = clamped
        scrollToInsertionPoint()
        contentView.setNeedsDisplay()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: - Keys

    /// Applies one key. Returns whether the view used it; unused keys (Tab, Escape, function keys,
    /// other shortcuts) go up the responder chain. Return inserts a line break; Up and Down move
    /// between lines, aiming for the same x; Home and End go to the line's ends (with Ctrl, the
    /// text's). A held key repeats the same way.
    func handleKey(_ key: UIKey, isRepeat: Bool) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift), control = flags.contains(.control)
        let block = textBlock
        let active = selection.active
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            insertText("\n")
        case .keyboardUpArrow, .keyboardDownArrow:
            let x = goalCaretX ?? block.caretRect(atCharacter: active).minX
            let direction = key.keyCode == .keyboardUpArrow ? -1 : 1
            moveInsertionPoint(to: block.characterOffset(verticallyFrom: active, direction: direction, x: x), extending: shift)
            goalCaretX = x
        case .keyboardHome:
            moveInsertionPoint(to: control ? 0 : block.lineRange(aroundCharacter: active).lowerBound,
                               extending: shift)
        case .keyboardEnd:
            moveInsertionPoint(to: control ? textStorage.count
                                   : block.lineRange(aroundCharacter: active).upperBound,
                               extending: shift)
        default:
            return handleSharedKey(key, byWord: false, in: block)
        }
        return true
    }

    /// Moves the insertion point (or, with Shift, the selection's moving end) to `index`,
    /// keeping the x that Up and Down aim for.
    func moveInsertionPoint(to index: Int, extending: Bool) {
        userSelect(extending ? TextSelection(anchor: selection.anchor, active: index) : TextSelection(caret: index),
                   keepingGoalX: true)
    }
}
