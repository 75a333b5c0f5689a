import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A data source that makes its cells and headers with registrations, as iOS 14 code does.
@MainActor
final class RegisteredModel: UICollectionViewDataSource {
    var items = ["alpha", "beta", "gamma"]
    var configured: [String] = []
    var headers: [String] = []
    lazy var cellRegistration = UICollectionView.CellRegistration<GridCell, String> { [unowned self] cell, indexPath, item in
        cell.item = item
        self.configured.append("\(indexPath.item):\(item)")
    }
    lazy var headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] view, kind, indexPath in
        self.headers.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: items[indexPath.item])
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}

@MainActor
@Suite("UICollectionView: cell and supplementary registrations")
struct CollectionRegistrationTests {
    func makeGrid(_ model: RegisteredModel) -> (Harness, UICollectionView) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        grid.dataSource = model
        harness.window.addSubview(grid)
        grid.layoutIfNeeded()
        return (harness, grid)
    }

    @Test("R20.18: dequeueConfiguredReusableCell makes the registration's class and calls its handler with the item")
    func cells() {
        let model = RegisteredModel()
        let (_, grid) = makeGrid(model)
        #expect(model.configured.sorted() == ["0:alpha", "1:beta", "2:gamma"])
        #expect((grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? GridCell)?.item == "beta")
        #expect(model.headers == ["header 0"])
    }

    @Test("R20.13, R20.18: reconfiguring a registered cell hands back the same cell to the handler")
    func reconfigure() {
        let model = RegisteredModel()
        let (_, grid) = makeGrid(model)
        let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        model.items[0] = "omega"
        grid.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect((cell as? GridCell)?.item == "omega")
    }

    @Test("R20.18: a nil item leaves the cell unconfigured and says so")
    func nilItem() {
        let model = RegisteredModel()
        let (_, grid) = makeGrid(model)
        let registration = UICollectionView.CellRegistration<GridCell, String> { cell, _, item in cell.item = item }
        var cell: GridCell?
        let messages = capturingDiagnostics {
            cell = grid.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        }
        #expect(cell?.item == "")
        #expect(messages.count == 1 && messages[0].contains("nil item"))
    }
}
