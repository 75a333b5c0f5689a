import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

// Apple's "Adopting drag and drop in a table view" sample, as UIKit code writes it: the table
// reorders its rows by drag and drop (a drag from the table moves, in editing mode) and takes
// text dropped from elsewhere (a copy, inserted where the gap shows). Only two spellings differ
// from the iOS original: `String.self` for `NSString.self` (there is no NSString bridging on
// Linux) and `NSItemProvider(object:)` for a data representation of `kUTTypePlainText`.
@MainActor
final class PlacesViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var placeNames = ["Yosemite", "Yellowstone", "Theodore Roosevelt", "Sequoia", "Pinnacles"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { placeNames.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = placeNames[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let place = placeNames.remove(at: sourceIndexPath.row)
        placeNames.insert(place, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let itemProvider = NSItemProvider(object: placeNames[indexPath.row])
        return [UIDragItem(itemProvider: itemProvider)]
    }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        var dropProposal = UITableViewDropProposal(operation: .cancel)
        guard session.items.count == 1 else { return dropProposal }
        if tableView.hasActiveDrag {
            if tableView.isEditing {
                dropProposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
        } else {
            dropProposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        return dropProposal
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let section = tableView.numberOfSections - 1
            let row = tableView.numberOfRows(inSection: section)
            destinationIndexPath = IndexPath(row: row, section: section)
        }
        coordinator.session.loadObjects(ofClass: String.self) { items in
            var indexPaths = [IndexPath]()
            for (index, item) in items.enumerated() {
                let indexPath = IndexPath(row: destinationIndexPath.row + index, section: destinationIndexPath.section)
                self.placeNames.insert(item, at: indexPath.row)
                indexPaths.append(indexPath)
            }
            tableView.insertRows(at: indexPaths, with: .automatic)
        }
    }
}

@MainActor
@Suite("Apple's drag-and-drop table sample, ported (R39.3, R39.5)")
struct TableDragAndDropSampleTests {
    @Test("R39.5: in editing mode a mouse drag reorders the places; out of it the proposal is .cancel and nothing moves")
    func reorders() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let controller = PlacesViewController(style: .plain)
        harness.window.rootViewController = controller
        controller.tableView.rowHeight = 44
        harness.display()
        let top = controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY
        let origin = controller.tableView.convert(CGPoint(x: 0, y: top), to: nil).y
        func dragFirstRow() {
            harness.button(1, down: true, 100, origin + 10)
            harness.pointer(100, origin + 30)
            harness.pointer(100, origin + 44 * 2 + 30)    // row 2's lower half: after it
            harness.button(1, down: false, 100, origin + 44 * 2 + 30)
            harness.display()
        }
        dragFirstRow()
        #expect(controller.placeNames.first == "Yosemite")
        controller.setEditing(true, animated: false)
        dragFirstRow()
        #expect(controller.placeNames == ["Yellowstone", "Theodore Roosevelt", "Yosemite", "Sequoia", "Pinnacles"])
    }
}
