import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UICollectionViewDiffableDataSource: applying snapshots to a collection view")
struct CollectionDiffableDataSourceTests {
    @Test("R22.7: the data source is the collection view's; counts and cells come from the snapshot via the cell provider")
    func countsAndCells() {
        let fixture = DiffableCollectionFixture()
        #expect(fixture.collectionView.dataSource === fixture.dataSource)
        fixture.dataSource.apply(makeSnapshot([("A", ["a", "b"]), ("B", ["x", "y", "z"])]), animatingDifferences: false)
        #expect(fixture.collectionView.numberOfSections == 2)
        #expect(fixture.collectionView.numberOfItems(inSection: 1) == 3)
        #expect(fixture.shownItems == ["a", "b", "x", "y", "z"])
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == "z")
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 1)) == nil)
        #expect(fixture.dataSource.indexPath(for: "y") == IndexPath(item: 1, section: 1))
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == "B")
        #expect(fixture.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(fixture.dataSource.index(for: "B") == 1)
    }

    @Test("R22.7: after applies with moves, inserts and deletes every cell shows the item the snapshot puts there")
    func cellsFollowApplies() {
        let fixture = DiffableCollectionFixture()
        fixture.dataSource.apply(makeSnapshot([("A", ["a", "b", "c", "d"]), ("B", ["x", "y"])]))
        #expect(fixture.shownItems == ["a", "b", "c", "d", "x", "y"])
        var snapshot = fixture.dataSource.snapshot()
        snapshot.moveItem("d", beforeItem: "a")
        snapshot.moveItem("x", afterItem: "b")
        snapshot.deleteItems(["c"])
        snapshot.appendItems(["n"], toSection: "B")
        fixture.dataSource.apply(snapshot)
        #expect(fixture.shownItems == ["d", "a", "b", "x", "y", "n"])
        snapshot.moveSection("B", beforeSection: "A")
        snapshot.reloadItems(["a"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(fixture.shownItems == ["y", "n", "d", "a", "b", "x"])
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "a")
    }

    @Test("R22.7: completion runs once per apply; an apply that changes nothing asks for no cell")
    func completionAndNoChange() {
        let fixture = DiffableCollectionFixture()
        var completed = 0
        fixture.dataSource.apply(makeSnapshot([("A", ["a", "b"])])) { completed += 1 }
        _ = fixture.shownItems
        fixture.provided = []
        fixture.dataSource.apply(makeSnapshot([("A", ["a", "b"])])) { completed += 1 }
        #expect(fixture.shownItems == ["a", "b"])
        #expect(fixture.provided.isEmpty)
        fixture.dataSource.apply(makeSnapshot([("A", ["b", "a", "c"])]), animatingDifferences: false) { completed += 1 }
        #expect(fixture.shownItems == ["b", "a", "c"])
        #expect(completed == 3)
    }

    @Test("R22.3: snapshot() is what is shown, without the reload marks of the snapshot applied")
    func snapshotIsShown() {
        let fixture = DiffableCollectionFixture()
        var snapshot = makeSnapshot([("A", ["a", "b"])])
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        fixture.dataSource.apply(snapshot)
        let shown = fixture.dataSource.snapshot()
        #expect(shown.itemIdentifiers == ["a", "b"])
        #expect(shown.reloadedItemIdentifiers.isEmpty)
        #expect(shown.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("R22.7: a reloaded item asks the cell provider again; applySnapshotUsingReloadData reloads everything")
    func reloadAsksAgain() {
        let fixture = DiffableCollectionFixture()
        fixture.dataSource.apply(makeSnapshot([("A", ["a", "b", "c"])]))
        _ = fixture.shownItems
        fixture.provided = []
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reloadItems(["b"])
        fixture.dataSource.apply(snapshot)
        _ = fixture.shownItems
        #expect(fixture.provided.contains("b"))
        fixture.provided = []
        fixture.dataSource.applySnapshotUsingReloadData(makeSnapshot([("A", ["c", "b"])]))
        #expect(fixture.shownItems == ["c", "b"])
        #expect(Set(fixture.provided) == ["c", "b"])
    }

    @Test("A cell provider returning nil is reported and an empty cell shown")
    func nilCell() {
        let harness = Harness()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: RowsLayout())
        harness.window.addSubview(view)
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { _, _, _ in nil }
        dataSource.apply(makeSnapshot([("A", ["a"])]))
        let messages = capturingDiagnostics { view.layoutIfNeeded() }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("returned nil for item a") == true)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test("R22.14: a reorder moves the item in the snapshot, between willReorder and didReorder")
    func reordering() {
        let fixture = DiffableCollectionFixture()
        fixture.dataSource.apply(makeSnapshot([("A", ["a", "b", "c"])]))
        let log = HandlerLog()
        fixture.dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        fixture.dataSource.reorderingHandlers.willReorder = { transaction in
            log.append("will \(transaction.finalSnapshot.itemIdentifiers)")
        }
        fixture.dataSource.reorderingHandlers.didReorder = { transaction in
            log.append("did \(transaction.sectionTransactions.map(\.finalSnapshot.items))")
        }
        let view = fixture.collectionView
        #expect(fixture.dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(!fixture.dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 2, section: 0)))
        fixture.dataSource.collectionView(view, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(log.entries == [#"will ["b", "c", "a"]"#, #"did [["b", "c", "a"]]"#])
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
    }
}
