import Foundation
import XUIKit

// `XUIKitAccessibilityTarget --menubar`: the modal scene's window with a menu bar, for the AT-SPI
// test of the bar's tree (Tests/XUIKitX11Tests/AccessibilityMenuBarTests.swift). The app
// delegate adds to the top of File a group of Open… (Ctrl+O), Save (Ctrl+S) and Autosave (a
// command whose state is on); the standard Close follows after a separator. Prints `menu bar
// chose TITLE` when a command runs.

/// The menu bar's additions.
@MainActor
enum MenuBarScene {
    /// Whether the app was launched with `--menubar`.
    static var isOn: Bool { CommandLine.arguments.contains("--menubar") }

    /// Inserts the document group at the start of File.
    static func build(_ builder: any UIMenuBuilder) {
        guard builder.system == UIMenuSystem.main else { return }
        let open = UIKeyCommand(title: "Open…", action: .menuBarOpen, input: "o", modifierFlags: .command)
        let save = UIKeyCommand(title: "Save", action: .menuBarSave, input: "s", modifierFlags: .command)
        let autosave = UICommand(title: "Autosave", action: .menuBarAutosave, state: .on)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("target.document"), options: .displayInline,
                                   children: [open, save, autosave]), atStartOfMenu: .file)
    }
}

extension TargetDelegate {
    /// File > Open….
    func openFromMenuBar(_ sender: Any?) { print("menu bar chose Open…") }
    /// File > Save.
    func saveFromMenuBar(_ sender: Any?) { print("menu bar chose Save") }
    /// File > Autosave.
    func autosaveFromMenuBar(_ sender: Any?) { print("menu bar chose Autosave") }
}

extension Selector {
    static let menuBarOpen = Selector("openFromMenuBar:", TargetDelegate.openFromMenuBar)
    static let menuBarSave = Selector("saveFromMenuBar:", TargetDelegate.saveFromMenuBar)
    static let menuBarAutosave = Selector("autosaveFromMenuBar:", TargetDelegate.autosaveFromMenuBar)
}
