import Foundation
import Testing
import XUIKitHeadlessTesting
@_spi(Testing) @_spi(AssistiveTechnology) @testable import XUIKitCore

/// Issue 25: what an assistive technology (any process on the accessibility bus) can send the
/// core through the AT-SPI bridge — NaN, infinities, 1e300, NaN frames, selecting 100 000 rows —
/// is refused or pinned, never trapped, stored or left to run quadratically.
@MainActor
@Suite("Accessibility: hostile values from an assistive technology")
struct AccessibilityHardeningTests {
    @Test("R7.23: a NaN set on a slider or stepper in code is ignored; infinities pin to the range's ends")
    func controlsIgnoreNaN() {
        let slider = UISlider(frame: .zero)
        slider.value = 0.25
        slider.value = .nan
        slider.setValue(.nan, animated: true)
        #expect(slider.value == 0.25)
        slider.value = .infinity
        #expect(slider.value == 1)
        let stepper = UIStepper(frame: .zero)
        stepper.value = 3
        stepper.value = .nan
        #expect(stepper.value == 3)
        stepper.value = -.infinity
        #expect(stepper.value == 0)
    }

    @Test("R13.11: setValue refuses NaN and infinities on a slider, stepper and page control, sending nothing")
    func setValueRefusesNonFinite() {
        let slider = UISlider(frame: .zero), stepper = UIStepper(frame: .zero), pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 5
        var sent = 0
        for control in [slider, stepper, pages] as [UIControl] {
            control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        }
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(!UIAccessibility.setValue(value, of: slider))
            #expect(!UIAccessibility.setValue(value, of: stepper))
            #expect(!UIAccessibility.setValue(value, of: pages))
        }
        #expect(sent == 0 && slider.value == 0 && stepper.value == 0 && pages.currentPage == 0)
    }

    @Test("R13.11: setValue with 1e300 or -1e300 pins a page control to its first or last page")
    func pageControlPinsHugeValues() {
        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 5
        #expect(UIAccessibility.setValue(1e300, of: pages))
        #expect(pages.currentPage == 4)
        #expect(UIAccessibility.setValue(-1e300, of: pages))
        #expect(pages.currentPage == 0)
        let slider = UISlider(frame: .zero)
        #expect(UIAccessibility.setValue(1e300, of: slider))
        #expect(slider.value == 1)
    }

    @Test("R13.4: elements whose frames are NaN or 10¹² points away are read, not trapped on")
    func readingOrderWithNaNFrames() {
        let harness = Harness()
        for (text, frame) in [("nan", CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)),
                              ("far", CGRect(x: 1e12, y: -1e12, width: .infinity, height: .infinity)),
                              ("plain", CGRect(x: 10, y: 100, width: 40, height: 20))] {
            let label = UILabel(frame: frame)
            label.text = text
            harness.window.addSubview(label)
        }
        let names = AccessibilityTree.elements(in: harness.window).map(\.accessibilityLabel)
        #expect(Set(names.compactMap { $0 }) == ["nan", "far", "plain"], "\(names)")
    }

    @Test("R13.9: selecting all rows tells the delegate once per row not yet selected, and keeps the selection order")
    func selectAllRows() {
        let fixture = TableFixture(model: TableModel(rows: 20_000))
        fixture.table.allowsMultipleSelection = true
        #expect(fixture.table.accessibilitySelectRow(at: IndexPath(3)))
        fixture.model.log.removeAll()
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(fixture.table.accessibilitySelectAllRows()) }
        print("AccessibilityHardeningTests: selecting 20 000 rows took \(elapsed)")
        let selected = fixture.table.indexPathsForSelectedRows ?? []
        #expect(selected.count == 20_000 && selected.first == IndexPath(3) && selected[1] == IndexPath(0))
        #expect(fixture.model.log.count == 2 * 19_999 && fixture.model.log.first == "willSelect(0,0)")
        for indexPath in selected { fixture.table.accessibilityDeselectRow(at: indexPath) }
        #expect(fixture.table.indexPathsForSelectedRows == nil)
    }

    @Test("R13.9: selecting all rows answers false without multiple selection, and selects nothing")
    func selectAllNeedsMultipleSelection() {
        let fixture = TableFixture()
        #expect(!fixture.table.accessibilitySelectAllRows())
        #expect(fixture.table.indexPathsForSelectedRows == nil && fixture.model.log.isEmpty)
    }

    @Test("The selection keeps its order through removals and compaction")
    func selectedIndexPathsOrder() {
        var selection = SelectedIndexPaths((0..<100).map { IndexPath($0) })
        for row in stride(from: 0, to: 100, by: 3) { selection.remove(IndexPath(row)) }
        selection.append(IndexPath(0))
        selection.append(IndexPath(1))
        let expected = (0..<100).filter { $0 % 3 != 0 }.map { IndexPath($0) } + [IndexPath(0)]
        #expect(selection.elements == expected && selection.count == expected.count)
        #expect(selection.first == IndexPath(1) && selection.last == IndexPath(0) && selection.contains(IndexPath(0)))
        #expect(!selection.contains(IndexPath(3)))
    }
}
