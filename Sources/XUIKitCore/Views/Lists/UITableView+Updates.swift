import Foundation

/// Inserting, deleting, reloading and moving rows after the data changed: the counts are checked
/// against the data source, as UIKit does, the visible cells and the selection move with their
/// rows, and the change animates (`UITableView+UpdateAnimations.swift`). Sections:
/// `UITableView+SectionUpdates.swift`.
extension UITableView {
    /// Tells the table that rows were inserted at `indexPaths` (index paths after the insertion).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { batch in for path in indexPaths { batch.insertedRows[path] = animation } }
    }

    /// Tells the table that the rows at `indexPaths` were deleted (index paths before the
    /// deletion). Their cells animate out, then go back to the reuse queue; a deleted selected
    /// row is no longer selected.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { batch in for path in indexPaths { batch.deletedRows[path] = animation } }
    }

    /// Asks the data source again for the cells (and heights) of these rows: the old cell
    /// animates out as the new one animates in.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { batch in for path in indexPaths { batch.reloadedRows[path] = animation } }
    }

    /// Asks the data source for the cells of these rows again, handing it the cells already
    /// showing them (`dequeueReusableCell` returns the row's own cell, without
    /// `prepareForReuse()`), so they update in place (R25.5).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reconfiguredRows.formUnion(indexPaths) }
    }

    /// Tells the table that the row at `indexPath` moved to `newIndexPath` (the path after the
    /// update); its cell glides there.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Runs `updates` (inserts, deletes, reloads and moves, with the data source's data changed
    /// to match) as one change: deletions and reloads are index paths before the batch,
    /// insertions after it, as in UIKit. `completion` is called once the animations ended
    /// (R25.5), with true unless one was interrupted.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdates == nil
        if outer { pendingUpdates = TableUpdateBatch() }
        updates?()
        guard outer, let batch = pendingUpdates else {
            completion?(true)
            return
        }
        pendingUpdates = nil
        apply(batch, completion: completion)
    }

    /// Starts a group of updates, applied together at `endUpdates()`. An empty group still
    /// measures the rows again, which is how UIKit code resizes self-sizing cells.
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = TableUpdateBatch() }
    }

    /// Applies the updates made since `beginUpdates()`, animated.
    public func endUpdates() {
        guard let batch = pendingUpdates else { return }
        pendingUpdates = nil
        measuredRows.removeAll()
        apply(batch, completion: nil)
    }

    /// Records an update in the open batch, or applies it at once.
    func update(_ record: (inout TableUpdateBatch) -> Void) {
        if pendingUpdates != nil {
            record(&pendingUpdates!)
            return
        }
        var batch = TableUpdateBatch()
        record(&batch)
        apply(batch, completion: nil)
    }

    /// R14.10, R25.5: rebuilds the geometry, checks the new counts against the old ones with the
    /// changes (reporting UIKit's "Invalid update" and reloading everything when they disagree),
    /// moves the visible cells and the selection to their new rows, then animates.
    private func apply(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) {
        if needsReload {
            reloadData()
            runAfterFrame(completion)
            return
        }
        var batch = batch
        // A reloaded row is deleted and inserted in place.
        let oldGeometry = geometry
        let oldFrames = visibleCellsByIndexPath.mapValues(\.presentedUntransformedFrame)
        let oldMeasured = measuredRows
        closeSwipeActions()
        endTouchTracking()
        cancelReorder()
        rebuildGeometry()
        var failure = ""
        let probe = TableUpdateMapping(batch: withoutReloads(batch), oldCounts: oldGeometry.sections.map(\.rowCount),
                                       newCounts: geometry.sections.map(\.rowCount), failure: &failure)
        guard let probe else {
            Diagnostics.report("UITableView: \(failure); reloading all data")
            reloadData()
            runAfterFrame(completion)
            return
        }
        for (path, animation) in batch.reloadedRows {
            guard let new = probe.newIndexPath(for: path) else { continue }
            batch.deletedRows[path] = animation
            batch.insertedRows[new] = animation
        }
        guard let mapping = TableUpdateMapping(batch: batch, oldCounts: oldGeometry.sections.map(\.rowCount),
                                               newCounts: geometry.sections.map(\.rowCount), failure: &failure) else {
            Diagnostics.report("UITableView: \(failure); reloading all data")
            reloadData()
            runAfterFrame(completion)
            return
        }
        if selfSizesRows { carryMeasuredHeights(oldMeasured, from: oldGeometry, mapping: mapping) }
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, indexPath: IndexPath, animation: RowAnimation)] = []
        for (old, cell) in visibleCellsByIndexPath {
            if mapping.isRemoved(old) {
                let animation = batch.deletedRows[old] ?? batch.deletedSections[old.section] ?? .automatic
                leaving.append((cell, old, animation))
            } else if let new = mapping.newIndexPath(for: old), geometry.contains(new) {
                kept[new] = cell
            } else {
                recycle(cell, from: old)
            }
        }
        visibleCellsByIndexPath = kept
        selectedIndexPaths = SelectedIndexPaths(selectedIndexPaths.compactMap { old in
            guard let new = mapping.newIndexPath(for: old), geometry.contains(new) else { return nil }
            return new
        })
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        }
        let sectionViewFrames = remapSectionViews(with: mapping)
        UIView.performWithoutAnimation { tileRows() }
        glideSectionViews(from: sectionViewFrames)
        reconfigureVisibleRows(batch.reconfiguredRows.compactMap { mapping.newIndexPath(for: $0) })
        animateUpdate(TableUpdateAnimation(mapping: mapping, oldGeometry: oldGeometry, oldFrames: oldFrames,
                                           keptCells: Set(kept.values.map(ObjectIdentifier.init)),
                                           insertAnimations: insertAnimations(of: batch), leaving: leaving),
                      completion: completion)
    }

    /// The batch with its reloads left out: what the data source's counts are checked against.
    private func withoutReloads(_ batch: TableUpdateBatch) -> TableUpdateBatch {
        var copy = batch
        copy.reloadedRows = [:]
        return copy
    }

    /// The animation of each inserted row, by its new index path (a row in an inserted section
    /// takes the section's).
    private func insertAnimations(of batch: TableUpdateBatch) -> (IndexPath) -> RowAnimation {
        { path in batch.insertedRows[path] ?? batch.insertedSections[path.section] ?? .automatic }
    }

    /// Gives the visible rows among `indexPaths` their cells from the data source again, with
    /// `dequeueReusableCell` handing back each row's own cell.
    func reconfigureVisibleRows(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguringCell = cell
            let result = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            guard result !== cell else { continue }
            visibleCellsByIndexPath[indexPath] = nil
            recycle(cell, from: indexPath)
            install(result, at: indexPath)
        }
    }

    /// Runs `completion` with true at the next frame, as an update with nothing to animate does.
    private func runAfterFrame(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        UIView.animate(withDuration: 0, animations: {}, completion: completion)
    }
}
