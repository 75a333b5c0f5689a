import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UICollectionViewCompositionalLayout: arithmetic")
struct CompositionalLayoutTests {
    /// A section of rows of four quarter-width items, 100 pt tall.
    func quarterGrid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
    }

    @Test("R21.1, R21.3: fractional items repeat along a horizontal group while they fit; groups stack down")
    func fractionsAndRepetition() {
        let source = CountsSource([10])
        let view = makeCollection(UICollectionViewCompositionalLayout(section: quarterGrid()), source)
        // Quarter of the 400 pt group = 100 pt; group height 100 and item height 1 × 100.
        #expect(view.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.frame(3) == CGRect(x: 300, y: 0, width: 100, height: 100))
        // Four items per group: item 4 starts group 1 at y 100; item 9 is the second of group 2.
        #expect(view.frame(4) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(view.frame(9) == CGRect(x: 100, y: 200, width: 100, height: 100))
        // 10 items / 4 per group = 3 groups × 100 pt.
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 400, height: 300))
    }

    @Test("R21.2, R21.3: section insets, inter-group spacing, item insets and count groups with fixed spacing")
    func insetsAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        let view = makeCollection(UICollectionViewCompositionalLayout(section: section), CountsSource([5]))
        // Width 400 − 20 − 20 = 360; two items share 360 − 10 = 350: 175 each, less 2 + 2 insets = 171.
        #expect(view.frame(0) == CGRect(x: 22, y: 12, width: 171, height: 46))
        // Second item: 20 + 175 + 10 spacing + 2 inset = 207.
        #expect(view.frame(1) == CGRect(x: 207, y: 12, width: 171, height: 46))
        // Group 1 starts at 10 + 50 + 5 = 65, cell 2 pt lower.
        #expect(view.frame(2)?.minY == 67)
        // Five items = 3 groups: 10 + 3 × 50 + 2 × 5 + 10 = 180.
        #expect(view.collectionViewLayout.collectionViewContentSize.height == 180)
    }

    @Test("R21.3: a nested vertical group of two beside a large item")
    func nestedVerticalGroup() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let view = makeCollection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), CountsSource([4]))
        // Big: half of 400 by the group's 200. Column: 200 wide, its two items share 200 tall.
        #expect(view.frame(0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(view.frame(1) == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(view.frame(2) == CGRect(x: 200, y: 100, width: 200, height: 100))
        // Three leaves per group: item 3 opens group 1 at y 200.
        #expect(view.frame(3) == CGRect(x: 0, y: 200, width: 200, height: 200))
    }

    @Test("R21.3: a custom group places items where its provider says, its container the group's size")
    func customGroup() {
        var seen: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            seen.append(environment.container.effectiveContentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 60, width: 80, height: 40), zIndex: 3)]
        }
        let view = makeCollection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), CountsSource([3]))
        #expect(view.frame(0) == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        // Two items per group: item 2 is the first of group 1, 120 pt lower.
        #expect(view.frame(2) == CGRect(x: 10, y: 130, width: 50, height: 50))
        #expect(seen.first == CGSize(width: 400, height: 120))
    }

    @Test("R21.3: flexible spacing shares the room left; fixed edge spacing comes before each item")
    func flexibleAndEdgeSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let view = makeCollection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                  CountsSource([3]), size: CGSize(width: 350, height: 400))
        // Three 100 pt items fit in 350 (a fourth would need 400); 50 left over / 2 gaps = 25.
        #expect(view.frame(0)?.minX == 0)
        #expect(view.frame(1)?.minX == 125)
        #expect(view.frame(2)?.minX == 250)

        let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [spaced])
        let second = makeCollection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), CountsSource([4]))
        // Each takes 10 + 100: 10, 120, 230; a fourth would end at 440 > 400, so item 3 wraps.
        #expect(second.frame(2)?.minX == 230)
        #expect(second.frame(3) == CGRect(x: 10, y: 40, width: 100, height: 40))
    }

    @Test("R21.9, R21.1: the section provider gets the container size and traits; sections stack with interSectionSpacing")
    func sectionProviderAndSpacing() {
        var containers: [CGSize] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            containers.append(environment.container.effectiveContentSize)
            let height: CGFloat = index == 0 ? 30 : 60
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item]))
        }, configuration: configuration)
        let view = makeCollection(layout, CountsSource([2, 1]), size: CGSize(width: 300, height: 500))
        // Section 0: two 30 pt rows (0…60); 12 pt spacing; section 1 from 72.
        #expect(view.frame(1, 0)?.minY == 30)
        #expect(view.frame(0, 1) == CGRect(x: 0, y: 72, width: 300, height: 60))
        #expect(containers.first == CGSize(width: 300, height: 500))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 132))
    }

    @Test("R21.9: a horizontal layout puts sections side by side and groups across")
    func horizontalScrollDirection() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .fractionalHeight(1)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let view = makeCollection(layout, CountsSource([2, 1]))
        // Groups follow along x: 0, 150; section 1 starts at 300.
        #expect(view.frame(1, 0) == CGRect(x: 150, y: 0, width: 150, height: 400))
        #expect(view.frame(0, 1)?.minX == 300)
        #expect(layout.collectionViewContentSize == CGSize(width: 450, height: 400))
    }

    @Test("R21.10: 100 000 items in identical groups keep no per-item state and answer only the visible rect")
    func hundredThousandItems() throws {
        let view = makeCollection(UICollectionViewCompositionalLayout(section: quarterGrid()), CountsSource([100_000]))
        let layout = try #require(view.collectionViewLayout as? UICollectionViewCompositionalLayout)
        // 100 000 / 4 = 25 000 rows of 100 pt.
        #expect(view.frame(99_999) == CGRect(x: 300, y: 2_499_900, width: 100, height: 100))
        #expect(layout.geometries[0].groupStarts == nil)
        #expect(layout.geometries[0].pattern.leaves.count == 4)
        // A 400 × 400 window at y 1 000 000 meets rows 10 000…10 003 (rows 9 999 and 10 004 only
        // touch its edges): 16 cells.
        let cells = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1_000_000, width: 400, height: 400)) ?? [])
            .filter { $0.representedElementCategory == .cell }
        #expect(cells.count == 16)
        #expect(cells.map(\.indexPath.item).min() == 40_000)
    }

    @Test("R21.11: a measured estimated cell moves the cells after it; only estimated sections keep group starts")
    func estimatedSizes() throws {
        let row = size(.fractionalWidth(1), .estimated(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let view = makeCollection(UICollectionViewCompositionalLayout(section: section), CountsSource([5]))
        let layout = view.collectionViewLayout
        let original = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(original.frame == CGRect(x: 0, y: 44, width: 400, height: 44))
        let preferred = original.copy()
        preferred.size = CGSize(width: 400, height: 60)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout()
        // Item 1 is now 60 tall: item 2 starts at 44 + 60 = 104; the content is 4 × 44 + 60 = 236.
        #expect(view.frame(1)?.height == 60)
        #expect(view.frame(2)?.minY == 104)
        #expect(layout.collectionViewContentSize.height == 236)
        // The same size again changes nothing.
        let again = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: again.copy(), withOriginalAttributes: again))
    }
}
