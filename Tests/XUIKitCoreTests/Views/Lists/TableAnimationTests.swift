import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITableView: animated row and section updates (R25.4, R25.5)")
struct TableAnimationTests {
    @Test("R25.5: every RowAnimation's far state, from a 320 × 44 row at y = 88")
    func offscreenStates() {
        let frame = CGRect(x: 0, y: 88, width: 320, height: 44)
        func state(_ animation: UITableView.RowAnimation) -> (CGRect, CGFloat) {
            let result = UITableView.offscreenState(of: frame, for: animation)
            return (result.frame, result.alpha)
        }
        // Fades keep the frame and go to alpha 0; .automatic is .fade.
        #expect(state(.fade) == (frame, 0))
        #expect(state(.automatic) == (frame, 0))
        // Slides move a whole width or height: right +320, left −320, top −44, bottom +44.
        #expect(state(.right) == (CGRect(x: 320, y: 88, width: 320, height: 44), 1))
        #expect(state(.left) == (CGRect(x: -320, y: 88, width: 320, height: 44), 1))
        #expect(state(.top) == (CGRect(x: 0, y: 44, width: 320, height: 44), 1))
        #expect(state(.bottom) == (CGRect(x: 0, y: 132, width: 320, height: 44), 1))
        // .middle collapses onto the middle line: y = 88 + 22 = 110, height 0.
        #expect(state(.middle) == (CGRect(x: 0, y: 110, width: 320, height: 0), 1))
        #expect(state(.none) == (frame, 1))
    }

    @Test("R25.5: deleteRows(.fade): the rows below start at their old frames and glide up; the deleted cell fades, then is recycled")
    func deleteAnimatesRowsBelow() {
        let fixture = TableFixture()
        let deleted = fixture.table.cellForRow(at: IndexPath(2))!
        let below = fixture.table.cellForRow(at: IndexPath(3))!
        fixture.model.sections[0].remove(at: 2)
        fixture.table.deleteRows(at: [IndexPath(2)], with: .fade)
        // Model: final at once. Row 3 is now row 2 at y = 88; the presentation still shows y = 132.
        #expect(fixture.table.cellForRow(at: IndexPath(2)) === below)
        #expect(below.frame.minY == 88)
        #expect(below.presentedUntransformedFrame.minY == 132)
        #expect(deleted.presentedAlpha == 1 && deleted.alpha == 0)
        #expect(!deleted.isHidden, "the deleted cell stays on screen while it fades")
        fixture.harness.advance(by: UITableView.rowAnimationDuration / 2)
        let midway = below.presentedUntransformedFrame.minY
        #expect(midway > 88 && midway < 132)
        fixture.harness.advance(by: UITableView.rowAnimationDuration)
        #expect(below.presentedUntransformedFrame.minY == 88)
        #expect(deleted.isHidden, "recycled when its animation ended")
        #expect(fixture.table.dequeueReusableCell(withIdentifier: "cell") === deleted)
    }

    @Test("R25.5: insertRows(.right): the new cell starts one width to the right and ends in place; .top starts one height up")
    func insertSlidesIn() {
        let fixture = TableFixture()
        fixture.model.sections[0].insert("New", at: 1)
        fixture.table.insertRows(at: [IndexPath(1)], with: .right)
        let inserted = fixture.table.cellForRow(at: IndexPath(1))!
        #expect(inserted.textLabel?.text == "New")
        #expect(inserted.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(inserted.presentedUntransformedFrame.minX == 320)
        fixture.harness.advance(by: 0.5)
        #expect(inserted.presentedUntransformedFrame.minX == 0)
        fixture.model.sections[0].insert("Top", at: 0)
        fixture.table.insertRows(at: [IndexPath(0)], with: .top)
        let top = fixture.table.cellForRow(at: IndexPath(0))!
        #expect(top.presentedUntransformedFrame.minY == -44)
    }

