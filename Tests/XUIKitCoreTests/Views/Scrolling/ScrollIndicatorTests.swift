import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIScrollView scroll indicators: when they show, where, how they fade (headless, manual clock)")
struct ScrollIndicatorTests {
    /// A 200 × 200 scroll view at (50, 50) in the window over 1000 pt of content, its background
    /// `content` (white by default).
    func makeScrollView(_ harness: Harness, content color: UIColor = .white,
                        contentSize: CGSize = CGSize(width: 200, height: 1000)) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let page = UIView(frame: CGRect(origin: .zero, size: contentSize))
        page.backgroundColor = color
        scrollView.addSubview(page)
        scrollView.contentSize = contentSize
        harness.window.addSubview(scrollView)
        return scrollView
    }

    /// A slow upward drag of 100 pt, held still before lifting (so the content does not coast).
    func dragUp(_ harness: Harness) {
        harness.touch(.began, 150, 220)
        for step in 1...10 { harness.touch(.moved, 150, 220 - CGFloat(step) * 10) }
        harness.touch(.ended, 150, 120, after: 0.2)
    }

    var nothingScheduled: Bool {
        UIApplication.shared.scheduler.pendingCount == 0 && !UIApplication.shared.animationClock.hasScheduledFrame
    }

    @Test("A drag shows the indicator; it stays 1.2 s after the finger lifts, fades over 0.25 s, and then nothing is scheduled (R12.6, R12.4)")
    func dragShowsThenFades() {
        let harness = Harness()
        let scrollView = makeScrollView(harness)
        #expect(scrollView.scrollIndicators.alpha == 0)
        harness.touch(.began, 150, 220)
        for step in 1...10 { harness.touch(.moved, 150, 220 - CGFloat(step) * 10) }
        #expect(scrollView.contentOffset.y > 0 && scrollView.scrollIndicators.alpha == 1)
        // A finger held still keeps them.
        harness.advance(by: 2)
        #expect(scrollView.scrollIndicators.alpha == 1 && !scrollView.isDecelerating)
        harness.touch(.ended, 150, 120)
        #expect(!scrollView.isDecelerating)
        harness.advance(by: 1.1)
        #expect(scrollView.scrollIndicators.alpha == 1)
        harness.advance(by: 0.1 + 0.125)
        #expect(near(scrollView.scrollIndicators.alpha, 0.5, 0.02))
        harness.advance(by: 0.0625)
        #expect(near(scrollView.scrollIndicators.alpha, 0.25, 0.02))
        harness.advance(by: 0.07)
        #expect(scrollView.scrollIndicators.alpha == 0)
        #expect(nothingScheduled)
    }

    @Test("Bar geometry: 3 pt thick, 3 pt from the edge and the track's ends, length proportional to what shows (at least 36 pt), placed by the offset (R12.7)")
    func geometry() {
        let harness = Harness()
        let scrollView = makeScrollView(harness)
        var frames = scrollView.scrollIndicatorFrames(in: scrollView.bounds)
        #expect(frames.horizontal == nil)
        // Track 3…197 (194 pt); 200 of 1000 pt show: 38.8 pt.
        #expect(frames.vertical.map { near($0.minX, 194) && $0.width == 3 && near($0.minY, 3) && near($0.height, 38.8) } == true)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        frames = scrollView.scrollIndicatorFrames(in: scrollView.bounds)
        // Half way along: 3 + (194 − 38.8) / 2, in content coordinates (+400).
        #expect(frames.vertical.map { near($0.minY, 400 + 80.6, 1e-4) } == true)
        scrollView.contentOffset = CGPoint(x: 0, y: 800)
        frames = scrollView.scrollIndicatorFrames(in: scrollView.bounds)
        #expect(frames.vertical.map { near($0.maxY, 800 + 197, 1e-4) } == true)
        // Very long content: the minimum length.
        scrollView.contentSize = CGSize(width: 200, height: 100_000)
        #expect(scrollView.scrollIndicatorFrames(in: scrollView.bounds).vertical?.height == 36)
        // Both axes: each track stops short of the other bar; insets move and shorten them.
        scrollView.contentSize = CGSize(width: 1000, height: 1000)
        scrollView.contentOffset = .zero
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 7)
        frames = scrollView.scrollIndicatorFrames(in: scrollView.bounds)
        let vertical = frames.vertical, horizontal = frames.horizontal
        #expect(vertical.map { near($0.minX, 187) && near($0.minY, 13) } == true)
        // Vertical track 13…191 (178 pt) → 35.6, raised to 36.
        #expect(vertical.map { near($0.height, 36) } == true)
        #expect(horizontal.map { near($0.minY, 194) && near($0.minX, 3) && near($0.height, 3) } == true)
        // Horizontal track 3…191 (188 pt), 20 % of it.
        #expect(horizontal.map { near($0.width, 37.6, 1e-4) } == true)
    }

    @Test("Pulled past an end, the bar stays at that end and shrinks by the overshoot, to no less than 8 pt (R12.7)")
    func rubberBanding() {
        let harness = Harness()
        let scrollView = makeScrollView(harness)
        scrollView.contentOffset = CGPoint(x: 0, y: -20)
        var bar = scrollView.scrollIndicatorFrames(in: scrollView.bounds).vertical
        #expect(bar.map { near($0.height, 18.8, 1e-4) && near($0.minY, -20 + 3) } == true)
        scrollView.contentOffset = CGPoint(x: 0, y: -100)
        bar = scrollView.scrollIndicatorFrames(in: scrollView.bounds).vertical
        #expect(bar.map { near($0.height, 8) } == true)
        scrollView.contentOffset = CGPoint(x: 0, y: 830)
        bar = scrollView.scrollIndicatorFrames(in: scrollView.bounds).vertical
        #expect(bar.map { near($0.height, 8.8, 1e-4) && near($0.maxY, 830 + 197, 1e-4) } == true)
    }

    @Test("No indicator on an axis whose content fits, or whose flag is off; flashing then shows and schedules nothing (R12.6)")
    func hiddenWhenContentFitsOrOff() {
        let harness = Harness()
        let scrollView = makeScrollView(harness, contentSize: CGSize(width: 200, height: 150))
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        let frames = scrollView.scrollIndicatorFrames(in: scrollView.bounds)
        #expect(frames.vertical == nil && frames.horizontal == nil)
        scrollView.flashScrollIndicators()
        #expect(scrollView.scrollIndicators.alpha == 0 && nothingScheduled)
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        scrollView.showsVerticalScrollIndicator = false
        #expect(scrollView.scrollIndicatorFrames(in: scrollView.bounds).vertical == nil)
        scrollView.flashScrollIndicators()
        #expect(scrollView.scrollIndicators.alpha == 0 && nothingScheduled)
        #expect(harness.pixel(245, 70) == .white)
    }

    @Test("flashScrollIndicators shows the bar for the hold, fades it, then nothing is scheduled; the pixels follow (R12.6)")
    func flashDrawsAndClears() {
        let harness = Harness()
        let scrollView = makeScrollView(harness)
        #expect(harness.pixel(245, 70) == .white)
        scrollView.flashScrollIndicators()
        #expect(scrollView.scrollIndicators.alpha == 1)
        // Black at 35 % over white.
        let bar = harness.pixel(245, 70)
        #expect(bar.near(RGB(r: 166, g: 166, b: 166), 3))
        #expect(harness.ink(in: CGRect(x: 200, y: 50, width: 50, height: 200)).map { $0.minX >= 243 && $0.maxX <= 248 && $0.minY >= 52 } == true)
        harness.advance(by: 1.2 + 0.125)
        let fading = harness.pixel(245, 70)
        #expect(fading.r > bar.r && fading.r < 250)
        harness.advance(by: 0.2)
        #expect(harness.pixel(245, 70) == .white && nothingScheduled)
        #expect(scrollView.subviews.count == 1)
    }

    @Test("While fading only the bars' rectangles are redrawn")
    func repaintsOnlyTheBars() {
        let harness = Harness()
        let scrollView = makeScrollView(harness)
        scrollView.flashScrollIndicators()
        harness.display()
        harness.advance(by: 1.3)
        let presented = harness.window.displayIfNeeded()
        #expect(presented.map { $0.width <= 10 && $0.height <= 50 && $0.minX >= 240 } == true)
    }

    @Test("The default style has a light border that shows on dark content; .black has none; dark mode draws a light bar (R12.7)")
    func stylesAndDarkMode() {
        let harness = Harness()
        let scrollView = makeScrollView(harness, content: .black)
        scrollView.flashScrollIndicators()
        // Bar at x 244…247: black over black, but the border beside it is light.
        #expect(harness.pixel(245, 70) == .black)
        let border = harness.pixel(243, 70)
        #expect(border.r > 40 && border.r < 120)
        scrollView.indicatorStyle = .black
        #expect(harness.pixel(243, 70) == .black)
        scrollView.indicatorStyle = .white
        #expect(harness.pixel(245, 70).near(RGB(r: 128, g: 128, b: 128), 3))
        scrollView.indicatorStyle = .default
        harness.window.overrideUserInterfaceStyle = .dark
        #expect(harness.pixel(245, 70).near(RGB(r: 128, g: 128, b: 128), 3))
    }

    @Test("The wheel shows the indicators too; they fade once its pan ends (0.15 s after the last click) and the hold is over")
    func wheelShows() {
        let harness = Harness()
        let scrollView = makeScrollView(harness)
        harness.scroll(0, 40, at: CGPoint(x: 150, y: 150))
        harness.scroll(0, 40, at: CGPoint(x: 150, y: 150), after: 0.05)
        #expect(scrollView.contentOffset.y == 80 && scrollView.scrollIndicators.alpha == 1)
        harness.advance(by: 1.0)
        #expect(scrollView.scrollIndicators.alpha == 1)
        harness.advance(by: 1.0)
        #expect(scrollView.scrollIndicators.alpha == 0 && nothingScheduled)
    }

    @Test("Coasting and animated setContentOffset keep them shown until the content rests; a plain contentOffset set shows nothing")
    func motionShows() {
        let harness = Harness()
        let scrollView = makeScrollView(harness)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scrollView.scrollIndicators.alpha == 0 && nothingScheduled)
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(scrollView.scrollIndicators.alpha == 1)
        harness.advance(by: 1.3)
        #expect(scrollView.contentOffset.y == 500 && scrollView.scrollIndicators.alpha == 1)
        harness.advance(by: 0.5)
        #expect(scrollView.scrollIndicators.alpha == 0 && nothingScheduled)
        // A flick: shown for the whole coast (seconds), gone 1.45 s after it rests.
        harness.touch(.began, 150, 240)
        for step in 1...6 { harness.touch(.moved, 150, 240 - CGFloat(step) * 30) }
        harness.touch(.ended, 150, 60)
        #expect(scrollView.isDecelerating)
        harness.advance(by: 1.5)
        #expect(scrollView.isDecelerating && scrollView.scrollIndicators.alpha == 1)
        harness.advance(by: 6)
        #expect(!scrollView.isDecelerating && scrollView.scrollIndicators.alpha == 0 && nothingScheduled)
    }

    @Test("A table view inherits them: taller rows than the table flash a bar at its right edge")
    func tableViewInherits() {
        let fixture = TableFixture(model: TableModel(rows: 30))
        let table = fixture.table
        #expect(table.showsVerticalScrollIndicator && table.indicatorStyle == .default)
        #expect(fixture.harness.pixel(315, 20).r > 200)
        table.flashScrollIndicators()
        #expect(table.scrollIndicators.alpha == 1)
        #expect(fixture.harness.pixel(315, 20).r < 200)
    }

    @available(*, deprecated)
    @Test("The deprecated scrollIndicatorInsets sets both indicators' insets")
    func deprecatedInsets() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.scrollIndicatorInsets = insets
        #expect(scrollView.verticalScrollIndicatorInsets == insets && scrollView.horizontalScrollIndicatorInsets == insets)
        #expect(scrollView.scrollIndicatorInsets == insets)
    }
}
