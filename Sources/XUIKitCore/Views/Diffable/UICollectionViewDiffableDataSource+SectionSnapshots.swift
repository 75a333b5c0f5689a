import Foundation

extension UICollectionViewDiffableDataSource {
    /// What happens when the user expands or collapses an outline item (through the
    /// outline-disclosure accessory of a list cell): UIKit's `SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `item` may expand; expanding is allowed when nil.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called just before `item` expands.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether `item` may collapse; collapsing is allowed when nil.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called just before `item` collapses.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// The children to show when a parent expands: called with the parent and a section
        /// snapshot of its current children; what it returns replaces them.
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>)
                                                -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that allow every expansion and collapse.
        public init() {}
    }

    /// Shows `snapshot`'s visible items as the items of `section` (the section is appended when
    /// the snapshot shown lacks it), diffed and animated as `apply(_:animatingDifferences:)`
    /// does. R22.11: items whose expansion changed are reconfigured. A section snapshot holding an
    /// item another section shows is refused: reported, and nothing changes (UIKit raises).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = current
        let visible = snapshot.visibleItems
        if let duplicate = visible.first(where: { item in full.sectionIdentifier(containingItem: item).map { $0 != section } ?? false }) {
            Diagnostics.report("UICollectionViewDiffableDataSource.apply(_:to:): item identifier "
                + "\(SnapshotDiagnostics.describe(duplicate)) is already in another section (UIKit raises); nothing changes")
            completion?()
            return
        }
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(visible, toSection: section)
        if let previous = sectionSnapshots[section] {
            let changed = visible.filter { previous.contains($0) && previous.isExpanded($0) != snapshot.isExpanded($0) }
            full.reconfigureItems(changed)
        }
        sectionSnapshots[section] = snapshot
        show(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section snapshot of `section`: the one last applied to it, or its items as root items
    /// when none was (or the section's items have changed since).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Drops the section snapshots whose visible items `snapshot` does not show as their
    /// section's items (R22.11): a full snapshot that changes such a section makes it flat.
    func forgetSectionSnapshots(notMatching snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, outline) in sectionSnapshots {
            if snapshot.indexOfSection(section) == nil || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
                sectionSnapshots[section] = nil
            }
        }
    }

    /// R22.13: the outline-disclosure accessory of the item at `indexPath` was clicked: expands
    /// or collapses it, asking `sectionSnapshotHandlers` first.
    func toggleOutline(at indexPath: IndexPath) {
        guard let item = current.item(at: indexPath) else { return }
        let section = current.sectionIdentifiers[indexPath.section]
        guard var outline = sectionSnapshots[section], outline.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}
