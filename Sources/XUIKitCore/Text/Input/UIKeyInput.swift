/// The minimal text-input protocol: a responder that accepts typed text and deletions.
///
/// When an adopting responder is first responder, on-screen keyboards such as `UIKeyboardView`
/// type into it through these methods. `UITextField` adopts it and also takes text from the
/// hardware keyboard.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing any selection. A Return key inserts "\n".
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the insertion point.
    func deleteBackward()
}

/// A responder that takes a held key's auto-repeats (which are not new presses, R9.4) as more
/// typing. `PressRouter` calls it for repeats of a key whose press went to this responder while
/// it is still first responder.
@MainActor
protocol KeyRepeatReceiver: AnyObject {
    func handleKeyRepeat(_ key: UIKey)
}
