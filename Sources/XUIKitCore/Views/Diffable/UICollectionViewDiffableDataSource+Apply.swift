import Foundation

/// Applying snapshots: the diff against the snapshot shown, issued as the collection view's
/// batch updates.
extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot`: R22.7, the differences from the snapshot shown become one
    /// `performBatchUpdates` (deleted, inserted, moved and reloaded sections and items), then the
    /// reconfigured items are reconfigured in place; `completion` runs when the updates are done.
    /// With `animatingDifferences` false the same updates are made without animation (as UIKit
    /// does since iOS 15). The first snapshot, or one applied before the collection view loaded
    /// its data, reloads the data instead.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(notMatching: snapshot)
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view's data, without a diff or animation;
    /// then runs `completion`.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(notMatching: snapshot)
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        completion?()
    }

    /// Diffs `snapshot` against the one shown and issues the updates.
    func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
              animatingDifferences: Bool, completion: (() -> Void)?) {
        let old = current
        let new = snapshot.withoutMarks
        guard let collectionView else {
            current = new
            completion?()
            return
        }
        if collectionView.needsReload || old.numberOfSections == 0 {
            current = new
            collectionView.reloadData()
            completion?()
            return
        }
        let diff = SnapshotDiff.between(old, snapshot)
        let update = {
            if !diff.isBatchEmpty {
                collectionView.performBatchUpdates({
                    self.current = new
                    Self.issue(diff, to: collectionView)
                }, completion: { _ in completion?() })
                // Reconfigured items are named by their index paths after the batch, which the
                // collection view's model has as soon as the batch is issued (the animation may
                // still run): their cells take the new configuration at once.
                if !diff.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: diff.reconfiguredItems) }
            } else {
                self.current = new
                if !diff.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: diff.reconfiguredItems) }
                completion?()
            }
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// The batch's calls, in UIKit's documented order of application: deletions, insertions,
    /// moves, reloads (each call is independent; the collection view applies them together).
    static func issue(_ diff: SnapshotDiff, to collectionView: UICollectionView) {
        if !diff.deletedSections.isEmpty { collectionView.deleteSections(diff.deletedSections) }
        if !diff.insertedSections.isEmpty { collectionView.insertSections(diff.insertedSections) }
        for move in diff.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !diff.reloadedSections.isEmpty { collectionView.reloadSections(diff.reloadedSections) }
        if !diff.deletedItems.isEmpty { collectionView.deleteItems(at: diff.deletedItems) }
        if !diff.insertedItems.isEmpty { collectionView.insertItems(at: diff.insertedItems) }
        for move in diff.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !diff.reloadedItems.isEmpty { collectionView.reloadItems(at: diff.reloadedItems) }
    }
}
