import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Twenty list rows from a diffable data source, configured with `defaultContentConfiguration()`;
/// activations are logged.
@MainActor
final class SelectableListRows: NSObject, UICollectionViewDelegate {
    var log: [String] = []
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(dataSource?.itemIdentifier(for: indexPath) ?? "?")")
    }
}

/// A list (a compositional `.plain` list section) on Xvfb with real XTest input, as the grid test
/// does for a flow layout: a click selects a row, the wheel scrolls, Down moves the selection to
/// the row below and Return activates it.
@Suite("A list on Xvfb", .serialized)
@MainActor
struct ListSelectionX11Tests {
    @Test("R20.8, R20.10, R21.12: in a list, click selects, the wheel scrolls, Down moves the selection, Return activates")
    func clickWheelAndKeys() throws {
        try withX11App { session in
            let rows = SelectableListRows()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            list.contentInsetAdjustmentBehavior = .never
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { list, indexPath, item in
                list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            rows.dataSource = dataSource
            list.delegate = rows
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<20).map { "row \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(list)
            session.show(window)

            // Where row 2 is, as the layout says (rows size themselves to their content).
            let row2 = try #require(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
            #expect(row2.minY > 0 && row2.height >= 44, "rows at least UIKit's 44 pt: \(row2)")
            session.click(x: 160, y: Int32(row2.midY))
            UIApplication.shared.runPendingWork()
            #expect(rows.log == ["select row 2"])
            #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
            #expect(list.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)

            session.client.click(x: 160, y: 100, button: 5)      // one wheel click down: 40 pt
            UIApplication.shared.runPendingWork()
            #expect(list.contentOffset == CGPoint(x: 0, y: 40))

            session.client.type(XK_Down)
            UIApplication.shared.runPendingWork()
            #expect(list.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
            #expect(list.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
            session.client.type(XK_Return)
            UIApplication.shared.runPendingWork()
            #expect(rows.log == ["select row 2", "select row 3"])
        }
    }
}
