import Foundation

/// Drag and drop of items (R39): the collection view carries a `UIDragInteraction` and a
/// `UIDropInteraction` while it has a `dragDelegate` or a `dropDelegate`, and `ListDragDrop`
/// (`Input/DragAndDrop/ListDragDrop.swift`) turns their calls into the delegates' by item.
extension UICollectionView: ListDragDropHost {
    /// How quickly items move aside while a drop reorders them, as UIKit names it.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After a short pause.
        case fast = 1
        /// After a longer pause.
        case slow = 2
    }

    /// Whether a drag that began in this collection view is under way (from its items until it ends).
    public var hasActiveDrag: Bool { listDragDrop?.hasActiveDrag ?? false }

    /// Whether a drag is over the collection view (from its enter until it exits, drops or ends).
    public var hasActiveDrop: Bool { listDragDrop?.hasActiveDrop ?? false }

    /// Adds or removes the interactions as the delegates and `dragInteractionEnabled` say.
    func updateDragAndDrop() {
        guard dragDelegate != nil || dropDelegate != nil else {
            if let listDragDrop {
                removeInteraction(listDragDrop.dragInteraction)
                removeInteraction(listDragDrop.dropInteraction)
                self.listDragDrop = nil
            }
            return
        }
        let support = listDragDrop ?? ListDragDrop(host: self)
        if listDragDrop == nil {
            listDragDrop = support
            addInteraction(support.dragInteraction)
            addInteraction(support.dropInteraction)
        }
        support.dragInteraction.isEnabled = dragDelegate != nil && dragInteractionEnabled
    }

    /// Whether the scrolling pan must not begin: a mouse button held on an item drags the item
    /// (R39.1), as on iPad with a pointer and on Mac Catalyst.
    var pointerDragWouldLiftItem: Bool {
        guard let listDragDrop, let point = listDragDrop.pointerPressLocation(in: self) else { return false }
        return indexPathForItem(at: point) != nil
    }

    // MARK: - ListDragDropHost

    func dragDropIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func dragDropFrame(of indexPath: IndexPath) -> CGRect? {
        layoutAttributesForItem(at: indexPath)?.frame
    }

    func dragDropCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    var dragDropSectionCount: Int { numberOfSections }

    var dragDropVisibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }

    func dragDropCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragItemsForAdding(to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        dragDelegate?.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point) ?? []
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }

    func dragSessionWillBegin(_ session: any UIDragSession) { dragDelegate?.collectionView(self, dragSessionWillBegin: session) }

    func dragSessionDidEnd(_ session: any UIDragSession) { dragDelegate?.collectionView(self, dragSessionDidEnd: session) }

    func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dropCanHandle(_ session: any UIDropSession) -> Bool { dropDelegate?.collectionView(self, canHandle: session) ?? false }

    func dropSessionDidEnter(_ session: any UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidEnter: session) }

    func dropSessionDidExit(_ session: any UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidExit: session) }

    func dropSessionDidEnd(_ session: any UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidEnd: session) }

    func dropProposal(for session: any UIDropSession, destination: IndexPath?) -> (UIDropProposal, ListDropIntent) {
        guard let dropDelegate else { return (UIDropProposal(operation: .cancel), .unspecified) }
        let proposal = dropDelegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return (proposal, proposal.listIntent)
    }

    func performDrop(_ drop: ListDrop) {
        dropDelegate?.collectionView(self, performDropWith: CollectionDropCoordinator(drop, in: self))
    }

    func canMoveForDrop(from indexPath: IndexPath) -> Bool {
        dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }

    func moveForDrop(from source: IndexPath, to destination: IndexPath) {
        dataSource?.collectionView(self, moveItemAt: source, to: destination)
        moveItem(at: source, to: destination)
    }
}
