/// A key combination the responder chain handles with an action, such as Ctrl+S (R9.5).
@MainActor
open class UIKeyCommand {
    /// The key's characters, ignoring modifiers ("s", or one of the `input…` constants).
    public let input: String?
    /// The exact modifiers that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// The action sent, with this command as the sender, to the first responder that implements it.
    public let action: Selector?
    open var title: String
    open var discoverabilityTitle: String?

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = ""
    }

    public init(title: String, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
    }

    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    nonisolated public static let inputF1 = "UIKeyInputF1"

    /// True when `key` is this command's input with exactly this command's modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant)
            && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
