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

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"

    /// True when `key` is this command's input with exactly this command's modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant)
            && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
