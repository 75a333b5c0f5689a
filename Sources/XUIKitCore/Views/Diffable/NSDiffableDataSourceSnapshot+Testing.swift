import Foundation

/// Hooks for tests and benchmarks outside the module (XUIKitBench times the diff alone).
extension NSDiffableDataSourceSnapshot {
    /// Runs the diff from this snapshot to `new` (R22.4) and answers how many batch updates it
    /// found: section and item deletions, insertions, moves, reloads and reconfigures.
    @_spi(Testing) public func batchUpdateCount(toReach new: Self) -> Int {
        let diff = SnapshotDiff.between(self, new)
        return diff.deletedSections.count + diff.insertedSections.count + diff.movedSections.count
            + diff.reloadedSections.count + diff.deletedItems.count + diff.insertedItems.count
            + diff.movedItems.count + diff.reloadedItems.count + diff.reconfiguredItems.count
    }
}
