import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A UICollectionViewController subclass written as iOS code writes one: every data source and
/// delegate method it implements carries `override`; the flow layout's sizes come without.
@MainActor
final class ColourGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var names = ["Red", "Green", "Blue", "Cyan", "Magenta"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = names[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(names[indexPath.item])")
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        log.append("move \(sourceIndexPath.item)→\(destinationIndexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
}

@MainActor
@Suite("R42.5: UICollectionViewController, a collection view served by its controller", .serialized)
struct CollectionViewControllerTests {
    func shown() -> (Harness, ColourGridController) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let controller = ColourGridController(collectionViewLayout: layout)
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        harness.window.rootViewController = controller
        harness.display()
        return (harness, controller)
    }

    @Test("R42.5: loadView makes a collection view with the layout, the controller as data source and delegate; UIKit's defaults")
    func loadViewAndDefaults() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(!controller.isViewLoaded)
        let collection = controller.collectionView!
        #expect(controller.view === collection)
        #expect(collection.collectionViewLayout === layout)
        #expect(collection.dataSource === controller && collection.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
        let gesture = controller.interactiveMovementGesture
        #expect(gesture != nil && gesture?.view === collection)
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(controller.interactiveMovementGesture == nil && gesture?.view == nil)
        #expect(UICollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("R42.5: a subclass's overrides fill the grid, the flow layout asks it for sizes, and a tap reaches didSelect")
    func subclassShowsItsCells() {
        let (harness, controller) = shown()
        let collection = controller.collectionView!
        let cells = collection.visibleCells.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        #expect(cells.map { $0.accessibilityLabel ?? "" } == ["Red", "Green", "Blue", "Cyan", "Magenta"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 100, height: 100))
        let green = collection.convert(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.center, to: nil)
        harness.tap(green.x, green.y)
        #expect(controller.log == ["didSelect Green"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("R42.5: viewWillAppear deselects the selected items when clearsSelectionOnViewWillAppear, not otherwise")
    func clearsSelection() {
        let (_, controller) = shown()
        let collection = controller.collectionView!
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
        controller.clearsSelectionOnViewWillAppear = false
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("R42.5: the standard long press moves an item the data source lets move, and moveItemAt is told")
    func standardMovementGesture() {
        let (harness, controller) = shown()
        let collection = controller.collectionView!
        let red = collection.convert(collection.cellForItem(at: IndexPath(item: 0, section: 0))!.center, to: nil)
        let blue = collection.convert(collection.cellForItem(at: IndexPath(item: 2, section: 0))!.center, to: nil)
        harness.touch(.began, red.x, red.y)
        harness.advance(by: 0.6)
        for step in 1...10 {
            let f = CGFloat(step) / 10
            harness.touch(.moved, red.x + (blue.x - red.x) * f, red.y + (blue.y - red.y) * f)
        }
        harness.touch(.ended, blue.x, blue.y)
        #expect(controller.log == ["move 0→2"])
        #expect(controller.names == ["Green", "Blue", "Red", "Cyan", "Magenta"])
    }
}
