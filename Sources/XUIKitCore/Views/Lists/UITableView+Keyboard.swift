import Foundation

/// The keyboard (R14.8), while the table is first responder (it becomes one when the user taps a row,
/// standing in for UIKit's focus system): Up and Down move the selection to the row above or
/// below (across sections, scrolling it into view), Return and Enter select it through the
/// delegate. Other keys go up the responder chain.
extension UITableView {
    /// Handles Up, Down, Return and Enter; returns the other presses, to pass on.
    func handleTablePresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return true }
            return !handleTableKey(key.keyCode)
        }
    }

    /// The presses whose keys the table does not handle: the releases of the others stay here.
    func pressesNotForTable(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let code = press.key?.keyCode else { return true }
            return !Self.tableKeys.contains(code)
        }
    }

    private static let tableKeys: Set<UIKeyboardHIDUsage> = [.keyboardUpArrow, .keyboardDownArrow, .keyboardReturnOrEnter, .keypadEnter]

    /// Acts on one key; false when the table does not handle it.
    func handleTableKey(_ code: UIKeyboardHIDUsage) -> Bool {
        reloadIfNeeded()
        switch code {
        case .keyboardUpArrow, .keyboardDownArrow:
            moveSelection(down: code == .keyboardDownArrow)
            return true
        case .keyboardReturnOrEnter, .keypadEnter:
            guard let current = selectedIndexPaths.last else { return false }
            // Return activates the row: select it again through the delegate, as a tap does
            // (a multiple-selection table keeps it selected).
            if allowsMultipleSelection { markSelected(false, at: current) }
            userSelectRow(at: current)
            return true
        default:
            return false
        }
    }

    /// Moves the selection one row up or down (to the first row when none is selected) and
    /// scrolls it into view. Silent unless `selectionFollowsFocus`.
    private func moveSelection(down: Bool) {
        guard userCanSelect else { return }
        let next: IndexPath?
        if let current = selectedIndexPaths.last {
            next = down ? geometry.indexPath(after: current) : geometry.indexPath(before: current)
        } else {
            next = geometry.firstIndexPath
        }
        guard let next else { return }
        if selectionFollowsFocus {
            if allowsMultipleSelection { clearSelection() }
            userSelectRow(at: next)
        } else {
            clearSelection()
            markSelected(true, at: next)
        }
        scrollToRow(at: next, at: .none, animated: false)
    }
}
