import Foundation

/// Every English title of the standard menus and commands, in one place so they can be localised
/// (R33.2). "%@" stands for the app's name.
enum MenuTitles {
    static let file = "File"
    static let edit = "Edit"
    static let format = "Format"
    static let view = "View"
    static let window = "Window"
    static let help = "Help"
    static let services = "Services"
    static let find = "Find"
    static let spelling = "Spelling and Grammar"
    static let substitutions = "Substitutions"
    static let transformations = "Transformations"
    static let speech = "Speech"
    static let font = "Font"
    static let text = "Text"
    static let quit = "Quit %@"
    static let close = "Close"
    static let undo = "Undo"
    static let redo = "Redo"
    static let cut = "Cut"
    static let copy = "Copy"
    static let paste = "Paste"
    static let delete = "Delete"
    static let selectAll = "Select All"

    /// `template` with the app's name in place of "%@".
    static func withAppName(_ template: String) -> String {
        template.replacingOccurrences(of: "%@", with: ProcessInfo.processInfo.processName)
    }
}
