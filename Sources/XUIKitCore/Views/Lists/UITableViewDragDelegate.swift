import Foundation

/// What a table asks when the user drags its rows (R39.1, R39.2): the items for a row, and what
/// became of the drag. Set it as the table's `dragDelegate`.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items a drag of the row at `indexPath` carries; none means the row does not drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem]
    /// Items of the row at `indexPath` to add to a drag under way (a tap during the drag); none by default.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted row's preview is drawn; nil (by default) for the whole cell.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag is about to begin.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended, wherever it went.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the rows; true by default.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag must stay within the app; false by default.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    /// None.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    /// Nil: the whole cell.
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    /// True.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// False.
    public func tableView(_ tableView: UITableView,
                          dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}

/// What a table asks when something is dragged over it (R39.3–R39.6): whether it takes the
/// drag, where and how a drop would land, and the drop itself. Set it as the table's
/// `dropDelegate`. The calls for one drag go `canHandle` once, `dropSessionDidEnter`,
/// `dropSessionDidUpdate` at every move, then `dropSessionDidExit`, or `performDropWith` (or,
/// for a reorder, the data source's `moveRowAt`), then `dropSessionDidEnd`.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Takes the drop: load the items (`coordinator.session.loadObjects`), update the model and
    /// insert the rows.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table wants this drag at all (asked once per drag); true by default.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the table: what a drop at `destinationIndexPath` would do. Without
    /// it the table takes no drops (`.cancel`).
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended, wherever it went.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    /// True.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// `.cancel`: no drop.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}
