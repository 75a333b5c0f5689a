import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITableView: swipe actions and editing")
struct TableSwipeAndEditingTests {
    /// Drags row `row` (44 pt rows) from x 300 to `toX`, level.
    func swipe(_ fixture: TableFixture, row: Int, toX: CGFloat, lift: Bool = true) {
        let y = CGFloat(row) * 44 + 22
        fixture.harness.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: toX, y: y + 2), steps: 8, lift: lift)
        fixture.harness.display()
    }

    @Test("R14.5: a horizontal swipe on a row of the vertical-only table reaches the row: its actions open, the table does not scroll")
    func horizontalSwipeReachesRow() {
        let fixture = TableFixture()
        swipe(fixture, row: 1, toX: 180)
        let cell = fixture.table.cellForRow(at: IndexPath(1))
        #expect(fixture.table.contentOffset == .zero)
        #expect(cell?.swipeOffset == -(cell?.swipeActionsView?.naturalWidth ?? 0))
        #expect(cell?.swipeActionsView?.buttons.first?.title(for: .normal) == "Delete")
        #expect(cell?.contentView.frame.minX ?? 0 < 0)
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test("R14.6: the default trailing action is Delete, and tapping it commits the deletion")
    func defaultDeleteCommits() throws {
        let fixture = TableFixture()
        swipe(fixture, row: 1, toX: 180)
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(1)))
        let button = try #require(cell.swipeActionsView?.buttons.first)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        fixture.harness.tap(center.x, center.y)
        #expect(fixture.model.log.contains("commit(delete,0,1)"))
        #expect(Array(fixture.visibleTexts.prefix(3)) == ["Row 0", "Row 2", "Row 3"])
        #expect(fixture.table.visibleCells.allSatisfy { $0.swipeOffset == 0 })
    }

    @Test("A short swipe snaps back closed; a tap elsewhere closes open actions without selecting")
    func shortSwipeAndTapClose() {
        let fixture = TableFixture()
        swipe(fixture, row: 2, toX: 270)
        #expect(fixture.table.cellForRow(at: IndexPath(2))?.swipeOffset == 0)
        swipe(fixture, row: 2, toX: 180)
        #expect(fixture.table.cellForRow(at: IndexPath(2))?.swipeOffset != 0)
        fixture.harness.tap(100, 300)
        #expect(fixture.table.cellForRow(at: IndexPath(2))?.swipeOffset == 0)
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test("Custom trailing actions: tapping one runs its handler with a completion that closes the row")
    func customActions() throws {
        let fixture = TableFixture()
        var ran: [String] = []
        fixture.model.trailingActions = { indexPath in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                ran.append("\(action.title ?? "") \(indexPath.row) \(view is UIButton)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let archive = UIContextualAction(style: .destructive, title: "Archive") { _, _, done in done(false) }
            return UISwipeActionsConfiguration(actions: [flag, archive])
        }
        swipe(fixture, row: 0, toX: 160)
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(0)))
        let buttons = try #require(cell.swipeActionsView?.buttons)
        #expect(buttons.map { $0.title(for: .normal) } == ["Flag", "Archive"])
        #expect(buttons[0].frame.minX > buttons[1].frame.minX, "the first action is the outermost")
        #expect(buttons[0].backgroundColor == .systemOrange && buttons[1].backgroundColor == .systemRed)
        let center = buttons[0].convert(CGPoint(x: buttons[0].bounds.midX, y: 22), to: nil)
        fixture.harness.tap(center.x, center.y)
        #expect(ran == ["Flag 0 true"])
        #expect(cell.swipeOffset == 0)
    }

    @Test("A full swipe performs the first action when performsFirstActionWithFullSwipe, and not otherwise")
    func fullSwipe() {
        let fixture = TableFixture()
        var runs = 0
        var full = true
        fixture.model.trailingActions = { _ in
            let action = UIContextualAction(style: .normal, title: "Go") { _, _, done in runs += 1; done(true) }
            let configuration = UISwipeActionsConfiguration(actions: [action])
            configuration.performsFirstActionWithFullSwipe = full
            return configuration
        }
        swipe(fixture, row: 0, toX: 20)
        #expect(runs == 1)
        full = false
        swipe(fixture, row: 3, toX: 20)
        #expect(runs == 0 + 1)
        #expect(fixture.table.cellForRow(at: IndexPath(3))?.swipeOffset ?? 0 < 0, "left open at the actions' width")
    }

    @Test("An empty configuration turns off swiping: the row stays put")
    func emptyConfiguration() {
        let fixture = TableFixture()
        fixture.model.trailingActions = { _ in UISwipeActionsConfiguration(actions: []) }
        swipe(fixture, row: 0, toX: 150)
        #expect(fixture.table.cellForRow(at: IndexPath(0))?.swipeOffset == 0)
    }

    @Test("A data source without commit editingStyle offers no Delete after the first attempt, which is reported")
    func noCommitNoDelete() throws {
        let harness = Harness()
        let model = PlainModel(rows: 5)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        harness.window.addSubview(table)
        harness.display()
        let messages = capturingDiagnostics {
            harness.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 180, y: 24), steps: 8)
            harness.display()
            if let button = table.cellForRow(at: IndexPath(0))?.swipeActionsView?.buttons.first {
                let center = button.convert(CGPoint(x: button.bounds.midX, y: 22), to: nil)
                harness.tap(center.x, center.y)
            }
        }
        #expect(messages.count == 1)
        #expect(table.numberOfRows(inSection: 0) == 5)
        harness.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 180, y: 68), steps: 8)
        #expect(table.cellForRow(at: IndexPath(1))?.swipeOffset == 0)
    }

    @Test("R14.7: in editing mode each row shows the delete control; tapping it opens Delete, and Delete commits")
    func editingDeleteControl() throws {
        let fixture = TableFixture()
        fixture.table.setEditing(true, animated: false)
        fixture.harness.display()
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(2)))
        #expect(cell.isEditing)
        #expect(cell.contentView.frame.minX == UITableViewCell.editingControlWidth)
        #expect(fixture.harness.pixel(19, 104) == RGB(r: 255, g: 59, b: 48), "the red circle of the minus control")
        #expect(fixture.harness.pixel(19, 110) == .white, "its white bar")
        fixture.harness.tap(19, 110)
        fixture.harness.display()
        let button = try #require(cell.swipeActionsView?.buttons.first)
        #expect(button.title(for: .normal) == "Delete")
        let center = button.convert(CGPoint(x: button.bounds.midX, y: 22), to: nil)
        fixture.harness.tap(center.x, center.y)
        #expect(fixture.model.log == ["commit(delete,0,2)"])
        #expect(fixture.table.numberOfRows(inSection: 0) == 29)
        fixture.table.isEditing = false
        fixture.harness.display()
        #expect(fixture.table.visibleCells.allSatisfy { !$0.isEditing && $0.contentView.frame.minX == 0 })
    }

    @Test("Editing: a tap on a row does not select it unless allowsSelectionDuringEditing")
    func selectionDuringEditing() {
        let fixture = TableFixture()
        fixture.table.isEditing = true
        fixture.harness.tap(200, 22)
        #expect(fixture.table.indexPathForSelectedRow == nil)
        fixture.table.allowsSelectionDuringEditing = true
        fixture.harness.tap(200, 22)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(0))
    }
}
