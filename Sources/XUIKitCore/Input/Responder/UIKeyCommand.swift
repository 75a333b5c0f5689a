/// A key combination the responder chain handles with an action, such as Ctrl+S (R9.5).
///
/// As in UIKit it is a `UICommand`: in a menu (the menu bar's, R33.6) it is an item that shows
/// its shortcut ("Ctrl+S") and runs its action when chosen or when its keys are pressed.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key's characters, ignoring modifiers ("s", or one of the `input…` constants).
    public let input: String?
    /// The exact modifiers that must be held.
    public let modifierFlags: UIKeyModifierFlags

    /// A command that sends `action` when `input` is pressed with exactly `modifierFlags`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", action: action)
    }

    /// A titled command that sends `action` when `input` is pressed with exactly `modifierFlags`.
    /// Everything but the action and the input has a default, as in UIKit.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Up Arrow key (R4.19).
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Down Arrow key (R4.19).
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Left Arrow key (R4.19).
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Right Arrow key (R4.19).
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Escape key (R4.19).
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Page Up key (R4.19).
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Page Down key (R4.19).
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Home key (R4.19).
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the End key (R4.19).
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the Delete (forward delete) key (R4.19).
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The `input` (and `UIKey.charactersIgnoringModifiers`) of the F1 key (R4.19).
    nonisolated public static let inputF1 = "UIKeyInputF1"

    /// True when `key` is this command's input with exactly this command's modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant)
            && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
