import Foundation

/// Inserting, deleting, moving and reloading items and sections. The data source must already
/// say the new counts when these are called, as in UIKit.
///
/// For now every update reloads the counts and re-tiles at once (no animation).
extension UICollectionView {
    /// Items were inserted at `indexPaths`.
    public func insertItems(at indexPaths: [IndexPath]) { applyUpdate() }
    /// The items at `indexPaths` were deleted.
    public func deleteItems(at indexPaths: [IndexPath]) { applyUpdate() }
    /// The items at `indexPaths` changed: their cells are asked for again.
    public func reloadItems(at indexPaths: [IndexPath]) { applyUpdate() }
    /// The items at `indexPaths` changed: their cells are configured again in place.
    public func reconfigureItems(at indexPaths: [IndexPath]) { applyUpdate() }
    /// The item at `indexPath` moved to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { applyUpdate() }
    /// Sections were inserted.
    public func insertSections(_ sections: IndexSet) { applyUpdate() }
    /// Sections were deleted.
    public func deleteSections(_ sections: IndexSet) { applyUpdate() }
    /// Sections changed: their items are asked for again.
    public func reloadSections(_ sections: IndexSet) { applyUpdate() }
    /// The section moved.
    public func moveSection(_ section: Int, toSection newSection: Int) { applyUpdate() }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one change, then `completion` with
    /// true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        applyUpdate()
        completion?(true)
    }

    func applyUpdate() {
        reloadData()
        layoutIfNeeded()
    }
}
