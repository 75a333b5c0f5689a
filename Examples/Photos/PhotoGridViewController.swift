import XUIKit

/// The grid: an album's photos by month, four to a row, under pinned month headers. A
/// compositional layout, a diffable data source and cell registrations, as iOS 14 code writes
/// them. Clicking a photo marks it a favourite (the heart); the Select button turns on multiple
/// selection.
final class PhotoGridViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Photo>!
    private var album = Album.all[0]
    private var favourites: Set<Photo> = []

    static let monthNames = ["September", "October", "November"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Select", primaryAction: UIAction { [unowned self] _ in
            toggleSelecting()
        })
    }

    /// Four square photos to a row with 2 pt between them, a pinned header per month.
    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                          heightDimension: .fractionalWidth(0.25)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 16, trailing: 8)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Photo> { [unowned self] cell, _, photo in
            cell.imageView.image = PhotoCell.image(for: photo, hue: album.hue)
            cell.isFavourite = favourites.contains(photo)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<MonthHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            header.label.text = Self.monthNames[indexPath.section % Self.monthNames.count] + " 2026"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    /// Shows `album`'s photos, grouped by month.
    func show(_ album: Album) {
        loadViewIfNeeded()
        self.album = album
        title = album.name
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
        let photos = (0..<album.photoCount).map { Photo(album: album.name, number: $0, month: $0 * 3 / max(album.photoCount, 1)) }
        for month in 0..<3 {
            let inMonth = photos.filter { $0.month == month }
            guard !inMonth.isEmpty else { continue }
            snapshot.appendSections([month])
            snapshot.appendItems(inMonth, toSection: month)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        print("album \(album.name) photos=\(album.photoCount)")
    }

    private func toggleSelecting() {
        collectionView.allowsMultipleSelection.toggle()
        navigationItem.rightBarButtonItem?.title = collectionView.allowsMultipleSelection ? "Done" : "Select"
        if !collectionView.allowsMultipleSelection {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: false)
            }
        }
    }
}

extension PhotoGridViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        print("selected \(photo.album) \(photo.number)")
        guard !collectionView.allowsMultipleSelection else { return }
        let isFavourite = favourites.insert(photo).inserted
        if !isFavourite { favourites.remove(photo) }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([photo])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.deselectItem(at: indexPath, animated: true)
        print("favourite \(photo.album) \(photo.number) \(isFavourite ? "on" : "off")")
    }
}
