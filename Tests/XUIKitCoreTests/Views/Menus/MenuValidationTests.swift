import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Menu validation and shortcuts", .serialized)
struct MenuValidationTests {
    @Test("R33.5: a command no responder can perform is disabled; one the first responder performs is enabled")
    func disabledWithoutTarget() {
        let fixture = MenuBarFixture()
        let nobody = UICommand(title: "Nobody", action: .testNobody)
        let open = UICommand(title: "Open", action: .testOpen)
        let menu = UIMenu(children: [nobody, open])
        MenuValidation.validate(menu, from: fixture.document)
        #expect(nobody.attributes.contains(.disabled))
        #expect(!open.attributes.contains(.disabled))
        #expect(MenuRow.rows(for: menu).map(\.isEnabled) == [false, true])
    }

    @Test("R33.5: canPerformAction saying no disables, validate(_:) checks, and each validation starts afresh")
    func canPerformAndValidate() {
        let fixture = MenuBarFixture()
        let save = UICommand(title: "Save", action: .testSave)
        fixture.document.canSave = false
        _ = MenuValidation.validate(save, from: fixture.document)
        #expect(save.attributes.contains(.disabled))
        fixture.document.canSave = true
        fixture.document.saveChecked = true
        _ = MenuValidation.validate(save, from: fixture.document)
        #expect(!save.attributes.contains(.disabled))
        #expect(save.state == .on)
        fixture.document.saveChecked = false
        _ = MenuValidation.validate(save, from: fixture.document)
        #expect(save.state == .off)
    }

    @Test("R33.5: Undo is enabled only when the first responder's undo manager can undo")
    func undoValidation() throws {
        let fixture = MenuBarFixture()
        let undo = try #require(fixture.harness.window.application.mainMenu.menu
            .children.compactMap { $0 as? UIMenu }.first { $0.identifier == .edit }
            .flatMap { ($0.children.first as? UIMenu)?.children.first as? UICommand })
        #expect(undo.action == .undoFromMenu)
        #expect(MenuValidation.validate(undo, from: fixture.document) == nil)
        let manager = try #require(fixture.document.undoManager)
        var undone = false
        manager.registerUndo(withTarget: fixture.document) { _ in undone = true }
        #expect(MenuValidation.validate(undo, from: fixture.document) === fixture.harness.window)
        fixture.chord("z", .control)
        #expect(undone)
    }

    @Test("R33.6: a menu shortcut runs its command on the first responder with the bar closed")
    func shortcutWithBarClosed() {
        let fixture = MenuBarFixture()
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
        fixture.chord("o", .control)
        fixture.chord("s", .control)
        #expect(fixture.document.log == ["open", "save"])
        #expect(UIApplication.shared.menuTracking.openMenu == nil)
    }

    @Test("R33.6: a disabled command's shortcut does not run; Alt or Super with the letter does not match")
    func disabledShortcut() {
        let fixture = MenuBarFixture()
        fixture.document.canSave = false
        fixture.chord("s", .control)
        fixture.chord("o", .alternate)
        fixture.chord("o", [.control, .shift])
        #expect(fixture.document.log.isEmpty)
    }

    @Test("R33.9: without a buildMenu change there is no bar, no shortcut, and the root view fills the window")
    func automaticHidesBar() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = UIViewController()
        harness.window.rootViewController = controller
        UIMenuSystem.main.setNeedsRebuild()
        #expect(harness.window.menuBarView == nil)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        UIMenuSystem.main.menuBarVisibility = .visible
        #expect(harness.window.menuBarView != nil)
        #expect(controller.view.frame == CGRect(x: 0, y: 26, width: 300, height: 174))
        UIMenuSystem.main.menuBarVisibility = .hidden
        #expect(harness.window.menuBarView == nil)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("R33.9: with the delegate's menus the bar is on top and the root view starts below it, also after a resize")
    func barShiftsRootView() throws {
        let fixture = MenuBarFixture()
        let bar = try #require(fixture.bar)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 500, height: 26))
        #expect(fixture.controller.view.frame == CGRect(x: 0, y: 26, width: 500, height: 374))
        fixture.harness.window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        #expect(fixture.controller.view.frame == CGRect(x: 0, y: 26, width: 600, height: 274))
        #expect(bar.frame.width == 600)
        // Only menus with a visible item are on the bar: File (the app's), Edit, and the app menu.
        #expect(bar.menus.map(\.identifier) == [.application, .file, .edit])
    }
}
