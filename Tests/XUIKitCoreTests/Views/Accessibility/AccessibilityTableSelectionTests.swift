import Foundation
import Testing
@_spi(Testing) @_spi(AssistiveTechnology) @testable import XUIKitCore

/// Row selection as an assistive technology performs it (the AT-SPI bridge's Selection and Table
/// go through these), on the headless backend.
@MainActor
@Suite("Accessibility: choosing table rows the user's way")
struct AccessibilityTableSelectionTests {
    @Test("R13.9: selecting a row tells the delegate as a tap does, and scrolls an off-screen row into view")
    func selectLikeATap() {
        let fixture = TableFixture()
        fixture.harness.tap(100, 22)
        fixture.model.log.removeAll()
        #expect(fixture.table.cellForRow(at: IndexPath(20)) == nil)
        #expect(fixture.table.accessibilitySelectRow(at: IndexPath(20)))
        #expect(fixture.model.log == ["willSelect(0,20)", "willDeselect(0,0)", "didDeselect(0,0)", "didSelect(0,20)"])
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(20))
        #expect(fixture.table.cellForRow(at: IndexPath(20))?.isSelected == true)
    }

    @Test("R13.9: a row willSelectRowAt refuses answers false; deselecting tells willDeselect and didDeselect")
    func refusedAndDeselected() {
        let fixture = TableFixture()
        fixture.model.willSelectAnswer = { $0.row == 3 ? nil : $0 }
        #expect(!fixture.table.accessibilitySelectRow(at: IndexPath(3)))
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.table.accessibilitySelectRow(at: IndexPath(2)))
        fixture.model.log.removeAll()
        #expect(fixture.table.accessibilityDeselectRow(at: IndexPath(2)))
        #expect(fixture.model.log == ["willDeselect(0,2)", "didDeselect(0,2)"])
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test("R13.9: selecting an already selected row under multiple selection keeps it selected")
    func multipleSelectionKeepsRow() {
        let fixture = TableFixture()
        fixture.table.allowsMultipleSelection = true
        #expect(fixture.table.accessibilitySelectRow(at: IndexPath(1)))
        #expect(fixture.table.accessibilitySelectRow(at: IndexPath(1)))
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(1)])
    }
}
