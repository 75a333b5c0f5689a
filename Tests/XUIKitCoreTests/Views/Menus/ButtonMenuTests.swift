import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIButton menus", .serialized)
struct ButtonMenuTests {
    /// A button at (20, 20, 100 × 40) with a two-item menu, and a log of its events and items.
    @MainActor
    final class Fixture {
        let harness = Harness()
        let button = UIButton(type: .system)
        var log: [String] = []

        init(primary: Bool) {
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
            button.setTitle("Sort", for: .normal)
            button.menu = UIMenu(children: ["Name", "Date"].map { title in
                UIAction(title: title) { [unowned self] action in
                    self.log.append("\(title) from \(action.sender === self.button ? "button" : "?")")
                }
            })
            button.showsMenuAsPrimaryAction = primary
            button.addAction(UIAction { [unowned self] _ in
                self.log.append(MenuPresenter.current == nil ? "menuAction before menu" : "menuAction after menu")
            }, for: .menuActionTriggered)
            button.addAction(UIAction { [unowned self] _ in self.log.append("primary") }, for: .primaryActionTriggered)
            harness.window.addSubview(button)
            harness.display()
        }
    }

    @Test("R7.25: with showsMenuAsPrimaryAction a click sends menuActionTriggered, then opens the menu under the button")
    func primaryClickOpensMenu() throws {
        let fixture = Fixture(primary: true)
        fixture.harness.click(60, 40)
        #expect(fixture.log == ["menuAction before menu"])
        let frame = try #require(MenuPresenter.current?.window.frame)
        #expect(frame.minX == 20)
        #expect(frame.minY >= 60)
        fixture.harness.press(.keyboardDownArrow)
        fixture.harness.press(.keyboardDownArrow)
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["menuAction before menu", "Date from button"])
    }

    @Test("R7.25: without showsMenuAsPrimaryAction a click is a plain tap, and a long press opens the menu")
    func longPressOpensMenu() {
        let fixture = Fixture(primary: false)
        fixture.harness.click(60, 40)
        #expect(fixture.log == ["primary"])
        #expect(MenuPresenter.current == nil)
        fixture.harness.touch(.began, 60, 40)
        fixture.harness.advance(by: 0.6)
        #expect(fixture.log == ["primary", "menuAction before menu"])
        #expect(MenuPresenter.current != nil)
        fixture.harness.touch(.ended, 60, 40)
        #expect(fixture.log == ["primary", "menuAction before menu"])
        MenuPresenter.current?.close()
    }

    @Test("A button without a menu sends primaryActionTriggered and opens nothing")
    func noMenu() {
        let fixture = Fixture(primary: true)
        fixture.button.menu = nil
        fixture.harness.click(60, 40)
        #expect(fixture.log == ["primary"])
        #expect(MenuPresenter.current == nil)
    }
}
