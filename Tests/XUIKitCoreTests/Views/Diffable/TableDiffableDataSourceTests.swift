import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A subclass giving header titles and editing, as UIKit users write one.
@MainActor
final class TitledDataSource: UITableViewDiffableDataSource<String, String> {
    var committed: [IndexPath] = []
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        itemIdentifier(for: indexPath) != "locked"
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append(indexPath)
    }
}

@MainActor
@Suite("UITableViewDiffableDataSource: applying snapshots to a table")
struct TableDiffableDataSourceTests {
    /// A 200 × 440 pt table (ten 44 pt rows visible) in a harness window.
    private func makeTable() -> (Harness, UITableView) {
        let harness = Harness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        harness.window.addSubview(table)
        return (harness, table)
    }

    private static func provider(_ table: UITableView, _ indexPath: IndexPath, _ item: String) -> UITableViewCell? {
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
    }

    private func texts(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).compactMap { row in
                table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text
            }
        }
    }

    @Test("R22.8: rows come from the snapshot; applies with moves, inserts and deletes show the new order")
    func rowsFollowApplies() {
        let (_, table) = makeTable()
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table, cellProvider: Self.provider)
        #expect(table.dataSource === dataSource)
        #expect(dataSource.defaultRowAnimation == .automatic)
        dataSource.apply(makeSnapshot([("A", ["a", "b", "c", "d"])]))
        #expect(texts(table) == ["a", "b", "c", "d"])
        var snapshot = dataSource.snapshot()
        snapshot.moveItem("d", beforeItem: "a")
        snapshot.deleteItems(["b"])
        snapshot.insertItems(["n"], afterItem: "c")
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        #expect(completed)
        #expect(texts(table) == ["d", "a", "c", "n"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "n")
        #expect(dataSource.indexPath(for: "c") == IndexPath(row: 2, section: 0))
    }

    @Test("R22.9: a diff that moves and adds sections and moves a row across them is one batch; the table shows the new sections")
    func sectionChangesReload() {
        let (_, table) = makeTable()
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table, cellProvider: Self.provider)
        dataSource.apply(makeSnapshot([("A", ["a", "b"]), ("B", ["x"])]))
        var snapshot = dataSource.snapshot()
        snapshot.moveSection("B", beforeSection: "A")
        snapshot.appendSections(["C"])
        snapshot.appendItems(["p"], toSection: "C")
        snapshot.moveItem("a", afterItem: "x")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(table.numberOfSections == 3)
        #expect(texts(table) == ["x", "a", "b", "p"])
    }

    @Test("R22.8: a row moving to another section follows, and reconfigured rows show their new content")
    func crossSectionAndReconfigure() {
        let (_, table) = makeTable()
        let renamed = HandlerLog()                           // items whose title gained a "2"
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = renamed.entries.contains(item) ? item + "2" : item
            return cell
        }
        dataSource.apply(makeSnapshot([("A", ["a", "b"]), ("B", ["x"])]))
        #expect(texts(table) == ["a", "b", "x"])
        renamed.append("x")
        var snapshot = dataSource.snapshot()
        snapshot.moveItem("b", beforeItem: "x")
        snapshot.reconfigureItems(["x"])
        dataSource.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(texts(table) == ["a", "b", "x2"])
    }

    @Test("R22.8: a subclass's titleForHeaderInSection, canEditRowAt and commit are what the table reaches")
    func subclassOverrides() {
        let (_, table) = makeTable()
        let dataSource = TitledDataSource(tableView: table, cellProvider: Self.provider)
        dataSource.apply(makeSnapshot([("A", ["a", "locked"])]))
        let tableDataSource: any UITableViewDataSource = table.dataSource!
        #expect(tableDataSource.tableView(table, titleForHeaderInSection: 0) == "Section A")
        #expect(tableDataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!tableDataSource.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)))
        tableDataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        #expect(dataSource.committed == [IndexPath(row: 0, section: 0)])
    }

    @Test("R22.8: the base class edits no row and titles no section, as in UIKit")
    func baseDefaults() {
        let (_, table) = makeTable()
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table, cellProvider: Self.provider)
        dataSource.apply(makeSnapshot([("A", ["a"])]))
        #expect(!dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == nil)
    }
}
