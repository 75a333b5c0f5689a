import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UITableView: where rows and sections are")
struct TableGeometryTests {
    @Test("IndexPath(row:section:) has UIKit's row and section")
    func indexPathRowAndSection() {
        let path = IndexPath(row: 3, section: 2)
        #expect(path.row == 3 && path.section == 2)
        #expect(Array(path) == [2, 3])
    }

    @Test("rowHeight is automaticDimension (-1) by default, and automatic rows are 44 pt tall")
    func rowHeightDefault() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(UITableView.automaticDimension == -1)
        let model = PlainModel(rows: 5)
        table.dataSource = model
        #expect(table.rectForRow(at: IndexPath(2)) == CGRect(x: 0, y: 88, width: 320, height: 44))
        table.rowHeight = 60
        #expect(table.rectForRow(at: IndexPath(2)) == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(table.contentSize.height == 300)
    }

    @Test("heightForRowAt gives rows their own heights; indexPathForRow(at:) finds them by bisection")
    func perRowHeights() {
        let model = TableModel(rows: 1000)
        model.heights = { CGFloat(20 + $0.row % 3 * 10) }    // 20, 30, 40, 20, …
        let fixture = TableFixture(model: model)
        #expect(fixture.table.rectForRow(at: IndexPath(3)) == CGRect(x: 0, y: 90, width: 320, height: 20))
        #expect(fixture.table.indexPathForRow(at: CGPoint(x: 10, y: 89)) == IndexPath(2))
        #expect(fixture.table.indexPathForRow(at: CGPoint(x: 10, y: 90)) == IndexPath(3))
        #expect(fixture.table.contentSize.height == CGFloat(333 * 90 + 20))
        #expect(fixture.table.geometry.sections[0].rowOffsets.count == 1001)
    }

    @Test("Titled section headers take 28 pt in a plain table; the rows of the next section follow them")
    func sectionHeaders() {
        let model = TableModel(sections: [["a", "b"], ["c"]])
        model.headerTitles = [0: "First", 1: "Second"]
        let fixture = TableFixture(model: model)
        #expect(fixture.table.rectForRow(at: IndexPath(0, in: 0)).minY == 28)
        #expect(fixture.table.rectForRow(at: IndexPath(0, in: 1)).minY == CGFloat(28 + 88 + 28))
        #expect(fixture.table.indexPathForRow(at: CGPoint(x: 5, y: 10)) == nil, "a header is not a row")
        #expect(fixture.table.rect(forSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 72))
        let headers = fixture.table.subviews.compactMap { $0 as? TableHeaderFooterLabelView }
        #expect(Set(headers.compactMap(\.title)) == ["First", "Second"])
    }

    @Test("A plain table's header sticks to the top while its section's rows scroll under it")
    func stickyHeader() {
        let model = TableModel(sections: [(0..<20).map(String.init), (0..<20).map(String.init)])
        model.headerTitles = [0: "First", 1: "Second"]
        let fixture = TableFixture(model: model)
        fixture.table.contentOffset = CGPoint(x: 0, y: 300)
        fixture.harness.display()
        let first = fixture.table.subviews.compactMap { $0 as? TableHeaderFooterLabelView }.first { $0.title == "First" }
        #expect(first?.frame.minY == 300)
        #expect(fixture.table.subviews.last === first, "the pinned header is in front of the rows")
    }

    @Test("A grouped table has spacing headers, and the table header view sits above the first section")
    func groupedAndTableHeaderView() {
        let fixture = TableFixture(model: TableModel(rows: 3), style: .grouped)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        fixture.table.tableHeaderView = header
        fixture.harness.display()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(fixture.table.rectForRow(at: IndexPath(0)).minY == CGFloat(100 + 18))
        #expect(fixture.table.backgroundColor == UIColor.secondarySystemBackground)
    }

    @Test("numberOfRows(inSection:) and numberOfSections answer what the data source last said")
    func counts() {
        let model = TableModel(sections: [["a"], ["b", "c"]])
        let fixture = TableFixture(model: model)
        model.sections[1].append("d")
        #expect(fixture.table.numberOfSections == 2)
        #expect(fixture.table.numberOfRows(inSection: 1) == 2)
        #expect(fixture.table.numberOfRows(inSection: 7) == 0)
        fixture.table.reloadData()
        #expect(fixture.table.numberOfRows(inSection: 1) == 3)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, within the scrollable range")
    func scrollToRow() {
        let fixture = TableFixture(model: TableModel(rows: 100))
        let table = fixture.table
        table.scrollToRow(at: IndexPath(50), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: IndexPath(50), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(2200 + 44 - 440))
        table.scrollToRow(at: IndexPath(50), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(2222 - 220))
        table.scrollToRow(at: IndexPath(99), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 440))
        let messages = capturingDiagnostics { table.scrollToRow(at: IndexPath(500), at: .top, animated: false) }
        #expect(messages.count == 1)
        #expect(fixture.visibleNames.first == "0,90")
    }

    @Test("indexPath(for:) and cellForRow(at:) agree for visible rows and are nil off screen")
    func cellLookup() {
        let fixture = TableFixture()
        let cell = fixture.table.cellForRow(at: IndexPath(4))
        #expect(cell.flatMap { fixture.table.indexPath(for: $0) } == IndexPath(4))
        #expect(fixture.table.cellForRow(at: IndexPath(25)) == nil)
        #expect(fixture.table.indexPathsForRows(in: CGRect(x: 0, y: 50, width: 10, height: 50)) == [IndexPath(1), IndexPath(2)])
    }
}
