import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKit
@_spi(Testing) @testable import XUIKitX11
import XUIKitTesting

/// A table's rows, draggable, reorderable by drag and drop (Apple's sample: a drag from this
/// table moves, any other copies).
@MainActor
private final class Rows: UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var rows = (0..<6).map { "Row \($0)" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row]))]
    }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: tableView.hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
}

/// A collection view's strings, taking dropped text where the gap line shows.
@MainActor
private final class Items: UICollectionViewDataSource, UICollectionViewDropDelegate {
    var items = ["A", "B", "C"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: items.count, section: 0)
        coordinator.session.loadObjects(ofClass: String.self) { strings in
            self.items.insert(contentsOf: strings, at: destination.item)
            collectionView.insertItems(at: strings.indices.map { IndexPath(item: destination.item + $0, section: 0) })
        }
    }
}

/// Table and collection drag and drop driven by XTest on Xvfb (R39): one server for the suite.
@Suite("Table and collection drag and drop on Xvfb (R39)", .serialized)
@MainActor
struct ListDragAndDropX11Tests {
    private func pump(_ session: X11Session, _ times: Int = 1) {
        for _ in 0..<times {
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()
            usleep(10_000)
            UIApplication.shared.runPendingWork()
        }
    }

    /// A button-1 drag between root points in `steps` moves.
    private func drag(_ session: X11Session, from start: (Int32, Int32), to end: (Int32, Int32), steps: Int32 = 16) {
        session.client.move(x: start.0, y: start.1)
        pump(session, 2)
        session.client.button(down: true)
        pump(session, 2)
        for step in 1...steps {
            session.client.move(x: start.0 + (end.0 - start.0) * step / steps, y: start.1 + (end.1 - start.1) * step / steps)
            pump(session)
        }
        pump(session, 3)
        session.client.button(down: false)
        pump(session, 3)
    }

    @Test("R39.1, R39.5, R39.8: a mouse drag reorders a table's rows; another drops a row into a collection view in a second window")
    func reorderThenDropIntoOtherWindow() throws {
        try withX11App { session in
            let rows = Rows(), items = Items()
            let tableWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let table = UITableView(frame: tableWindow.bounds, style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            table.dragDelegate = rows
            table.dropDelegate = rows
            tableWindow.addSubview(table)
            session.show(tableWindow)

            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let collectionWindow = UIWindow(frame: CGRect(x: 400, y: 0, width: 320, height: 300))
            let collection = UICollectionView(frame: collectionWindow.bounds, collectionViewLayout: layout)
            collection.contentInsetAdjustmentBehavior = .never
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = items
            collection.dropDelegate = items
            collectionWindow.addSubview(collection)
            session.show(collectionWindow)
            pump(session, 3)

            // Row 0 to row 3's upper half (132–176): it lands at 2.
            drag(session, from: (100, 22), to: (100, 150))
            #expect(rows.rows == ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4", "Row 5"])
            #expect(table.contentOffset.y == 0, "the mouse drag moved the row, not the content")

            // Row 0 ("Row 1" now) to item 1's left half in the other window: inserted there.
            drag(session, from: (100, 22), to: (400 + 130, 50))
            let deadline = Date(timeIntervalSinceNow: 5)
            while items.items.count < 4 && Date() < deadline { pump(session) }
            #expect(items.items == ["A", "Row 1", "B", "C"])
            #expect(rows.rows.count == 6, "a copy leaves the table's rows")
            #expect(!table.hasActiveDrag && !collection.hasActiveDrop)
        }
    }
}
