import Foundation

/// What changed from one snapshot to the next, as the batch updates of a collection or table
/// view: UIKit's batch semantics, where deletions, reloads and move sources are index paths
/// before the update and insertions and move destinations index paths after it (R22.5).
///
/// How it is found (`SnapshotDiff.between(_:_:)`), in time linear in the two snapshots (plus a
/// logarithmic factor only for the items that moved):
/// 1. Match: identifiers are unique, so Heckel's symbol table is the snapshots' own
///    dictionaries: each old identifier is looked up in the new snapshot, and each new one in the
///    old. Unmatched old sections and items are deleted, unmatched new ones inserted.
/// 2. Moves: of the sections found in both, the longest run whose order is unchanged (a longest
///    increasing subsequence of their new indices, in old order) stays; every other one moves.
///    Items do the same within each section kept in both; an item that changed section moves.
///    So an item moves only when its order relative to its neighbours changed (R22.6).
/// 3. Fresh sections: a section inserted, or reloaded, is asked for all its items again, so no
///    item update names it. An item moving out of one is inserted where it lands; one moving
///    into one is deleted where it was.
/// 4. Marks: a reloaded item that stays in order is reloaded at its old index path; one that
///    moved is deleted and inserted instead (UIKit forbids moving and reloading one item in a
///    batch). Reconfigured items are listed by their new index paths, to reconfigure after the
///    batch. A reloaded section in order is reloaded; one that moved is deleted and inserted.
struct SnapshotDiff: Sendable, Equatable {
    /// A move from an old index to a new one.
    struct Move<Index: Sendable & Hashable>: Sendable, Hashable {
        var from: Index
        var to: Index
    }

    /// Sections deleted, by old index.
    var deletedSections = IndexSet()
    /// Sections inserted, by new index.
    var insertedSections = IndexSet()
    /// Sections moved, from old to new index.
    var movedSections: [Move<Int>] = []
    /// Sections reloaded in place, by old index.
    var reloadedSections = IndexSet()
    /// Items deleted, by old index path.
    var deletedItems: [IndexPath] = []
    /// Items inserted, by new index path.
    var insertedItems: [IndexPath] = []
    /// Items moved, from old to new index path.
    var movedItems: [Move<IndexPath>] = []
    /// Items reloaded in place, by old index path.
    var reloadedItems: [IndexPath] = []
    /// Items to reconfigure after the batch, by new index path.
    var reconfiguredItems: [IndexPath] = []

