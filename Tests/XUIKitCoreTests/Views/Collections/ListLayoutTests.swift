import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Lists: UICollectionLayoutListConfiguration metrics")
struct ListLayoutTests {
    func listView(_ configuration: UICollectionLayoutListConfiguration, counts: [Int] = [3, 2],
                  width: CGFloat = 400) -> UICollectionView {
        makeCollection(UICollectionViewCompositionalLayout.list(using: configuration), CountsSource(counts),
                       size: CGSize(width: width, height: 600), cellClass: UICollectionViewListCell.self)
    }

    func placement(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> ListPlacement? {
        (view.layoutAttributesForItem(at: IndexPath(item: item, section: section)) as? CompositionalLayoutAttributes)?.listPlacement
    }

    @Test("R21.12, R21.13: plain rows are full width, estimated 44 pt, with separators, on the system background")
    func plain() {
        let view = listView(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(view.frame(0) == CGRect(x: 0, y: 0, width: 400, height: 44))
        // Section 1 follows section 0's three rows directly: 3 × 44 = 132.
        #expect(view.frame(0, 1)?.minY == 132)
        #expect(placement(view, 2)?.showsSeparator == true)
        view.layoutIfNeeded()
        #expect(view.backgroundColor == .systemBackground)
    }

    @Test("R21.13: grouped sections leave 35 pt above them on the grouped background; no separator under a last row")
    func grouped() {
        let view = listView(UICollectionLayoutListConfiguration(appearance: .grouped))
        #expect(view.frame(0) == CGRect(x: 0, y: 35, width: 400, height: 44))
        // Section 1: 35 + 3 × 44 = 167, then its own 35: 202.
        #expect(view.frame(0, 1)?.minY == 202)
        #expect(placement(view, 1)?.showsSeparator == true)
        #expect(placement(view, 2)?.showsSeparator == false)
        view.layoutIfNeeded()
        #expect(view.backgroundColor == .systemGroupedBackground)
    }

    @Test("R21.13: inset grouped sections are inset 20 pt at regular width and 16 pt at compact width")
    func insetGrouped() throws {
        let view = listView(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        // 400 − 20 − 20 = 360 wide from x 20.
        #expect(view.frame(0) == CGRect(x: 20, y: 35, width: 360, height: 44))
        let layout = try #require(view.collectionViewLayout as? UICollectionViewCompositionalLayout)
        layout.prepare(containerSize: CGSize(width: 375, height: 600), itemCounts: [1],
                       traitCollection: UITraitCollection(horizontalSizeClass: .compact))
        // 375 − 16 − 16 = 343 wide from x 16.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 35, width: 343, height: 44))
        #expect(ListMetrics.insetGroupedCornerRadius == 10)
        #expect(placement(view, 0)?.isFirstInSection == true)
    }

    @Test("R21.12, R21.13: sidebar rows are inset 10 pt without separators; sidebarPlain rows are not inset")
    func sidebar() {
        let sidebar = UICollectionLayoutListConfiguration(appearance: .sidebar)
        #expect(!sidebar.showsSeparators)
        let view = listView(sidebar)
        #expect(view.frame(0) == CGRect(x: 10, y: 0, width: 380, height: 44))
        #expect(placement(view, 0)?.showsSeparator == false)
        let plain = listView(UICollectionLayoutListConfiguration(appearance: .sidebarPlain))
        #expect(plain.frame(1) == CGRect(x: 0, y: 44, width: 400, height: 44))
    }

    @Test("R21.13: supplementary headers and footers are estimated 44 pt bands; plain headers pin")
    func supplementaryModes() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let view = listView(configuration)
        let header = try #require(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                               at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(view.frame(0)?.minY == 44)
        // Footer after 44 + 3 × 44.
        let footer = try #require(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                               at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame.minY == 176)
        let layout = try #require(view.collectionViewLayout as? UICollectionViewCompositionalLayout)
        #expect(layout.geometries[0].section.boundarySupplementaryItems[0].pinToVisibleBounds)
    }

    @Test("R21.12: with headerMode firstItemInSection the first item is the header and has no separator")
    func firstItemHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        configuration.showsSeparators = true
        let view = listView(configuration)
        #expect(placement(view, 0)?.isHeader == true)
        #expect(placement(view, 0)?.showsSeparator == false)
        #expect(placement(view, 1)?.isHeader == false)
        #expect(placement(view, 1)?.showsSeparator == true)
        // A sidebar with header items has no grouped top padding.
        #expect(view.frame(0)?.minY == 0)
    }
}
