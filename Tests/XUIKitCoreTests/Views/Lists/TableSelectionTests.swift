import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore

@MainActor
@Suite("UITableView: highlighting and selecting rows")
struct TableSelectionTests {
    @Test("R14.3: a tap on row 2 while row 0 is selected tells the delegate in UIKit's order")
    func delegateOrder() {
        let fixture = TableFixture()
        fixture.harness.tap(100, 22)
        fixture.model.log.removeAll()
        fixture.harness.tap(100, 110)
        #expect(fixture.model.log == ["didHighlight(0,2)", "didUnhighlight(0,2)", "willSelect(0,2)",
                                      "willDeselect(0,0)", "didDeselect(0,0)", "didSelect(0,2)"])
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(2))
        #expect(fixture.table.cellForRow(at: IndexPath(2))?.isSelected == true)
        #expect(fixture.table.cellForRow(at: IndexPath(0))?.isSelected == false)
    }

    @Test("R14.2: the row is highlighted while the finger is down and not after it lifts")
    func highlightWhileDown() {
        let fixture = TableFixture()
        fixture.harness.touch(.began, 100, 66)
        let cell = fixture.table.cellForRow(at: IndexPath(1))
        #expect(cell?.isHighlighted == true)
        #expect(cell?.textLabel?.isHighlighted == true)
        #expect(fixture.model.log == ["didHighlight(0,1)"])
        fixture.harness.touch(.ended, 100, 66)
        #expect(cell?.isHighlighted == false)
        #expect(cell?.isSelected == true)
    }

    @Test("A drag that scrolls cancels the highlight and selects nothing")
    func dragCancelsHighlight() {
        let fixture = TableFixture()
        fixture.harness.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), steps: 5)
        #expect(fixture.table.contentOffset.y == 100)
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.model.log.contains("didUnhighlight(0,6)"))
        #expect(!fixture.model.log.contains { $0.hasPrefix("didSelect") })
        #expect(fixture.table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test("willSelectRowAt can redirect the selection to another row or refuse it")
    func willSelectRedirects() {
        let fixture = TableFixture()
        fixture.model.willSelectAnswer = { $0.row == 1 ? IndexPath(5) : nil }
        fixture.harness.tap(100, 66)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(5))
        #expect(fixture.model.log.last == "didSelect(0,5)")
        fixture.harness.tap(100, 154)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(5))
        #expect(fixture.model.log.last == "willSelect(0,3)")
    }

    @Test("With allowsMultipleSelection a tap toggles its row and leaves the others selected")
    func multipleSelection() {
        let fixture = TableFixture()
        fixture.table.allowsMultipleSelection = true
        fixture.harness.tap(100, 22)
        fixture.harness.tap(100, 110)
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(0), IndexPath(2)])
        fixture.model.log.removeAll()
        fixture.harness.tap(100, 22)
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(2)])
        #expect(fixture.model.log.suffix(2) == ["willDeselect(0,0)", "didDeselect(0,0)"])
    }

    @Test("selectRow and deselectRow change the selection without delegate messages")
    func programmaticSelection() {
        let fixture = TableFixture()
        fixture.table.selectRow(at: IndexPath(20), animated: false, scrollPosition: .top)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(20))
        #expect(fixture.table.contentOffset.y == 880)
        #expect(fixture.table.cellForRow(at: IndexPath(20))?.isSelected == true)
        fixture.table.selectRow(at: IndexPath(21), animated: false, scrollPosition: .none)
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(21)])
        fixture.table.deselectRow(at: IndexPath(21), animated: false)
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.model.log.isEmpty)
    }

    @Test("With allowsSelection false a tap neither highlights nor selects")
    func selectionDisabled() {
        let fixture = TableFixture()
        fixture.table.allowsSelection = false
        fixture.harness.tap(100, 22)
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.model.log.isEmpty)
    }

    @Test("A selected row scrolled away and back is shown selected by its new cell; reloadData clears the selection")
    func selectionSurvivesReuse() {
        let fixture = TableFixture()
        fixture.harness.tap(100, 22)
        fixture.table.contentOffset = CGPoint(x: 0, y: 600)
        fixture.harness.display()
        fixture.table.contentOffset = .zero
        #expect(fixture.table.cellForRow(at: IndexPath(0))?.isSelected == true)
        #expect(fixture.table.visibleCells.filter(\.isSelected).count == 1)
        fixture.table.reloadData()
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("A selected cell draws the selection grey behind its content")
    func selectionIsDrawn() {
        let fixture = TableFixture()
        #expect(fixture.harness.pixel(300, 22) == .white)
        fixture.harness.tap(100, 22)
        #expect(fixture.harness.pixel(300, 22) == RGB(r: 209, g: 209, b: 214))
        #expect(fixture.harness.pixel(300, 66) == .white)
    }
}
