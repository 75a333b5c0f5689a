import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UICollectionView: updates")
struct CollectionUpdatesTests {
    let item = { (n: Int) in IndexPath(item: n, section: 0) }

    @Test("R20.11: an insert moves the visible cells along, keeping them; only the new item's cell is asked for")
    func insertKeepsIdentity() {
        let fixture = GridFixture()
        let cell4 = fixture.collection.cellForItem(at: item(4))
        fixture.model.cellsAsked = []
        fixture.model.sections[0].insert("new", at: 0)
        UIView.performWithoutAnimation { fixture.collection.insertItems(at: [item(0)]) }
        #expect(fixture.collection.cellForItem(at: item(5)) === cell4)
        #expect((fixture.collection.cellForItem(at: item(0)) as? GridCell)?.item == "new")
        // 12 cells were on screen: after the insert item 12 (old 11) still is and old 11's cell
        // left nothing new to ask for except item 0.
        #expect(fixture.model.cellsAsked == [item(0)])
        #expect(fixture.visibleNames.count == 12)
    }

    @Test("R20.11: deletes and moves in one batch: index paths before for deletes, after for moves' targets")
    func batchDeleteAndMove() {
        let fixture = GridFixture()
        let cell5 = fixture.collection.cellForItem(at: item(5))
        let cell0 = fixture.collection.cellForItem(at: item(0))
        fixture.collection.selectItem(at: item(5), animated: false, scrollPosition: [])
        // Data: delete item 1, move item 0 to the end of the first six (after the delete, index 5).
        var data = fixture.model.sections[0]
        let zero = data[0]
        data.remove(at: 1)
        data.remove(at: 0)
        data.insert(zero, at: 5)
        fixture.model.sections[0] = data
        var completed = false
        UIView.performWithoutAnimation {
            fixture.collection.performBatchUpdates({
                fixture.collection.deleteItems(at: [item(1)])
                fixture.collection.moveItem(at: item(0), to: item(5))
            }, completion: { completed = $0 })
        }
        #expect(completed)
        // The items that stayed, in order, are old 2, 3, 4, 5, …; new place 5 is taken by the
        // move. Old 5 is the fourth that stayed (rank 3), and 3 < 5, so it lands at 3.
        #expect(fixture.collection.cellForItem(at: item(3)) === cell5)
        #expect(fixture.collection.cellForItem(at: item(5)) === cell0)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(3)])
        #expect((fixture.collection.cellForItem(at: item(3)) as? GridCell)?.item == "Item 5")
    }

    @Test("R20.12: counts that do not match the update are reported and the data reloaded, without a crash")
    func mismatch() {
        let fixture = GridFixture()
        fixture.collection.selectItem(at: item(2), animated: false, scrollPosition: [])
        fixture.model.sections[0].append("extra")   // one more item, but we say we deleted one
        let messages = capturingDiagnostics {
            fixture.collection.deleteItems(at: [item(0)])
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("61 items in section 0") == true)
        #expect(messages.first?.contains("NSInternalInconsistencyException") == true)
        #expect(fixture.collection.numberOfItems(inSection: 0) == 61)
        #expect(fixture.collection.indexPathsForSelectedItems == nil)
        let outOfRange = capturingDiagnostics { fixture.collection.reloadItems(at: [item(500)]) }
        #expect(outOfRange.first?.contains("item [0, 500] does not exist before the update") == true)
    }

    @Test("R20.13: reconfigure keeps the cell and configures it again in place, without prepareForReuse")
    func reconfigure() {
        let fixture = GridFixture()
        let cell = fixture.collection.cellForItem(at: item(2)) as! GridCell
        let reusesBefore = cell.reuses
        fixture.collection.selectItem(at: item(2), animated: false, scrollPosition: [])
        fixture.model.sections[0][2] = "changed"
        fixture.collection.reconfigureItems(at: [item(2)])
        #expect(fixture.collection.cellForItem(at: item(2)) === cell)
        #expect(cell.item == "changed")
        #expect(cell.configurations == 2)
        #expect(cell.reuses == reusesBefore)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(2)])
        // A reload, by contrast, replaces the cell and deselects the item.
        fixture.collection.reloadItems(at: [item(2)])
        #expect(fixture.collection.cellForItem(at: item(2)) !== cell)
        #expect(fixture.collection.indexPathsForSelectedItems == nil)
    }

