import Foundation

/// Every title of the standard menus and commands, in one place, in the user's language through
/// XUIKit's own table of UIKit's words (R33.2, R36.7); "%@" stands for the app's name.
enum MenuTitles {
    static var file: String { SystemStrings.localized("File") }
    static var edit: String { SystemStrings.localized("Edit") }
    static var format: String { SystemStrings.localized("Format") }
    static var view: String { SystemStrings.localized("View") }
    static var window: String { SystemStrings.localized("Window") }
    static var help: String { SystemStrings.localized("Help") }
    static var services: String { SystemStrings.localized("Services") }
    static var find: String { SystemStrings.localized("Find") }
    static var spelling: String { SystemStrings.localized("Spelling and Grammar") }
    static var substitutions: String { SystemStrings.localized("Substitutions") }
    static var transformations: String { SystemStrings.localized("Transformations") }
    static var speech: String { SystemStrings.localized("Speech") }
    static var font: String { SystemStrings.localized("Font") }
    static var text: String { SystemStrings.localized("Text") }
    static var quit: String { SystemStrings.localized("Quit %@") }
    static var close: String { SystemStrings.localized("Close") }
    static var undo: String { SystemStrings.localized("Undo") }
    static var redo: String { SystemStrings.localized("Redo") }
    static var cut: String { SystemStrings.localized("Cut") }
    static var copy: String { SystemStrings.localized("Copy") }
    static var paste: String { SystemStrings.localized("Paste") }
    static var delete: String { SystemStrings.localized("Delete") }
    static var selectAll: String { SystemStrings.localized("Select All") }

    /// `template` with the app's name in place of "%@".
    static func withAppName(_ template: String) -> String {
        // The standard library's replacing, not Foundation's (its NSString bridging costs a launch).
        template.replacing("%@", with: ProcessInfo.processInfo.processName)
    }
}
