import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A table model that moves rows in its data when the grip drops them.
@MainActor
final class MovableModel: UITableViewDataSource, UITableViewDelegate {
    var rows = (0..<20).map { "Row \($0)" }
    var moves: [String] = []
    var fixedRow: Int?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != fixedRow }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@MainActor
@Suite("UITableView: reordering with the grip, and UIRefreshControl (R25.2, R25.9)")
struct TableReorderAndRefreshTests {
    func makeTable(_ model: MovableModel) -> (Harness, UITableView) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        harness.window.addSubview(table)
        harness.display()
        return (harness, table)
    }

    @Test("R25.9: in editing mode movable rows show the grip; a data source without moveRowAt shows none")
    func gripsShow() {
        let model = MovableModel()
        model.fixedRow = 1
        let (_, table) = makeTable(model)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reorderControlRect == nil, "not editing")
        table.setEditing(true, animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reorderControlRect == CGRect(x: 276, y: 0, width: 44, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reorderControlRect == nil, "canMoveRowAt false")
        #expect(model.moves.isEmpty, "the probe moved nothing")
        let fixture = TableFixture()
        fixture.table.setEditing(true, animated: false)
        #expect(fixture.table.visibleCells.allSatisfy { $0.reorderControlRect == nil })
    }

    @Test("R25.9: dragging row 1's grip down by three rows moves it to row 4, tells moveRowAt once, and the table did not scroll")
    func dragGripMovesRow() {
        let model = MovableModel()
        let (harness, table) = makeTable(model)
        table.setEditing(true, animated: false)
        let dragged = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        // Grip of row 1 at x ≈ 298, y = 44…88; drag 3 × 44 pt down.
        harness.drag(from: CGPoint(x: 298, y: 66), to: CGPoint(x: 298, y: 66 + 132), steps: 12)
        harness.display()
        #expect(model.moves == ["1→4"])
        #expect(model.rows.prefix(5) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1"])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === dragged)
        #expect(table.contentOffset == .zero)
        harness.advance(by: 0.5)
        #expect(dragged.presentedUntransformedFrame.minY == CGFloat(4 * 44))
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" }.prefix(5) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1"])
    }

    @Test("R25.9: while the row is held over row 3 the rows between glide up to make room")
    func rowsMakeRoom() {
        let model = MovableModel()
        let (harness, table) = makeTable(model)
        table.setEditing(true, animated: false)
        let row2 = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        harness.drag(from: CGPoint(x: 298, y: 66), to: CGPoint(x: 298, y: 66 + 88), steps: 8, lift: false)
        // Held over row 3: row 2 shows in row 1's place.
        #expect(row2.frame.minY == 44)
        #expect(model.moves.isEmpty)
    }

    @Test("R25.9: held near the bottom edge the dragged row scrolls the table and stays under the pointer; dropped, it lands beyond the first screen")
    func autoscrollWhileReordering() {
        let model = MovableModel()
        let (harness, table) = makeTable(model)
        table.setEditing(true, animated: false)
        let dragged = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        // From the grip of row 1 (y 66, 22 pt below its top) to y 420, within 44 pt of the bottom (440).
        harness.drag(from: CGPoint(x: 298, y: 66), to: CGPoint(x: 298, y: 420), steps: 20, lift: false)
        harness.advance(by: 0.5)
        let offset = table.contentOffset.y
        #expect(offset > 0, "the table scrolled")
        // Still under the pointer: its top 22 pt above the pointer's y in content coordinates.
        #expect(dragged.frame.minY == offset + 420 - 22)
        harness.touch(.ended, 298, 420)
        harness.display()
        let moved = model.moves.first.flatMap { Int($0.split(separator: "→").last ?? "") } ?? 0
        #expect(moved > 9, "dropped beyond the first screen of ten rows")
        #expect(table.cellForRow(at: IndexPath(row: moved, section: 0)) === dragged)
    }

    @Test("R25.2: a drag pulling the content 100 pt past the top sends .valueChanged once; the content then rests 60 pt lower until endRefreshing")
    func pullToRefresh() {
        let model = MovableModel()
        let (harness, table) = makeTable(model)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        var changes = 0
        refresh.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(!refresh.isRefreshing)
        // Rubber-banding: a 300 pt drag pulls 440 × (1 − 1 / (1 + 0.55 × 300 / 440)) ≈ 120 pt.
        harness.drag(from: CGPoint(x: 160, y: 20), to: CGPoint(x: 160, y: 320), steps: 30)
        #expect(changes == 1)
        #expect(refresh.isRefreshing)
        #expect(refresh.spinner.isAnimating && !refresh.spinner.isHidden && refresh.spinner.alpha == 1)
        harness.advance(by: 2)
        #expect(table.contentOffset.y == -60, "resting below the spinner")
        refresh.endRefreshing()
        #expect(table.contentOffset.y == -60, "the content glides back from where it was")
        harness.advance(by: 1)
        #expect(table.contentOffset.y == 0)
        #expect(table.contentInset.top == 0)
        #expect(changes == 1)
    }

    @Test("R25.2: a short pull sends nothing; beginRefreshing in code sends nothing either")
    func shortPullAndCodeRefresh() {
        let model = MovableModel()
        let (harness, table) = makeTable(model)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        var changes = 0
        refresh.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        harness.drag(from: CGPoint(x: 160, y: 20), to: CGPoint(x: 160, y: 120), steps: 10)
        harness.advance(by: 2)
        #expect(changes == 0 && !refresh.isRefreshing)
        #expect(table.contentOffset.y == 0)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && changes == 0)
        #expect(table.contentInset.top == 60)
        #expect(table.contentOffset.y == 0, "beginRefreshing does not scroll")
    }
}
