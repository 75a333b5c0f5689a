import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A UITableViewController subclass written as iOS code writes one: every method it implements
/// carries `override`.
@MainActor
final class FruitTableController: UITableViewController {
    var fruit = ["Apple", "Banana", "Cherry"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(fruit[indexPath.row])")
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.row)")
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scrolled") }
}

/// A subclass that also gives row heights and commits deletions.
@MainActor
final class TallRowsController: UITableViewController {
    var rows = 5
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(30 + 10 * indexPath.row)
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        rows -= 1
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

@MainActor
@Suite("UITableViewController: a table served by its controller (R25.1)")
struct TableViewControllerTests {
    @Test("R25.1: loadView makes a table of init(style:)'s style with the controller as data source and delegate")
    func loadViewMakesTable() {
        let controller = UITableViewController(style: .grouped)
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .grouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
        #expect(UITableViewController().clearsSelectionOnViewWillAppear)
    }

    @Test("R25.1: the overriding subclass's data source and delegate methods are the ones the table calls")
    func overridesAreCalled() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FruitTableController(style: .plain)
        harness.window.rootViewController = controller
        harness.display()
        let table = controller.tableView!
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Apple", "Banana", "Cherry"])
        #expect(controller.log.prefix(3) == ["willDisplay 0", "willDisplay 1", "willDisplay 2"])
        // A titled plain header: 28 pt above the first row.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        harness.tap(100, 28 + 44 + 10)
        #expect(controller.log.last == "didSelect Banana")
        table.contentOffset = CGPoint(x: 0, y: 1)
        #expect(controller.log.last == "scrolled")
    }

    @Test("R25.1: without a heightForRowAt override the rows are uniform (no memory per row); with one they follow it")
    func heightDetectionThroughOverrides() {
        let plain = FruitTableController(style: .plain)
        plain.loadViewIfNeeded()
        _ = plain.tableView.numberOfSections
        #expect(plain.tableView.geometry.sections[0].uniformHeight == 44)
        #expect(plain.tableView.geometry.sections[0].rowOffsets.isEmpty)
        let tall = TallRowsController(style: .plain)
        tall.loadViewIfNeeded()
        #expect(tall.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 30 + 40, width: tall.tableView.bounds.width, height: 50))
    }

    @Test("R25.1, R14.6: Delete is offered only when the subclass overrides commit editingStyle")
    func commitDetectionThroughOverrides() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tall = TallRowsController(style: .plain)
        harness.window.rootViewController = tall
        harness.display()
        #expect(tall.tableView.swipeConfiguration(at: IndexPath(row: 0, section: 0), trailing: true)?.actions.first?.title == "Delete")
        let fruit = FruitTableController(style: .plain)
        fruit.loadViewIfNeeded()
        #expect(fruit.tableView.numberOfRows(inSection: 0) == 3)
        #expect(fruit.tableView.swipeConfiguration(at: IndexPath(row: 0, section: 0), trailing: true) != nil, "offered until the first attempt")
        let messages = capturingDiagnostics {
            fruit.tableView(fruit.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        }
        #expect(messages.count == 1)
        #expect(fruit.tableView.swipeConfiguration(at: IndexPath(row: 0, section: 0), trailing: true) == nil)
    }

    @Test("R25.1: viewWillAppear deselects the selected row when clearsSelectionOnViewWillAppear, not otherwise")
    func clearsSelectionOnViewWillAppear() {
        let controller = FruitTableController(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("R25.1: setEditing and the edit button item put the table into editing mode; refreshControl is the table's")
    func editingAndRefreshControl() {
        let controller = FruitTableController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        let item = controller.editButtonItem
        #expect(item.title == "Done")
        controller.setEditing(false, animated: true)
        #expect(!controller.tableView.isEditing && item.title == "Edit")
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(refresh.superview === controller.tableView)
    }
}
