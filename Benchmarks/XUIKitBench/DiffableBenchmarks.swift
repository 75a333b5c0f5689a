import Foundation
@_spi(Testing) import XUIKitCore

// Issue 22: applying a 10 000-item snapshot with 1 000 changes (250 deletions, 250 insertions,
// 250 moves within a section, 250 reconfigures), to a collection view and to a table in an
// 800×600 headless window. Prints the median of the diff alone, of `apply` alone and of `apply`
// with the layout pass that shows it. Figures only. Run: swift run -c release XUIKitBench diffable

/// Stacks items as full-width rows 30 pt tall: the bench needs a layout, not a flow layout.
@MainActor
final class BenchRowsLayout: UICollectionViewLayout {
    private var sectionStarts: [Int] = []
    private var total = 0
    override func prepare() {
        guard let collectionView else { return }
        sectionStarts = []
        total = 0
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(total)
            total += collectionView.numberOfItems(inSection: section)
        }
    }
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(total) * 30)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = max(0, Int(rect.minY / 30)), last = min(total - 1, Int(rect.maxY / 30))
        guard first <= last else { return [] }
        return (first...last).compactMap { attributes(flat: $0) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(flat: sectionStarts[indexPath.section] + indexPath.item)
    }
    private func attributes(flat: Int) -> UICollectionViewLayoutAttributes? {
        guard let section = sectionStarts.lastIndex(where: { $0 <= flat }) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: flat - sectionStarts[section], section: section))
        attributes.frame = CGRect(x: 0, y: CGFloat(flat) * 30, width: collectionView?.bounds.width ?? 0, height: 30)
        return attributes
    }
}

/// 10 sections of 1 000 items, and the same with 1 000 changes.
func diffableBenchSnapshots() -> (NSDiffableDataSourceSnapshot<Int, Int>, NSDiffableDataSourceSnapshot<Int, Int>) {
    var generator = BenchGenerator(seed: 22)
    var base = NSDiffableDataSourceSnapshot<Int, Int>()
    base.appendSections(Array(0..<10))
    for section in 0..<10 { base.appendItems(Array(section * 1000..<(section + 1) * 1000), toSection: section) }
    var changed = base
    var items = base.itemIdentifiers
    items.shuffle(using: &generator)
    changed.deleteItems(Array(items[0..<250]))
    for (offset, anchor) in items[250..<500].enumerated() { changed.insertItems([100_000 + offset], afterItem: anchor) }
    for pair in stride(from: 500, to: 750, by: 1) {
        let item = items[pair], anchor = items[(pair + 250) % items.count]
        if changed.sectionIdentifier(containingItem: item) == changed.sectionIdentifier(containingItem: anchor) {
            changed.moveItem(item, beforeItem: anchor)
        } else if let first = changed.itemIdentifiers(inSection: changed.sectionIdentifier(containingItem: item)!).first, first != item {
            changed.moveItem(item, beforeItem: first)
        }
    }
    changed.reconfigureItems(Array(items[750..<1000]).filter { changed.indexOfItem($0) != nil })
    return (base, changed)
}

/// SplitMix64, so every run edits the same items.
struct BenchGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
func runDiffableBenchmarks() {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.makeKeyAndVisible()
    let (base, changed) = diffableBenchSnapshots()
    print("diffable: 10 000 items, \(base.batchUpdateCount(toReach: changed)) batch updates between the two snapshots")
    var flip = false
    median("diffable: diff alone (10 000 items, 1 000 changes)", runs: 21) {
        flip.toggle()
        _ = flip ? base.batchUpdateCount(toReach: changed) : changed.batchUpdateCount(toReach: base)
    }
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: BenchRowsLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    window.addSubview(collectionView)
    let collectionSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, _ in
        view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    collectionSource.apply(base, animatingDifferences: false)
    app.runPendingWork()
    median("diffable: collection view apply", runs: 21) {
        flip.toggle()
        collectionSource.apply(flip ? changed : base, animatingDifferences: false)
    }
    median("diffable: collection view apply + layout pass", runs: 21) {
        flip.toggle()
        collectionSource.apply(flip ? changed : base, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }
    collectionView.removeFromSuperview()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    window.addSubview(table)
    let tableSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Item \(item)"
        return cell
    }
    tableSource.apply(base, animatingDifferences: false)
    app.runPendingWork()
    median("diffable: table apply + layout pass", runs: 21) {
        flip.toggle()
        tableSource.apply(flip ? changed : base, animatingDifferences: false)
        table.layoutIfNeeded()
    }
}
