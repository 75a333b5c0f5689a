import Foundation

/// The object that tells a `UITableView` what to show: how many sections and rows, the cell of
/// each row, section titles, and what editing does to the data.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required, as in
/// UIKit; every other method has a default (one section, no titles, every row editable). The
/// table asks for cells only for the rows on screen.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: usually `tableView.dequeueReusableCell(withIdentifier:for:)`
    /// configured for the row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title shown in the header of `section`, or nil for none (the default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title shown in the footer of `section`, or nil for none (the default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted, or inserted after); true by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed deleting (`.delete`) or inserting (`.insert`) at `indexPath`. Change
    /// the data, then call `deleteRows(at:with:)` or `insertRows(at:with:)`. Implementing this
    /// gives every editable row the standard Delete swipe action.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder grip in editing mode; true by default, when the data
    /// source implements `moveRowAt` (R25.9).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath` by its grip: move
    /// the item in your data. The table has already moved the row; do not call `moveRow`.
    /// Implementing this shows the reorder grips in editing mode.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: nothing changes. Swift has no way to ask whether a data source implements
    /// a method, so the first call of this default reports a one-line message, and from then on
    /// the table offers no Delete action (UIKit offers it only when the method is implemented).
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        tableView.dataSourceLacksCommit()
    }
    /// True.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: the table shows no reorder grips (it learns this the first time it asks,
    /// as with `commit`, with no message since not reordering is the usual case).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceLacksMove = true
    }
}
