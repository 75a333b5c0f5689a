import Foundation

/// The object that tells a `UICollectionView` what to show: how many sections and items, the
/// cell of each item and the supplementary views (headers, footers) the layout asks for.
///
/// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)` are
/// required, as in UIKit; the others have defaults. The collection view asks for cells only for
/// the items on screen.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: usually
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)` configured for the item.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, for layouts that ask for headers,
    /// footers or other kinds. UIKit crashes when the layout asks and this is not implemented;
    /// XUIKit's default reports it once and shows an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item can be moved by interactive reordering; false by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved the item at `sourceIndexPath` to `destinationIndexPath`: update the data.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not implemented: reports which kind was asked for, once per kind, and returns an empty view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dataSourceLacksSupplementary(kind: kind)
    }

    /// No item moves.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Nothing changes.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
}
