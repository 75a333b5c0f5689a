import Foundation

/// R33.5: before a menu of the bar opens, and before a shortcut runs, each command asks the
/// responder chain from the key window's first responder: the responder that will handle it is
/// `target(forAction:withSender:)`'s answer (the first whose `canPerformAction(_:withSender:)`
/// says yes); with none the command is disabled; otherwise that responder's `validate(_:)` may
/// change its title, attributes and state. Each validation starts from the command as the app
/// made it, so a command disabled once is enabled again when a responder can perform it.
@MainActor
enum MenuValidation {
    /// Validates every command in `menu` (submenus included) in place.
    static func validate(_ menu: UIMenu, from start: UIResponder) {
        for element in menu.children {
            switch element {
            case let submenu as UIMenu: validate(submenu, from: start)
            case let command as UICommand: _ = validate(command, from: start)
            default: continue
            }
        }
    }

    /// Validates `command`; returns the responder that will perform it, or nil when it is
    /// disabled.
    static func validate(_ command: UICommand, from start: UIResponder) -> UIResponder? {
        command.restoreValidationBase()
        guard let target = start.target(forAction: command.action, withSender: command) as? UIResponder,
              (target as? StandardCommandValidating)?.isStandardCommandEnabled(command.action) ?? true
        else {
            command.attributes.insert(.disabled)
            return nil
        }
        target.validate(command)
        return command.attributes.contains(.disabled) ? nil : target
    }
}
