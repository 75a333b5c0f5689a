import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A table's data source and drag and drop delegates over one section of strings, logging the
/// delegate calls as `items(0)`, `update(2)`, `move(0→2)` and so on.
@MainActor
final class DraggableRows: UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var rows: [String]
    var log: [String] = []
    var intent: UITableViewDropProposal.Intent = .insertAtDestinationIndexPath
    var coordinator: (any UITableViewDropCoordinator)?
    var loaded: [String] = []
    /// Keeps another drag source alive (interactions do not retain their delegates).
    var keptSource: AnyObject?
    /// What the table's hasActiveDrag and hasActiveDrop said at the last update.
    var activeAtUpdate: (drag: Bool, drop: Bool)?

    init(rows: Int) { self.rows = (0..<rows).map { "Row \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        log.append("move(\(sourceIndexPath.row)→\(destinationIndexPath.row))")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items(\(indexPath.row))")
        let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row]))
        item.localObject = rows[indexPath.row]
        return [item]
    }
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        log.append("preview(\(indexPath.row))")
        return nil
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { log.append("willBegin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { log.append("didEnd") }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        log.append("canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) { log.append("enter") }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        let entry = "update(\(destinationIndexPath.map { String($0.row) } ?? "nil"))"
        if log.last != entry { log.append(entry) }
        activeAtUpdate = (tableView.hasActiveDrag, tableView.hasActiveDrop)
        // Apple's sample: a drag from this table moves, any other copies.
        return UITableViewDropProposal(operation: tableView.hasActiveDrag ? .move : .copy, intent: intent)
    }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) { log.append("exit") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) { log.append("dropEnd") }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        log.append("perform(\(coordinator.destinationIndexPath.map { String($0.row) } ?? "nil"))")
        self.coordinator = coordinator
        coordinator.session.loadObjects(ofClass: String.self) { self.loaded += $0 }
    }
}

/// A plain view's drag source of one string.
@MainActor
final class StringSource: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "Dropped"))]
    }
}

