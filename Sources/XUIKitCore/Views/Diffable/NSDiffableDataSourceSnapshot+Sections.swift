import Foundation

/// Adding, removing, moving and marking sections. R22.2: a mutation that would duplicate a
/// section identifier, or that names one the snapshot lacks, is reported in one line naming the
/// identifier and changes nothing (UIKit raises).
extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections `identifiers` after the last section.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers, in: "appendSections") else { return }
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts empty sections `identifiers` just before the section `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: false, in: "insertSections(_:beforeSection:)")
    }

    /// Inserts empty sections `identifiers` just after the section `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: true, in: "insertSections(_:afterSection:)")
    }

    /// Deletes the sections `identifiers` and their items. Identifiers the snapshot lacks are
    /// reported and the others are deleted.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var removed = Set<SectionIdentifierType>()
        var removedItems = Set<ItemIdentifierType>()
        for identifier in identifiers {
            guard let index = sectionIndices[identifier] else {
                report("deleteSections: no section with identifier \(SnapshotDiagnostics.describe(identifier)); skipping it")
                continue
            }
            if removed.insert(identifier).inserted { removedItems.formUnion(sectionItems[index]) }
        }
        guard !removed.isEmpty else { return }
        let first = removed.compactMap { sectionIndices[$0] }.min()!
        var kept: [[ItemIdentifierType]] = []
        kept.reserveCapacity(sectionItems.count - removed.count)
        for (index, identifier) in sectionIdentifiers.enumerated() where !removed.contains(identifier) {
            kept.append(sectionItems[index])
        }
        sectionIdentifiers.removeAll { removed.contains($0) }
        sectionItems = kept
        for identifier in removed { sectionIndices[identifier] = nil }
        for identifier in removedItems { itemPlaces[identifier] = nil }
        renumberSections(from: first)
        forgetMarks(ofItems: removedItems)
        reloadedSections.remove(removed)
    }

    /// Moves the section `identifier`, with its items, to just before the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false, in: "moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier`, with its items, to just after the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true, in: "moveSection(_:afterSection:)")
    }

    /// Marks the sections for reloading: applying the snapshot asks for all their cells again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard sectionIndices[identifier] != nil else {
                report("reloadSections: no section with identifier \(SnapshotDiagnostics.describe(identifier)); skipping it")
                continue
            }
            reloadedSections.append(identifier)
        }
    }

    // MARK: - Shared steps

    private func acceptsNewSections(_ identifiers: [SectionIdentifierType], in method: String) -> Bool {
        guard let duplicate = SnapshotDiagnostics.firstDuplicate(in: identifiers, isPresent: { sectionIndices[$0] != nil }) else {
            return true
        }
        report("\(method): section identifier \(SnapshotDiagnostics.describe(duplicate)) is duplicated")
        return false
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], nextTo anchor: SectionIdentifierType,
                                         after: Bool, in method: String) {
        guard let index = sectionIndices[anchor] else {
            report("\(method): no section with identifier \(SnapshotDiagnostics.describe(anchor))")
            return
        }
        guard acceptsNewSections(identifiers, in: method) else { return }
        insertSections(identifiers, at: index + (after ? 1 : 0))
    }

    /// Inserts new empty sections at `index` and renumbers the sections after them (their items
    /// name their section by identifier, so they need no renumbering).
    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        renumberSections(from: index)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, nextTo anchor: SectionIdentifierType,
                                      after: Bool, in method: String) {
        guard identifier != anchor else {
            report("\(method): section identifier \(SnapshotDiagnostics.describe(identifier)) cannot move next to itself")
            return
        }
        guard let from = sectionIndices[identifier] else {
            report("\(method): no section with identifier \(SnapshotDiagnostics.describe(identifier))")
            return
        }
        guard sectionIndices[anchor] != nil else {
            report("\(method): no section with identifier \(SnapshotDiagnostics.describe(anchor))")
            return
        }
        sectionIdentifiers.remove(at: from)
        let items = sectionItems.remove(at: from)
        renumberSections(from: from)
        let to = sectionIndices[anchor]! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        renumberSections(from: min(from, to))
    }
}
