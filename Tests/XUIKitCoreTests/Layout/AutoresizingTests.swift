import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Autoresizing (springs and struts)")
struct AutoresizingTests {
    /// A 300×200 superview holding `frame` with `mask`, resized to `newSize`: the subview's frame.
    private func resized(_ frame: CGRect, _ mask: UIView.AutoresizingMask,
                         to newSize: CGSize = CGSize(width: 600, height: 260)) -> CGRect {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView(frame: frame)
        view.autoresizingMask = mask
        superview.addSubview(view)
        superview.frame.size = newSize
        return view.frame
    }

    // Horizontally the superview grows by 300 (300 → 600); the view is at x 50, 100 wide, so
    // its margins are 50 (left) and 150 (right). Vertically it grows by 60 (200 → 260); the view
    // is at y 20, 40 high, with margins 20 (top) and 140 (bottom).
    private let frame = CGRect(x: 50, y: 20, width: 100, height: 40)

    @Test("No mask: the frame stays where it was")
    func none() {
        #expect(resized(frame, []) == frame)
    }

    @Test("flexibleWidth alone takes the whole change; both margins keep")
    func flexibleWidth() {
        // width 100 + 300 = 400; right margin stays 600 - 50 - 400 = 150.
        #expect(resized(frame, .flexibleWidth) == CGRect(x: 50, y: 20, width: 400, height: 40))
    }

    @Test("flexibleLeftMargin alone moves the view by the whole change; the right margin keeps")
    func flexibleLeftMargin() {
        // x 50 + 300 = 350; right margin 600 - 450 = 150 as before.
        #expect(resized(frame, .flexibleLeftMargin) == CGRect(x: 350, y: 20, width: 100, height: 40))
    }

    @Test("flexibleRightMargin alone keeps the frame: the right margin takes the change")
    func flexibleRightMargin() {
        #expect(resized(frame, .flexibleRightMargin) == frame)
    }

    @Test("Left and right margins share the change in proportion to their sizes")
    func bothMargins() {
        // Margins 50 and 150 (total 200): left gets 300 × 50/200 = 75 → x 125; width keeps 100.
        #expect(resized(frame, [.flexibleLeftMargin, .flexibleRightMargin]) == CGRect(x: 125, y: 20, width: 100, height: 40))
    }

    @Test("Left margin and width share the change in proportion; the right margin keeps")
    func leftMarginAndWidth() {
        // 50 + 100 = 150: left gets 300 × 50/150 = 100 → x 150; width 100 + 200 = 300; right 150.
        #expect(resized(frame, [.flexibleLeftMargin, .flexibleWidth]) == CGRect(x: 150, y: 20, width: 300, height: 40))
    }

    @Test("Width and right margin share the change in proportion; the left margin keeps")
    func widthAndRightMargin() {
        // 100 + 150 = 250: width gets 300 × 100/250 = 120 → 220; x keeps 50; right 150 + 180 = 330.
        #expect(resized(frame, [.flexibleWidth, .flexibleRightMargin]) == CGRect(x: 50, y: 20, width: 220, height: 40))
    }

    @Test("All three flexible horizontally: the view scales with its superview")
    func allHorizontal() {
        // Everything doubles with the 300 → 600 superview: x 100, width 200.
        #expect(resized(frame, [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]).minX == 100)
        #expect(resized(frame, [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]).width == 200)
    }

    @Test("flexibleHeight alone takes the whole vertical change")
    func flexibleHeight() {
        // height 40 + 60 = 100; bottom margin keeps 260 - 20 - 100 = 140.
        #expect(resized(frame, .flexibleHeight) == CGRect(x: 50, y: 20, width: 100, height: 100))
    }

    @Test("flexibleTopMargin alone moves the view down by the whole change")
    func flexibleTopMargin() {
        #expect(resized(frame, .flexibleTopMargin) == CGRect(x: 50, y: 80, width: 100, height: 40))
    }

    @Test("flexibleBottomMargin alone keeps the frame")
    func flexibleBottomMargin() {
        #expect(resized(frame, .flexibleBottomMargin) == frame)
    }

    @Test("Top margin and height share the vertical change in proportion; the bottom margin keeps")
    func topMarginAndHeight() {
        // 20 + 40 = 60: top gets 60 × 20/60 = 20 → y 40; height 40 + 40 = 80; bottom 140.
        #expect(resized(frame, [.flexibleTopMargin, .flexibleHeight]) == CGRect(x: 50, y: 40, width: 100, height: 80))
    }

    @Test("Top and bottom margins share the vertical change in proportion")
    func topAndBottomMargins() {
        // 20 + 140 = 160: top gets 60 × 20/160 = 7.5 → y 27.5.
        #expect(resized(frame, [.flexibleTopMargin, .flexibleBottomMargin]) == CGRect(x: 50, y: 27.5, width: 100, height: 40))
    }

    @Test("Flexible parts that are all zero share the change equally")
    func zeroParts() {
        // A full-width view has margins 0 and 0: each gets 300 / 2 = 150.
        let full = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(resized(full, [.flexibleLeftMargin, .flexibleRightMargin]).minX == 150)
    }

    @Test("Shrinking below the fixed parts clamps the size at zero")
    func shrinkClamps() {
        // Width 100 - 250 would be -150: clamped to 0.
        #expect(resized(frame, .flexibleWidth, to: CGSize(width: 50, height: 200)).width == 0)
    }

    @Test("autoresizesSubviews false leaves the subviews alone")
    func disabled() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        superview.autoresizesSubviews = false
        let view = UIView(frame: frame)
        view.autoresizingMask = .flexibleWidth
        superview.addSubview(view)
        superview.frame.size = CGSize(width: 600, height: 200)
        #expect(view.frame == frame)
    }

    @Test("A bounds size change resizes too, and the resize reaches the subviews' subviews")
    func boundsAndNesting() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        inner.autoresizingMask = .flexibleLeftMargin
        superview.addSubview(middle)
        middle.addSubview(inner)
        superview.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)
        // middle: width 300 + 100 = 400. inner: x 10 + 100 = 110 in middle's 300 → 400.
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(inner.frame == CGRect(x: 110, y: 10, width: 50, height: 50))
    }

    @Test("A resize from the backend resizes the window's root view and its autoresizing subviews")
    func backendResize() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = UIViewController()
        harness.window.rootViewController = controller
        let bar = UIView(frame: CGRect(x: 0, y: 160, width: 320, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        controller.view.addSubview(bar)
        UIApplication.shared.windowDidResize(harness.id, to: CGSize(width: 500, height: 300))
        // Root: 500×300. Bar: width 320 + 180 = 500; y 160 + 100 = 260 (bottom margin 0 keeps).
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
        #expect(bar.frame == CGRect(x: 0, y: 260, width: 500, height: 40))
    }
}
