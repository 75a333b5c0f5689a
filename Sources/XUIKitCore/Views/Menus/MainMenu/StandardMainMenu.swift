import Foundation

/// The main menu system's standard menus, before any `buildMenu(with:)` changes them (R33.2).
///
/// The tree follows Mac Catalyst's: the root's children are the application, File, Edit, Format,
/// View, Window and Help menus, in that order; each holds its standard groups (inline menus) and
/// submenus with UIKit's identifiers. XUIKit fills the groups whose commands it can run — Quit,
/// Close, Undo and Redo, Cut, Copy, Paste, Delete and Select All; the others start empty and show
/// only once the app puts something in them (a menu with no visible item is not shown).
@MainActor
enum StandardMainMenu {
    /// A fresh copy of the standard tree.
    static func make() -> UIMenu {
        UIMenu(title: "", identifier: .root, children: [
            UIMenu(title: ProcessInfo.processInfo.processName, identifier: .application, children: [
                group(.about), group(.preferences),
                UIMenu(title: MenuTitles.services, identifier: .services),
                group(.hide),
                group(.quit, [UIKeyCommand(title: MenuTitles.withAppName(MenuTitles.quit), action: .terminateFromMenu,
                                           input: "q", modifierFlags: .command)]),
            ]),
            UIMenu(title: MenuTitles.file, identifier: .file, children: [
                group(.newScene), group(.openRecent), group(.close, [
                    UIKeyCommand(title: MenuTitles.close, action: .performClose, input: "w", modifierFlags: .command),
                ]), group(.document), group(.print),
            ]),
            UIMenu(title: MenuTitles.edit, identifier: .edit, children: [
                group(.undoRedo, [
                    UIKeyCommand(title: MenuTitles.undo, action: .undoFromMenu, input: "z", modifierFlags: .command),
                    UIKeyCommand(title: MenuTitles.redo, action: .redoFromMenu, input: "z", modifierFlags: [.command, .shift]),
                ]),
                group(.standardEdit, [
                    UIKeyCommand(title: MenuTitles.cut, action: .cut, input: "x", modifierFlags: .command),
                    UIKeyCommand(title: MenuTitles.copy, action: .copy, input: "c", modifierFlags: .command),
                    UIKeyCommand(title: MenuTitles.paste, action: .paste, input: "v", modifierFlags: .command),
                    UICommand(title: MenuTitles.delete, action: .delete),
                    UIKeyCommand(title: MenuTitles.selectAll, action: .selectAll, input: "a", modifierFlags: .command),
                ]),
                UIMenu(title: MenuTitles.find, identifier: .find, children: [group(.replace)]),
                group(.share),
                UIMenu(title: MenuTitles.spelling, identifier: .spelling, children: [group(.spellingPanel), group(.spellingOptions)]),
                UIMenu(title: MenuTitles.substitutions, identifier: .substitutions,
                       children: [group(.substitutionsPanel), group(.substitutionOptions)]),
                UIMenu(title: MenuTitles.transformations, identifier: .transformations),
                UIMenu(title: MenuTitles.speech, identifier: .speech),
                group(.lookup), group(.learn),
            ]),
            UIMenu(title: MenuTitles.format, identifier: .format, children: [
                UIMenu(title: MenuTitles.font, identifier: .font,
                       children: [group(.textStyle), group(.textSize), group(.textColor), group(.textStylePasteboard)]),
                UIMenu(title: MenuTitles.text, identifier: .text, children: [group(.alignment), group(.writingDirection)]),
            ]),
            UIMenu(title: MenuTitles.view, identifier: .view, children: [group(.toolbar), group(.sidebar), group(.fullscreen)]),
            UIMenu(title: MenuTitles.window, identifier: .window, children: [group(.minimizeAndZoom), group(.bringAllToFront)]),
            UIMenu(title: MenuTitles.help, identifier: .help),
        ])
    }

    /// An inline group: its items show in the parent between separators.
    private static func group(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
        UIMenu(title: "", identifier: identifier, options: .displayInline, children: children)
    }
}
