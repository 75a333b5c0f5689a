import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A cell that prefers to be `preferred` tall (its width as given), as a self-sizing cell would.
@MainActor
final class TallCell: UICollectionViewCell {
    var preferredHeight: CGFloat = 80
    var measured = 0

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        measured += 1
        let fitted = layoutAttributes.copy()
        fitted.size.height = preferredHeight
        return fitted
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout in a collection view")
struct FlowLayoutTests {
    @Test("R20.1: UIKit's defaults")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical && layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
    }

    @Test("R20.3: a million items: the content is sized by arithmetic and only visible items have cells")
    func millionItems() {
        let model = PlainGridModel(counts: [1_000_000])
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = model
        grid.delegate = model
        harness.window.addSubview(grid)
        grid.layoutIfNeeded()
        // 3 columns: ⌈1 000 000 / 3⌉ = 333 334 lines of 100 with 333 333 gaps of 10.
        #expect(grid.contentSize == CGSize(width: 320, height: 333_334 * 100 + 333_333 * 10))
        // 440 high: lines 0–3 (line 3 starts at 330 < 440) → 12 cells.
        #expect(grid.visibleCells.count == 12)
        #expect(layout.sections[0].frames.isEmpty)
        grid.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        #expect(grid.indexPathsForVisibleItems.contains(IndexPath(item: 999_999, section: 0)))
        #expect(grid.visibleCells.count <= 15)
    }

    @Test("R20.4, R20.6: headers and footers are supplementary views at the section's ends, with zIndex 10")
    func headersAndFooters() {
        let fixture = GridFixture(model: GridModel(sections: [["a", "b", "c", "d"], ["e"]])) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        }
        let header = fixture.collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                                 at: IndexPath(item: 0, section: 1))!
        // Section 0: header 30, inset 5, two lines (100 + 10 + 100), inset 5, footer 20 = 270.
        #expect(header.frame == CGRect(x: 0, y: 270, width: 320, height: 30))
        #expect(header.zIndex == 10)
        let footer = fixture.collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                                 at: IndexPath(item: 0, section: 0))!
        #expect(footer.frame == CGRect(x: 0, y: 250, width: 320, height: 20))
        // Section 1's lone item, under its header and inset: y = 270 + 30 + 5, centred: (320 − 100) / 2.
        #expect(fixture.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame
            == CGRect(x: 110, y: 305, width: 100, height: 100))
        #expect(fixture.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                     at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test("R20.6: a pinned header stays at the top of the visible area within its section")
    func pinnedHeader() {
        let fixture = GridFixture(model: GridModel(sections: [(0..<30).map(String.init), ["x"]])) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        fixture.collection.contentOffset = CGPoint(x: 0, y: 500)
        fixture.collection.layoutIfNeeded()
        let header = fixture.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                          at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 500)
        // R20.15: the header is above the cells among the subviews.
        let cells = fixture.collection.visibleCells
        let headerIndex = fixture.collection.subviews.firstIndex { $0 === header }!
        #expect(cells.allSatisfy { cell in fixture.collection.subviews.firstIndex { $0 === cell }! < headerIndex })
        // Section 0 ends at 30 + 10 lines (10·100 + 9·10) = 1120: at offset 1100 the header is
        // pushed up to 1120 − 30 = 1090.
        fixture.collection.contentOffset = CGPoint(x: 0, y: 1100)
        fixture.collection.layoutIfNeeded()
        #expect(fixture.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                     at: IndexPath(item: 0, section: 0))?.frame.minY == 1090)
    }

    @Test("R20.1, R20.2: the delegate's sizes and insets apply per item and per section")
    func delegateSizes() {
        let model = GridModel(items: 4)
        model.sizes = { $0.item == 0 ? CGSize(width: 300, height: 60) : CGSize(width: 100, height: 100) }
        let fixture = GridFixture(model: model)
        // Item 0 is alone on its line (300 + 10 + 100 > 320), centred: (320 − 300) / 2 = 10.
        #expect(fixture.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
            == CGRect(x: 10, y: 0, width: 300, height: 60))
        // Items 1–3 fill line 1 at y = 60 + 10, justified as the uniform grid is.
        #expect(fixture.collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
            == CGRect(x: 220, y: 70, width: 100, height: 100))
        #expect(!fixture.layout.sections[0].frames.isEmpty)
    }

    @Test("R20.2: scrolling horizontally, items fill columns top to bottom and the content is wide")
    func horizontal() {
        let fixture = GridFixture(model: GridModel(items: 10), height: 320) { layout in
            layout.scrollDirection = .horizontal
        }
        // 320 high: 3 items per column; item 4 is column 1, row 1: x = 110, y = 110.
        #expect(fixture.collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame
            == CGRect(x: 110, y: 110, width: 100, height: 100))
        // 4 columns: 4·100 + 3·10 = 430 wide.
        #expect(fixture.collection.contentSize == CGSize(width: 430, height: 320))
    }

    @Test("R20.5: self-sizing cells report their height and the layout follows it")
    func selfSizing() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        list.contentInsetAdjustmentBehavior = .never
        list.register(TallCell.self, forCellWithReuseIdentifier: "cell")
        let model = PlainGridModel(counts: [20])
        list.dataSource = model
        harness.window.addSubview(list)
        list.layoutIfNeeded()
        // Every shown cell said 80: item 2 is at 2·(80 + 10) = 180.
        #expect(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame == CGRect(x: 0, y: 180, width: 320, height: 80))
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 80)
        // Items not yet shown keep the estimate (itemSize for automaticSize): 44.
        #expect(list.layoutAttributesForItem(at: IndexPath(item: 19, section: 0))!.frame.height == 44)
    }

    @Test("R20.4: insets measured from the layout margins add the margins beyond the content inset")
    func insetReference() {
        let fixture = GridFixture(model: GridModel(items: 2)) { layout in
            layout.sectionInsetReference = .fromLayoutMargins
            layout.itemSize = CGSize(width: 50, height: 50)
        }
        fixture.collection.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        fixture.layout.invalidateLayout()
        fixture.collection.layoutIfNeeded()
        // Lines start at the left margin, 20.
        #expect(fixture.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX == 20)
    }

    @Test("R20.6: a pinned footer stays at the bottom of the visible area while its section is on screen")
    func pinnedFooter() {
        let fixture = GridFixture(model: GridModel(sections: [(0..<30).map(String.init)])) { layout in
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionFootersPinToVisibleBounds = true
        }
        // At the top, the footer's own place (after 10 lines: 1090) is below the screen: it pins to
        // the bottom of the visible area, 440 − 20 = 420.
        let footer = fixture.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                          at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 420, width: 320, height: 20))
        // Scrolled to the end (1110 − 440 = 670), the footer is at its own place again.
        fixture.collection.contentOffset = CGPoint(x: 0, y: 670)
        fixture.collection.layoutIfNeeded()
        #expect(fixture.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                     at: IndexPath(item: 0, section: 0))?.frame.minY == 1090)
    }
}
