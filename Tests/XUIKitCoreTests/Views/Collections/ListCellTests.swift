import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UICollectionViewListCell: accessories, outline, swipe actions")
struct ListCellTests {
    /// A 400 × 400 list in a harness window, cells given `accessories`.
    func makeList(_ configuration: UICollectionLayoutListConfiguration = UICollectionLayoutListConfiguration(appearance: .plain),
                  accessories: [UICellAccessory] = []) -> (Harness, UICollectionView) {
        let harness = Harness()
        let source = CountsSource([5])
        source.configure = { cell, _ in (cell as? UICollectionViewListCell)?.accessories = accessories }
        let view = makeCollection(UICollectionViewCompositionalLayout.list(using: configuration), source,
                                  cellClass: UICollectionViewListCell.self)
        harness.window.addSubview(view)
        harness.display()
        return (harness, view)
    }

    func cell(_ view: UICollectionView, _ item: Int) throws -> UICollectionViewListCell {
        try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    }

    @Test("R21.15: trailing accessories end 16 pt from the edge in array order; the content view stops before them")
    func trailingAccessories() throws {
        let (_, view) = makeList(accessories: [.label(text: "12"), .disclosureIndicator()])
        let row = try cell(view, 0)
        let chevron = try #require(row.accessoryViews.last)
        // The 8 pt chevron ends at 400 − 16 = 384.
        #expect(chevron.frame == CGRect(x: 376, y: 0, width: 8, height: 44))
        let label = try #require(row.accessoryViews.first)
        // The label ends 8 pt before the chevron; the content ends 8 pt before the label.
        #expect(label.frame.maxX == 368)
        #expect(row.contentView.frame.maxX == label.frame.minX - 8)
    }

    @Test("R21.15: editing-only accessories show only while editing; delete leads")
    func displayedStates() throws {
        let (_, view) = makeList(accessories: [.delete(), .disclosureIndicator(displayed: .whenNotEditing)])
        let row = try cell(view, 0)
        #expect(row.accessoryViews[0].isHidden)
        #expect(!row.accessoryViews[1].isHidden)
        row.extraConfigurationState.isEditing = true
        row.layoutListParts()
        // The 22 pt delete circle at the 16 pt margin; the content starts after it.
        #expect(!row.accessoryViews[0].isHidden)
        #expect(row.accessoryViews[0].frame.minX == 16)
        #expect(row.contentView.frame.minX == 38)
        #expect(row.accessoryViews[1].isHidden)
    }

    @Test("R21.16, R21.17: clicking a cell-style outline disclosure asks the collection view to toggle the item; indentation moves it")
    func outlineDisclosureClick() throws {
        let (harness, view) = makeList(accessories: [.outlineDisclosure()])
        let toggled = ToggleLog()
        view.outlineToggleHandler = { toggled.paths.append($0) }
        let row = try cell(view, 2)
        row.indentationLevel = 2
        harness.display()
        let disclosure = try #require(row.accessoryViews.first)
        // Leading, after two 10 pt indentation steps and the 16 pt margin.
        #expect(disclosure.frame.minX == 36)
        let center = disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: nil)
        harness.tap(center.x, center.y)
        #expect(toggled.paths == [IndexPath(item: 2, section: 0)])
        var called = 0
        row.accessories = [.outlineDisclosure(actionHandler: { called += 1 })]
        harness.display()
        let own = try #require(row.accessoryViews.first)
        let point = own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: nil)
        harness.tap(point.x, point.y)
        #expect(called == 1)
        #expect(toggled.paths.count == 1)
    }

    @Test("R21.16: the disclosure points down while the item is expanded")
    func outlineExpandedState() throws {
        let (_, view) = makeList(accessories: [.outlineDisclosure()])
        let row = try cell(view, 0)
        #expect(row.accessoryViews[0].isExpanded == false)
        row.extraConfigurationState.isExpanded = true
        row.layoutListParts()
        #expect(row.accessoryViews[0].isExpanded)
    }

    @Test("R21.14: a sideways drag reveals the trailing actions and marks the cell swiped; tapping one runs its handler")
    func swipeActions() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var ran: [String] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                ran.append("delete \(indexPath.item)")
                done(true)
            }])
        }
        let (harness, view) = makeList(configuration)
        harness.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 180, y: 68), steps: 8)
        harness.display()
        let row = try cell(view, 1)
        let actions = try #require(row.swipeActionsView)
        #expect(row.swipeOffset == -actions.naturalWidth)
        #expect(row.configurationState.isSwiped)
        #expect(row.contentView.frame.minX < 0)
        #expect(view.contentOffset == .zero)
        let button = try #require(actions.buttons.first)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        harness.tap(center.x, center.y)
        #expect(ran == ["delete 1"])
        #expect(row.swipeOffset == 0)
        #expect(!row.configurationState.isSwiped)
    }

    @Test("R21.14: rows without a provider do not swipe")
    func noProviderNoSwipe() throws {
        let (harness, view) = makeList()
        harness.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 180, y: 24), steps: 8)
        harness.display()
        #expect(try cell(view, 0).swipeOffset == 0)
    }
}


/// The index paths an outline toggle was called with (main-actor isolated, so the `@Sendable`
/// handler may capture it).
@MainActor
final class ToggleLog {
    var paths: [IndexPath] = []
}
