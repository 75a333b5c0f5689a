import Foundation
@_spi(Testing) @testable import XUIKitCore

/// A data source of `counts` items per section, dequeuing `cellClass` cells and plain
/// supplementary views.
@MainActor
final class CountsSource: UICollectionViewDataSource {
    var counts: [Int]
    var configure: ((UICollectionViewCell, IndexPath) -> Void)?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        configure?(cell, indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
}

/// A collection view of `size` over `source`, with `layout`, registered for `cellClass`.
@MainActor
func makeCollection(_ layout: UICollectionViewLayout, _ source: CountsSource, size: CGSize = CGSize(width: 400, height: 400),
                    cellClass: UICollectionViewCell.Type = UICollectionViewCell.self) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(cellClass, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    // The collection view holds its data source weakly, as UIKit's: keep it for the test.
    keptSources.append(source)
    return view
}

@MainActor private var keptSources: [CountsSource] = []

/// Shorthands for sizes.
@MainActor
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

extension UICollectionView {
    /// The frame of item `item` of `section`, as the layout places it.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
