import Foundation

// The built-in file dialog's keys (R32.7), as GTK's and Qt's file dialogs take them: arrows move
// (Shift extends when several may be chosen), Home and End jump, Return opens a folder or chooses,
// Backspace and Alt+Up go to the parent, Ctrl+L edits the path, typing selects by name, Escape
// cancels.
extension FileDialogView {
    /// [IMPL] Letters typed within this many seconds of each other make one prefix.
    static let typeSelectPause: TimeInterval = 1

    /// A key pressed while the list has the keyboard; returns whether the dialog took it.
    func listKeyPressed(_ key: UIKey) -> Bool {
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let count = visibleEntries.count
        let multiple = request.allowsMultipleSelection
        switch key.keyCode {
        case .keyboardDownArrow, .keyboardUpArrow:
            if key.keyCode == .keyboardUpArrow, modifiers == .alternate { goToParent(); return true }
            let step = key.keyCode == .keyboardDownArrow ? 1 : -1
            list.selection.move(by: step, count: count, extending: modifiers.contains(.shift), allowsMultiple: multiple)
            afterKeyMove()
            return true
        case .keyboardHome, .keyboardEnd:
            guard count > 0 else { return true }
            select(key.keyCode == .keyboardHome ? 0 : count - 1, extending: modifiers.contains(.shift))
            return true
        case .keyboardReturnOrEnter, .keypadEnter:
            if let cursor = list.selection.cursor, list.selection.rows.count <= 1 { activate(cursor) } else { accept() }
            return true
        case .keyboardDeleteOrBackspace:
            goToParent()
            return true
        case .keyboardEscape:
            finish(.cancelled)
            return true
        default:
            break
        }
        if modifiers == .control, key.charactersIgnoringModifiers.lowercased() == "l" {
            _ = pathField.becomeFirstResponder()
            return true
        }
        if modifiers == .control, multiple, key.charactersIgnoringModifiers.lowercased() == "a", count > 0 {
            select(0)
            select(count - 1, extending: true)
            return true
        }
        guard modifiers.subtracting(.shift).isEmpty, !key.characters.isEmpty,
              key.characters.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else { return false }
        typeToSelect(key.characters)
        return true
    }

    private func afterKeyMove() {
        if let cursor = list.selection.cursor { list.scrollToShow(cursor) }
        selectionChanged()
    }

    /// Type-to-select: letters typed in quick succession make a prefix; the first entry whose name
    /// starts with it (ignoring case) is selected. A pause starts a new prefix.
    func typeToSelect(_ characters: String) {
        let now = UIApplication.shared.scheduler.now
        if now - typedPrefixTime > FileDialogView.typeSelectPause { typedPrefix = "" }
        typedPrefixTime = now
        typedPrefix += characters.lowercased()
        if let row = visibleEntries.firstIndex(where: { $0.displayName.lowercased().hasPrefix(typedPrefix) }) {
            select(row)
        }
    }
}
