import Foundation

/// What a reorder changed, for `reorderingHandlers`: UIKit's `NSDiffableDataSourceTransaction`.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the whole item list.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reorder changed in one section: UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable,
                                                     ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items.
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension UICollectionViewDiffableDataSource {
    /// What happens when the user reorders items: UIKit's `ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether the item may be reordered; no item may when nil (the default).
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot takes the reorder.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after it did: update your model from the transaction here.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// R22.14: the collection view moved the item at `source` to `destination` (index paths
    /// after the move): the snapshot takes the move, between `willReorder` and `didReorder`.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        guard let item = current.item(at: source), current.sectionItems.indices.contains(destination.section) else { return }
        var finalSnapshot = current
        finalSnapshot.deleteItems([item])
        let targetItems = finalSnapshot.sectionItems[destination.section]
        if destination.item < targetItems.count {
            finalSnapshot.insertItems([item], beforeItem: targetItems[destination.item])
        } else {
            finalSnapshot.appendItems([item], toSection: finalSnapshot.sectionIdentifiers[destination.section])
        }
        let transaction = Self.transaction(from: current, to: finalSnapshot)
        reorderingHandlers.willReorder?(transaction)
        current = finalSnapshot
        for section in transaction.sectionTransactions.map(\.sectionIdentifier) { sectionSnapshots[section] = nil }
        reorderingHandlers.didReorder?(transaction)
    }

    /// The transaction from `initial` to `target`, with a section transaction for each section
    /// whose items differ.
    static func transaction(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                            to target: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
        -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> {
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for (index, section) in target.sectionIdentifiers.enumerated() {
            let after = target.sectionItems[index]
            let before = initial.indexOfSection(section).map { initial.sectionItems[$0] } ?? []
            guard before != after else { continue }
            var initialOutline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initialOutline.append(before)
            var finalOutline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalOutline.append(after)
            sections.append(NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: initialOutline,
                                                                   finalSnapshot: finalOutline,
                                                                   difference: after.difference(from: before)))
        }
        return NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: target,
                                               difference: target.itemIdentifiers.difference(from: initial.itemIdentifiers),
                                               sectionTransactions: sections)
    }
}
