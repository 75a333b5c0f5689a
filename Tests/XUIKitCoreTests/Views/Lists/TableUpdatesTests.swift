import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITableView: inserting, deleting and reloading rows")
struct TableUpdatesTests {
    @Test("insertRows shows the new row and moves the rows below it, and the selection with them")
    func insertMovesRows() {
        let fixture = TableFixture()
        fixture.table.selectRow(at: IndexPath(3), animated: false, scrollPosition: .none)
        fixture.model.sections[0].insert("Inserted", at: 1)
        fixture.table.insertRows(at: [IndexPath(1)], with: .fade)
        #expect(Array(fixture.visibleTexts.prefix(4)) == ["Row 0", "Inserted", "Row 1", "Row 2"])
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(4))
        #expect(fixture.table.cellForRow(at: IndexPath(4))?.textLabel?.text == "Row 3")
        #expect(fixture.table.cellForRow(at: IndexPath(4))?.isSelected == true)
        #expect(fixture.table.numberOfRows(inSection: 0) == 31)
    }

    @Test("deleteRows removes the row's cell, moves the rows below up and drops a deleted selection")
    func deleteMovesRows() {
        let fixture = TableFixture()
        fixture.table.selectRow(at: IndexPath(2), animated: false, scrollPosition: .none)
        fixture.model.sections[0].remove(at: 2)
        fixture.table.deleteRows(at: [IndexPath(2)], with: .automatic)
        #expect(Array(fixture.visibleTexts.prefix(4)) == ["Row 0", "Row 1", "Row 3", "Row 4"])
        #expect(fixture.visibleTexts.last == "Row 10")
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.table.visibleCells.allSatisfy { !$0.isSelected })
        #expect(fixture.table.contentSize.height == CGFloat(29 * 44))
    }

    @Test("reloadRows asks the data source for that row's cell again")
    func reloadRow() {
        let fixture = TableFixture()
        fixture.model.sections[0][5] = "Changed"
        #expect(fixture.table.cellForRow(at: IndexPath(5))?.textLabel?.text == "Row 5")
        fixture.table.reloadRows(at: [IndexPath(5)], with: .none)
        #expect(fixture.table.cellForRow(at: IndexPath(5))?.textLabel?.text == "Changed")
    }

    @Test("performBatchUpdates takes deletions before the batch and insertions after it, then calls completion once the rows are in place (R25.5)")
    func batchUpdates() {
        let fixture = TableFixture()
        var completed: Bool?
        fixture.table.performBatchUpdates({
            fixture.model.sections[0].remove(at: 0)                 // Row 0 goes
            fixture.model.sections[0].insert("New", at: 2)          // after: Row 1, Row 2, New, Row 3
            fixture.table.deleteRows(at: [IndexPath(0)], with: .automatic)
            fixture.table.insertRows(at: [IndexPath(2)], with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed == nil, "the rows are still animating to their places")
        fixture.harness.advance(by: 0.5)
        #expect(completed == true)
        #expect(Array(fixture.visibleTexts.prefix(4)) == ["Row 1", "Row 2", "New", "Row 3"])
    }

    @Test("A row update whose counts disagree with the data source is reported and the table reloads")
    func inconsistentUpdateIsReported() {
        let fixture = TableFixture()
        fixture.model.sections[0].append(contentsOf: ["x", "y"])
        let messages = capturingDiagnostics {
            fixture.table.insertRows(at: [IndexPath(30)], with: .automatic)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Invalid update") == true)
        #expect(fixture.table.numberOfRows(inSection: 0) == 32)
    }
}
