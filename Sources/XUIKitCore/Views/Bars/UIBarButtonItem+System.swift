import Foundation

extension UIBarButtonItem {
    /// The items UIKit draws itself: titles, glyphs and spaces. The raw values are UIKit's.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "Done", bold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", bold.
        case save = 3
        /// A plus.
        case add = 4
        /// A space that takes the room left, shared with the other flexible spaces.
        case flexibleSpace = 5
        /// A space `width` points wide.
        case fixedSpace = 6
        /// A pencil over a square.
        case compose = 7
        /// A curved arrow pointing back.
        case reply = 8
        /// A square with an arrow out of its top (share).
        case action = 9
        /// A folder.
        case organize = 10
        /// An open book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A bin.
        case trash = 16
        /// A triangle pointing right.
        case play = 17
        /// Two bars.
        case pause = 18
        /// Two triangles pointing left.
        case rewind = 19
        /// Two triangles pointing right.
        case fastForward = 20
        /// An arrow turning back.
        case undo = 21
        /// An arrow turning forward.
        case redo = 22
        /// Drawn as `.action`: the page curl has no meaning on a desktop.
        case pageCurl = 23
        /// A cross in a circle.
        case close = 24

        /// The title a text item shows, localisable through the app's bundle; nil for glyphs
        /// and spaces.
        var title: String? {
            switch self {
            case .done: return BarStrings.done
            case .cancel: return BarStrings.cancel
            case .edit: return BarStrings.edit
            case .save: return BarStrings.save
            default: return nil
            }
        }
    }

    /// What an assistive technology calls a glyph item ("Add", "Share"…), localisable as the
    /// titles are.
    static func accessibilityName(of systemItem: SystemItem) -> String {
        let english: String
        switch systemItem {
        case .action, .pageCurl: english = "Share"
        case .fastForward: english = "Fast Forward"
        case .trash: english = "Delete"
        default:
            let name = String(describing: systemItem)
            english = name.prefix(1).uppercased() + name.dropFirst()
        }
        return systemItem.title ?? BarStrings.localized(english)
    }

    /// Sets up the item as `systemItem`: its title, the bold style of Done and Save, the
    /// accessibility label of a glyph.
    func configure(systemItem: SystemItem) {
        self.systemItem = systemItem
        title = systemItem.title
        if systemItem == .done || systemItem == .save { style = .done }
    }
}

/// The words UIKit's bars show ("Done", "Back"…), in the user's language (R36.7): the app's
/// main-bundle Localizable.strings, then XUIKit's own table, then English.
enum BarStrings {
    static var done: String { localized("Done") }
    static var cancel: String { localized("Cancel") }
    static var edit: String { localized("Edit") }
    static var save: String { localized("Save") }
    static var back: String { localized("Back") }

    static func localized(_ key: String) -> String {
        SystemStrings.localized(key)
    }
}