@MainActor
@Suite("UITableView drag and drop (R39.1–R39.7)")
struct TableDragAndDropTests {
    /// A 300 × 400 table of 44 pt rows (row n from y 44n) at the window's origin, and a 100 × 100
    /// drag source at (300, 0).
    private func setUp(rows: Int = 8) -> (Harness, UITableView, DraggableRows, StringSource) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let model = DraggableRows(rows: rows)
        table.dataSource = model
        table.dragDelegate = model
        table.dropDelegate = model
        harness.window.addSubview(table)
        let source = StringSource()
        let sourceView = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 100))
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        model.keptSource = source
        harness.window.addSubview(sourceView)
        harness.display()
        return (harness, table, model, source)
    }

    @Test("R39.1: dragInteractionEnabled is true by default, as on iPad; without a drag delegate nothing lifts")
    func defaults() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dragInteractionEnabled)
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        #expect(table.interactions.isEmpty)
    }

    @Test("R39.1, R39.3, R39.5: a mouse drag of row 0 down to row 3's upper half reorders through moveRowAt, in UIKit's order")
    func reorderWithMouse() {
        let (harness, table, model, _) = setUp()
        harness.button(1, down: true, 100, 22)
        harness.pointer(100, 40)                         // past the 10 pt threshold: the row lifts
        // Still over its own row's lower half: the gap after it, which leaves it where it is (0).
        #expect(model.log == ["items(0)", "preview(0)", "willBegin", "canHandle", "enter", "update(0)"])
        #expect(table.hasActiveDrag)
        harness.pointer(100, 150)                        // row 3 spans 132–176: the gap before it
        #expect(model.activeAtUpdate?.drag == true && model.activeAtUpdate?.drop == true)
        #expect(table.contentOffset.y == 0, "the mouse drag did not scroll the table")
        // The gap line is drawn at row 3's top; the destination is where the row lands: 2.
        #expect(table.listDragDrop?.indicator.shape == .gap(CGRect(x: 0, y: 131, width: 300, height: 2)))
        harness.button(1, down: false, 100, 150)
        #expect(model.log == ["items(0)", "preview(0)", "willBegin", "canHandle", "enter", "update(0)", "update(2)",
                              "move(0→2)", "didEnd", "dropEnd"])
        #expect(model.rows.prefix(4) == ["Row 1", "Row 2", "Row 0", "Row 3"])
        harness.display()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 0")
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        #expect(table.listDragDrop?.indicator.shape == nil)
    }

    @Test("R39.1: a finger held half a second lifts the row; a quick swipe scrolls instead")
    func touchHoldLifts() {
        let (harness, table, model, _) = setUp(rows: 30)
        harness.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        #expect(model.log.isEmpty)
        #expect(table.contentOffset.y > 0)
        harness.advance(by: 2)
        table.setContentOffset(.zero, animated: false)
        harness.touch(.began, 100, 66)
        harness.advance(by: 0.6)
        #expect(model.log.prefix(3) == ["items(1)", "preview(1)", "willBegin"])
        harness.touch(.moved, 100, 10)                   // row 0's upper half: the gap before row 0
        harness.touch(.ended, 100, 10)
        #expect(model.log.contains("move(1→0)"))
        #expect(model.rows.prefix(2) == ["Row 1", "Row 0"])
    }

    @Test("R39.4, R39.6: a copy into a row: the row is outlined, performDropWith gets the row, the items without a source, and loads them")
    func copyIntoRow() throws {
        let (harness, table, model, _) = setUp()
        model.intent = .insertIntoDestinationIndexPath
        harness.button(1, down: true, 350, 50)
        harness.pointer(330, 50)
        harness.pointer(100, 100)                        // row 2 (88–132)
        #expect(table.listDragDrop?.indicator.shape == .highlight(CGRect(x: 0, y: 88, width: 300, height: 44)))
        #expect(!table.hasActiveDrag)
        harness.button(1, down: false, 100, 100)
        #expect(model.log == ["canHandle", "enter", "update(2)", "perform(2)", "dropEnd"])
        let coordinator = try #require(model.coordinator)
        #expect(coordinator.proposal.intent == .insertIntoDestinationIndexPath)
        #expect(coordinator.proposal.operation == .copy)
        #expect(coordinator.items.count == 1 && coordinator.items[0].sourceIndexPath == nil)
        harness.display()                                // the loads end on the next turn of the loop
        #expect(model.loaded == ["Dropped"])
        var finished: UIViewAnimatingPosition?
        coordinator.drop(coordinator.items[0].dragItem, toRowAt: IndexPath(row: 2, section: 0)).addCompletion { finished = $0 }
        #expect(finished == nil, "not inside the call")
        harness.display()
        harness.advance(by: 0.5)
        harness.display()
        #expect(finished == .end)
    }

    @Test("R39.3: between rows the destination is the row a new row takes; past the last row it is the end, far below it nil")
    func insertionDestinations() {
        let (harness, table, model, _) = setUp(rows: 3)
        harness.button(1, down: true, 350, 50)
        harness.pointer(330, 50)
        harness.pointer(100, 50)                         // row 1's upper half
        harness.pointer(100, 80)                         // row 1's lower half
        harness.pointer(100, 140)                        // 8 pt below the last row
        #expect(table.listDragDrop?.indicator.shape == .gap(CGRect(x: 0, y: 131, width: 300, height: 2)))
        harness.pointer(100, 300)                        // far below
        #expect(table.listDragDrop?.indicator.shape == nil)
        harness.button(1, down: false, 100, 300)
        #expect(model.log == ["canHandle", "enter", "update(1)", "update(2)", "update(3)", "update(nil)", "perform(nil)", "dropEnd"])
    }

    @Test("R39.3: .automatic goes into a row over its middle half and between rows near its edges")
    func automaticIntent() {
        let (harness, table, model, _) = setUp()
        model.intent = .automatic
        harness.button(1, down: true, 350, 50)
        harness.pointer(330, 50)
        harness.pointer(100, 110)                        // row 2's middle (88–132)
        #expect(table.listDragDrop?.indicator.shape == .highlight(CGRect(x: 0, y: 88, width: 300, height: 44)))
        harness.pointer(100, 92)                         // its top quarter: before row 2
        #expect(table.listDragDrop?.indicator.shape == .gap(CGRect(x: 0, y: 87, width: 300, height: 2)))
        harness.key("\u{1b}", code: .keyboardEscape, down: true)
        harness.key("\u{1b}", code: .keyboardEscape, down: false)
        #expect(model.log.suffix(2) == ["exit", "dropEnd"])
        #expect(table.listDragDrop?.indicator.shape == nil)
    }

    @Test("R39.7: held near the bottom edge a drop scrolls the table; the destination follows the content")
    func autoscrollNearEdge() {
        let (harness, table, model, _) = setUp(rows: 30)
        harness.button(1, down: true, 100, 22)
        harness.pointer(100, 40)
        harness.pointer(100, 390)                        // within 44 pt of the bottom (400)
        harness.advance(by: 0.5)
        #expect(table.contentOffset.y > 0)
        harness.button(1, down: false, 100, 390)
        let moved = model.log.first { $0.hasPrefix("move(0→") }
        let row = moved.flatMap { Int($0.dropFirst(7).dropLast()) } ?? 0
        #expect(row > 8, "the row landed beyond the first screen (rows 0–8)")
    }
}
