import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIPageControl")
struct PageControlTests {
    /// Five pages at (10, 10), 200 × 26: the left half is x 10…110, the right half x 110…210.
    func makeControl(pages: Int = 5) -> ControlFixture<UIPageControl> {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = pages
        return ControlFixture(control, frame: CGRect(x: 10, y: 10, width: 200, height: 26))
    }

    @Test("Defaults: no pages, page 0, shown for a single page, default dot colours")
    func defaults() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
    }

    @Test("The intrinsic width grows with the pages; the height is fixed")
    func intrinsicSize() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        let three = control.intrinsicContentSize
        control.numberOfPages = 6
        #expect(control.intrinsicContentSize.width > three.width)
        #expect(control.intrinsicContentSize.height == three.height && three.height > 0)
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 6))
    }

    @Test("currentPage is pinned into the pages, and fewer pages pull it back; code sends nothing (R7.23)")
    func pinning() {
        let fixture = makeControl()
        fixture.control.currentPage = 9
        #expect(fixture.control.currentPage == 4)
        fixture.control.numberOfPages = 2
        #expect(fixture.control.currentPage == 1)
        fixture.control.currentPage = -1
        #expect(fixture.control.currentPage == 0)
        #expect(fixture.log.isEmpty)
    }

    @Test("R7.24: a tap on the right half goes forward a page and sends valueChanged; the left half goes back")
    func tapsMovePages() {
        let fixture = makeControl()
        fixture.harness.tap(180, 20)
        #expect(fixture.control.currentPage == 1)
        #expect(fixture.log.filter { $0 == "valueChanged" || $0 == "primary" } == ["valueChanged", "primary"])
        fixture.harness.tap(180, 20, after: 1)
        fixture.harness.tap(30, 20, after: 1)
        #expect(fixture.control.currentPage == 1)
        #expect(fixture.log.filter { $0 == "valueChanged" }.count == 3)
    }

    @Test("A tap past the last or before the first page changes nothing and sends no valueChanged")
    func tapsAtTheEnds() {
        let fixture = makeControl(pages: 2)
        fixture.harness.tap(30, 20)
        #expect(fixture.control.currentPage == 0)
        fixture.control.currentPage = 1
        fixture.harness.tap(180, 20, after: 1)
        #expect(fixture.control.currentPage == 1)
        #expect(!fixture.log.contains("valueChanged"))
    }

    @Test("hidesForSinglePage: one page draws nothing and takes no taps")
    func hidesForSinglePage() {
        let fixture = makeControl(pages: 1)
        fixture.control.currentPageIndicatorTintColor = .blue
        let area = CGRect(x: 10, y: 10, width: 200, height: 26)
        #expect(fixture.harness.ink(in: area, where: { $0.near(.blue, 40) }) != nil)
        fixture.control.hidesForSinglePage = true
        #expect(fixture.harness.ink(in: area, where: { $0.near(.blue, 40) }) == nil)
        #expect(fixture.harness.window.hitTest(CGPoint(x: 110, y: 20), with: nil) !== fixture.control)
    }

    @Test("The current page's dot is drawn in currentPageIndicatorTintColor, the others in pageIndicatorTintColor")
    func dotColours() {
        let fixture = makeControl(pages: 3)
        fixture.control.currentPageIndicatorTintColor = .blue
        fixture.control.pageIndicatorTintColor = .red
        fixture.control.currentPage = 2
        let area = CGRect(x: 10, y: 10, width: 200, height: 26)
        let blue = fixture.harness.ink(in: area, where: { $0.near(.blue, 40) })
        let red = fixture.harness.ink(in: area, where: { $0.near(.red, 40) })
        #expect(blue != nil && red != nil)
        if let blue, let red { #expect(blue.minX > red.maxX) }
    }
}
