import Foundation

/// Adding, removing, moving and marking items. R22.2: a mutation that would duplicate an item
/// identifier, or that names one the snapshot lacks, is reported in one line naming the
/// identifier and changes nothing (UIKit raises).
extension NSDiffableDataSourceSnapshot {
    /// Adds `identifiers` at the end of the section `sectionIdentifier`, or of the last section
    /// when it is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let target = sectionIdentifier ?? sectionIdentifiers.last else {
            report("appendItems: the snapshot has no section to append to (append a section first)")
            return
        }
        guard let section = sectionIndices[target] else {
            report("appendItems: no section with identifier \(SnapshotDiagnostics.describe(target))")
            return
        }
        guard acceptsNew(identifiers, in: "appendItems") else { return }
        let start = sectionItems[section].count
        sectionItems[section].append(contentsOf: identifiers)
        renumberItems(inSectionAt: section, from: start)
    }

    /// Inserts `identifiers` just before the item `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, nextTo: beforeIdentifier, after: false, in: "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` just after the item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, nextTo: afterIdentifier, after: true, in: "insertItems(_:afterItem:)")
    }

    /// Deletes the items `identifiers`. Identifiers the snapshot lacks are reported and the
    /// others are deleted (as UIKit, which ignores them).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removed = Set<ItemIdentifierType>()
        var sections = Set<Int>()
        for identifier in identifiers {
            guard let place = itemPlaces[identifier], let section = sectionIndices[place.section] else {
                report("deleteItems: no item with identifier \(SnapshotDiagnostics.describe(identifier)); skipping it")
                continue
            }
            removed.insert(identifier)
            sections.insert(section)
        }
        for section in sections {
            sectionItems[section].removeAll { removed.contains($0) }
        }
        for identifier in removed { itemPlaces[identifier] = nil }
        for section in sections { renumberItems(inSectionAt: section) }
        forgetMarks(ofItems: removed)
    }

    /// Deletes every item and every section: the snapshot is empty afterwards.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item `identifier` to just before the item `toIdentifier` (possibly in another
    /// section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: false, in: "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` to just after the item `toIdentifier` (possibly in another
    /// section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: true, in: "moveItem(_:afterItem:)")
    }

    /// Marks the items for reloading: applying the snapshot asks the cell provider for new cells
    /// for them.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard itemPlaces[identifier] != nil else {
                report("reloadItems: no item with identifier \(SnapshotDiagnostics.describe(identifier)); skipping it")
                continue
            }
            reloadedItems.append(identifier)
        }
    }

    /// Marks the items for reconfiguring: applying the snapshot gives their existing cells to the
    /// cell provider again, in place, which is cheaper than reloading.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard itemPlaces[identifier] != nil else {
                report("reconfigureItems: no item with identifier \(SnapshotDiagnostics.describe(identifier)); skipping it")
                continue
            }
            reconfiguredItems.append(identifier)
        }
    }

    // MARK: - Shared steps

    /// Reports `message` as this type's.
    func report(_ message: String) {
        SnapshotDiagnostics.report("NSDiffableDataSourceSnapshot.\(message) (UIKit raises); the snapshot is unchanged")
    }

    /// Whether `identifiers` are all new to the snapshot and to each other; reports the first
    /// that is not.
    func acceptsNew(_ identifiers: [ItemIdentifierType], in method: String) -> Bool {
        guard let duplicate = SnapshotDiagnostics.firstDuplicate(in: identifiers, isPresent: { itemPlaces[$0] != nil }) else {
            return true
        }
        report("\(method): item identifier \(SnapshotDiagnostics.describe(duplicate)) is duplicated")
        return false
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType,
                                 after: Bool, in method: String) {
        guard let place = itemPlaces[anchor], let section = sectionIndices[place.section] else {
            report("\(method): no item with identifier \(SnapshotDiagnostics.describe(anchor))")
            return
        }
        guard acceptsNew(identifiers, in: method) else { return }
        let at = place.index + (after ? 1 : 0)
        sectionItems[section].insert(contentsOf: identifiers, at: at)
        renumberItems(inSectionAt: section, from: at)
    }

    private mutating func move(_ identifier: ItemIdentifierType, nextTo anchor: ItemIdentifierType,
                               after: Bool, in method: String) {
        guard identifier != anchor else {
            report("\(method): item identifier \(SnapshotDiagnostics.describe(identifier)) cannot move next to itself")
            return
        }
        guard let from = itemPlaces[identifier], let fromSection = sectionIndices[from.section] else {
            report("\(method): no item with identifier \(SnapshotDiagnostics.describe(identifier))")
            return
        }
        guard itemPlaces[anchor] != nil else {
            report("\(method): no item with identifier \(SnapshotDiagnostics.describe(anchor))")
            return
        }
        sectionItems[fromSection].remove(at: from.index)
        renumberItems(inSectionAt: fromSection, from: from.index)
        let to = itemPlaces[anchor]!
        let toSection = sectionIndices[to.section]!
        let at = to.index + (after ? 1 : 0)
        sectionItems[toSection].insert(identifier, at: at)
        renumberItems(inSectionAt: toSection, from: at)
    }

    /// Drops reload and reconfigure marks of items no longer in the snapshot.
    mutating func forgetMarks(ofItems removed: Set<ItemIdentifierType>) {
        reloadedItems.remove(removed)
        reconfiguredItems.remove(removed)
    }
}
