import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("editButtonItem and setEditing (R16.2)")
struct EditButtonItemTests {
    @Test("Edit, clicked: setEditing(true, animated: true), title Done in bold; clicked again: back to Edit")
    func toggles() {
        let root = BarActionController()
        let edit = root.editButtonItem
        #expect(edit.title == "Edit" && edit.style == .plain && !root.isEditing)
        #expect(root.editButtonItem === edit, "made once")
        root.navigationItem.rightBarButtonItem = edit
        let navigation = UINavigationController(rootViewController: root)
        let harness = showInWindow(navigation)
        let point = centre(of: try! #require(barView(for: edit, in: navigation.navigationBar)))
        harness.click(point.x, point.y)
        #expect(root.isEditing)
        #expect(root.editingCalls.count == 1 && root.editingCalls[0] == (true, true))
        #expect(edit.title == "Done" && edit.style == .done)
        navigation.view.layoutIfNeeded()
        let donePoint = centre(of: try! #require(barView(for: edit, in: navigation.navigationBar)))
        harness.click(donePoint.x, donePoint.y)
        #expect(!root.isEditing && edit.title == "Edit" && edit.style == .plain)
        #expect(root.editingCalls.count == 2 && root.editingCalls[1] == (false, true))
    }

    @Test("Setting isEditing calls setEditing(_:animated: false) and updates the button")
    func isEditingSetter() {
        let root = BarActionController()
        let edit = root.editButtonItem
        root.isEditing = true
        #expect(root.editingCalls.count == 1 && root.editingCalls[0] == (true, false))
        #expect(edit.title == "Done")
    }

    @Test("An override can forward to a table: the table's editing follows the button")
    func forwardsToTable() {
        final class ListController: UIViewController {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                table.setEditing(editing, animated: animated)
            }
        }
        let list = ListController()
        list.editButtonItem.performPrimaryAction()
        #expect(list.table.isEditing && list.isEditing)
    }
}
