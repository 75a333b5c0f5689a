/// A key on a hardware keyboard, as seen in a `UIPress`.
@preconcurrency @MainActor
open class UIKey {
    /// The text the key produces with modifiers applied: Shift+A gives "A" (R4.18).
    public let characters: String
    /// The text with no modifiers: lowercase for Latin letters, "" for a bare modifier, the
    /// `UIKeyCommand.input…` constant for special keys (R4.19).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held when the key went down (R4.21).
    public let modifierFlags: UIKeyModifierFlags
    /// The key's position as a HID usage, independent of layout (R4.20).
    public let keyCode: UIKeyboardHIDUsage

    /// Makes a key, for tests and replay; the keyboard backend makes the real ones.
    public init(characters: String, charactersIgnoringModifiers: String,
                modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}
