import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Six list rows whose trailing swipe action logs, for the X11 list tests.
@MainActor
final class ListRows: UICollectionViewDataSource {
    var log: [String] = []
    var accessories: [UICellAccessory] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as? UICollectionViewListCell)?.accessories = accessories
        return cell
    }
}

/// The index paths an outline toggle was called with (main-actor isolated, so the
/// `@Sendable` handler may capture it).
@MainActor
final class ListToggleLog {
    var paths: [IndexPath] = []
}

/// Collection view lists on Xvfb with real XTest input: a mouse drag on a row reveals its
/// trailing swipe action and clicking the action runs its handler; clicking an outline
/// disclosure asks the collection view to toggle the item.
@Suite("Collection view lists on Xvfb", .serialized)
@MainActor
struct ListLayoutX11Tests {
    /// A 320 × 264 window filled by a plain list of six 44 pt rows.
    func makeList(_ session: X11Session, rows: ListRows, configuration: UICollectionLayoutListConfiguration) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 264))
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        window.addSubview(list)
        session.show(window)
        return (window, list)
    }

    @Test("R21.14: a horizontal mouse drag on a row reveals its red action without scrolling; clicking it runs the handler")
    func swipeRevealsAndRuns() throws {
        try withX11App { session in
            let rows = ListRows()
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    rows.log.append("delete \(indexPath.item)")
                    done(true)
                }])
            }
            let (window, list) = makeList(session, rows: rows, configuration: configuration)
            #expect(session.pixel(of: window, x: 310, y: 66) == 0xFFFFFF)
            session.drag(fromX: 290, toX: 150, y: 66, step: -20)
            UIApplication.shared.runPendingWork()
            let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
            #expect(list.contentOffset == .zero)
            #expect(cell.contentView.frame.minX < 0, "the row slid left")
            #expect(cell.configurationState.isSwiped)
            #expect(session.pixel(of: window, x: 310, y: 66) == 0xFF3B30, "the red action")
            session.click(x: 300, y: 66)
            UIApplication.shared.runPendingWork()
            #expect(rows.log == ["delete 1"])
            #expect(cell.swipeOffset == 0)
            #expect(session.pixel(of: window, x: 310, y: 66) == 0xFFFFFF)
        }
    }

    @Test("R21.16: clicking a row's outline disclosure calls the collection view's outline toggle with the row")
    func outlineDisclosureClick() throws {
        try withX11App { session in
            let rows = ListRows()
            rows.accessories = [.outlineDisclosure(options: .init(style: .cell))]
            let (_, list) = makeList(session, rows: rows, configuration: UICollectionLayoutListConfiguration(appearance: .sidebarPlain))
            let toggled = ListToggleLog()
            list.outlineToggleHandler = { toggled.paths.append($0) }
            // The 24 pt disclosure leads at the 16 pt margin: its middle is x 28; row 2 is y 88…132.
            session.click(x: 28, y: 110)
            UIApplication.shared.runPendingWork()
            #expect(toggled.paths == [IndexPath(item: 2, section: 0)])
        }
    }
}
