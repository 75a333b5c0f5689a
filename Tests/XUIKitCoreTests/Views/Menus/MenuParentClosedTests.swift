import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 25: a window closed under its open menu (another X client destroying it reaches the app
/// as a close) takes the menu with it, and an app left with no window ends.
@MainActor
@Suite("A menu's window closed under it", .serialized)
struct MenuParentClosedTests {
    private func openMenu(_ fixture: ContextMenuFixture) throws -> MenuPresenter {
        fixture.menu = UIMenu(children: [fixture.action("Copy"), fixture.action("Paste")])
        fixture.rightClick(120, 80)
        return try #require(MenuPresenter.current)
    }

    @Test("R11.10: the window the menu opened over is closed: the menu's popup closes too, and the last window gone ends the app")
    func parentClosedEndsApp() throws {
        let fixture = ContextMenuFixture()
        let menu = try openMenu(fixture)
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let popupID = try #require(menu.window.windowID)
        backend.requestClose(fixture.harness.id)
        #expect(MenuPresenter.current == nil)
        #expect(!menu.isOpen)
        #expect(backend.windows[popupID] == nil, "the popup's native window is destroyed")
        #expect(fixture.log.isEmpty, "closing runs no item")
        #expect(UIApplication.shared.exitStatus == 0)
        UIApplication.makeFreshForTesting()
    }

    @Test("R11.10: a submenu open as well closes with the window")
    func parentClosedWithSubmenu() throws {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [UIMenu(title: "More", children: [fixture.action("Deep")]), fixture.action("Copy")])
        fixture.rightClick(120, 80)
        fixture.clickRow(0)
        let root = try #require(MenuPresenter.current)
        let child = try #require(root.child)
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let childID = try #require(child.window.windowID)
        backend.requestClose(fixture.harness.id)
        #expect(MenuPresenter.current == nil)
        #expect(!child.isOpen)
        #expect(backend.windows[childID] == nil)
        #expect(UIApplication.shared.exitStatus == 0)
        UIApplication.makeFreshForTesting()
    }

    @Test("R11.10: with another window still shown, the app goes on and that window is key again")
    func otherWindowKeepsApp() throws {
        let fixture = ContextMenuFixture()
        let other = UIWindow(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        other.isHidden = false
        other.makeKey()
        fixture.harness.window.makeKey()
        _ = try openMenu(fixture)
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        backend.requestClose(fixture.harness.id)
        #expect(MenuPresenter.current == nil)
        #expect(UIApplication.shared.exitStatus == nil)
        #expect(!other.isHidden)
        other.isHidden = true
        UIApplication.makeFreshForTesting()
    }

    @Test("R11.10: the menu's own popup closed from outside closes the menu, and the window behind gets the keys")
    func popupClosedFromOutside() throws {
        let fixture = ContextMenuFixture()
        let menu = try openMenu(fixture)
        let popupID = try #require(menu.window.windowID)
        UIApplication.shared.windowCloseRequested(popupID)
        #expect(MenuPresenter.current == nil)
        #expect(!menu.isOpen)
        #expect(UIApplication.shared.keyWindow === fixture.harness.window)
        #expect(UIApplication.shared.exitStatus == nil)
        UIApplication.makeFreshForTesting()
    }
}
