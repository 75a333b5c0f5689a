import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A prefetch data source that logs what it is told.
@MainActor
final class PrefetchLog: UITableViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

@MainActor
@Suite("UITableView: separator insets and prefetching (R25.3, R25.8)")
struct TableSeparatorAndPrefetchTests {
    @Test("R25.3: the separator runs from the table's left inset (16 pt) to the right edge, 1 pt high at the bottom")
    func tableSeparatorInset() {
        let fixture = TableFixture()
        #expect(fixture.table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        let cell = fixture.table.cellForRow(at: IndexPath(0))!
        // 320 wide, 44 high: x 16…320, y 43…44.
        #expect(cell.separatorRect == CGRect(x: 16, y: 43, width: 304, height: 1))
        #expect(cell.separatorInset.left == 16, "a cell reads the table's inset until it sets its own")
        fixture.table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        #expect(cell.separatorRect == CGRect(x: 40, y: 43, width: 270, height: 1))
    }

    @Test("R25.3: a cell's own separatorInset overrides the table's; a right inset as wide as the cell hides it")
    func cellSeparatorInset() {
        let fixture = TableFixture()
        let cell = fixture.table.cellForRow(at: IndexPath(1))!
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(cell.separatorRect == CGRect(x: 0, y: 43, width: 320, height: 1))
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: .greatestFiniteMagnitude)
        #expect(cell.separatorRect == nil)
        // Editing moves the line right by the editing control's 38 pt.
        let other = fixture.table.cellForRow(at: IndexPath(2))!
        fixture.table.setEditing(true, animated: false)
        #expect(other.separatorRect?.minX == CGFloat(16 + 38))
        fixture.table.separatorStyle = .none
        #expect(other.separatorRect == nil)
    }

    @Test("R25.8: rows within a screen below are prefetched; scrolling away cancels those never shown")
    func prefetching() {
        let fixture = TableFixture(model: TableModel(rows: 100))
        let log = PrefetchLog()
        fixture.table.prefetchDataSource = log
        fixture.table.setNeedsLayout()
        _ = fixture.table.visibleCells
        // Visible 0…9 (440 pt); one screen below: rows 10…19.
        #expect(log.prefetched == (10...19).map { IndexPath($0) })
        // Jump far: rows 10…19 were never shown and are out of reach now.
        fixture.table.contentOffset = CGPoint(x: 0, y: 44 * 60)
        _ = fixture.table.visibleCells
        #expect(Set(log.cancelled) == Set((10...19).map { IndexPath($0) }))
        #expect(log.prefetched.contains(IndexPath(70)) && log.prefetched.contains(IndexPath(50)))
        #expect(!log.prefetched.contains(IndexPath(65)), "visible rows are not prefetched")
        fixture.table.isPrefetchingEnabled = false
        let count = log.prefetched.count
        fixture.table.contentOffset = CGPoint(x: 0, y: 44 * 30)
        _ = fixture.table.visibleCells
        #expect(log.prefetched.count == count)
    }
}
