import Foundation

/// Inserting, deleting, moving, reloading and reconfiguring items and sections after the data
/// changed (R20.11–R20.14). The data source must already say the new counts, as in UIKit; the
/// counts are checked against the updates, and a mismatch is reported and answered with a
/// reload where UIKit raises. Visible cells follow their items (same cell objects), the
/// selection too; inside an animation-enabled context the change animates
/// (`UICollectionView+UpdateAnimation.swift`).
extension UICollectionView {
    /// Items were inserted at `indexPaths` (index paths after the insertion).
    public func insertItems(at indexPaths: [IndexPath]) { update { $0.insertedItems.formUnion(indexPaths) } }
    /// The items at `indexPaths` were deleted (index paths before the deletion).
    public func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletedItems.formUnion(indexPaths) } }
    /// The items at `indexPaths` changed: their cells are replaced by new ones from the data
    /// source (the old ones fade out). A reloaded item is no longer selected.
    public func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloadedItems.formUnion(indexPaths) } }
    /// The items at `indexPaths` changed: the data source configures their cells again in
    /// place (its `dequeueReusableCell` call hands back the item's existing cell, R20.13).
    public func reconfigureItems(at indexPaths: [IndexPath]) { update { $0.reconfiguredItems.formUnion(indexPaths) } }
    /// The item at `indexPath` moved to `newIndexPath`; its cell slides there.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Sections were inserted (indices after the insertion).
    public func insertSections(_ sections: IndexSet) { update { $0.insertedSections.formUnion(sections) } }
    /// Sections were deleted (indices before the deletion).
    public func deleteSections(_ sections: IndexSet) { update { $0.deletedSections.formUnion(sections) } }
    /// Sections changed: their items are asked for again.
    public func reloadSections(_ sections: IndexSet) { update { $0.reloadedSections.formUnion(sections) } }
    /// The section moved.
    public func moveSection(_ section: Int, toSection newSection: Int) { update { $0.movedSections.append((section, newSection)) } }

    /// Runs `updates` (inserts, deletes, moves, reloads, with the data source's data changed to
    /// match) as one change: deletions and reloads name index paths before the batch,
    /// insertions after it, as in UIKit. `completion` runs with true when the animation ends
    /// (at once when nothing animates).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingBatch == nil
        if outer { pendingBatch = CollectionUpdateBatch() }
        updates?()
        guard outer, let batch = pendingBatch else { completion?(true); return }
        pendingBatch = nil
        apply(batch, completion: completion)
    }

    /// Records an update in the open batch, or applies it at once.
    private func update(_ change: (inout CollectionUpdateBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        var batch = CollectionUpdateBatch()
        change(&batch)
        apply(batch, completion: nil)
    }

    /// Applies a batch: checks it against the new counts, moves the visible cells and the
    /// selection to their items' new index paths, lays out, reconfigures, and animates.
    func apply(_ batch: CollectionUpdateBatch, completion: ((Bool) -> Void)?) {
        if needsReload {
            // The counts were never read: there is nothing on screen to update.
            reloadData()
            completion?(true)
            return
        }
        let oldCounts = itemCounts
        needsReload = true
        reloadCountsIfNeeded()
        let mapping: CollectionUpdateMapping
        switch CollectionUpdateMapping.make(batch, oldCounts: oldCounts, newCounts: itemCounts) {
        case .failure(let mismatch):
            Diagnostics.report("UICollectionView: invalid batch update: \(mismatch); reloading all the data instead "
                + "(UIKit raises NSInternalInconsistencyException)")
            reloadData()
            completion?(true)
            return
        case .success(let made):
            mapping = made
        }
        endTouchTracking()
        cancelAllPrefetching()
        let animated = UIView.areAnimationsEnabled && window != nil
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var leaving: [(view: UICollectionReusableView, old: IndexPath)] = []
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var toReconfigure: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleCellViews {
            if let new = mapping.newIndexPath(for: old), !batch.reloadedItems.contains(old) {
                kept[new] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
                if batch.reconfiguredItems.contains(old) { toReconfigure[new] = cell }
            } else {
                leaving.append((cell, old))
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
            }
        }
        visibleCellViews = kept
        remapSupplementaryViews(mapping, leaving: &leaving)
        remapSelection(mapping)
        let before = Set(visibleCellViews.values.map(ObjectIdentifier.init))
        collectionViewLayout.invalidateLayout()
        tileElements()
        reconfigure(toReconfigure)
        let appeared = visibleCellViews.filter { !before.contains(ObjectIdentifier($0.value)) && mapping.isInserted($0.key) }
        animateUpdate(animated: animated, oldFrames: oldFrames, appeared: appeared, leaving: leaving, completion: completion)
    }

    /// Headers and footers follow their sections; those of deleted or reloaded sections leave.
    private func remapSupplementaryViews(_ mapping: CollectionUpdateMapping,
                                         leaving: inout [(view: UICollectionReusableView, old: IndexPath)]) {
        var kept: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementaryViews {
            let section = key.indexPath.first ?? 0
            if mapping.newSectionOfOld.indices.contains(section), let new = mapping.newSectionOfOld[section],
               !mapping.batch.reloadedSections.contains(section) {
                var moved = key
                moved.indexPath[0] = new
                kept[moved] = view
            } else {
                leaving.append((view, key.indexPath))
            }
        }
        visibleSupplementaryViews = kept
    }

    /// The selection follows its items; deleted and reloaded items are no longer selected.
    func remapSelection(_ mapping: CollectionUpdateMapping) {
        var remapped = SelectedIndexPaths()
        for old in selectedItems {
            if let new = mapping.newIndexPath(for: old), !mapping.batch.reloadedItems.contains(old) { remapped.append(new) }
        }
        selectedItems = remapped
    }

    /// R20.13: asks the data source for the cells of reconfigured items again; its
    /// `dequeueReusableCell` hands back the cell already showing the item, so the same cell is
    /// configured in place. A data source that returns another cell gets it swapped in.
    private func reconfigure(_ cells: [IndexPath: UICollectionViewCell]) {
        guard let dataSource else { return }
        for (indexPath, cell) in cells where visibleCellViews[indexPath] === cell {
            reconfiguringCells[indexPath] = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCells[indexPath] = nil
            guard returned !== cell else { continue }
            enqueueForReuse(cell)
            visibleCellViews[indexPath] = returned
            returned.isSelected = selectedItems.contains(indexPath)
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { place(returned, with: attributes) }
        }
    }

    /// The cell being reconfigured at `indexPath`, when `identifier` matches its own.
    func cellBeingReconfigured(at indexPath: IndexPath, identifier: String) -> UICollectionViewCell? {
        guard let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier else { return nil }
        return cell
    }
}
