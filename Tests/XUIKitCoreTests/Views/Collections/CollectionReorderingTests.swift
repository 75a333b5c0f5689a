import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A prefetching data source that logs what it is told.
@MainActor
final class CollectionPrefetchLog: UICollectionViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

@MainActor
@Suite("UICollectionView: interactive reordering and prefetching")
struct CollectionReorderingTests {
    let item = { (n: Int) in IndexPath(item: n, section: 0) }

    @Test("R20.17: a movement follows the position, slides the others and tells the data source at the end")
    func interactiveMove() {
        let fixture = GridFixture()
        let moving = fixture.collection.cellForItem(at: item(0))!
        let cell1 = fixture.collection.cellForItem(at: item(1))!
        #expect(fixture.collection.beginInteractiveMovementForItem(at: item(0)))
        // Over item 2 (centre 270, 50): the moving cell follows, items 1 and 2 slide left.
        fixture.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
        #expect(moving.center == CGPoint(x: 270, y: 50))
        #expect(fixture.collection.cellForItem(at: item(0)) === cell1)
        #expect(fixture.model.log.isEmpty)
        fixture.collection.endInteractiveMovement()
        #expect(fixture.model.log == ["moveItem(0,0→0,2)"])
        #expect(fixture.model.sections[0][2] == "Item 0")
        #expect(fixture.collection.cellForItem(at: item(2)) === moving)
        #expect(moving.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
    }

    @Test("R20.17: cancel puts the item back without telling; canMoveItemAt false refuses")
    func cancelAndRefuse() {
        let fixture = GridFixture()
        let moving = fixture.collection.cellForItem(at: item(0))!
        fixture.collection.beginInteractiveMovementForItem(at: item(0))
        fixture.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        fixture.collection.cancelInteractiveMovement()
        #expect(fixture.model.log.isEmpty)
        #expect(fixture.collection.cellForItem(at: item(0)) === moving)
        #expect(moving.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.model.movable = false
        #expect(!fixture.collection.beginInteractiveMovementForItem(at: item(1)))
    }

    @Test("R20.16: the next screenful is prefetched in the scroll direction and cancelled when left behind")
    func prefetching() {
        let fixture = GridFixture()
        let log = CollectionPrefetchLog()
        fixture.collection.prefetchDataSource = log
        fixture.collection.setNeedsLayout()
        fixture.collection.layoutIfNeeded()
        // On screen: lines 0–3 (items 0–11). A screenful below (440…880): lines 4–7 are entirely
        // or partly there (line 8 starts at 880): items 12–23.
        #expect(log.prefetched == (12..<24).map(item))
        // Scroll down by a line: line 8 (items 24–26) comes into the screenful ahead.
        fixture.collection.contentOffset = CGPoint(x: 0, y: 110)
        fixture.collection.layoutIfNeeded()
        #expect(log.prefetched.suffix(3) == (24..<27).map(item))
        // Scroll back up to the top: the screenful ahead is now above, and nothing is there; the
        // items below that were never shown are cancelled.
        fixture.collection.contentOffset = .zero
        fixture.collection.layoutIfNeeded()
        #expect(Set(log.cancelled).isSuperset(of: Set((15..<27).map(item))))
        fixture.collection.isPrefetchingEnabled = false
        let count = log.prefetched.count
        fixture.collection.contentOffset = CGPoint(x: 0, y: 300)
        fixture.collection.layoutIfNeeded()
        #expect(log.prefetched.count == count)
    }
}
