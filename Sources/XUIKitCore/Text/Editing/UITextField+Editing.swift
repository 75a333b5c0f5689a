import Foundation

/// A selection in Character offsets. `anchor` is where it started; `active` is the end that
/// moves (the insertion point when the selection is empty).
struct TextSelection: Equatable {
    var anchor: Int
    var active: Int

    init(anchor: Int, active: Int) {
        self.anchor = anchor
        self.active = active
    }

    init(caret: Int) { self.init(anchor: caret, active: caret) }

    init(_ range: Range<Int>) { self.init(anchor: range.lowerBound, active: range.upperBound) }

    var range: Range<Int> { min(anchor, active) ..< max(anchor, active) }
    var isEmpty: Bool { anchor == active }

    func clamped(to count: Int) -> TextSelection {
        TextSelection(anchor: min(max(anchor, 0), count), active: min(max(active, 0), count))
    }
}

extension UITextField: TextUndoing {
    /// The selected text; "" when the selection is empty.
    var selectedText: String {
        String(Array(textStorage)[selection.range])
    }

    // MARK: - Changing the text

    /// Sets the text with no events (R9.12): the insertion point goes to the end and the undo
    /// history is dropped, since it no longer matches the text.
    func replaceTextWithoutEvents(_ newText: String) {
        textStorage = newText
        selection = TextSelection(caret: newText.count)
        typingUndoOpen = false
        undoManager?.removeAllActions()
        scrollToInsertionPoint()
        setNeedsDisplay()
    }

    /// A user edit: asks the delegate (R9.12), records undo, changes the text, puts the
    /// insertion point after the new text, then sends `.editingChanged` and posts
    /// `textDidChangeNotification`. Consecutive typing shares one undo step. Returns whether the
    /// edit happened.
    @discardableResult
    func userReplace(_ range: Range<Int>, with string: String, typing: Bool = false) -> Bool {
        var characters = Array(textStorage)
        let range = range.clamped(to: 0 ..< characters.count)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: utf16Range(of: range, in: characters),
                                             replacementString: string) {
            return false
        }
        if !(typing && typingUndoOpen) { registerUndoSnapshot() }
        characters.replaceSubrange(range, with: Array(string))
        textStorage = String(characters)
        selection = TextSelection(caret: range.lowerBound + string.count).clamped(to: textStorage.count)
        typingUndoOpen = typing
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

    /// `range` in Character offsets as an `NSRange` in UTF-16 offsets, as delegates expect.
    func utf16Range(of range: Range<Int>, in characters: [Character]) -> NSRange {
        let start = String(characters[..<range.lowerBound]).utf16.count
        let length = String(characters[range]).utf16.count
        return NSRange(location: start, length: length)
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

    /// The word around `index`: letters and digits on either side.
    func wordRange(at index: Int) -> Range<Int> {
        let characters = Array(textStorage)
        func isWord(_ i: Int) -> Bool { characters.indices.contains(i) && (characters[i].isLetter || characters[i].isNumber) }
        var start = min(index, characters.count), end = start
        while isWord(start - 1) { start -= 1 }
        while isWord(end) { end += 1 }
        return start ..< end
    }

    /// The offset Ctrl+Left moves to: the start of the word before `index`.
    func previousWordBoundary(from index: Int) -> Int {
        let characters = Array(textStorage)
        var i = index
        while i > 0, !(characters[i - 1].isLetter || characters[i - 1].isNumber) { i -= 1 }
        while i > 0, characters[i - 1].isLetter || characters[i - 1].isNumber { i -= 1 }
        return i
    }

    /// The offset Ctrl+Right moves to: the end of the word after `index`.
    func nextWordBoundary(from index: Int) -> Int {
        let characters = Array(textStorage)
        var i = index
        while i < characters.count, !(characters[i].isLetter || characters[i].isNumber) { i += 1 }
        while i < characters.count, characters[i].isLetter || characters[i].isNumber { i += 1 }
        return i
    }

    // MARK: - Keys

    /// Applies one key to the text. Returns whether the field used it; unused keys (Tab, Escape,
    /// function keys, shortcuts with Ctrl, Alt or Super) go up the responder chain.
    func handleKey(_ key: UIKey, isRepeat: Bool) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        let count = textStorage.count
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            handleReturn()
        case .keyboardDeleteOrBackspace:
            if byWord, selection.isEmpty {
                userReplace(previousWordBoundary(from: selection.active) ..< selection.active, with: "")
            } else {
                deleteBackward()
            }
        case .keyboardDeleteForward:
            if !selection.isEmpty {
                userReplace(selection.range, with: "")
            } else if selection.active < count {
                let end = byWord ? nextWordBoundary(from: selection.active) : selection.active + 1
                userReplace(selection.active ..< end, with: "")
            }
        case .keyboardLeftArrow:
            let target: Int
            if byWord { target = previousWordBoundary(from: selection.active) }
            else if !shift && !selection.isEmpty { target = selection.range.lowerBound }
            else { target = displayedBlock.characterOffset(visuallyFrom: selection.active, direction: -1) }
            moveInsertionPoint(to: target, extending: shift)
        case .keyboardRightArrow:
            let target: Int
            if byWord { target = nextWordBoundary(from: selection.active) }
            else if !shift && !selection.isEmpty { target = selection.range.upperBound }
            else { target = displayedBlock.characterOffset(visuallyFrom: selection.active, direction: 1) }
            moveInsertionPoint(to: target, extending: shift)
        case .keyboardHome, .keyboardUpArrow:
            moveInsertionPoint(to: 0, extending: shift)
        case .keyboardEnd, .keyboardDownArrow:
            moveInsertionPoint(to: count, extending: shift)
        default:
            return handleShortcutOrText(key)
        }
        return true
    }

    /// Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes; other keys insert their text when it is
    /// printable and no Ctrl, Alt or Super is held. (The input method has already composed
    /// dead keys, so `characters` is the final text.)
    private func handleShortcutOrText(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection([.control, .alternate, .command])
        let letter = key.charactersIgnoringModifiers.lowercased()
        if flags == .control, letter == "z" || letter == "y" {
            guard let undoManager else { return false }
            if letter == "z" && !key.modifierFlags.contains(.shift) { undoManager.undo() } else { undoManager.redo() }
            return true
        }
        guard flags.isEmpty, !key.characters.isEmpty,
              !key.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return false }
        insertText(key.characters)
        return true
    }

    /// Moves the insertion point (or, with Shift, the selection's moving end) to `index`.
    private func moveInsertionPoint(to index: Int, extending: Bool) {
        userSelect(extending ? TextSelection(anchor: selection.anchor, active: index) : TextSelection(caret: index))
    }
}
