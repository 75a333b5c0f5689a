import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// A list of fruit for the X11 table tests: selection and deletion are logged.
@MainActor
final class FruitList: UITableViewDataSource, UITableViewDelegate {
    var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig"]
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(fruit[indexPath.row])")
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("delete \(fruit[indexPath.row])")
        fruit.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// UITableView on Xvfb with real XTest input: a click selects a row and draws it selected; a
/// horizontal mouse drag on a row opens its Delete action (the vertical-only table does not take
/// the drag), and clicking Delete removes the row.
@Suite("UITableView on Xvfb", .serialized)
@MainActor
struct TableViewX11Tests {
    /// A 320 × 264 window filled by a table of six 44 pt rows.
    func makeTable(_ session: X11Session, list: FruitList) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 264))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = list
        table.delegate = list
        window.addSubview(table)
        session.show(window)
        return (window, table)
    }

    @Test("R14.2, R14.3: clicking a row selects it and the row is drawn in the selection grey")
    func clickSelectsRow() throws {
        try withX11App { session in
            let list = FruitList()
            let (window, table) = makeTable(session, list: list)
            #expect(session.pixel(of: window, x: 300, y: 110) == 0xFFFFFF)
            session.click(x: 100, y: 110)
            UIApplication.shared.runPendingWork()
            #expect(list.log == ["select Cherry"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            #expect(session.pixel(of: window, x: 300, y: 110) == 0xD1D1D6)
            #expect(session.pixel(of: window, x: 300, y: 66) == 0xFFFFFF)
        }
    }

    @Test("R14.5, R14.6: a horizontal drag on a row opens Delete without scrolling; clicking Delete removes the row")
    func swipeToDelete() throws {
        try withX11App { session in
            let list = FruitList()
            let (window, table) = makeTable(session, list: list)
            session.drag(fromX: 290, toX: 150, y: 66, step: -20)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(table.contentOffset == .zero)
            #expect(cell.contentView.frame.minX < 0, "the row slid left")
            #expect(list.log.isEmpty, "the drag selected nothing")
            UIApplication.shared.runPendingWork()
            #expect(session.pixel(of: window, x: 310, y: 66) == 0xFF3B30, "the red Delete button")
            session.click(x: 300, y: 66)
            UIApplication.shared.runPendingWork()
            #expect(list.log == ["delete Banana"])
            #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Apple", "Cherry", "Damson", "Elderberry", "Fig"])
            #expect(session.pixel(of: window, x: 310, y: 66) == 0xFFFFFF)
        }
    }
}
