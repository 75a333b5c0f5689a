import Foundation
@testable import XUIKitCore

/// Applies a `SnapshotDiff` to the old snapshot's arrays the way UIKit's batch updates do, with
/// no knowledge of how the diff was found: for the sections, then for the items of each
/// section, remove the deleted and moved-away entries by descending old index, then insert the
/// inserted and moved-in entries by ascending new index. Inserted sections and items, and
/// reloaded sections, take their contents from the new snapshot (as a collection view asks its
/// data source); everything else must land in place by the update alone.
struct BatchUpdateSimulator {
    /// The violations of UIKit's batch rules found on the way (empty when the diff is valid).
    var problems: [String] = []

    /// The sections and their items after the update.
    mutating func apply(_ diff: SnapshotDiff, to old: NSDiffableDataSourceSnapshot<String, String>,
                        newData new: NSDiffableDataSourceSnapshot<String, String>) -> [(String, [String])] {
        // Sections: entries carry their old index (nil for inserted ones).
        var sections: [(id: String, old: Int?)] = old.sectionIdentifiers.enumerated().map { (id: $0.element, old: Optional($0.offset)) }
        let removedSections = diff.deletedSections.union(IndexSet(diff.movedSections.map(\.from)))
        if removedSections.count != diff.deletedSections.count + diff.movedSections.count {
            problems.append("a section is both deleted and moved, or moved twice")
        }
        for index in removedSections.reversed() { sections.remove(at: index) }
        var arriving: [(Int, (id: String, old: Int?))] = diff.insertedSections.map { ($0, (id: new.sectionIdentifiers[$0], old: nil)) }
        arriving += diff.movedSections.map { ($0.to, (id: old.sectionIdentifiers[$0.from], old: Optional($0.from))) }
        for (index, entry) in arriving.sorted(by: { $0.0 < $1.0 }) {
            guard index <= sections.count else { problems.append("section insert at \(index) past the end"); continue }
            sections.insert(entry, at: index)
        }
        for index in diff.reloadedSections where removedSections.contains(index) {
            problems.append("section \(index) is reloaded and also deleted or moved")
        }
        // Items of each resulting section.
        var result: [(String, [String])] = []
        for (newIndex, section) in sections.enumerated() {
            guard let oldIndex = section.old, !diff.reloadedSections.contains(oldIndex) else {
                if diff.insertedItems.contains(where: { $0.section == newIndex }) || diff.movedItems.contains(where: { $0.to.section == newIndex }) {
                    problems.append("item update into inserted or reloaded section \(newIndex)")
                }
                result.append((section.id, new.sectionIdentifiers.indices.contains(newIndex)
                               ? new.itemIdentifiers(inSection: new.sectionIdentifiers[newIndex]) : []))
                continue
            }
            var items: [String?] = old.sectionItems[oldIndex]
            let removed = diff.deletedItems.filter { $0.section == oldIndex }.map(\.item)
                + diff.movedItems.filter { $0.from.section == oldIndex }.map(\.from.item)
            if Set(removed).count != removed.count { problems.append("an item of section \(oldIndex) is removed twice") }
            for index in Set(removed).sorted(by: >) { items.remove(at: index) }
            var arrivals: [(Int, String?)] = diff.insertedItems.filter { $0.section == newIndex }.map { ($0.item, nil) }
            arrivals += diff.movedItems.filter { $0.to.section == newIndex }.map { ($0.to.item, old.item(at: $0.from)) }
            for (index, item) in arrivals.sorted(by: { $0.0 < $1.0 }) {
                guard index <= items.count else { problems.append("item insert at \(index) past the end"); continue }
                items.insert(item, at: index)
            }
            // An inserted slot is filled by the data source: the new snapshot's item there.
            let filled = items.enumerated().map { offset, item in
                item ?? new.item(at: IndexPath(item: offset, section: newIndex)) ?? "<missing>"
            }
            result.append((section.id, filled))
        }
        for path in diff.deletedItems + diff.movedItems.map(\.from) + diff.reloadedItems
        where diff.deletedSections.contains(path.section) || diff.reloadedSections.contains(path.section) {
            problems.append("item update \(path) inside a deleted or reloaded section")
        }
        for path in diff.reloadedItems {
            guard let item = old.item(at: path), new.reloadedItemIdentifiers.contains(item) else {
                problems.append("reload of \(path), which is not a reloaded item"); continue
            }
        }
        for path in diff.reconfiguredItems {
            guard let item = new.item(at: path), new.reconfiguredItemIdentifiers.contains(item) else {
                problems.append("reconfigure of \(path), which is not a reconfigured item"); continue
            }
        }
        return result
    }
}

/// The length of a longest common subsequence of `a` and `b`, by the quadratic table: the naive
/// reference the diff's move count is checked against.
func naiveLongestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return 0 }
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
        var row = [Int](repeating: 0, count: b.count + 1)
        for (j, y) in b.enumerated() {
            row[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], row[j])
        }
        previous = row
    }
    return previous[b.count]
}
