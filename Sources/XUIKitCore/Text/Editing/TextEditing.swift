import Foundation

/// What `UITextField` and `UITextView` share as editors of a string with a selection: the
/// selected text, words and offsets, the core of a user edit, and the standard editing actions
/// (R9.7). Each editor says only what differs — whether it takes edits and copying, when it
/// handles input, how it tells its delegate — and keeps its public, overridable API
/// (`cut(_:)`, `deleteBackward()`, …) as one-line calls into this.
///
/// Key input (the press ledger, the shortcut table and the keys both editors read the same way)
/// is in Text/Input/TextKeyInput.swift; undo in TextUndo.swift.
@MainActor
protocol TextEditing: TextUndoing, UIKeyInput {
    /// Whether user edits may change the text: always for a field, `isEditable` for a view.
    var acceptsEdits: Bool { get }
    /// Whether the selection may be put on the pasteboard: not for secure text entry.
    var allowsCopying: Bool { get }
    /// Whether keys and the selection actions are the editor's now: a field while editing, a
    /// view while first responder (a read-only view still selects and copies).
    var handlesTextInput: Bool { get }
    /// True between the begin-editing and end-editing sequences.
    var isEditing: Bool { get }
    /// A user edit through the delegate; returns whether it happened.
    @discardableResult
    func userReplace(_ range: Range<Int>, with string: String, typing: Bool) -> Bool
    /// A selection change by the user.
    func userSelect(_ newSelection: TextSelection)
    /// Moves the insertion point (or, with `extending`, the selection's moving end) to `index`.
    func moveInsertionPoint(to index: Int, extending: Bool)
}

extension TextEditing {
    /// The selected text; "" when the selection is empty.
    var selectedText: String { String(textStorage[stringRange(of: selection.range)]) }

    /// `range` in Character offsets (clamped to the text) as String indices: a walk to its end,
    /// with no copy of the text (a 10 MB paste made an array of Characters, 16 bytes each, several
    /// times per edit).
    func stringRange(of range: Range<Int>) -> Range<String.Index> {
        let text = textStorage
        let start = text.index(text.startIndex, offsetBy: max(0, range.lowerBound), limitedBy: text.endIndex) ?? text.endIndex
        let end = text.index(start, offsetBy: max(0, range.count), limitedBy: text.endIndex) ?? text.endIndex
        return start ..< end
    }

    // MARK: - Changing the text

    /// The part of a user edit both editors make once the delegate agreed: registers undo
    /// (consecutive typing shares one step), replaces `range` (clamped to the text) and puts the
    /// insertion point after the new text.
    func replaceCharacters(in range: Range<Int>, with string: String, typing: Bool) {
        if !(typing && typingUndoOpen) { registerUndoSnapshot() }
        let replaced = stringRange(of: range)
        let start = textStorage.distance(from: textStorage.startIndex, to: replaced.lowerBound)
        textStorage.replaceSubrange(replaced, with: string)
        selection = TextSelection(caret: start + string.count).clamped(to: textStorage.count)
        typingUndoOpen = typing
    }

    /// Setting the text in code: the insertion point goes to the end and the undo history is
    /// dropped, since it no longer matches the text. No delegate is told (R9.12).
    func resetText(to newText: String) {
        textStorage = newText
        selection = TextSelection(caret: newText.count)
        typingUndoOpen = false
        undoManager?.removeAllActions()
    }

    /// `deleteBackward()`: the selection, or the character before the insertion point.
    func deleteBackwardByUser() {
        guard acceptsEdits else { return }
        if selection.isEmpty {
            guard selection.active > 0 else { return }
            userReplace(selection.active - 1 ..< selection.active, with: "", typing: false)
        } else {
            userReplace(selection.range, with: "", typing: false)
        }
    }

    /// The Delete key: the selection, or the character (with `byWord`, the word) after the
    /// insertion point.
    func deleteForwardByUser(byWord: Bool) {
        guard acceptsEdits else { return }
        let active = selection.active
        if !selection.isEmpty {
            userReplace(selection.range, with: "", typing: false)
        } else if active < textStorage.count {
            userReplace(active ..< (byWord ? nextWordBoundary(from: active) : active + 1), with: "", typing: false)
        }
    }

    // MARK: - The standard editing actions (R9.7)

    /// Whether the editor can perform `action` now; nil for an action that is not one of the
    /// standard editing actions (the editor then asks its superclass).
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let hasSelection = handlesTextInput && !selection.isEmpty
        switch action {
        case .cut: return hasSelection && allowsCopying && acceptsEdits
        case .copy: return hasSelection && allowsCopying
        case .paste: return isEditing && UIPasteboard.general.hasStrings
        case .select: return handlesTextInput && selection.isEmpty && hasText
        case .selectAll: return handlesTextInput && hasText && selection.range != 0 ..< textStorage.count
        case .delete: return hasSelection && acceptsEdits
        default: return nil
        }
    }

    /// `cut(_:)`: puts the selected text on the pasteboard and deletes it, as a user edit.
    func cutSelectionByUser() {
        guard !selection.isEmpty, allowsCopying, acceptsEdits else { return }
        UIPasteboard.general.string = selectedText
        userReplace(selection.range, with: "", typing: false)
    }

    /// `copy(_:)`: puts the selected text on the pasteboard.
    func copySelectionByUser() {
        guard !selection.isEmpty, allowsCopying else { return }
        UIPasteboard.general.string = selectedText
    }

    /// `delete(_:)`: deletes the selected text, as a user edit.
    func deleteSelectionByUser() {
        guard !selection.isEmpty, acceptsEdits else { return }
        userReplace(selection.range, with: "", typing: false)
    }

    // MARK: - Words and offsets

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

    /// `range` in Character offsets (clamped to the text) as an `NSRange` in UTF-16 offsets, as
    /// delegates expect.
    func utf16Range(of range: Range<Int>) -> NSRange {
        let indices = stringRange(of: range)
        let utf16 = textStorage.utf16
        let start = utf16.distance(from: utf16.startIndex, to: indices.lowerBound)
        return NSRange(location: start, length: utf16.distance(from: indices.lowerBound, to: indices.upperBound))
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
}
