import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Menu builder", .serialized)
struct MenuBuilderTests {
    private func builder() -> MenuTreeBuilder {
        _ = Harness()
        return MenuTreeBuilder(system: .main, root: StandardMainMenu.make())
    }

    private func ids(_ menu: UIMenu?) -> [UIMenu.Identifier] {
        (menu?.children ?? []).compactMap { ($0 as? UIMenu)?.identifier }
    }

    private func menu(_ title: String, _ id: String) -> UIMenu {
        UIMenu(title: title, identifier: UIMenu.Identifier(id), children: [UIAction(title: title) { _ in }])
    }

    @Test("R33.2: the standard menus are application, File, Edit, Format, View, Window and Help, with UIKit's identifiers")
    func standardOrder() {
        let builder = builder()
        #expect(ids(builder.root) == [.application, .file, .edit, .format, .view, .window, .help])
        #expect(UIMenu.Identifier.file.rawValue == "com.apple.menu.file")
        #expect(ids(builder.menu(for: .edit)) == [.undoRedo, .standardEdit, .find, .share, .spelling, .substitutions,
                                                  .transformations, .speech, .lookup, .learn])
        #expect(ids(builder.menu(for: .application)) == [.about, .preferences, .services, .hide, .quit])
        #expect(ids(builder.menu(for: .file)) == [.newScene, .openRecent, .close, .document, .print])
        #expect(builder.menu(for: .standardEdit)?.children.map(\.title) == ["Cut", "Copy", "Paste", "Delete", "Select All"])
        #expect(builder.command(for: .copy, propertyList: nil)?.title == "Copy")
        #expect(builder.command(for: .terminateFromMenu, propertyList: nil)?.title == "Quit \(ProcessInfo.processInfo.processName)")
        #expect(builder.changeCount == 0)
    }

    @Test("The app's name goes in place of every %@ of a title, wherever it stands")
    func appNameInTitles() {
        let name = ProcessInfo.processInfo.processName
        #expect(MenuTitles.withAppName("%@ beenden") == "\(name) beenden")
        #expect(MenuTitles.withAppName("Quit %@") == "Quit \(name)")
        #expect(MenuTitles.withAppName("%@ / %@") == "\(name) / \(name)")
        #expect(MenuTitles.withAppName("Quit") == "Quit")
    }

    @Test("R33.3: insertChild puts a menu first or last in its parent")
    func insertChild() {
        let builder = builder()
        builder.insertChild(menu("A", "a"), atStartOfMenu: .file)
        builder.insertChild(menu("B", "b"), atEndOfMenu: .file)
        #expect(ids(builder.menu(for: .file)) == [UIMenu.Identifier("a"), .newScene, .openRecent, .close, .document, .print,
                                                  UIMenu.Identifier("b")])
        #expect(builder.changeCount == 2)
    }

    @Test("R33.3: insertSibling puts a menu right before or after another, in its parent")
    func insertSibling() {
        let builder = builder()
        builder.insertSibling(menu("Go", "go"), afterMenu: .edit)
        builder.insertSibling(menu("Pre", "pre"), beforeMenu: .file)
        builder.insertSibling(menu("Deep", "deep"), afterMenu: .undoRedo)
        #expect(ids(builder.root) == [.application, UIMenu.Identifier("pre"), .file, .edit, UIMenu.Identifier("go"),
                                      .format, .view, .window, .help])
        #expect(ids(builder.menu(for: .edit)).prefix(3) == [.undoRedo, UIMenu.Identifier("deep"), .standardEdit])
    }

    @Test("R33.3: replace, replaceChildren and remove change only the named menu")
    func replaceAndRemove() {
        let builder = builder()
        builder.remove(menu: .format)
        builder.replace(menu: .view, with: menu("Look", "look"))
        builder.replaceChildren(ofMenu: .standardEdit) { children in children.filter { $0.title != "Delete" } }
        #expect(ids(builder.root) == [.application, .file, .edit, UIMenu.Identifier("look"), .window, .help])
        #expect(builder.menu(for: .format) == nil)
        #expect(builder.menu(for: .font) == nil)
        #expect(builder.menu(for: .standardEdit)?.children.map(\.title) == ["Cut", "Copy", "Paste", "Select All"])
        #expect(builder.menu(for: .standardEdit)?.options.contains(.displayInline) == true)
    }

    @Test("R33.3: an unknown menu, a duplicate identifier or the root's sibling changes nothing")
    func invalidOperations() {
        let builder = builder()
        let before = ids(builder.root)
        builder.insertChild(menu("A", "a"), atEndOfMenu: UIMenu.Identifier("missing"))
        builder.insertChild(menu("Edit again", UIMenu.Identifier.edit.rawValue), atEndOfMenu: .file)
        builder.insertSibling(menu("Z", "z"), afterMenu: .root)
        builder.remove(menu: .root)
        builder.remove(menu: UIMenu.Identifier("missing"))
        #expect(ids(builder.root) == before)
        #expect(ids(builder.menu(for: .file)) == [.newScene, .openRecent, .close, .document, .print])
        #expect(builder.changeCount == 0)
    }

    @Test("R33.4: finding actions and commands searches the whole tree; property lists tell commands apart")
    func finding() {
        let builder = builder()
        let action = UIAction(title: "Hello", identifier: UIAction.Identifier("hello")) { _ in }
        let one = UICommand(title: "One", action: .testOpen, propertyList: "one")
        let two = UICommand(title: "Two", action: .testOpen, propertyList: "two")
        builder.insertChild(UIMenu(title: "X", identifier: UIMenu.Identifier("x"), children: [action, one, two]),
                            atEndOfMenu: .font)
        #expect(builder.action(for: UIAction.Identifier("hello")) === action)
        #expect(builder.command(for: .testOpen, propertyList: "two") === two)
        #expect(builder.command(for: .testOpen, propertyList: "one") === one)
        #expect(builder.command(for: .testOpen, propertyList: nil) == nil)
        #expect(builder.menu(for: UIMenu.Identifier("x"))?.title == "X")
        #expect(builder.action(for: UIAction.Identifier("nope")) == nil)
    }

    @Test("R33.1: the app delegate's buildMenu(with:) builds the main system; rebuilding asks again")
    func delegateBuilds() {
        let fixture = MenuBarFixture()
        #expect(fixture.delegate.systems.count == 1)
        #expect(fixture.delegate.systems.first == UIMenuSystem.main)
        #expect(fixture.bar?.menus.first { $0.identifier == .file }?.children.first.map { ($0 as? UIMenu)?.identifier }
                == UIMenu.Identifier("test.document"))
        UIMenuSystem.main.setNeedsRebuild()
        #expect(fixture.delegate.systems.count == 2)
    }

    @Test("R33.6: a key command shows its shortcut with Ctrl for Command")
    func shortcutText() {
        _ = Harness()
        #expect(UIKeyCommand(title: "Save", action: .testSave, input: "s", modifierFlags: .command).shortcutText == "Ctrl+S")
        #expect(UIKeyCommand(title: "Redo", action: .testSave, input: "z", modifierFlags: [.command, .shift]).shortcutText
                == "Ctrl+Shift+Z")
        #expect(UIKeyCommand(title: "Help", action: .testSave, input: UIKeyCommand.inputF1).shortcutText == "F1")
        #expect(UIKeyCommand(title: "Up", action: .testSave, input: UIKeyCommand.inputUpArrow,
                             modifierFlags: [.alternate]).shortcutText == "Alt+Up")
        let row = MenuRow.rows(for: UIMenu(children: [UIKeyCommand(title: "Save", action: .testSave, input: "s",
                                                                   modifierFlags: .control)]))
        #expect(row.first?.shortcut == "Ctrl+S")
    }

    @Test("R33.11: mnemonics are each title's first letter no earlier title took")
    func mnemonics() {
        let titles = ["File", "Edit", "Format", "View", "Fee", "?"]
        let letters = MenuMnemonics.assign(titles).map { $0?.letter }
        #expect(letters == ["f", "e", "o", "v", nil, nil])
        let format = MenuMnemonics.assign(titles)[2]
        #expect(format.map { titles[2].distance(from: titles[2].startIndex, to: $0.index) } == 1)
    }
}
