import Foundation

/// An interactive movement under way: the item's place before, the place it would take now,
/// and where the user's pointer or finger holds it.
struct InteractiveMovement {
    let source: IndexPath
    var target: IndexPath
    var position: CGPoint?
}

/// Interactive reordering (R20.17), UIKit's iOS 9 API: the app drives it (usually from a long
/// press recognizer) with `beginInteractiveMovementForItem(at:)`, then
/// `updateInteractiveMovementTargetPosition(_:)` as the finger moves, then
/// `endInteractiveMovement()` or `cancelInteractiveMovement()`. The data source answers
/// `canMoveItemAt` and is told `moveItemAt` at the end. The drag-and-drop delegates
/// (`UICollectionViewDragDelegate`) are another issue.
///
/// While moving, the item's cell follows the position (above the others), and the other cells
/// slide to show where it would land: the item under the position, within the item's own
/// section (a move across sections is not offered), as the delegate's
/// `targetIndexPathForMoveFromItemAt` may change.
extension UICollectionView {
    /// Starts moving the item; false when it does not exist, a movement is under way, or the
    /// data source says it cannot move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, containsItem(indexPath), let dataSource,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        endTouchTracking()
        interactiveMovement = InteractiveMovement(source: indexPath, target: indexPath)
        return true
    }

    /// Moves the item's cell to `targetPosition` (content coordinates) and the other cells to
    /// show where it would land.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        if let proposed = indexPathForItem(at: targetPosition), proposed.section == movement.source.section {
            let chosen = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.source,
                                                            toProposedIndexPath: proposed) ?? proposed
            if chosen != movement.target, chosen.section == movement.source.section, containsItem(chosen) {
                // The new target first: the shift's layout pass centres the moving cell there.
                interactiveMovement?.target = chosen
                shiftVisibleItem(from: movement.target, to: chosen)
            }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Ends the movement where the item is now: the data source is told `moveItemAt` (when the
    /// place changed) and the cell settles in its place.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.source != movement.target {
            dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
        }
        settle(movement.target)
    }

    /// Puts the item back where it was; the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.target != movement.source { shiftVisibleItem(from: movement.target, to: movement.source) }
        settle(movement.source)
    }

    /// Re-keys the visible cells and the selection as if the item at `from` moved to `to`,
    /// sliding the cells (the counts do not change).
    private func shiftVisibleItem(from: IndexPath, to: IndexPath) {
        var batch = CollectionUpdateBatch()
        batch.movedItems = [(from, to)]
        guard case .success(let mapping) = CollectionUpdateMapping.make(batch, oldCounts: itemCounts, newCounts: itemCounts) else { return }
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleCellViews {
            oldFrames[ObjectIdentifier(cell)] = cell.frame
            kept[mapping.newIndexPath(for: old) ?? old] = cell
        }
        visibleCellViews = kept
        remapSelection(mapping)
        tileElements()
        animateUpdate(animated: UIView.areAnimationsEnabled && window != nil, oldFrames: oldFrames, appeared: [:], leaving: [],
                      completion: nil)
    }

    /// Lays the cell of `indexPath` back in its place, sliding there.
    private func settle(_ indexPath: IndexPath) {
        let cell = visibleCellViews[indexPath]
        let old = cell?.frame
        setNeedsLayout()
        layoutIfNeeded()
        guard let cell, let old, old != cell.frame, UIView.areAnimationsEnabled, window != nil else { return }
        let final = cell.frame
        UIView.performWithoutAnimation { cell.frame = old }
        UIView.animate(withDuration: Self.updateAnimationDuration) { cell.frame = final }
    }

    /// While moving, the item's cell is centred on the position, above the other cells.
    func positionMovingCell() {
        guard let movement = interactiveMovement, let position = movement.position,
              let cell = visibleCellViews[movement.target] else { return }
        cell.center = position
        bringSubviewToFront(cell)
    }
}
