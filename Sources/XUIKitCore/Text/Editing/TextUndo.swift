import Foundation

/// Undo and redo of edits in a text field or text view (R9.17): before a change the view
/// registers a snapshot of its text and selection; undoing puts the snapshot back, registering
/// the inverse first so redo works, and announces it as a user change.
@MainActor
protocol TextUndoing: UIResponder {
    /// The text, in Characters.
    var textStorage: String { get set }
    var selection: TextSelection { get set }
    /// True while consecutive typing is gathered into one undo step.
    var typingUndoOpen: Bool { get set }
    /// Tells the delegate and observers that undo or redo changed the text and selection.
    func textDidChangeByUndo()
}

/// What an undo step puts back.
struct TextUndoSnapshot {
    let text: String
    let selection: TextSelection
}

extension TextUndoing {
    /// Registers the current text and selection with the undo manager, as the state to return to.
    func registerUndoSnapshot() {
        let snapshot = TextUndoSnapshot(text: textStorage, selection: selection)
        undoManager?.registerUndo(withTarget: self) { view in view.restore(snapshot) }
    }

    /// Undo and redo: put back a snapshot (registering the inverse) as a user change.
    private func restore(_ snapshot: TextUndoSnapshot) {
        registerUndoSnapshot()
        textStorage = snapshot.text
        selection = snapshot.selection.clamped(to: snapshot.text.count)
        typingUndoOpen = false
        textDidChangeByUndo()
    }
}

extension UndoManager {
    /// A text editor's own undo manager (R9.17). It keeps at most `UITextField.undoLevels` steps:
    /// each holds a copy of the text, so an unbounded stack grew with every deletion (issue 14,
    /// defect 5).
    static func forTextEditor() -> UndoManager {
        let manager = UndoManager()
        manager.levelsOfUndo = UITextField.undoLevels
        return manager
    }
}
