import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Menu bar", .serialized)
struct MenuBarTests {
    @Test("R33.11: F10 opens the first menu with its first item highlighted; F10 again closes it")
    func f10() throws {
        let fixture = MenuBarFixture()
        fixture.press(MenuBarKeyboard.f10, "UIKeyInputF10")
        let bar = try #require(fixture.bar)
        #expect(bar.openIndex == 0)
        #expect(bar.items[0].isOpen)
        #expect(fixture.openView?.highlighted == 0)
        #expect(fixture.openRows.last?.hasPrefix("Quit ") == true)
        fixture.press(MenuBarKeyboard.f10, "UIKeyInputF10")
        #expect(bar.openIndex == nil)
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
    }

    @Test("R33.11, R33.8: Alt+F opens File below its title, without a title row, shortcuts shown")
    func altMnemonic() throws {
        let fixture = MenuBarFixture()
        let file = try #require(fixture.index(of: "File"))
        fixture.chord("f", .alternate)
        let bar = try #require(fixture.bar)
        #expect(bar.openIndex == file)
        #expect(fixture.openRows == ["Open…", "Save", "-", "Close"])
        #expect(fixture.openView?.rows.map(\.shortcut) == ["Ctrl+O", "Ctrl+S", nil, "Ctrl+W"])
        let window = try #require(UIApplication.shared.menuTracking.openMenu?.window)
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let id = try #require(window.windowID)
        let record = try #require(backend.windows[id])
        #expect(record.frame.origin == CGPoint(x: bar.items[file].frame.minX, y: 26))
    }

    @Test("R33.11: holding Alt underlines the mnemonics; releasing it stops")
    func altUnderlines() throws {
        let fixture = MenuBarFixture()
        let bar = try #require(fixture.bar)
        fixture.harness.key("", code: .keyboardLeftAlt, modifiers: .alternate, down: true)
        #expect(bar.showsMnemonics)
        fixture.harness.key("", code: .keyboardLeftAlt, down: false)
        #expect(!bar.showsMnemonics)
    }

    @Test("R33.12, R33.7: Down and Return run an item; the command reaches the first responder after the menu closed")
    func returnRuns() throws {
        let fixture = MenuBarFixture()
        fixture.chord("f", .alternate)
        fixture.press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(fixture.openView?.highlighted == 1)
        fixture.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.document.log == ["save"])
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
        #expect(fixture.bar?.openIndex == nil)
        #expect(UIApplication.shared.keyWindow === fixture.harness.window)
    }

    @Test("R33.12: Right and Left move between the bar's menus, wrapping; Escape closes")
    func arrowsBetweenMenus() throws {
        let fixture = MenuBarFixture()
        let bar = try #require(fixture.bar)
        let file = try #require(fixture.index(of: "File"))
        fixture.chord("f", .alternate)
        fixture.press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        #expect(bar.openIndex == file + 1)
        #expect(fixture.openRows.contains("Cut"))
        #expect(!bar.items[file].isOpen)
        fixture.press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        #expect(bar.openIndex == (file + 2) % bar.menus.count)
        fixture.press(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        fixture.press(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        #expect(bar.openIndex == file)
        fixture.press(.keyboardEscape, UIKeyCommand.inputEscape)
        #expect(bar.openIndex == nil)
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
    }

    @Test("R33.5: a menu opened from the bar shows commands no responder performs dimmed, and checks validated ones")
    func openMenuIsValidated() throws {
        let fixture = MenuBarFixture()
        fixture.document.canSave = false
        fixture.chord("e", .alternate)
        let rows = try #require(fixture.openView?.rows)
        let undo = try #require(rows.first { $0.title == "Undo" })
        #expect(!undo.isEnabled)
        UIApplication.shared.menuTracking.openMenu?.close()
        fixture.document.canSave = true
        fixture.document.saveChecked = true
        fixture.chord("f", .alternate)
        let save = try #require(fixture.openView?.rows.first { $0.title == "Save" })
        #expect(save.isEnabled)
        #expect(save.state == .on)
    }

    @Test("R33.10: pressing a title opens its menu; hovering another title while open switches to it")
    func clickAndHover() throws {
        let fixture = MenuBarFixture()
        let bar = try #require(fixture.bar)
        let file = try #require(fixture.index(of: "File"))
        let fileFrame = bar.items[file].frame
        fixture.harness.click(fileFrame.midX, fileFrame.midY)
        fixture.harness.display()
        #expect(bar.openIndex == file)
        #expect(fixture.openView?.highlighted == nil)
        let editFrame = bar.items[file + 1].frame
        fixture.harness.hover(editFrame.midX, editFrame.midY)
        fixture.harness.display()
        #expect(bar.openIndex == file + 1)
        #expect(fixture.openRows.contains("Paste"))
    }
}
