import Foundation

/// What a collection view asks when the user drags its items (R39.1, R39.2): the items for an
/// item, and what became of the drag. Set it as the collection view's `dragDelegate`.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a drag of the item at `indexPath` carries; none means the item does not drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem]
    /// Items of the item at `indexPath` to add to a drag under way (a tap during the drag); none by default.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted item's preview is drawn; nil (by default) for the whole cell.
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag is about to begin.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended, wherever it went.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the items; true by default.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag must stay within the app; false by default.
    func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    /// None.
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    /// Nil: the whole cell.
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    /// True.
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// False.
    public func collectionView(_ collectionView: UICollectionView,
                          dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}

/// What a collection view asks when something is dragged over it (R39.3–R39.6): whether it takes the
/// drag, where and how a drop would land, and the drop itself. Set it as the collection view's
/// `dropDelegate`. The calls for one drag go `canHandle` once, `dropSessionDidEnter`,
/// `dropSessionDidUpdate` at every move, then `dropSessionDidExit`, or `performDropWith` (or,
/// for a reorder, the data source's `moveItemAt`), then `dropSessionDidEnd`.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Takes the drop: load the items (`coordinator.session.loadObjects`), update the model and
    /// insert the items.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view wants this drag at all (asked once per drag); true by default.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the collection view: what a drop at `destinationIndexPath` would do. Without
    /// it the collection view takes no drops (`.cancel`).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The drag left the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended, wherever it went.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    /// True.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// `.cancel`: no drop.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}
