import Foundation

/// The menu bar's keys (R33.11): F10 opens the key window's first menu, or closes the one open;
/// Alt with a mnemonic opens that menu; holding Alt underlines the mnemonics. In an open menu the
/// arrows, Return and Escape are the menu's own (R11.7), and Left and Right at its top level move
/// to the menu beside it (R33.12).
@MainActor
enum MenuBarKeyboard {
    /// The F10 key's usage (F2–F11 follow F1's 0x3A).
    static let f10 = UIKeyboardHIDUsage(rawValue: 0x43)

    /// Handles a key the bar takes; returns whether it took it.
    static func perform(_ key: UIKey, in application: UIApplication) -> Bool {
        guard application.mainMenu.isActive, let bar = bar(in: application) else { return false }
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        if flags.isEmpty, key.keyCode == f10 || key.charactersIgnoringModifiers == "UIKeyInputF10" {
            if bar.openIndex != nil { bar.closeOpenMenu() } else { bar.open(0, highlightFirst: true) }
            return true
        }
        guard flags == .alternate, let letter = key.charactersIgnoringModifiers.lowercased().first,
              let index = bar.items.firstIndex(where: { $0.mnemonic?.letter == letter }) else { return false }
        bar.open(index, highlightFirst: true)
        return true
    }

    /// Alt went down or up: the bar of the key window underlines its mnemonics while it is held.
    static func noteModifier(_ key: UIKey, isDown: Bool, in application: UIApplication) {
        guard key.keyCode == .keyboardLeftAlt || key.keyCode == .keyboardRightAlt else {
            return
        }
        guard application.mainMenu.isActive, let bar = bar(in: application) else { return }
        bar.showsMnemonics = isDown
    }

    /// The bar whose menu is open, else the key window's.
    private static func bar(in application: UIApplication) -> MenuBarView? {
        application.mainMenu.activeBar ?? application.keyWindow?.menuBarView
    }
}
