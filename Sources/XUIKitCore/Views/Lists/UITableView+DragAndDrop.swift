import Foundation

/// Drag and drop of rows (R39): the table carries a `UIDragInteraction` and a
/// `UIDropInteraction` while it has a `dragDelegate` or a `dropDelegate`, and `ListDragDrop`
/// (`Input/DragAndDrop/ListDragDrop.swift`) turns their calls into the delegates' by row.
extension UITableView: ListDragDropHost {
    /// Whether a drag that began in this table is under way (from its items until it ends).
    public var hasActiveDrag: Bool { listDragDrop?.hasActiveDrag ?? false }

    /// Whether a drag is over the table (from its enter until it exits, drops or ends).
    public var hasActiveDrop: Bool { listDragDrop?.hasActiveDrop ?? false }

    /// Whether the table has changes from a drop not yet applied; always false (XUIKit shows no
    /// placeholder rows).
    public var hasUncommittedUpdates: Bool { false }

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

    /// Whether the scrolling pan must not begin: a mouse button held on a row drags the row
    /// (R39.1), as on iPad with a pointer and on Mac Catalyst.
    var pointerDragWouldLiftRow: Bool {
        guard let listDragDrop, let point = listDragDrop.pointerPressLocation(in: self) else { return false }
        return indexPathForRow(at: point) != nil
    }

    // MARK: - ListDragDropHost

    func dragDropIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func dragDropFrame(of indexPath: IndexPath) -> CGRect? {
        geometry.contains(indexPath) ? rectForRow(at: indexPath) : nil
    }

    func dragDropCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    var dragDropSectionCount: Int { numberOfSections }

    var dragDropVisibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

    func dragDropCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragItemsForAdding(to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        dragDelegate?.tableView(self, itemsForAddingTo: session, at: indexPath, point: point) ?? []
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }

    func dragSessionWillBegin(_ session: any UIDragSession) { dragDelegate?.tableView(self, dragSessionWillBegin: session) }

    func dragSessionDidEnd(_ session: any UIDragSession) { dragDelegate?.tableView(self, dragSessionDidEnd: session) }

    func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dropCanHandle(_ session: any UIDropSession) -> Bool { dropDelegate?.tableView(self, canHandle: session) ?? false }

    func dropSessionDidEnter(_ session: any UIDropSession) { dropDelegate?.tableView(self, dropSessionDidEnter: session) }

    func dropSessionDidExit(_ session: any UIDropSession) { dropDelegate?.tableView(self, dropSessionDidExit: session) }

    func dropSessionDidEnd(_ session: any UIDropSession) { dropDelegate?.tableView(self, dropSessionDidEnd: session) }

    func dropProposal(for session: any UIDropSession, destination: IndexPath?) -> (UIDropProposal, ListDropIntent) {
        guard let dropDelegate else { return (UIDropProposal(operation: .cancel), .unspecified) }
        let proposal = dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return (proposal, proposal.listIntent)
    }

    func performDrop(_ drop: ListDrop) {
        dropDelegate?.tableView(self, performDropWith: TableDropCoordinator(drop, in: self))
    }

    func canMoveForDrop(from indexPath: IndexPath) -> Bool { canMoveRow(at: indexPath) }

    func moveForDrop(from source: IndexPath, to destination: IndexPath) {
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        moveRow(at: source, to: destination)
    }
}
