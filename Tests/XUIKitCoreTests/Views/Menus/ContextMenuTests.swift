import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

@MainActor
@Suite("Context menus", .serialized)
struct ContextMenuTests {
    @Test("R11.8: a right click asks the delegate at the click's location and opens a popup menu window")
    func rightClickOpens() throws {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("Copy"), fixture.action("Paste")])
        fixture.rightClick(120, 80)
        #expect(fixture.locations == [CGPoint(x: 120, y: 80)])
        let level = try #require(MenuPresenter.current)
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        let id = try #require(level.window.windowID)
        let record = try #require(backend.windows[id])
        #expect(record.style == .popupMenu)
        #expect(record.isVisible)
        #expect(record.frame.origin == CGPoint(x: 120, y: 80))
        #expect(fixture.rowTitles == ["Copy", "Paste"])
        #expect(UIApplication.shared.keyWindow === level.window)
        level.close()
    }

    @Test("R11.8: a menu opened over a window made dark by its own override is dark too; over a light one, light")
    func menuTakesTheWindowsStyle() throws {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("Copy")])
        fixture.harness.window.overrideUserInterfaceStyle = .dark
        fixture.rightClick(120, 80)
        let dark = try #require(MenuPresenter.current)
        #expect(dark.window.traitCollection.userInterfaceStyle == .dark)
        fixture.harness.key("\u{1B}", code: .keyboardEscape, down: true)
        fixture.harness.key("\u{1B}", code: .keyboardEscape, down: false)
        fixture.harness.display()
        #expect(MenuPresenter.current == nil)
        fixture.harness.window.overrideUserInterfaceStyle = .light
        fixture.rightClick(120, 80)
        let light = try #require(MenuPresenter.current)
        #expect(light.window.traitCollection.userInterfaceStyle == .light)
    }

    @Test("R11.8: a delegate that returns nil shows no menu")
    func nilConfiguration() {
        let fixture = ContextMenuFixture()
        fixture.rightClick(50, 50)
        #expect(fixture.locations.count == 1)
        #expect(MenuPresenter.current == nil)
    }

    @Test("R11.8: a primary click or a finger tap opens no context menu")
    func primaryClickDoesNotOpen() {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("Copy")])
        fixture.harness.click(50, 50)
        fixture.harness.tap(60, 60)
        #expect(fixture.locations.isEmpty)
        #expect(MenuPresenter.current == nil)
    }

    @Test("R11.8: a long press opens the context menu")
    func longPressOpens() {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("Copy")])
        fixture.harness.touch(.began, 70, 90)
        fixture.harness.advance(by: 0.6)
        #expect(fixture.locations == [CGPoint(x: 70, y: 90)])
        #expect(MenuPresenter.current != nil)
        fixture.harness.touch(.ended, 70, 90)
        #expect(fixture.locations.count == 1, "the end of the long press asks for no second menu")
        MenuPresenter.current?.close()
    }

    @Test("R11.7: clicking an item closes the menu, then runs its handler, once")
    func clickRunsItem() {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("Copy"), fixture.action("Paste")])
        fixture.rightClick(100, 100)
        fixture.clickRow(1)
        #expect(fixture.log == ["Paste after close"])
        #expect(MenuPresenter.current == nil)
        #expect(fixture.ended == 1)
        #expect(UIApplication.shared.keyWindow === fixture.harness.window)
    }

    @Test("R11.7: Down, Down, Return runs the second enabled item, skipping a disabled one")
    func keyboardNavigation() {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("One"), fixture.action("Off", attributes: .disabled),
                                         fixture.action("Two"), fixture.action("Three")])
        fixture.rightClick(10, 10)
        fixture.harness.press(.keyboardDownArrow)
        fixture.harness.press(.keyboardDownArrow)
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["Two after close"])
    }

    @Test("R11.7: Up from no highlight wraps to the last item")
    func upWraps() {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("One"), fixture.action("Two")])
        fixture.rightClick(10, 10)
        fixture.harness.press(.keyboardUpArrow)
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["Two after close"])
    }

    @Test("R11.7: Escape closes the menu without running anything, and keys go back to the field behind")
    func escapeCloses() {
        let fixture = ContextMenuFixture()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        fixture.target.addSubview(field)
        field.becomeFirstResponder()
        fixture.menu = UIMenu(children: [fixture.action("Copy")])
        fixture.rightClick(250, 250)
        fixture.harness.type("a")
        #expect(field.text == "")
        fixture.harness.press(.keyboardEscape, UIKeyCommand.inputEscape)
        #expect(MenuPresenter.current == nil)
        #expect(fixture.log.isEmpty)
        #expect(fixture.ended == 1)
        fixture.harness.type("b")
        #expect(field.text == "b")
    }

    @Test("R11.7: a click outside the menu closes it, runs nothing and does not reach the view under it")
    func clickOutsideCloses() {
        let fixture = ContextMenuFixture()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 300, y: 300, width: 80, height: 40)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        fixture.target.addSubview(button)
        fixture.menu = UIMenu(children: [fixture.action("Copy")])
        fixture.rightClick(20, 20)
        fixture.harness.click(340, 320)
        #expect(MenuPresenter.current == nil)
        #expect(fixture.log.isEmpty)
        #expect(taps == 0)
        fixture.harness.click(340, 320)
        #expect(taps == 1)
    }

    @Test("R11.7: a menu opened near the screen's corner is moved to stay on screen")
    func staysOnScreen() throws {
        let fixture = ContextMenuFixture()
        let backend = try #require(UIApplication.shared.backend as? HeadlessBackend)
        backend.screenPixelSize = CGSize(width: 400, height: 400)
        defer { backend.screenPixelSize = CGSize(width: 1920, height: 1080) }
        fixture.menu = UIMenu(children: [fixture.action("Copy"), fixture.action("Paste"), fixture.action("Delete")])
        fixture.rightClick(390, 395)
        let frame = try #require(MenuPresenter.current?.window.frame)
        #expect(frame.minX >= 0 && frame.maxX <= 400)
        #expect(frame.minY >= 0 && frame.maxY <= 400)
        // Opened leftwards and upwards from the click, not merely pushed in.
        #expect(frame.maxX == 390)
        #expect(frame.maxY == 395)
        MenuPresenter.current?.close()
    }

    @Test("R11.7: a disabled item does nothing when clicked, and the menu stays open")
    func disabledItem() {
        let fixture = ContextMenuFixture()
        fixture.menu = UIMenu(children: [fixture.action("Off", attributes: .disabled), fixture.action("On")])
        fixture.rightClick(10, 10)
        fixture.clickRow(0)
        #expect(fixture.log.isEmpty)
        #expect(MenuPresenter.current != nil)
        MenuPresenter.current?.close()
    }

    @Test("R11.7: Right opens a submenu, Left closes it, and Return runs a submenu item")
    func submenus() {
        let fixture = ContextMenuFixture()
        let share = UIMenu(title: "Share", children: [fixture.action("Mail"), fixture.action("Print")])
        fixture.menu = UIMenu(children: [share, fixture.action("Copy")])
        fixture.rightClick(10, 10)
        fixture.harness.press(.keyboardDownArrow)
        fixture.harness.press(.keyboardRightArrow)
        #expect(fixture.rowTitles == ["Share", "Mail", "Print"])
        fixture.harness.press(.keyboardLeftArrow)
        #expect(fixture.rowTitles == ["Share", "Copy"])
        fixture.harness.press(.keyboardRightArrow)
        fixture.harness.press(.keyboardDownArrow)
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["Print after close"])
        #expect(MenuPresenter.current == nil)
    }
}