    /// Whether the batch changes nothing (reconfigures aside).
    var isBatchEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// Whether any section is deleted, inserted, moved or reloaded.
    var changesSections: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty)
    }

    /// The changes that turn `old` into `new`, with `new`'s reload and reconfigure marks.
    static func between<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>,
                                       _ new: NSDiffableDataSourceSnapshot<Section, Item>) -> SnapshotDiff {
        var diff = SnapshotDiff()
        // 1–2, sections: old index → new index of the sections in both, in old order.
        var survivors: [(old: Int, new: Int)] = []
        for (oldIndex, identifier) in old.sectionIdentifiers.enumerated() {
            if let newIndex = new.sectionIndices[identifier] {
                survivors.append((oldIndex, newIndex))
            } else {
                diff.deletedSections.insert(oldIndex)
            }
        }
        for (newIndex, identifier) in new.sectionIdentifiers.enumerated() where old.sectionIndices[identifier] == nil {
            diff.insertedSections.insert(newIndex)
        }
        let inOrder = longestIncreasingSubsequence(survivors.map { $0.new })
        // 3. Fresh sections: their items come from the data source, not from item updates.
        var freshOld = diff.deletedSections
        var freshNew = diff.insertedSections
        for (position, pair) in survivors.enumerated() {
            let reloaded = new.reloadedSections.contains(old.sectionIdentifiers[pair.old])
            switch (inOrder[position], reloaded) {
            case (true, false):
                break
            case (true, true):
                diff.reloadedSections.insert(pair.old)
                freshOld.insert(pair.old)
                freshNew.insert(pair.new)
            case (false, false):
                diff.movedSections.append(Move(from: pair.old, to: pair.new))
            case (false, true):
                diff.deletedSections.insert(pair.old)
                diff.insertedSections.insert(pair.new)
                freshOld.insert(pair.old)
                freshNew.insert(pair.new)
            }
        }
        diff.diffItems(old, new, freshOld: freshOld, freshNew: freshNew)
        return diff
    }

    /// Steps 1–4 for the items. Each item costs one dictionary lookup in the other snapshot
    /// (and an equality test of its section); index paths are made only for the updates.
    private mutating func diffItems<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>,
                                                   _ new: NSDiffableDataSourceSnapshot<Section, Item>,
                                                   freshOld: IndexSet, freshNew: IndexSet) {
        for (oldSection, items) in old.sectionItems.enumerated() where !freshOld.contains(oldSection) {
            for (index, item) in items.enumerated() {
                if let place = new.itemPlaces[item] {
                    guard !freshNew.isEmpty, freshNew.contains(new.sectionIndices[place.section]!) else { continue }
                }
                deletedItems.append(IndexPath(item: index, section: oldSection))
            }
        }
        // Items moved, replaced or inserted: their marks are dealt with already.
        var displaced = Set<Item>()
        for (newSection, items) in new.sectionItems.enumerated() where !freshNew.contains(newSection) {
            // A section not fresh here is in the old snapshot, and not fresh there either.
            let sectionIdentifier = new.sectionIdentifiers[newSection]
            let oldSection = old.sectionIndices[sectionIdentifier]!
            // Items that stay in this section, in new order: their old and new indices.
            var stayersOld: [Int] = [], stayersNew: [Int] = []
            for (index, item) in items.enumerated() {
                guard let place = old.itemPlaces[item] else {
                    insertedItems.append(IndexPath(item: index, section: newSection))
                    continue
                }
                if place.section == sectionIdentifier {
                    stayersOld.append(place.index)
                    stayersNew.append(index)
                    continue
                }
                let fromSection = old.sectionIndices[place.section]!
                if freshOld.contains(fromSection) {
                    insertedItems.append(IndexPath(item: index, section: newSection))
                } else {
                    moveOrReplace(item, from: IndexPath(item: place.index, section: fromSection),
                                  to: IndexPath(item: index, section: newSection), marks: new)
                }
                displaced.insert(item)
            }
            let inOrder = longestIncreasingSubsequence(stayersOld)
            for position in stayersOld.indices where !inOrder[position] {
                let item = items[stayersNew[position]]
                moveOrReplace(item, from: IndexPath(item: stayersOld[position], section: oldSection),
                              to: IndexPath(item: stayersNew[position], section: newSection), marks: new)
                displaced.insert(item)
            }
        }
        // 4. The marks of items that stayed in order, in a section kept on both sides.
        for item in new.reloadedItems.elements where !displaced.contains(item) {
            guard let paths = keptPaths(of: item, old, new, freshOld: freshOld) else { continue }
            reloadedItems.append(paths.old)
        }
        for item in new.reconfiguredItems.elements where !displaced.contains(item) && !new.reloadedItems.contains(item) {
            guard let paths = keptPaths(of: item, old, new, freshOld: freshOld) else { continue }
            reconfiguredItems.append(paths.new)
        }
    }

    /// The old and new index paths of an item in the same section on both sides, when that
    /// section is not fresh; nil otherwise.
    private func keptPaths<Section, Item>(of item: Item, _ old: NSDiffableDataSourceSnapshot<Section, Item>,
                                          _ new: NSDiffableDataSourceSnapshot<Section, Item>,
                                          freshOld: IndexSet) -> (old: IndexPath, new: IndexPath)? {
        guard let before = old.itemPlaces[item], let after = new.itemPlaces[item], before.section == after.section,
              let oldSection = old.sectionIndices[before.section], !freshOld.contains(oldSection),
              let newSection = new.sectionIndices[after.section] else { return nil }
        return (IndexPath(item: before.index, section: oldSection), IndexPath(item: after.index, section: newSection))
    }

    /// A move, or a deletion and an insertion when the item is also reloaded.
    private mutating func moveOrReplace<Section, Item>(_ item: Item, from oldPath: IndexPath, to newPath: IndexPath,
                                                       marks new: NSDiffableDataSourceSnapshot<Section, Item>) {
        if new.reloadedItems.contains(item) {
            deletedItems.append(oldPath)
            insertedItems.append(newPath)
        } else {
            movedItems.append(Move(from: oldPath, to: newPath))
            if new.reconfiguredItems.contains(item) { reconfiguredItems.append(newPath) }
        }
    }
}

/// Which positions of `values` form one longest strictly increasing subsequence (patience
/// sorting: O(n log n), and O(n) when `values` is already mostly increasing, as each value that
/// extends the longest run is appended without a search).
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var mask = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return mask }
    var tails: [Int] = []                       // tails[k]: position ending the best run of length k + 1
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        if let last = tails.last, values[last] >= value {
            var low = 0, high = tails.count - 1
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[position] = low > 0 ? tails[low - 1] : -1
            tails[low] = position
        } else {
            previous[position] = tails.last ?? -1
            tails.append(position)
        }
    }
    var position = tails.last!
    while position >= 0 {
        mask[position] = true
        position = previous[position]
    }
    return mask
}
