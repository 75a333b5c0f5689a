import Foundation

/// The hardware-keyboard side of the two editors (`UITextField`, `UITextView`): which presses
/// become editing, and the keys both read the same way — Backspace and Delete, Left and Right,
/// Ctrl+Z undo and Ctrl+Shift+Z or Ctrl+Y redo, and printable text. Each editor's `handleKey`
/// keeps only its own keys (Return; Up, Down, Home and End) and hands the rest here.
///
/// The `presses…` overrides stay in each editor, as they must call `super`: began asks
/// `pressesNotTakenAsText(began:)`, the other phases ask its ledger (TextPressLedger.swift).
@MainActor
protocol TextKeyInput: TextEditing, KeyRepeatReceiver {
    /// Key presses turned into editing: their later phases are not passed on (R9.4).
    var pressesHandledAsText: TextPressLedger { get set }
    /// Applies one key; returns whether the editor used it. Unused keys go up the chain.
    /// `isRepeat` marks a held key's auto-repeat.
    func handleKey(_ key: UIKey, isRepeat: Bool) -> Bool
}

extension TextKeyInput {
    /// The presses of a `pressesBegan` that go up the chain: those the editor did not turn into
    /// editing (R9.1). A press it took keeps all its phases here (R9.4).
    func pressesNotTakenAsText(began presses: Set<UIPress>) -> Set<UIPress> {
        // Decided before the ledger changes: a key may end editing, which clears the ledger.
        let taken = presses.filter { press in
            guard handlesTextInput, let key = press.key else { return false }
            return handleKey(key, isRepeat: false)
        }
        return pressesHandledAsText.began(presses, taken: taken)
    }

    /// A held key's auto-repeat (not a new press, R9.4), while keys are the editor's: typed again.
    func handleKeyRepeat(_ key: UIKey) {
        guard handlesTextInput else { return }
        _ = handleKey(key, isRepeat: true)
    }

    /// The keys both editors share. `byWord` (a field's Ctrl or Alt) makes Backspace, Delete,
    /// Left and Right act on words; `block` is the laid-out text, for visual moves in
    /// bidirectional text. Returns whether the key was used.
    func handleSharedKey(_ key: UIKey, byWord: Bool, in block: @autoclosure () -> any VisualCaretMovement) -> Bool {
        let shift = key.modifierFlags.contains(.shift)
        let active = selection.active
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            if byWord, selection.isEmpty {
                userReplace(previousWordBoundary(from: active) ..< active, with: "", typing: false)
            } else {
                deleteBackward()
            }
        case .keyboardDeleteForward:
            deleteForwardByUser(byWord: byWord)
        case .keyboardLeftArrow:
            let target: Int
            if byWord { target = previousWordBoundary(from: active) }
            else if !shift && !selection.isEmpty { target = selection.range.lowerBound }
            else { target = block().characterOffset(visuallyFrom: active, direction: -1) }
            moveInsertionPoint(to: target, extending: shift)
        case .keyboardRightArrow:
            let target: Int
            if byWord { target = nextWordBoundary(from: active) }
            else if !shift && !selection.isEmpty { target = selection.range.upperBound }
            else { target = block().characterOffset(visuallyFrom: active, direction: 1) }
            moveInsertionPoint(to: target, extending: shift)
        default:
            return handleShortcutOrText(key)
        }
        return true
    }

    /// Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes (R9.17; Ctrl+X/C/V/A reach the editing
    /// actions as the app's standard key commands, R9.7); other keys insert their text when it is
    /// printable and no Ctrl, Alt or Super is held. (The input method has already composed dead
    /// keys, so `characters` is the final text.)
    private func handleShortcutOrText(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection([.control, .alternate, .command])
        let letter = key.charactersIgnoringModifiers.lowercased()
        if flags == .control, letter == "z" || letter == "y" {
            guard acceptsEdits, let undoManager else { return false }
            if letter == "z" && !key.modifierFlags.contains(.shift) { undoManager.undo() } else { undoManager.redo() }
            return true
        }
        guard flags.isEmpty, !key.characters.isEmpty,
              !key.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return false }
        insertText(key.characters)
        return true
    }
}