    @Test("R25.5: performBatchUpdates calls its completion once the animation ended, with true")
    func batchCompletionAfterAnimation() {
        let fixture = TableFixture()
        var completed: [Bool] = []
        fixture.table.performBatchUpdates({
            fixture.model.sections[0].remove(at: 0)
            fixture.table.deleteRows(at: [IndexPath(0)], with: .left)
        }, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        fixture.harness.advance(by: 0.5)
        #expect(completed == [true])
    }

    @Test("R25.5: moveRow carries the cell to its new row; reconfigureRows hands the row its own cell without prepareForReuse")
    func moveAndReconfigure() {
        let fixture = TableFixture()
        let moving = fixture.table.cellForRow(at: IndexPath(0))!
        let item = fixture.model.sections[0].remove(at: 0)
        fixture.model.sections[0].insert(item, at: 3)
        fixture.table.moveRow(at: IndexPath(0), to: IndexPath(3))
        #expect(fixture.table.cellForRow(at: IndexPath(3)) === moving)
        #expect(Array(fixture.visibleTexts.prefix(4)) == ["Row 1", "Row 2", "Row 3", "Row 0"])
        let cell = fixture.table.cellForRow(at: IndexPath(1)) as! CountingCell
        let reuses = cell.reuses
        fixture.model.sections[0][1] = "Changed"
        fixture.table.reconfigureRows(at: [IndexPath(1)])
        #expect(fixture.table.cellForRow(at: IndexPath(1)) === cell)
        #expect(cell.textLabel?.text == "Changed")
        #expect(cell.reuses == reuses)
    }

    @Test("R25.4: insertSections and deleteSections move the sections after them; reloadSections asks again")
    func sectionUpdates() {
        let fixture = TableFixture(model: TableModel(sections: [["A0", "A1"], ["B0"], ["C0", "C1"]]))
        fixture.model.sections.insert(["N0", "N1", "N2"], at: 1)
        fixture.table.insertSections(IndexSet(integer: 1), with: .fade)
        #expect(fixture.table.numberOfSections == 4)
        #expect(fixture.table.cellForRow(at: IndexPath(0, in: 2))?.textLabel?.text == "B0")
        #expect(fixture.table.cellForRow(at: IndexPath(2, in: 1))?.textLabel?.text == "N2")
        fixture.model.sections.remove(at: 0)
        fixture.table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(fixture.visibleTexts == ["N0", "N1", "N2", "B0", "C0", "C1"])
        fixture.model.sections[1] = ["B0", "B1", "B2"]
        fixture.table.reloadSections(IndexSet(integer: 1), with: .none)
        #expect(fixture.table.numberOfRows(inSection: 1) == 3)
        #expect(fixture.visibleTexts == ["N0", "N1", "N2", "B0", "B1", "B2", "C0", "C1"])
        let sectionMove = fixture.model.sections.remove(at: 2)
        fixture.model.sections.insert(sectionMove, at: 0)
        fixture.table.moveSection(2, toSection: 0)
        #expect(fixture.visibleTexts == ["C0", "C1", "N0", "N1", "N2", "B0", "B1", "B2"])
    }

    @Test("R14.10, R25.4: a section update whose counts disagree is reported once and the table reloads, without a crash")
    func inconsistentSectionUpdate() {
        let fixture = TableFixture(model: TableModel(sections: [["A0"], ["B0"]]))
        fixture.model.sections.append(["C0"])
        let messages = capturingDiagnostics {
            fixture.table.deleteSections(IndexSet(integer: 0), with: .fade)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Invalid update") == true)
        #expect(fixture.table.numberOfSections == 3)
        #expect(fixture.visibleTexts == ["A0", "B0", "C0"])
    }

    @Test("R25.5: the mapping of a batch with a move, a deletion and an insertion, both ways")
    func mappingBothWays() {
        var batch = TableUpdateBatch()
        batch.deletedRows[IndexPath(1)] = .fade          // old: a b c d e → delete b
        batch.insertedRows[IndexPath(0)] = .fade         // insert x at the top
        batch.movedRows = [(IndexPath(4), IndexPath(1))] // e goes second
        var failure = ""
        let mapping = TableUpdateMapping(batch: batch, oldCounts: [5], newCounts: [5], failure: &failure)!
        // new: x e a c d
        #expect(mapping.newIndexPath(for: IndexPath(0)) == IndexPath(2))   // a
        #expect(mapping.newIndexPath(for: IndexPath(1)) == nil)            // b deleted
        #expect(mapping.newIndexPath(for: IndexPath(2)) == IndexPath(3))   // c
        #expect(mapping.newIndexPath(for: IndexPath(4)) == IndexPath(1))   // e moved
        #expect(mapping.oldIndexPath(for: IndexPath(0)) == nil)            // x inserted
        #expect(mapping.oldIndexPath(for: IndexPath(4)) == IndexPath(3))   // d
        #expect(TableUpdateMapping(batch: batch, oldCounts: [5], newCounts: [6], failure: &failure) == nil)
        #expect(failure.contains("Invalid update"))
    }
}
