import XUIKit

/// The sidebar: "Library" and "My Albums" as expandable outline sections of a `.sidebar` list,
/// as Apple's "Implementing Modern Collection Views" sample builds its outline.
final class SidebarViewController: UIViewController {
    enum Section: Hashable, Sendable {
        case library
        case albums
    }

    enum Row: Hashable, Sendable {
        case header(String)
        case album(Album)
    }

    /// Called when the user picks an album.
    var onSelectAlbum: ((Album) -> Void)?

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let layout = UICollectionViewCompositionalLayout { _, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        applyInitialSnapshots()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            guard case .header(let title) = row else { return }
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let albumRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            guard case .album(let album) = row else { return }
            var content = cell.defaultContentConfiguration()
            content.text = album.name
            content.secondaryText = "\(album.photoCount)"
            content.image = UIImage(systemName: album.symbol)
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
            collectionView, indexPath, row in
            switch row {
            case .header:
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: row)
            case .album:
                return collectionView.dequeueConfiguredReusableCell(using: albumRegistration, for: indexPath, item: row)
            }
        }
    }

    private func applyInitialSnapshots() {
        var sections = NSDiffableDataSourceSnapshot<Section, Row>()
        sections.appendSections([.library, .albums])
        dataSource.apply(sections, animatingDifferences: false)

        for (section, title, albums) in [(Section.library, "Library", Album.all), (.albums, "My Albums", Album.mine)] {
            var outline = NSDiffableDataSourceSectionSnapshot<Row>()
            let header = Row.header(title)
            outline.append([header])
            outline.append(albums.map(Row.album), to: header)
            outline.expand([header])
            dataSource.apply(outline, to: section, animatingDifferences: false)
        }
    }
}

extension SidebarViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard case .album(let album) = dataSource.itemIdentifier(for: indexPath) else { return }
        onSelectAlbum?(album)
    }
}
