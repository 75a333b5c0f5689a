import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UICollectionViewCompositionalLayout: headers, decorations, orthogonal rows")
struct CompositionalSupplementaryTests {
    /// Rows of one 50 pt item, with a 30 pt header and a 20 pt footer and 10 pt top and
    /// bottom insets.
    func sectionWithBands(pinned: Bool = false) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(20)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottomTrailing)
        section.boundarySupplementaryItems = [header, footer]
        return section
    }

    func supplementary(_ view: UICollectionView, _ kind: String, section: Int) -> CGRect? {
        view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test("R21.4: a header goes above the top inset, a footer below the bottom inset, aligned across")
    func headerAndFooter() {
        let view = makeCollection(UICollectionViewCompositionalLayout(section: sectionWithBands()), CountsSource([2, 1]))
        #expect(supplementary(view, UICollectionView.elementKindSectionHeader, section: 0) == CGRect(x: 0, y: 0, width: 400, height: 30))
        // Header 30 + inset 10: the first row at 40; two rows end at 140; inset 10; footer at 150.
        #expect(view.frame(0) == CGRect(x: 0, y: 40, width: 400, height: 50))
        // The footer is half as wide, at the trailing side.
        #expect(supplementary(view, UICollectionView.elementKindSectionFooter, section: 0) == CGRect(x: 200, y: 150, width: 200, height: 20))
        // Section 0 ends at 170: section 1's header there, its row at 170 + 30 + 10.
        #expect(supplementary(view, UICollectionView.elementKindSectionHeader, section: 1)?.minY == 170)
        #expect(view.frame(0, 1)?.minY == 210)
    }

    @Test("R21.4: a header that does not extend the boundary overlaps the content")
    func overlayHeader() throws {
        let section = sectionWithBands()
        section.boundarySupplementaryItems[0].extendsBoundary = false
        let view = makeCollection(UICollectionViewCompositionalLayout(section: section), CountsSource([1]))
        // No room taken: the row starts after the 10 pt inset alone.
        #expect(view.frame(0)?.minY == 10)
        #expect(supplementary(view, UICollectionView.elementKindSectionHeader, section: 0)?.minY == 0)
    }

    @Test("R21.5: a pinned header stays at the top of the visible bounds until its section's end pushes it off")
    func pinnedHeader() throws {
        let view = makeCollection(UICollectionViewCompositionalLayout(section: sectionWithBands(pinned: true)), CountsSource([6, 6]),
                                  size: CGSize(width: 400, height: 200))
        let layout = view.collectionViewLayout
        view.layoutIfNeeded()
        func header(_ section: Int) -> CGRect? {
            layout.layoutAttributesForElements(in: view.bounds)?
                .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == section }?.frame
        }
        // Section 0: header 30 + 10 + 6 × 50 + 10 + footer 20 = 370 pt.
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header(0)?.minY == 100)
        // At 350 the header would end at 380, past the section's 370: it is pushed up to 340.
        view.contentOffset = CGPoint(x: 0, y: 350)
        #expect(header(0)?.minY == 340)
    }

    @Test("R21.7: a background decoration covers its section less its insets, behind the cells")
    func backgroundDecoration() throws {
        let section = sectionWithBands()
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let view = makeCollection(UICollectionViewCompositionalLayout(section: section), CountsSource([2]))
        view.layoutIfNeeded()
        let decoration = try #require(view.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "background",
                                                                                                  at: IndexPath(item: 0, section: 0)))
        // The section is 170 × 400 (see headerAndFooter); less 5 on every side.
        #expect(decoration.frame == CGRect(x: 5, y: 5, width: 390, height: 160))
        #expect(decoration.zIndex == -1)
        let kinds = (view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []).compactMap(\.representedElementKind)
        #expect(kinds.contains("background"))
    }

    /// One row of groups 80 % of the width, scrolling across.
    func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    @Test("R21.8: an orthogonal section lays its groups out in one row; the next section follows its height")
    func orthogonalRow() throws {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 0 ? carousel(.groupPaging) : carousel(.none)
        })
        let view = makeCollection(layout, CountsSource([5, 2]))
        // Groups are 0.8 × 400 = 320 wide, side by side.
        #expect(view.frame(1) == CGRect(x: 320, y: 0, width: 320, height: 100))
        #expect(view.frame(4)?.minX == 1280)
        // The row is 100 tall: section 1's groups stack from 100.
        #expect(view.frame(1, 1)?.minY == 200)
        #expect(layout.collectionViewContentSize.height == 300)
        // Scrolled by 320, item 1 sits at the leading edge.
        layout.orthogonalOffsets[0] = 320
        #expect(view.frame(1)?.minX == 0)
    }

    @Test("R21.8: each behaviour's resting place")
    func restingOffsets() throws {
        func geometry(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws -> SectionGeometry {
            let layout = UICollectionViewCompositionalLayout(section: carousel(behavior))
            _ = makeCollection(layout, CountsSource([5])).frame(0)
            return try #require(layout.geometries.first)
        }
        // Groups start at 0, 320, 640…; the row is 1600 long, so offsets run 0…1200.
        #expect(try geometry(.continuous).restingOffset(near: 200, containerLength: 400) == 200)
        #expect(try geometry(.groupPaging).restingOffset(near: 200, containerLength: 400) == 320)
        #expect(try geometry(.continuousGroupLeadingBoundary).restingOffset(near: 100, containerLength: 400) == 0)
        // Pages are the 400 pt container: 700 rounds to 800.
        #expect(try geometry(.paging).restingOffset(near: 700, containerLength: 400) == 800)
        // Centred: group 1's middle (320 + 160 = 480) at the container's middle (200): 280.
        #expect(try geometry(.groupPagingCentered).restingOffset(near: 300, containerLength: 400) == 280)
    }

    @Test("R21.8: a sideways drag over an orthogonal row scrolls it and settles on a group; the collection view stays")
    func dragScrollsRow() throws {
        let harness = Harness()
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 0 ? carousel(.groupPaging) : carousel(.none)
        })
        let source = CountsSource([5, 20])
        let view = makeCollection(layout, source)
        harness.window.addSubview(view)
        harness.display()
        harness.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 52), steps: 10)
        harness.display()
        // Dragged 200 pt left: offset 200, nearest group start 320.
        #expect(layout.orthogonalOffsets[0] == 320)
        #expect(view.contentOffset == .zero)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
    }

    @Test("R21.8: a sideways wheel scroll over an orthogonal row scrolls it and settles when the scrolling stops")
    func wheelScrollsRow() throws {
        let harness = Harness()
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 0 ? carousel(.groupPaging) : carousel(.none)
        })
        let view = makeCollection(layout, CountsSource([5, 20]))
        harness.window.addSubview(view)
        harness.display()
        // Five 40 pt sideways clicks: 200 pt along the row.
        for _ in 0..<5 { harness.scroll(40, 0, at: CGPoint(x: 200, y: 50)) }
        harness.display()
        #expect(layout.orthogonalOffsets[0] == 200)
        // The scroll ends 0.15 s after the last click; the row settles on group 1 at 320.
        harness.advance(by: 0.3)
        harness.display()
        #expect(layout.orthogonalOffsets[0] == 320)
        #expect(view.contentOffset == .zero)
    }

    @Test("R21.6: an item's badge is sized and anchored to its cell, moved by a fractional offset of its own size")
    func itemBadge() throws {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing],
                                                                                                  fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        let view = makeCollection(UICollectionViewCompositionalLayout(section: section), CountsSource([6]))
        // Item 5 is the second of row 1: cell (100, 100, 100, 100). Flush top-trailing: (180, 100);
        // moved by 0.3 × 20 = 6 right and 6 up.
        let frame = view.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 5, section: 0))?.frame
        #expect(frame == CGRect(x: 186, y: 94, width: 20, height: 20))
        let badges = (view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []).filter { $0.representedElementKind == "badge" }
        #expect(badges.count == 6)
        #expect(badges.allSatisfy { $0.zIndex == 1 })
    }
}
