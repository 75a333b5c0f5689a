import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A collection view's data source and drag and drop delegates over one section of strings.
@MainActor
private final class DraggableItems: UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var items: [String]
    var log: [String] = []

    init(items: Int) { self.items = (0..<items).map { "Item \($0)" } }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move(\(sourceIndexPath.item)→\(destinationIndexPath.item))")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items(\(indexPath.item))")
        return [UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item]))]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) { log.append("didEnd") }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let entry = "update(\(destinationIndexPath.map { String($0.item) } ?? "nil"))"
        if log.last != entry { log.append(entry) }
        return UICollectionViewDropProposal(operation: collectionView.hasActiveDrag ? .move : .copy,
                                            intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: items.count, section: 0)
        log.append("perform(\(destination.item), source: \(coordinator.items.map { $0.sourceIndexPath == nil ? "nil" : "row" }))")
        coordinator.session.loadObjects(ofClass: String.self) { strings in
            self.items.insert(contentsOf: strings, at: destination.item)
            collectionView.insertItems(at: strings.indices.map { IndexPath(item: destination.item + $0, section: 0) })
            for (offset, item) in coordinator.items.enumerated() {
                coordinator.drop(item.dragItem, toItemAt: IndexPath(item: destination.item + offset, section: 0))
            }
        }
    }
}

@MainActor
@Suite("UICollectionView drag and drop (R39.1–R39.6)")
struct CollectionDragAndDropTests {
    /// A 640 × 400 window: the table of `TableDragAndDropTests` (44 pt rows) at the left, 300 pt
    /// wide, and at x 320 a 320 × 400 collection view of 100 × 100 items, 10 pt apart, three a line.
    private func setUp() -> (Harness, UITableView, DraggableRows, UICollectionView, DraggableItems) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = DraggableRows(rows: 5)
        table.dataSource = rows
        table.dragDelegate = rows
        harness.window.addSubview(table)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 320, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = DraggableItems(items: 6)
        collection.dataSource = items
        collection.dragDelegate = items
        collection.dropDelegate = items
        harness.window.addSubview(collection)
        harness.display()
        return (harness, table, rows, collection, items)
    }

    @Test("R39.1: defaults: drags enabled, reordering cadence immediate, no drag or drop under way")
    func defaults() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.dragInteractionEnabled)
        #expect(collection.reorderingCadence == .immediate)
        #expect(!collection.hasActiveDrag && !collection.hasActiveDrop)
    }

    @Test("R39.3, R39.4, R39.6: a table row dropped between two items: a gap line beside them, performDropWith inserts the row's string")
    func rowIntoCollection() {
        let (harness, table, rows, collection, items) = setUp()
        harness.button(1, down: true, 100, 22)
        harness.pointer(100, 40)
        #expect(table.hasActiveDrag)
        harness.pointer(440, 50)                         // item 1 (x 110–210 in the collection), its left half
        #expect(collection.hasActiveDrop && !collection.hasActiveDrag)
        #expect(collection.listDragDrop?.indicator.shape == .gap(CGRect(x: 109, y: 0, width: 2, height: 100)))
        harness.button(1, down: false, 440, 50)
        harness.display()                                // the loads end on the next turn of the loop
        harness.advance(by: 0.5)
        #expect(items.log == ["update(1)", "perform(1, source: [\"nil\"])"])
        #expect(items.items.prefix(3) == ["Item 0", "Row 0", "Item 1"])
        #expect(collection.numberOfItems(inSection: 0) == 7)
        #expect(rows.log.last == "didEnd")
        #expect(rows.rows.count == 5, "a copy leaves the table's rows")
        #expect(!table.hasActiveDrag && !collection.hasActiveDrop)
    }

    @Test("R39.5: an item moved within its collection view goes through moveItemAt, not performDropWith")
    func reorderItems() {
        let (harness, _, _, _, items) = setUp()
        harness.button(1, down: true, 370, 50)           // item 0
        harness.pointer(390, 50)
        harness.pointer(500, 160)                        // item 4 (x 110–210, y 110–210), its right half
        harness.button(1, down: false, 500, 160)
        #expect(items.log == ["items(0)", "update(0)", "update(4)", "move(0→4)", "didEnd"])
        #expect(items.items.prefix(5) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0"])
    }
}
