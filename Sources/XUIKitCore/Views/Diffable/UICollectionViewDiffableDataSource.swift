import Foundation

/// A collection view's data source driven by snapshots: UIKit's
/// `UICollectionViewDiffableDataSource`. Say what the data is (a snapshot of section and item
/// identifiers); the data source works out what changed and updates the collection view.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: grid) {
///     collectionView, indexPath, photoID in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photoID)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.all])
/// snapshot.appendItems(photos.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// How the pieces fit (all in `Views/Diffable/`):
/// - `NSDiffableDataSourceSnapshot` (and its `+Items`, `+Sections` files) is the data: a plain
///   `Sendable` value with O(1) lookups, which refuses (and reports) duplicated identifiers.
/// - `SnapshotDiff` turns two snapshots into batch updates (deletes, inserts, moves, reloads,
///   reconfigures) in linear time, by Heckel's matching and a longest increasing subsequence.
/// - This class is the collection view's `dataSource`: it answers the counts and cells from the
///   snapshot it shows, and `apply` (`UICollectionViewDiffableDataSource+Apply.swift`) issues a
///   diff as the collection view's `performBatchUpdates`, then reconfigures.
/// - `NSDiffableDataSourceSectionSnapshot` is one section as a tree; applying it to a section
///   (`+SectionSnapshots.swift`) shows its visible items there, and the outline-disclosure
///   accessory expands and collapses through `sectionSnapshotHandlers`.
/// - `UITableViewDiffableDataSource` does the same for a `UITableView`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource {
    /// Makes the cell of an item: usually `dequeueConfiguredReusableCell(using:for:item:)`.
    /// Returning nil is an error (UIKit raises); XUIKit reports it and shows an empty cell.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (header, footer) of a kind at an index path.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?

    /// The collection view the data source serves. Not retained.
    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The snapshot shown now, without reload marks.
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied to sections, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes supplementary views; nil by default (a layout asking for one is then reported once
    /// per kind, and gets an empty view).
    public final var supplementaryViewProvider: SupplementaryViewProvider?

    /// What happens when an outline item is expanded or collapsed.
    public final var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What happens when the user reorders items.
    public final var reorderingHandlers = ReorderingHandlers()

    /// A data source for `collectionView`, whose cells `cellProvider` makes. It makes itself the
    /// collection view's `dataSource` (which does not retain it: keep a reference).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
        collectionView.outlineToggleHandler = { [weak self] indexPath in
            self?.toggleOutline(at: indexPath)
        }
    }

    // MARK: - Identifiers

    /// A copy of the snapshot shown now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The identifier of the item at `indexPath`, or nil when there is no such item.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The index path of the item `identifier`, or nil when it is not shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The identifier of the section at `index`, or nil when there is no such section.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of the section `identifier`, or nil when it is not shown.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - UICollectionViewDataSource

    /// The number of sections in the snapshot shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    /// The number of items in the section at `section` of the snapshot shown.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`. R22.12: the cell's
    /// configuration state says whether the item is expanded in its section snapshot (false for
    /// items of sections without one).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            Diagnostics.report("UICollectionViewDiffableDataSource: asked for a cell at \(indexPath), which the snapshot lacks; showing an empty cell")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            Diagnostics.report("UICollectionViewDiffableDataSource: the cell provider returned nil for item "
                + "\(SnapshotDiagnostics.describe(item)) (UIKit raises); showing an empty cell")
            return UICollectionViewCell(frame: .zero)
        }
        let section = current.sectionIdentifiers[indexPath.section]
        let expanded = sectionSnapshots[section]?.isExpanded(item) ?? false
        if cell.extraConfigurationState.isExpanded != expanded {
            cell.extraConfigurationState.isExpanded = expanded
            cell.setNeedsUpdateConfiguration()
        }
        return cell
    }

    /// The view the supplementary view provider makes; an empty view, reported once per kind,
    /// when there is no provider or it returns nil.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.dataSourceLacksSupplementary(kind: kind)
    }

    /// Whether the item can be reordered: `reorderingHandlers.canReorderItem`, false without it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The user moved an item: the snapshot follows, with `reorderingHandlers` told before and
    /// after (R22.14).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }
}
