import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A layout that stacks every item as a full-width row 20 pt tall, section after section: enough
/// for the diffable tests to see which cells are on screen without a flow layout.
@MainActor
final class RowsLayout: UICollectionViewLayout {
    static let rowHeight: CGFloat = 20
    private var frames: [IndexPath: CGRect] = [:]
    private var height: CGFloat = 0

    override func prepare() {
        frames = [:]
        height = 0
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[IndexPath(item: item, section: section)] = CGRect(x: 0, y: height, width: width, height: Self.rowHeight)
                height += Self.rowHeight
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.value.intersects(rect) }.map { attributes(for: $0.key, frame: $0.value) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames[indexPath].map { attributes(for: indexPath, frame: $0) }
    }

    private func attributes(for indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}

/// A cell that remembers the item it was configured for.
@MainActor
final class LabelledCell: UICollectionViewCell {
    var item: String?
}

/// A collection view in a harness window, 200 × 400 pt (20 rows visible), with a diffable data
/// source over string sections and items whose cells name their item.
@MainActor
final class DiffableCollectionFixture {
    let harness = Harness()
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: RowsLayout())
    var dataSource: UICollectionViewDiffableDataSource<String, String>!
    var provided: [String] = []

    init() {
        collectionView.register(LabelledCell.self, forCellWithReuseIdentifier: "cell")
        harness.window.addSubview(collectionView)
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { [unowned self] view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelledCell
            cell.item = item
            self.provided.append(item)
            return cell
        }
    }

    /// The items the on-screen cells show, in index-path order.
    var shownItems: [String] {
        collectionView.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
            .map { (collectionView.cellForItem(at: $0) as? LabelledCell)?.item ?? "?" }
    }
}

/// A snapshot from a list of sections and their items.
func makeSnapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// A small deterministic random generator (SplitMix64), so property tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Lines a handler writes, shared with the test: handlers are `@MainActor` closures, which are
/// `Sendable` and so cannot capture a local `var`.
@MainActor
final class HandlerLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
