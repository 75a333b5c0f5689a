import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// `CATransition`'s movement types on a view's layer, by the window's pixels on the manual
/// clock (R30.21): where the old picture (red) and the new content (blue) are mid-transition.
@MainActor
@Suite("CATransition push, moveIn and reveal, by pixels (headless, manual clock)")
struct TransitionMotionPixelsTests {
    /// A white 200 × 200 window holding a red 100 × 100 view at (50, 50); `transition` (1 s,
    /// linear) is added to its layer, then the view turns blue.
    func start(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> (Harness, UIView) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        harness.window.addSubview(view)
        #expect(harness.pixel(100, 100) == .red)
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        view.backgroundColor = .blue
        return (harness, view)
    }

    /// The colours along the row (or column) through the view's middle, at the given offsets
    /// from its top-left corner.
    func row(_ harness: Harness, _ xs: [Int]) -> [RGB] { xs.map { harness.pixel(50 + $0, 100) } }
    func column(_ harness: Harness, _ ys: [Int]) -> [RGB] { ys.map { harness.pixel(100, 50 + $0) } }

    @Test("R30.21: push fromRight moves the old picture out to the left as the new content follows it in from the right")
    func pushFromRight() {
        let (harness, _) = start(.push, .fromRight)
        advance(to: 0.25)
        #expect(row(harness, [2, 70, 73, 77, 98]) == [.red, .red, .red, .blue, .blue])
        advance(to: 0.5)
        #expect(row(harness, [2, 48, 52, 98]) == [.red, .red, .blue, .blue])
        // Nothing is drawn outside the view's bounds.
        #expect(harness.pixel(45, 100) == .white && harness.pixel(155, 100) == .white)
        advance(to: 1.01)
        #expect(row(harness, [2, 48, 52, 98]) == [.blue, .blue, .blue, .blue])
        #expect(harness.pixel(45, 100) == .white && harness.pixel(155, 100) == .white)
    }

    @Test("R12.13: at scale 2 the old picture is taken at two pixels a point: its edges stay sharp as it moves")
    func oldPictureAtTheWindowScale() throws {
        let harness = try Harness.scaled(2, width: 200, height: 200)
        harness.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        half.backgroundColor = .blue
        view.addSubview(half)
        harness.window.addSubview(view)
        let picture = try #require(view.transitionPicture())
        #expect(picture.scale == 2 && picture.pixelWidth == 200 && picture.pixelHeight == 200)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        half.backgroundColor = .green
        advance(to: 0.25)
        // The old picture moved 25 pt left: its blue half ends at x 75 pt, pixel 150, sharply
        // (a picture at one pixel a point, drawn at two, blends the pixels on either side).
        #expect(harness.pixel(148, 200) == .blue && harness.pixel(149, 200) == .blue, "\(harness.pixel(149, 200))")
        #expect(harness.pixel(150, 200) == .red && harness.pixel(151, 200) == .red, "\(harness.pixel(150, 200))")
    }

    @Test("R30.21: push fromLeft, and push without a subtype, move the content to the right")
    func pushFromLeft() {
        for subtype in [CATransitionSubtype.fromLeft, nil] {
            let (harness, _) = start(.push, subtype)
            advance(to: 0.25)
            #expect(row(harness, [2, 23, 27, 98]) == [.blue, .blue, .red, .red], "subtype \(String(describing: subtype))")
        }
    }

    @Test("R30.21: moveIn fromTop slides the new content up from the bottom over the old, which stays (iOS's flipped top)")
    func moveInFromTop() {
        let (harness, _) = start(.moveIn, .fromTop)
        advance(to: 0.25)
        #expect(column(harness, [2, 73, 77, 98]) == [.red, .red, .blue, .blue])
        #expect(harness.pixel(100, 155) == .white)
        advance(to: 0.75)
        #expect(column(harness, [2, 23, 27, 98]) == [.red, .red, .blue, .blue])
    }

    @Test("R30.21: moveIn fromRight slides the new content in from the right over the old")
    func moveInFromRight() {
        let (harness, _) = start(.moveIn, .fromRight)
        advance(to: 0.5)
        #expect(row(harness, [2, 48, 52, 98]) == [.red, .red, .blue, .blue])
        #expect(harness.pixel(155, 100) == .white)
    }

    @Test("R30.21: reveal fromBottom slides the old picture down and away, uncovering the new content in place at the top")
    func revealFromBottom() {
        let (harness, _) = start(.reveal, .fromBottom)
        advance(to: 0.25)
        #expect(column(harness, [2, 23, 27, 98]) == [.blue, .blue, .red, .red])
        #expect(harness.pixel(100, 155) == .white)
    }

    @Test("R30.21: reveal fromLeft slides the old picture to the right, uncovering the new content at the left")
    func revealFromLeft() {
        let (harness, _) = start(.reveal, .fromLeft)
        advance(to: 0.5)
        #expect(row(harness, [2, 48, 52, 98]) == [.blue, .blue, .red, .red])
    }

    @Test("R30.21: the new content moves with its subviews; the transition ends with nothing scheduled")
    func subviewsMove() {
        let (harness, view) = start(.push, .fromRight)
        view.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        half.backgroundColor = .blue
        view.addSubview(half)
        // Old: all red. New: blue left half (the subview), red right half, entering from the
        // right. Three quarters in, the old picture shows in the first quarter, the new
        // content's halves in the rest.
        advance(to: 0.5)
        #expect(row(harness, [2, 48, 52, 98]) == [.red, .red, .blue, .blue])
        advance(to: 0.75)
        #expect(row(harness, [2, 23, 27, 73, 77, 98]) == [.red, .red, .blue, .blue, .red, .red])
        advance(to: 1.01)
        #expect(row(harness, [2, 48, 52, 98]) == [.blue, .blue, .red, .red])
        advance(to: 1.2)
        #expect(view.presentedTransition == nil && view.layer.animationKeys() == nil)
        #expect(!UIApplication.shared.animationClock.hasScheduledFrame)
        #expect(UIApplication.shared.scheduler.pendingCount == 0)
    }
}
