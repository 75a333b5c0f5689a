import Foundation

/// Changing the text and the selection, the editing sequences, undo, and keys.
extension UITextView: TextUndoing {
    /// The selected text; "" when the selection is empty.
    var selectedText: String { String(Array(textStorage)[selection.range]) }

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
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: - Changing the text

    /// Sets the text with no delegate calls: the insertion point goes to the end and the undo
    /// history is dropped.
    func replaceTextWithoutEvents(_ newText: String) {
        textStorage = newText
        selection = TextSelection(caret: newText.count)
        typingUndoOpen = false
        undoManager?.removeAllActions()
        contentView.setNeedsDisplay()
    }

    /// A user edit: asks the delegate, records undo, changes the text, puts the insertion point
    /// after the new text, then tells the delegate (selection, then change) and posts
    /// `textDidChangeNotification`. Consecutive typing shares one undo step. Returns whether the
    /// edit happened.
    @discardableResult
    func userReplace(_ range: Range<Int>, with string: String, typing: Bool = false) -> Bool {
        var characters = Array(textStorage)
        let range = range.clamped(to: 0 ..< characters.count)
        if let textViewDelegate,
           !textViewDelegate.textView(self, shouldChangeTextIn: utf16Range(of: range), replacementText: string) {
            return false
        }
        if !(typing && typingUndoOpen) { registerUndoSnapshot() }
        characters.replaceSubrange(range, with: Array(string))
        attributedStorage = nil
        let oldSelection = selection
        textStorage = String(characters)
        selection = TextSelection(caret: range.lowerBound + string.count).clamped(to: textStorage.count)
        typingUndoOpen = typing
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

    // MARK: - Offsets

    /// `range` in Character offsets as an `NSRange` in UTF-16 offsets.
    func utf16Range(of range: Range<Int>) -> NSRange {
        let characters = Array(textStorage)
        let range = range.clamped(to: 0 ..< characters.count)
        let start = String(characters[..<range.lowerBound]).utf16.count
        return NSRange(location: start, length: String(characters[range]).utf16.count)
    }

    /// An `NSRange` in UTF-16 offsets as Character offsets, each end moved back to the start of
    /// the character it falls in and clamped to the text.
    func characterRange(ofUTF16 range: NSRange) -> Range<Int> {
        func offset(_ utf16: Int) -> Int {
            var total = 0, count = 0
            for character in textStorage {
                let next = total + character.utf16.count
                if next > utf16 { break }
                total = next
                count += 1
            }
            return count
        }
        let start = offset(max(0, range.location))
        let end = offset(max(0, range.location) + max(0, range.length))
        return start ..< max(start, end)
    }

    // MARK: - Selection

    /// A selection change by the user: scrolls to the insertion point and tells the delegate
    /// when it changed.
    func userSelect(_ newSelection: TextSelection, keepingGoalX: Bool = false) {
        let clamped = newSelection.clamped(to: textStorage.count)
        typingUndoOpen = false
        if !keepingGoalX { goalCaretX = nil }
        guard clamped != selection else { return }
        selection = clamped
        scrollToInsertionPoint()
        contentView.setNeedsDisplay()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// The word around `index`: letters and digits on either side.
    func wordRange(at index: Int) -> Range<Int> {
        let characters = Array(textStorage)
        func isWord(_ i: Int) -> Bool { characters.indices.contains(i) && (characters[i].isLetter || characters[i].isNumber) }
        var start = min(index, characters.count), end = start
        while isWord(start - 1) { start -= 1 }
        while isWord(end) { end += 1 }
        return start ..< end
    }

    // MARK: - Keys

    /// Applies one key. Returns whether the view used it; unused keys (Tab, Escape, function keys,
    /// other shortcuts) go up the responder chain.
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift), control = flags.contains(.control)
        let block = textBlock
        let active = selection.active
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            insertText("\n")
        case .keyboardDeleteOrBackspace:
            deleteBackward()
        case .keyboardDeleteForward:
            guard isEditable else { return true }
            if !selection.isEmpty { userReplace(selection.range, with: "") }
            else if active < textStorage.count { userReplace(active ..< active + 1, with: "") }
        case .keyboardLeftArrow:
            let target = !shift && !selection.isEmpty ? selection.range.lowerBound
                : block.characterOffset(visuallyFrom: active, direction: -1)
            move(to: target, extending: shift)
        case .keyboardRightArrow:
            let target = !shift && !selection.isEmpty ? selection.range.upperBound
                : block.characterOffset(visuallyFrom: active, direction: 1)
            move(to: target, extending: shift)
        case .keyboardUpArrow, .keyboardDownArrow:
            let x = goalCaretX ?? block.caretRect(atCharacter: active).minX
            let direction = key.keyCode == .keyboardUpArrow ? -1 : 1
            move(to: block.characterOffset(verticallyFrom: active, direction: direction, x: x), extending: shift)
            goalCaretX = x
        case .keyboardHome:
            move(to: control ? 0 : block.characterRange(ofLine: block.lineIndex(ofCharacter: active)).lowerBound,
                 extending: shift)
        case .keyboardEnd:
            move(to: control ? textStorage.count : block.characterRange(ofLine: block.lineIndex(ofCharacter: active)).upperBound,
                 extending: shift)
        default:
            return handleShortcutOrText(key)
        }
        return true
    }

    /// Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes (Ctrl+X/C/V/A reach the editing actions as
    /// the app's standard key commands, R9.7); other keys insert their text when printable and no
    /// Ctrl, Alt or Super is held.
    private func handleShortcutOrText(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection([.control, .alternate, .command])
        let letter = key.charactersIgnoringModifiers.lowercased()
        if flags == .control {
            switch letter {
            case "z", "y":
                guard isEditable, let undoManager else { return false }
                if letter == "z" && !key.modifierFlags.contains(.shift) { undoManager.undo() } else { undoManager.redo() }
            default: return false
            }
            return true
        }
        guard flags.isEmpty, !key.characters.isEmpty,
              !key.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return false }
        insertText(key.characters)
        return true
    }

    /// Moves the insertion point (or, with Shift, the selection's moving end) to `index`.
    private func move(to index: Int, extending: Bool) {
        userSelect(extending ? TextSelection(anchor: selection.anchor, active: index) : TextSelection(caret: index),
                   keepingGoalX: true)
    }
}
