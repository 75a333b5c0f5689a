import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A cell class that counts how many cells were created and reused.
@MainActor
final class CountingCell: UITableViewCell {
    static var created = 0
    var reuses = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        CountingCell.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate over an array of rows per section, logging the delegate messages
/// it gets as `willSelect(0,1)`, `didSelect(0,1)` and so on.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var heights: ((IndexPath) -> CGFloat)?
    var willSelectAnswer: ((IndexPath) -> IndexPath?)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var headerTitles: [Int: String] = [:]
    /// Whether `commit editingStyle` deletes (and inserts "new") in the data and tells the table.
    var commits = true

    init(sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int) {
        self.init(sections: [(0..<rows).map { "Row \($0)" }])
    }

    static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section),\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit(\(editingStyle == .delete ? "delete" : "insert"),\(Self.name(indexPath)))")
        guard commits else { return }
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else if editingStyle == .insert {
            sections[indexPath.section].insert("new", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight(\(Self.name(indexPath)))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight(\(Self.name(indexPath)))") }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect(\(Self.name(indexPath)))")
        return willSelectAnswer.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect(\(Self.name(indexPath)))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect(\(Self.name(indexPath)))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect(\(Self.name(indexPath)))") }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
}

/// A model without `heightForRowAt` or `commit`, to see the table's defaults.
@MainActor
final class PlainModel: UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A 320 × 440 table (ten 44 pt rows on screen) at the window's origin, with `model` as its data
/// source and delegate and `CountingCell` registered as "cell".
@MainActor
struct TableFixture {
    let harness: Harness
    let table: UITableView
    let model: TableModel

    init(model: TableModel = TableModel(rows: 30), style: UITableView.Style = .plain, height: CGFloat = 440) {
        harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        self.model = model
        table.dataSource = model
        table.delegate = model
        harness.window.addSubview(table)
        harness.display()
    }

    /// The visible rows as "section,row" names.
    var visibleNames: [String] { (table.indexPathsForVisibleRows ?? []).map(TableModel.name) }
    /// The text of the visible cells, top to bottom.
    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
}

extension IndexPath {
    /// Shorthand for tests: `IndexPath(row, in: section)`.
    init(_ row: Int, in section: Int = 0) { self.init(row: row, section: section) }
}
