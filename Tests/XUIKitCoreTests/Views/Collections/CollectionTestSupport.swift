import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A cell that counts its reuses and remembers the item it was last configured for.
@MainActor
final class GridCell: UICollectionViewCell {
    var reuses = 0
    var item = ""
    var configurations = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate over an array of item names per section, logging the delegate
/// messages it gets as `didSelect(0,1)` and so on.
@MainActor
final class GridModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var log: [String] = []
    var sizes: ((IndexPath) -> CGSize)?
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var movable = true
    var cellsAsked: [IndexPath] = []

    init(sections: [[String]]) { self.sections = sections }

    convenience init(items: Int) {
        self.init(sections: [(0..<items).map { "Item \($0)" }])
    }

    static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section),\(indexPath.item)" }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsAsked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! GridCell
        cell.item = sections[indexPath.section][indexPath.item]
        cell.configurations += 1
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveItem(\(Self.name(sourceIndexPath))→\(Self.name(destinationIndexPath)))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight(\(Self.name(indexPath)))")
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight(\(Self.name(indexPath)))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight(\(Self.name(indexPath)))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect(\(Self.name(indexPath)))")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect(\(Self.name(indexPath)))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect(\(Self.name(indexPath)))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect(\(Self.name(indexPath)))")
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

/// A model that implements none of the flow-layout delegate methods, so the layout's own
/// properties apply (and the uniform arithmetic).
@MainActor
final class PlainGridModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A 320 × 440 collection view at the window's origin with a flow layout of 100 × 100 items,
/// 10 pt apart, and `GridModel` as data source and delegate: three columns (100·3 + 10·2 = 320),
/// so item n is in column n % 3, line n / 3, at y = 110·(n / 3).
@MainActor
struct GridFixture {
    let harness: Harness
    let collection: UICollectionView
    let layout: UICollectionViewFlowLayout
    let model: GridModel

    init(model: GridModel = GridModel(items: 60), height: CGFloat = 440, configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                            withReuseIdentifier: "header")
        self.model = model
        collection.dataSource = model
        collection.delegate = model
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
    }

    /// The visible items' names, sorted by index path.
    var visibleNames: [String] {
        collection.indexPathsForVisibleItems.sorted().map(GridModel.name)
    }

    /// The window point at the centre of the item, as it is on screen now.
    func center(of indexPath: IndexPath) -> CGPoint {
        let frame = collection.layoutAttributesForItem(at: indexPath)!.frame
        return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    func press(_ code: UIKeyboardHIDUsage, _ characters: String) {
        harness.key(characters, code: code, down: true)
        harness.key(characters, code: code, down: false)
    }
}
