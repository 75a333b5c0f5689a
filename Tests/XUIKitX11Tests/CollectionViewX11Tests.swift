import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// A grid cell drawn red while selected, grey otherwise.
@MainActor
final class SwatchCell: UICollectionViewCell {
    override var isSelected: Bool {
        didSet { contentView.backgroundColor = isSelected ? .red : .lightGray }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .lightGray
    }

    required init?(coder: NSCoder) { nil }
}

/// Forty swatches; activations are logged.
@MainActor
final class SwatchGrid: UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }
}

/// UICollectionView with a flow layout on Xvfb, with real XTest input: a click selects an item
/// (drawn red), the wheel scrolls, the arrow keys move the selection and Return activates it.
@Suite("UICollectionView on Xvfb", .serialized)
@MainActor
struct CollectionViewX11Tests {
    @Test("R20.8, R20.10, R20.19: click selects, the wheel scrolls, arrows move the selection, Return activates")
    func clickWheelAndKeys() throws {
        try withX11App { session in
            let grid = SwatchGrid()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            window.backgroundColor = .white
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collection.backgroundColor = .white
            collection.contentInsetAdjustmentBehavior = .never
            collection.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
            collection.dataSource = grid
            collection.delegate = grid
            window.addSubview(collection)
            session.show(window)
            // Three columns (100 · 3 + 10 · 2 = 320): item 4 is line 1, column 1, centred at (160, 160).
            #expect(session.pixel(of: window, x: 160, y: 160) == 0xAAAAAA)
            session.click(x: 160, y: 160)
            UIApplication.shared.runPendingWork()
            #expect(grid.log == ["select 4"])
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
            #expect(session.pixel(of: window, x: 160, y: 160) == 0xFF0000)
            #expect(session.pixel(of: window, x: 50, y: 160) == 0xAAAAAA)

            session.client.click(x: 160, y: 100, button: 5)      // one wheel click down: 40 pt
            UIApplication.shared.runPendingWork()
            #expect(collection.contentOffset == CGPoint(x: 0, y: 40))
            #expect(session.pixel(of: window, x: 160, y: 120) == 0xFF0000, "item 4 moved up 40 pt")

            session.client.type(XK_Right)
            UIApplication.shared.runPendingWork()
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
            #expect(session.pixel(of: window, x: 270, y: 120) == 0xFF0000)
            #expect(session.pixel(of: window, x: 160, y: 120) == 0xAAAAAA)
            session.client.type(XK_Down)
            UIApplication.shared.runPendingWork()
            // Item 8 is line 2 (220…320): scrolled just into view, offset 320 − 240 = 80.
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
            #expect(collection.contentOffset.y == 80)
            #expect(session.pixel(of: window, x: 270, y: 200) == 0xFF0000)
            session.client.type(XK_Return)
            UIApplication.shared.runPendingWork()
            #expect(grid.log == ["select 4", "select 8"])
        }
    }
}
