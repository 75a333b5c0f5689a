import Foundation

/// The edit menu's suggested actions: Cut, Copy, Paste and Select All as commands sending the
/// standard edit selectors (R9.7), each only when the responder chain from the first responder
/// can perform it — UIKit's edit menu leaves out what it cannot do (R33.13).
@MainActor
enum StandardEditMenu {
    static func suggestedActions(from start: UIResponder) -> [UIMenuElement] {
        let commands = [
            UICommand(title: MenuTitles.cut, action: .cut),
            UICommand(title: MenuTitles.copy, action: .copy),
            UICommand(title: MenuTitles.paste, action: .paste),
            UICommand(title: MenuTitles.selectAll, action: .selectAll),
        ]
        return available(commands, from: start)
    }

    /// The commands that validate (R33.5) from `start`.
    static func available(_ commands: [UICommand], from start: UIResponder) -> [UIMenuElement] {
        commands.filter { MenuValidation.validate($0, from: start) != nil }
    }
}
