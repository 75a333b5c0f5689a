import Foundation

/// Editing mode (R14.7): each editable row shows its editing control (a red minus for `.delete`, a green
/// plus for `.insert`) and its content moves right. Tapping the minus opens the row's Delete
/// action, as in UIKit; tapping Delete (or the plus) calls the data source's `commit editingStyle`.
extension UITableView {
    /// Shows or hides the editing controls of every row; open swipe actions close. `animated` is
    /// accepted and the rows change at once.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        closeSwipeActions()
        editingStorage = editing
        refreshVisibleCellAppearance()
    }

    /// The row's editing style: `.none` when the data source says it cannot be edited, else the
    /// delegate's (`.delete` by default).
    func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Called by the data source's default `commit editingStyle`: it was not implemented, so no
    /// Delete action is offered from now on. Reported once.
    func dataSourceLacksCommit() {
        guard !dataSourceCommitIsMissing else { return }
        dataSourceCommitIsMissing = true
        Diagnostics.report("UITableView: the data source does not implement tableView(_:commit:forRowAt:); nothing was deleted or inserted, and rows no longer offer Delete")
    }
}
