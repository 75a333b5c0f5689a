import Foundation
@_spi(Testing) import XUIKitCore

// Issue 22: scrolling a 100 000-item collection view. Prints the median time of one scroll frame
// (moving contentOffset, then one run-loop pass: tiling, layout and drawing the 800×600 window) for
// a flow grid of 100 × 100 items and for a one-column list of 44 pt rows, and how many cells were
// made. `collections-memory N` builds a grid of N items, lays it out and prints its RSS, so
// scripts/bench-collections.sh can divide the difference between two sizes by the item count.
// Run: swift run -c release XUIKitBench collections

/// A grid cell: a coloured square with a label, as a photo grid's placeholder.
@MainActor
final class BenchGridCell: UICollectionViewCell {
    static var created = 0
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        BenchGridCell.created += 1
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

/// `count` items, each showing its number.
@MainActor
final class BenchGridModel: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! BenchGridCell
        cell.label.text = "\(indexPath.item)"
        cell.label.frame = cell.contentView.bounds
        return cell
    }
}

/// A collection view of `count` items of `itemSize` filling an 800 × 600 window.
@MainActor
func makeBenchCollection(count: Int, itemSize: CGSize, in window: UIWindow) -> (UICollectionView, BenchGridModel) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.minimumLineSpacing = itemSize.width >= window.bounds.width ? 0 : 10
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.backgroundColor = .systemBackground
    collection.register(BenchGridCell.self, forCellWithReuseIdentifier: "item")
    let model = BenchGridModel(count: count)
    collection.dataSource = model
    window.addSubview(collection)
    return (collection, model)
}

@MainActor
func runCollectionBenchmarks() {
    for (name, size) in [("grid", CGSize(width: 100, height: 100)), ("list", CGSize(width: 800, height: 44))] {
        let app = UIApplication.makeFreshForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.makeKeyAndVisible()
        app.runPendingWork()
        BenchGridCell.created = 0
        let (collection, model) = makeBenchCollection(count: 100_000, itemSize: size, in: window)
        let loadStart = DispatchTime.now().uptimeNanoseconds
        app.runPendingWork()
        let loadMicros = Double(DispatchTime.now().uptimeNanoseconds - loadStart) / 1_000
        print("collection 100k (\(name)): first layout and draw".padding(toLength: 52, withPad: " ", startingAt: 0)
              + " \(String(format: "%9.2f", loadMicros)) µs")
        // 1 200 frames of 23 pt (a brisk scroll), as the table benchmark does.
        var offset: CGFloat = 0
        median("collection 100k (\(name)): scroll frame", runs: 1200) {
            offset += 23
            collection.contentOffset = CGPoint(x: 0, y: offset)
            app.runPendingWork()
        }
        print("collection 100k (\(name)): cells created \(BenchGridCell.created), visible \(collection.visibleCells.count)")
        withExtendedLifetime(model) { collection.removeFromSuperview() }
    }
}

/// Lays out a grid of `count` items and prints `rss_kib=…` once it is on screen.
@MainActor
func runCollectionMemory(count: Int) {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.makeKeyAndVisible()
    let (collection, model) = makeBenchCollection(count: count, itemSize: CGSize(width: 100, height: 100), in: window)
    app.runPendingWork()
    collection.scrollToItem(at: IndexPath(item: count - 1, section: 0), at: .bottom, animated: false)
    app.runPendingWork()
    withExtendedLifetime(model) { print("rss_kib=\(residentKiB())") }
}
