import Foundation

/// R33.6: the key shortcuts of the main menu's `UIKeyCommand`s work with the bar closed. After the
/// responder chain's own `keyCommands` (R9.5), a key that matches an enabled, visible command of
/// the menu sends its action, with the command as sender, to the responder validation found.
/// On Linux Ctrl stands for Command, as in GTK apps: a command made with `.command` answers to
/// Ctrl, and is shown as "Ctrl+…".
@MainActor
enum MainMenuShortcuts {
    static func perform(_ key: UIKey, startingAt start: UIResponder, in application: UIApplication) -> Bool {
        let state = application.mainMenu
        guard state.isActive, let command = command(matching: key, in: state.menu),
              let target = MenuValidation.validate(command, from: start) else { return false }
        return application.sendAction(command.action, to: target, from: command, for: nil)
    }

    /// The first visible key command in `menu` (depth first) whose shortcut is `key`.
    static func command(matching key: UIKey, in menu: UIMenu) -> UIKeyCommand? {
        for element in menu.children {
            if let submenu = element as? UIMenu {
                if let found = command(matching: key, in: submenu) { return found }
            } else if let command = element as? UIKeyCommand, !command.attributes.contains(.hidden),
                      command.matchesAsMenuShortcut(key) {
                return command
            }
        }
        return nil
    }
}

extension UIKeyCommand {
    /// The modifiers as Linux reads them: Command is Ctrl (R33.6).
    var linuxModifierFlags: UIKeyModifierFlags {
        var flags = modifierFlags.intersection([.shift, .control, .alternate, .command])
        if flags.contains(.command) { flags.remove(.command); flags.insert(.control) }
        return flags
    }

    func matchesAsMenuShortcut(_ key: UIKey) -> Bool {
        guard let input else { return false }
        return key.modifierFlags.intersection([.shift, .control, .alternate, .command]) == linuxModifierFlags
            && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    /// The shortcut as a menu shows it: "Ctrl+S", "Ctrl+Shift+Z", "F1", "Esc" (R33.6).
    var shortcutText: String? {
        guard let input, !input.isEmpty else { return nil }
        let flags = linuxModifierFlags
        var parts: [String] = []
        if flags.contains(.control) { parts.append("Ctrl") }
        if flags.contains(.alternate) { parts.append("Alt") }
        if flags.contains(.shift) { parts.append("Shift") }
        parts.append(Self.keyName(input))
        return parts.joined(separator: "+")
    }

    private static func keyName(_ input: String) -> String {
        switch input {
        case inputUpArrow: return "Up"
        case inputDownArrow: return "Down"
        case inputLeftArrow: return "Left"
        case inputRightArrow: return "Right"
        case inputEscape: return "Esc"
        case inputPageUp: return "Page Up"
        case inputPageDown: return "Page Down"
        case inputHome: return "Home"
        case inputEnd: return "End"
        case inputDelete: return "Delete"
        case "\r": return "Return"
        case "\t": return "Tab"
        case " ": return "Space"
        case "\u{8}": return "Backspace"
        default:
            if input.hasPrefix("UIKeyInputF") { return String(input.dropFirst("UIKeyInput".count)) }
            return input.uppercased()
        }
    }
}
