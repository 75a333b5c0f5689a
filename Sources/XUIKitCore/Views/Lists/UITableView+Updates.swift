import Foundation

/// Row updates recorded inside `performBatchUpdates`, applied together at its end.
struct TableUpdateBatch {
    /// Rows deleted or reloaded, as index paths before the update.
    var deleted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    /// Rows inserted, as index paths after the update.
    var inserted: Set<IndexPath> = []
}

/// Inserting, deleting and reloading rows after the data changed: the counts are checked against
/// the data source, as UIKit does, and the visible cells and the selection move with their rows.
/// XUIKit does not animate: the `RowAnimation` is accepted and the rows move at once.
extension UITableView {
    /// Tells the table that rows were inserted at `indexPaths` (index paths after the insertion).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.inserted.formUnion(indexPaths) }
    }

    /// Tells the table that the rows at `indexPaths` were deleted (index paths before the
    /// deletion). Their cells go back to the reuse queue; a deleted selected row is no longer
    /// selected.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deleted.formUnion(indexPaths) }
    }

    /// Asks the data source again for the cells (and heights) of these rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloaded.formUnion(indexPaths) }
    }

    /// Runs `updates` (inserts, deletes and reloads, with the data source's data changed to
    /// match) as one change: deletions and reloads are index paths before the batch, insertions
    /// after it, as in UIKit. `completion` is called with true once the rows are in place.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdates == nil
        if outer { pendingUpdates = TableUpdateBatch() }
        updates?()
        if outer, let batch = pendingUpdates {
            pendingUpdates = nil
            apply(batch)
        }
        completion?(true)
    }

    /// Does nothing more than `performBatchUpdates` does: updates between these calls are
    /// applied at `endUpdates()`.
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = TableUpdateBatch() }
    }

    /// Applies the updates made since `beginUpdates()`.
    public func endUpdates() {
        guard let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch)
    }

    /// Records an update in the open batch, or applies it at once.
    private func update(_ record: (inout TableUpdateBatch) -> Void) {
        if pendingUpdates != nil {
            record(&pendingUpdates!)
            return
        }
        var batch = TableUpdateBatch()
        record(&batch)
        apply(batch)
    }

    /// R14.10: rebuilds the geometry, checks every section's new count against the old count less
    /// deletions plus insertions (reporting UIKit's "Invalid update" and reloading everything
    /// when they disagree), then moves the visible cells and the selection to their new rows.
    private func apply(_ batch: TableUpdateBatch) {
        if needsReload { reloadData(); return }
        let oldSections = geometry.sections
        closeSwipeActions()
        endTouchTracking()
        rebuildGeometry()
        guard oldSections.count == geometry.sections.count else {
            Diagnostics.report("UITableView: Invalid update: the number of sections changed from \(oldSections.count) to \(geometry.sections.count) in a row update; reloading all data")
            reloadData()
            return
        }
        for section in geometry.sections.indices {
            let before = oldSections.indices.contains(section) ? oldSections[section].rowCount : 0
            let deleted = batch.deleted.filter { $0.section == section && $0.row < before }.count
            let inserted = batch.inserted.filter { $0.section == section }.count
            let after = geometry.sections[section].rowCount
            guard after == before - deleted + inserted else {
                Diagnostics.report("UITableView: Invalid update: invalid number of rows in section \(section). The number of rows after the update (\(after)) must be equal to the number before (\(before)), plus inserted (\(inserted)), minus deleted (\(deleted)); reloading all data")
                reloadData()
                return
            }
        }
        let mapping = TableRowMapping(batch: batch)
        var moved: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            if batch.reloaded.contains(indexPath) || batch.deleted.contains(indexPath) {
                recycle(cell, from: indexPath)
            } else if let newPath = mapping.newIndexPath(for: indexPath), geometry.contains(newPath) {
                moved[newPath] = cell
            } else {
                recycle(cell, from: indexPath)
            }
        }
        visibleCellsByIndexPath = moved
        selectedIndexPaths = SelectedIndexPaths(selectedIndexPaths.compactMap { old in
            guard !batch.deleted.contains(old), let new = mapping.newIndexPath(for: old), geometry.contains(new) else { return nil }
            return new
        })
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        }
        tileRows()
        setNeedsLayout()
    }
}

/// Where a surviving row goes: in each section, the rows not deleted keep their order and fill
/// the new positions that are not insertions.
struct TableRowMapping {
    private var deletedRows: [Int: [Int]] = [:]
    private var insertedRows: [Int: [Int]] = [:]

    init(batch: TableUpdateBatch) {
        for path in batch.deleted { deletedRows[path.section, default: []].append(path.row) }
        for path in batch.inserted { insertedRows[path.section, default: []].append(path.row) }
        for key in deletedRows.keys { deletedRows[key]?.sort() }
        for key in insertedRows.keys { insertedRows[key]?.sort() }
    }

    /// The row's index path after the update, or nil if it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        let deleted = deletedRows[old.section] ?? []
        if deleted.contains(old.row) { return nil }
        var slot = old.row - deleted.prefix(while: { $0 < old.row }).count
        for inserted in insertedRows[old.section] ?? [] where inserted <= slot { slot += 1 }
        return IndexPath(row: slot, section: old.section)
    }
}
