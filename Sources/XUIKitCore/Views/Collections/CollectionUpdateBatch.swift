import Foundation

/// The updates `performBatchUpdates` collects (or one update on its own), in UIKit's terms:
/// deletions, reloads and reconfigurations name index paths before the batch, insertions after
/// it, moves from before to after (R20.11).
struct CollectionUpdateBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var reconfiguredItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
}

/// Where each item before a batch of updates is after it, worked out from the batch and the
/// counts before and after, and checked as UIKit checks it: the data source's new count of each
/// section must be the old count less what left plus what came (R20.12).
///
/// Nothing here costs memory per item: an item's new place is its rank among the items that
/// stayed, skipped past the places insertions and moves took, so a million-item section with
/// three updates costs three entries.
struct CollectionUpdateMapping {
    let batch: CollectionUpdateBatch
    /// The new section of each old section; nil for a deleted one.
    private(set) var newSectionOfOld: [Int?] = []
    /// Per old section, the items that left it (deleted or moved out), sorted.
    private var removed: [Int: [Int]] = [:]
    /// Per new section, the places inserted or moved-in items took, sorted.
    private var taken: [Int: [Int]] = [:]
    private var moveDestination: [IndexPath: IndexPath] = [:]
    private var movedIn: Set<IndexPath> = []

    /// The mapping, or why the batch does not match the counts (in words for the diagnostic).
    static func make(_ batch: CollectionUpdateBatch, oldCounts: [Int], newCounts: [Int]) -> Result<Self, UpdateMismatch> {
        var mapping = CollectionUpdateMapping(batch: batch)
        if let problem = mapping.mapSections(oldCount: oldCounts.count, newCount: newCounts.count) { return .failure(problem) }
        if let problem = mapping.mapItems(oldCounts: oldCounts, newCounts: newCounts) { return .failure(problem) }
        return .success(mapping)
    }

    /// Why a batch was refused.
    struct UpdateMismatch: Error, CustomStringConvertible {
        let description: String
    }

    private mutating func mapSections(oldCount: Int, newCount: Int) -> UpdateMismatch? {
        let moves = batch.movedSections
        let movedFrom = Set(moves.map(\.from)), movedTo = Set(moves.map(\.to))
        if let bad = (batch.deletedSections.map { $0 } + batch.reloadedSections.map { $0 } + Array(movedFrom)).first(where: { $0 < 0 || $0 >= oldCount }) {
            return UpdateMismatch(description: "section \(bad) does not exist before the update (there were \(oldCount))")
        }
        if let bad = (batch.insertedSections.map { $0 } + Array(movedTo)).first(where: { $0 < 0 || $0 >= newCount }) {
            return UpdateMismatch(description: "section \(bad) does not exist after the update (the data source says \(newCount))")
        }
        let expected = oldCount - batch.deletedSections.count + batch.insertedSections.count
        guard expected == newCount else {
            return UpdateMismatch(description: "the data source says \(newCount) sections after the update, but \(oldCount) "
                + "before, \(batch.deletedSections.count) deleted and \(batch.insertedSections.count) inserted make \(expected)")
        }
        newSectionOfOld = Array(repeating: nil, count: oldCount)
        for move in moves { newSectionOfOld[move.from] = move.to }
        // The sections that stay fill, in order, the places neither insertions nor moves took.
        var free = (0..<newCount).filter { !batch.insertedSections.contains($0) && !movedTo.contains($0) }.makeIterator()
        for old in 0..<oldCount where !batch.deletedSections.contains(old) && !movedFrom.contains(old) {
            newSectionOfOld[old] = free.next()
        }
        return nil
    }

    private mutating func mapItems(oldCounts: [Int], newCounts: [Int]) -> UpdateMismatch? {
        func exists(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
            indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
        }
        for indexPath in batch.deletedItems.union(batch.reloadedItems).union(batch.reconfiguredItems)
            .union(batch.movedItems.map(\.from)) where !exists(indexPath, in: oldCounts) {
            return UpdateMismatch(description: "item \(indexPath.description) does not exist before the update")
        }
        for indexPath in batch.insertedItems.union(batch.movedItems.map(\.to)) where !exists(indexPath, in: newCounts) {
            return UpdateMismatch(description: "item \(indexPath.description) does not exist after the update")
        }
        for item in batch.deletedItems where !batch.deletedSections.contains(item.section) {
            removed[item.section, default: []].append(item.item)
        }
        for item in batch.insertedItems where !batch.insertedSections.contains(item.section) {
            taken[item.section, default: []].append(item.item)
        }
        for move in batch.movedItems {
            if batch.deletedSections.contains(move.from.section) || batch.insertedSections.contains(move.to.section) {
                return UpdateMismatch(description: "item \(move.from.description) moves out of a deleted section or into an inserted one")
            }
            removed[move.from.section, default: []].append(move.from.item)
            taken[move.to.section, default: []].append(move.to.item)
            moveDestination[move.from] = move.to
            movedIn.insert(move.to)
        }
        for key in removed.keys { removed[key]!.sort() }
        for key in taken.keys { taken[key]!.sort() }
        for (old, new) in newSectionOfOld.enumerated() {
            guard let new, !batch.reloadedSections.contains(old) else { continue }
            let left = removed[old]?.count ?? 0, came = taken[new]?.count ?? 0
            let expected = oldCounts[old] - left + came
            guard expected == newCounts[new] else {
                return UpdateMismatch(description: "the data source says \(newCounts[new]) items in section \(new) after the update, "
                    + "but the \(oldCounts[old]) before, less \(left) deleted or moved out, plus \(came) inserted or moved in, make \(expected)")
            }
        }
        return nil
    }

    /// Where the item at `old` (before the update) is after it; nil when it was deleted, or
    /// its section deleted or reloaded.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, newSectionOfOld.indices.contains(old.section), let section = newSectionOfOld[old.section],
              !batch.reloadedSections.contains(old.section), !batch.deletedItems.contains(old) else { return nil }
        if let destination = moveDestination[old] { return destination }
        // Its rank among the items that stayed, then the rank-th place nothing else took.
        let gone = removed[old.section] ?? []
        var place = old.item - Self.count(of: gone, below: old.item)
        for taken in taken[section] ?? [] {
            if taken <= place { place += 1 } else { break }
        }
        return IndexPath(item: place, section: section)
    }

    /// Whether the item at `new` (after the update) is new: inserted, or in an inserted or
    /// reloaded section.
    func isInserted(_ new: IndexPath) -> Bool {
        if batch.insertedSections.contains(new.section) || batch.insertedItems.contains(new) { return true }
        return batch.reloadedSections.contains { newSectionOfOld.indices.contains($0) && newSectionOfOld[$0] == new.section }
    }

    /// How many of the sorted `values` are below `limit` (bisection).
    private static func count(of values: [Int], below limit: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
