import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITableView: the keyboard moves the selection")
struct TableKeyboardTests {
    func press(_ harness: Harness, _ code: UIKeyboardHIDUsage, _ characters: String) {
        harness.key(characters, code: code, down: true)
        harness.key(characters, code: code, down: false)
    }

    @Test("R14.8: Down and Up move the selection silently; Return selects the row through the delegate")
    func arrowsAndReturn() {
        let fixture = TableFixture()
        #expect(fixture.table.becomeFirstResponder())
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(0))
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        press(fixture.harness, .keyboardUpArrow, UIKeyCommand.inputUpArrow)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(1))
        #expect(fixture.model.log.isEmpty)
        press(fixture.harness, .keyboardReturnOrEnter, "\r")
        #expect(fixture.model.log == ["willSelect(0,1)", "didSelect(0,1)"])
    }

    @Test("The arrows cross sections and scroll the selected row into view")
    func arrowsCrossSectionsAndScroll() {
        let fixture = TableFixture(model: TableModel(sections: [["a", "b"], [], (0..<30).map(String.init)]))
        fixture.table.becomeFirstResponder()
        fixture.table.selectRow(at: IndexPath(1, in: 0), animated: false, scrollPosition: .none)
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(0, in: 2))
        press(fixture.harness, .keyboardUpArrow, UIKeyCommand.inputUpArrow)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(1, in: 0))
        fixture.table.selectRow(at: IndexPath(20, in: 2), animated: false, scrollPosition: .none)
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        let rect = fixture.table.rectForRow(at: IndexPath(21, in: 2))
        #expect(fixture.table.bounds.contains(rect))
    }

    @Test("With selectionFollowsFocus the arrows select through the delegate")
    func selectionFollowsFocus() {
        let fixture = TableFixture()
        fixture.table.selectionFollowsFocus = true
        fixture.table.becomeFirstResponder()
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(fixture.model.log == ["willSelect(0,0)", "didSelect(0,0)", "willSelect(0,1)", "willDeselect(0,0)",
                                      "didDeselect(0,0)", "didSelect(0,1)"])
    }

    @Test("Tapping a row makes the table first responder, so the arrows move on from it")
    func tapTakesKeyboard() {
        let fixture = TableFixture()
        fixture.harness.tap(100, 110)
        #expect(fixture.table.isFirstResponder)
        press(fixture.harness, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(3))
    }

    @Test("The wheel scrolls the table and brings the next rows on screen")
    func wheelScrolls() {
        let fixture = TableFixture()
        fixture.harness.scroll(0, 440, at: CGPoint(x: 100, y: 100))
        #expect(fixture.table.contentOffset.y == 440)
        #expect(fixture.visibleNames.first == "0,10")
    }
}
