import Foundation

/// A table view's data source driven by snapshots: UIKit's `UITableViewDiffableDataSource`.
/// Like `UICollectionViewDiffableDataSource`, it shows the snapshot it is given and turns the
/// difference from the previous one into row updates.
///
/// ```swift
/// final class DataSource: UITableViewDiffableDataSource<Section, Item.ID> {
///     override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
///         sectionIdentifier(for: section)?.title
///     }
/// }
/// dataSource = DataSource(tableView: table) { tableView, indexPath, id in … }
/// dataSource.apply(snapshot)
/// ```
///
/// Subclass it to give section titles and editing, as in UIKit: the table reaches the `open`
/// methods below.
///
/// R22.9: `apply` sends the table the same batch a collection view gets — section and row
/// deletes, inserts, moves and reloads — with `defaultRowAnimation`.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource {
    /// Makes the cell of an item. Returning nil is an error (UIKit raises); XUIKit reports it
    /// and shows an empty cell.
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The table the data source serves. Not retained.
    weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// The snapshot shown now, without reload marks.
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted, deleted and reloaded rows animate; `.automatic` by default.
    public final var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, whose cells `cellProvider` makes. It makes itself the
    /// table's `dataSource` (which does not retain it: keep a reference).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// Shows `snapshot`: R22.8, the rows deleted, inserted and reloaded since the snapshot shown
    /// become one `performBatchUpdates`, then the reconfigured rows are reloaded; `completion`
    /// runs after. The first snapshot reloads the data.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        let new = snapshot.withoutMarks
        guard let tableView, old.numberOfSections > 0 else {
            current = new
            self.tableView?.reloadData()
            completion?()
            return
        }
        let diff = SnapshotDiff.between(old, snapshot)
        let update = {
            if !diff.isBatchEmpty {
                let animation = self.defaultRowAnimation
                tableView.performBatchUpdates({
                    self.current = new
                    Self.issue(diff, to: tableView, animation: animation)
                })
            } else {
                self.current = new
            }
            if !diff.reconfiguredItems.isEmpty {
                tableView.reconfigureRows(at: diff.reconfiguredItems)
            }
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        completion?()
    }

    /// The batch's calls in UIKit's order: sections deleted, inserted, moved and reloaded, then
    /// rows deleted, inserted, moved and reloaded (R22.9).
    static func issue(_ diff: SnapshotDiff, to tableView: UITableView, animation: UITableView.RowAnimation) {
        if !diff.deletedSections.isEmpty { tableView.deleteSections(diff.deletedSections, with: animation) }
        if !diff.insertedSections.isEmpty { tableView.insertSections(diff.insertedSections, with: animation) }
        for move in diff.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !diff.reloadedSections.isEmpty { tableView.reloadSections(diff.reloadedSections, with: animation) }
        if !diff.deletedItems.isEmpty { tableView.deleteRows(at: diff.deletedItems, with: animation) }
        if !diff.insertedItems.isEmpty { tableView.insertRows(at: diff.insertedItems, with: animation) }
        for move in diff.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        if !diff.reloadedItems.isEmpty { tableView.reloadRows(at: diff.reloadedItems, with: animation) }
    }

    /// Shows `snapshot` by reloading the table's data, without a diff; then runs `completion`.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot shown now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The identifier of the item at `indexPath`, or nil when there is no such row.
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

    // MARK: - UITableViewDataSource

    /// The number of sections in the snapshot shown.
    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    /// The number of rows in the section at `section` of the snapshot shown.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell the cell provider makes for the row at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            Diagnostics.report("UITableViewDiffableDataSource: asked for a cell at \(indexPath), which the snapshot lacks; showing an empty cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            Diagnostics.report("UITableViewDiffableDataSource: the cell provider returned nil for item "
                + "\(SnapshotDiagnostics.describe(item)) (UIKit raises); showing an empty cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// The header title of `section`: none. Override it to give titles.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The footer title of `section`: none. Override it to give titles.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether the row can be edited: false, as in UIKit. Override it (and `commit`) to let the
    /// user delete rows.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// The user confirmed deleting or inserting at `indexPath`: nothing changes. Override it to
    /// change the data, then apply a new snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
}