    @Test("R20.11: sections insert, delete and move, and the cells follow their sections")
    func sections() {
        let fixture = GridFixture(model: GridModel(sections: [["a"], ["b"], ["c"]]))
        let cellB = fixture.collection.cellForItem(at: IndexPath(item: 0, section: 1))
        fixture.model.sections = [["b"], ["new"], ["c"]]
        UIView.performWithoutAnimation {
            fixture.collection.performBatchUpdates({
                fixture.collection.deleteSections([0])
                fixture.collection.insertSections([1])
            })
        }
        #expect(fixture.collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellB)
        #expect((fixture.collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? GridCell)?.item == "new")
        fixture.model.sections = [["c"], ["b"], ["new"]]
        UIView.performWithoutAnimation { fixture.collection.moveSection(2, toSection: 0) }
        #expect(fixture.collection.cellForItem(at: IndexPath(item: 0, section: 1)) === cellB)
    }

    @Test("R20.14: animated, moved cells slide from their old frames, new ones fade in, deleted ones fade out then leave")
    func animation() {
        let fixture = GridFixture()
        let deleted = fixture.collection.cellForItem(at: item(0))!
        let moving = fixture.collection.cellForItem(at: item(1))!
        fixture.model.sections[0].remove(at: 0)
        fixture.model.sections[0].insert("fresh", at: 5)
        var finished: Bool?
        fixture.collection.performBatchUpdates({
            fixture.collection.deleteItems(at: [item(0)])
            fixture.collection.insertItems(at: [item(5)])
        }, completion: { finished = $0 })
        // The model frame is final at once (item 1 is now item 0, at x = 0) …
        #expect(moving.frame.origin == .zero)
        fixture.harness.advance(by: 0.15)
        fixture.harness.display()
        // … while what is drawn is on its way from its old centre x = 110 + 50 to 50.
        let shownX = moving.layer.presentation()?.position.x ?? -1
        #expect(shownX > 50 && shownX < 160)
        let fresh = fixture.collection.cellForItem(at: item(5))!
        let freshAlpha = fresh.layer.presentation()?.opacity ?? -1
        #expect(freshAlpha > 0 && freshAlpha < 1)
        #expect(deleted.superview === fixture.collection && !deleted.isHidden)
        #expect(finished == nil)
        fixture.harness.advance(by: 0.3)
        fixture.harness.display()
        #expect(finished == true)
        #expect(deleted.isHidden)
        #expect(!fixture.collection.visibleCells.contains { $0 === deleted })
    }

    @Test("R20.14: without animation a deleted item's cell goes back to the reuse queue at once")
    func withoutAnimation() {
        let fixture = GridFixture()
        let deleted = fixture.collection.cellForItem(at: item(0))!
        fixture.model.sections[0].remove(at: 0)
        var completed = false
        UIView.performWithoutAnimation {
            fixture.collection.performBatchUpdates({ fixture.collection.deleteItems(at: [item(0)]) }, completion: { completed = $0 })
        }
        #expect(completed)
        #expect(deleted.isHidden)
        // The queued cell is the one handed out next.
        #expect(fixture.collection.dequeueReusableCell(withReuseIdentifier: "cell", for: item(0)) === deleted)
    }

    @Test("R20.11: a reloaded section's cells are asked for again; the other sections keep theirs")
    func reloadSection() {
        let fixture = GridFixture(model: GridModel(sections: [["a", "b"], ["c"]]))
        let cellA = fixture.collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let cellC = fixture.collection.cellForItem(at: IndexPath(item: 0, section: 1))
        fixture.model.sections[0] = ["x", "y", "z"]
        fixture.model.cellsAsked = []
        UIView.performWithoutAnimation { fixture.collection.reloadSections([0]) }
        #expect(fixture.collection.cellForItem(at: IndexPath(item: 0, section: 1)) === cellC)
        #expect(fixture.collection.cellForItem(at: IndexPath(item: 0, section: 0)) !== cellA)
        #expect(Set(fixture.model.cellsAsked) == Set((0..<3).map { IndexPath(item: $0, section: 0) }))
        #expect((fixture.collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? GridCell)?.item == "z")
    }
}
