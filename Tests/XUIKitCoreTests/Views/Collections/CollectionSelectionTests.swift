import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UICollectionView: selection, touches, keys and scrolling")
struct CollectionSelectionTests {
    let item = { (n: Int) in IndexPath(item: n, section: 0) }

    @Test("R20.8: a tap highlights on touch down, then asks, unhighlights and selects on lift, in UIKit's order")
    func tapOrder() {
        let fixture = GridFixture()
        let point = fixture.center(of: item(4))
        fixture.harness.touch(.began, point.x, point.y)
        #expect(fixture.model.log == ["shouldHighlight(0,4)", "didHighlight(0,4)"])
        #expect(fixture.collection.cellForItem(at: item(4))?.isHighlighted == true)
        fixture.harness.touch(.ended, point.x, point.y)
        #expect(fixture.model.log == ["shouldHighlight(0,4)", "didHighlight(0,4)", "shouldSelect(0,4)", "didUnhighlight(0,4)",
                                      "didSelect(0,4)"])
        #expect(fixture.collection.indexPathsForSelectedItems == [item(4)])
        #expect(fixture.collection.cellForItem(at: item(4))?.isSelected == true)
        #expect(fixture.collection.cellForItem(at: item(4))?.isHighlighted == false)
        // Single selection: tapping another item deselects this one first.
        fixture.model.log = []
        let other = fixture.center(of: item(0))
        fixture.harness.tap(other.x, other.y)
        #expect(fixture.model.log.suffix(3) == ["didUnhighlight(0,0)", "didDeselect(0,4)", "didSelect(0,0)"])
        #expect(fixture.collection.indexPathsForSelectedItems == [item(0)])
    }

    @Test("R20.8: with multiple selection, a tap on a selected item deselects it; others stay")
    func multipleSelection() {
        let fixture = GridFixture()
        fixture.collection.allowsMultipleSelection = true
        for n in [1, 2] {
            let point = fixture.center(of: item(n))
            fixture.harness.tap(point.x, point.y)
        }
        #expect(fixture.collection.indexPathsForSelectedItems == [item(1), item(2)])
        fixture.model.log = []
        let point = fixture.center(of: item(1))
        fixture.harness.tap(point.x, point.y)
        #expect(fixture.model.log == ["shouldHighlight(0,1)", "didHighlight(0,1)", "shouldDeselect(0,1)", "didUnhighlight(0,1)",
                                      "didDeselect(0,1)"])
        #expect(fixture.collection.indexPathsForSelectedItems == [item(2)])
    }

    @Test("R20.8: a refused selection still removes the highlight; allowsSelection off highlights nothing")
    func refusals() {
        let fixture = GridFixture()
        fixture.model.shouldSelect = { _ in false }
        let point = fixture.center(of: item(3))
        fixture.harness.tap(point.x, point.y)
        #expect(fixture.model.log == ["shouldHighlight(0,3)", "didHighlight(0,3)", "shouldSelect(0,3)", "didUnhighlight(0,3)"])
        #expect(fixture.collection.indexPathsForSelectedItems == nil)
        fixture.model.log = []
        fixture.collection.allowsSelection = false
        fixture.harness.tap(point.x, point.y)
        #expect(fixture.model.log.isEmpty)
    }

    @Test("R20.7: selecting in code tells no delegate, and the selection survives scrolling and reuse")
    func programmaticSelectionAndReuse() {
        let fixture = GridFixture()
        fixture.collection.selectItem(at: item(1), animated: false, scrollPosition: [])
        #expect(fixture.model.log.isEmpty)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(1)])
        let firstCell = fixture.collection.cellForItem(at: item(1)) as! GridCell
        #expect(firstCell.isSelected)
        // Scroll the item away: its cell is reused for another item and must not show selected.
        fixture.collection.contentOffset = CGPoint(x: 0, y: 1100)
        fixture.collection.layoutIfNeeded()
        #expect(fixture.collection.visibleCells.allSatisfy { !$0.isSelected })
        #expect(firstCell.reuses >= 1 || firstCell.isHidden)
        fixture.collection.contentOffset = .zero
        fixture.collection.layoutIfNeeded()
        #expect(fixture.collection.cellForItem(at: item(1))?.isSelected == true)
        fixture.collection.deselectItem(at: item(1), animated: false)
        #expect(fixture.collection.indexPathsForSelectedItems == nil)
        #expect(fixture.model.log.isEmpty)
    }

    @Test("R20.10: the arrows move the selection spatially; Return activates through the delegate")
    func arrowKeys() {
        let fixture = GridFixture()
        #expect(fixture.collection.becomeFirstResponder())
        fixture.press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(0)])
        fixture.press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(1)])
        // Down from column 1 of line 0 goes to column 1 of line 1: item 4.
        fixture.press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(4)])
        fixture.press(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(3)])
        fixture.press(.keyboardUpArrow, UIKeyCommand.inputUpArrow)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(0)])
        // Left of the first column: nothing there, the selection stays.
        fixture.press(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        #expect(fixture.collection.indexPathsForSelectedItems == [item(0)])
        #expect(fixture.model.log.isEmpty)
        fixture.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.model.log == ["shouldSelect(0,0)", "didSelect(0,0)"])
    }

    @Test("R20.10: moving down past the screen scrolls the selected item into view")
    func arrowsScroll() {
        let fixture = GridFixture()
        fixture.collection.becomeFirstResponder()
        fixture.collection.selectItem(at: item(9), animated: false, scrollPosition: [])
        fixture.press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        // Item 12 is line 4: 440…540; the least scroll shows it: offset 540 − 440 = 100.
        #expect(fixture.collection.indexPathsForSelectedItems == [item(12)])
        #expect(fixture.collection.contentOffset.y == 100)
    }

    @Test("R20.9: scrollToItem places the item at the top, centre or bottom, within the scrollable range")
    func scrollToItem() {
        let fixture = GridFixture()
        fixture.collection.scrollToItem(at: item(30), at: .top, animated: false)
        // Item 30 is line 10: y = 1100.
        #expect(fixture.collection.contentOffset.y == 1100)
        fixture.collection.scrollToItem(at: item(30), at: .centeredVertically, animated: false)
        // Centre 1150 − 220 = 930.
        #expect(fixture.collection.contentOffset.y == 930)
        fixture.collection.scrollToItem(at: item(30), at: .bottom, animated: false)
        // The bottom edge 1200 at the bottom: 1200 − 440 = 760.
        #expect(fixture.collection.contentOffset.y == 760)
        // The last line: 20 lines → content 20·100 + 19·10 = 2190; top would be 2090, clamped to 2190 − 440.
        fixture.collection.scrollToItem(at: item(59), at: .top, animated: false)
        #expect(fixture.collection.contentOffset.y == 1750)
        #expect(fixture.collection.indexPathsForVisibleItems.contains(item(59)))
    }

    @Test("R20.19: the wheel scrolls the grid and brings the next items on screen")
    func wheelScrolls() {
        let fixture = GridFixture()
        fixture.harness.scroll(0, 440, at: CGPoint(x: 100, y: 100))
        #expect(fixture.collection.contentOffset.y == 440)
        fixture.harness.display()
        // Line 4 starts at 440: items 12–14 first.
        #expect(fixture.visibleNames.first == "0,12")
    }

    @Test("R20.19, R20.8: a drag scrolls the grid, cancels the item's highlight and selects nothing")
    func dragScrolls() {
        let fixture = GridFixture()
        fixture.harness.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), steps: 5)
        fixture.harness.advance(by: 3)
        fixture.harness.display()
        #expect(fixture.collection.contentOffset.y >= 200)
        #expect(fixture.visibleNames.first != "0,0")
        #expect(fixture.collection.indexPathsForSelectedItems == nil)
        #expect(!fixture.model.log.contains { $0.hasPrefix("didSelect") })
        // What the touch highlighted was unhighlighted when the drag began scrolling.
        let highlights = fixture.model.log.filter { $0.hasPrefix("didHighlight") }.count
        #expect(fixture.model.log.filter { $0.hasPrefix("didUnhighlight") }.count == highlights)
        #expect(fixture.collection.visibleCells.allSatisfy { !$0.isHighlighted })
    }
}
