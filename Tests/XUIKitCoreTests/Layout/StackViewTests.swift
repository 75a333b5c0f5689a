import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIStackView")
struct StackViewTests {
    /// A stack in a 400 × 400 window, pinned at (0, 0), `width` wide (and `height` high if given).
    private func stack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat? = nil,
                       height: CGFloat? = nil, in h: Harness) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                           stack.topAnchor.constraint(equalTo: h.window.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return stack
    }

    @Test("fill stretches the view that hugs least; alignment fill gives all the stack's height")
    func fill() {
        let h = Harness()
        let a = SizedView(50, 20), b = SizedView(60, 30)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let s = stack([a, b], width: 300, in: h)
        s.spacing = 10
        h.display()
        // a keeps 50; b gets 300 - 50 - 10 = 240. Height: b resists below 30 at 750, a hugs 20 at 250 → 30.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 30))
        #expect(s.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("fillEqually gives every view the same width")
    func fillEqually() {
        let h = Harness()
        let views = [SizedView(10, 10), SizedView(90, 10), SizedView(40, 10)]
        let s = stack(views, width: 320, in: h)
        s.distribution = .fillEqually
        s.spacing = 10
        h.display()
        // (320 - 2 × 10) / 3 = 100 each, at 0, 110, 220.
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.width) == [100, 100, 100])
    }

    @Test("fillProportionally shares the length by intrinsic size")
    func fillProportionally() {
        let h = Harness()
        let a = SizedView(50, 10), b = SizedView(150, 10)
        let s = stack([a, b], width: 420, in: h)
        s.distribution = .fillProportionally
        s.spacing = 20
        h.display()
        // 420 - 20 = 400 shared 50 : 150 → 100 and 300.
        #expect(a.frame.width == 100)
        #expect(b.frame == CGRect(x: 120, y: 0, width: 300, height: 10))
    }

    @Test("equalSpacing keeps sizes and spreads the gaps evenly")
    func equalSpacing() {
        let h = Harness()
        let views = [SizedView(50, 10), SizedView(50, 10), SizedView(50, 10)]
        let s = stack(views, width: 350, in: h)
        s.distribution = .equalSpacing
        h.display()
        // (350 - 150) / 2 = 100 between views: x 0, 150, 300.
        #expect(views.map(\.frame.minX) == [0, 150, 300])
        #expect(views.map(\.frame.width) == [50, 50, 50])
    }

    @Test("equalCentering spaces the centres evenly")
    func equalCentering() {
        let h = Harness()
        let views = [SizedView(40, 10), SizedView(80, 10), SizedView(40, 10)]
        let s = stack(views, width: 400, in: h)
        s.distribution = .equalCentering
        h.display()
        // Centres at 20 and 400 - 20 = 380, so the middle one at 200: x = 200 - 40 = 160.
        #expect(views.map(\.frame.minX) == [0, 160, 360])
    }

    @Test("alignments across the axis: top, center, bottom, and hugging the tallest view")
    func alignments() {
        let h = Harness()
        let a = SizedView(10, 20), b = SizedView(10, 40)
        let s = stack([a, b], height: 100, in: h)
        let cases: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0]), (.center, [40, 30]), (.bottom, [80, 60]),   // (100 - 20) / 2 = 40; 100 - 40 = 60
        ]
        for (alignment, ys) in cases {
            s.alignment = alignment
            h.display()
            #expect([a.frame.minY, b.frame.minY] == ys, "\(alignment)")
            #expect([a.frame.height, b.frame.height] == [20, 40], "\(alignment)")
        }
        let free = stack([SizedView(10, 20), SizedView(10, 40)], in: h)
        free.alignment = .center
        h.display()
        #expect(free.frame.height == 40)   // no height constraint: as tall as the tallest view
        #expect(free.frame.width == 20)
    }

    @Test("firstBaseline alignment lines up labels of different sizes")
    func baselineAlignment() {
        let h = Harness()
        let small = UILabel(), large = UILabel()
        small.text = "small"; small.font = .systemFont(ofSize: 12)
        large.text = "Large"; large.font = .systemFont(ofSize: 30)
        let s = stack([small, large], in: h)
        s.alignment = .firstBaseline
        h.display()
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) < 0.001)
        #expect(large.frame.minY == 0)   // the larger font reaches the top
    }

    @Test("a vertical stack with spacing, custom spacing, hiding and unhiding")
    func verticalSpacingAndHiding() {
        let h = Harness()
        let a = SizedView(10, 20), b = SizedView(10, 30), c = SizedView(10, 40)
        let s = stack([a, b, c], axis: .vertical, width: 100, in: h)
        s.spacing = 5
        #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault)
        s.setCustomSpacing(15, after: a)
        #expect(s.customSpacing(after: a) == 15)
        h.display()
        // a at 0; b at 20 + 15 = 35; c at 35 + 30 + 5 = 70; stack 70 + 40 = 110 high.
        #expect([a.frame.minY, b.frame.minY, c.frame.minY] == [0, 35, 70])
        #expect(s.frame.height == 110)
        #expect(a.frame.width == 100)   // alignment fill
        b.isHidden = true
        h.display()
        // b collapses: c follows a after a's custom 15: 20 + 15 = 35; stack 75.
        #expect(b.frame.height == 0)
        #expect(c.frame.minY == 35)
        #expect(s.frame.height == 75)
        b.isHidden = false
        h.display()
        #expect(c.frame.minY == 70)
    }

    @Test("margins-relative arrangement insets the views by the stack's layout margins")
    func marginsRelative() {
        let h = Harness()
        let a = SizedView(50, 20)
        let s = stack([a], width: 200, in: h)
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        h.display()
        // x 6, width 200 - 16 = 184; y 4; stack height 4 + 20 + 8 = 32.
        #expect(a.frame == CGRect(x: 6, y: 4, width: 184, height: 20))
        #expect(s.frame.height == 32)
    }

    @Test("removeArrangedSubview keeps the view as a subview; removeFromSuperview takes it out of the arrangement")
    func removing() {
        let h = Harness()
        let a = SizedView(50, 20), b = SizedView(60, 20)
        let s = stack([a, b], in: h)
        h.display()
        #expect(s.frame.width == 110)
        s.removeArrangedSubview(a)
        #expect(s.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
        #expect(a.superview === s)
        h.display()
        #expect(s.frame.width == 60)
        #expect(b.frame.minX == 0)
        s.insertArrangedSubview(a, at: 1)
        h.display()
        #expect(a.frame.minX == 60)
        a.removeFromSuperview()
        #expect(s.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
    }

    @Test("fill with equal hugging stretches the first view, by index")
    func fillTieBreak() {
        let h = Harness()
        let a = SizedView(40, 10), b = SizedView(40, 10)
        _ = stack([a, b], width: 200, in: h)
        h.display()
        // Both hug at 250: the first takes the extra 200 - 80 = 120 → 160; the second keeps 40.
        #expect(a.frame.width == 160)
        #expect(b.frame == CGRect(x: 160, y: 0, width: 40, height: 10))
    }

    @Test("systemLayoutSizeFitting of a detached stack view sums its views and spacing")
    func stackFittingSize() {
        let s = UIStackView(arrangedSubviews: [SizedView(40, 10), SizedView(60, 30)])
        s.spacing = 5
        s.alignment = .center
        // 40 + 5 + 60 = 105 wide; as tall as the tallest, 30.
        #expect(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 105, height: 30))
    }
}

@MainActor
@Suite("UIStackView: baseline-relative arrangement")
struct StackViewBaselineTests {
    @Test("a baseline-relative vertical stack spaces neighbours from last baseline to first baseline")
    func baselineRelativeSpacing() {
        let h = Harness()
        let top = UILabel(), bottom = UILabel()
        top.text = "one\ntwo"
        top.numberOfLines = 0
        bottom.text = "three"
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.spacing = 30
        stack.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: h.window.topAnchor)])
        h.display()
        let line = top.font.lineHeight, twoLines = top.frame.height
        #expect(twoLines > line)
        // Edge to edge by default: the second label starts 30 below the first one's bottom.
        #expect(bottom.frame.minY == twoLines + 30)
        stack.isBaselineRelativeArrangement = true
        h.display()
        // Same font, text at the top of each label: the last baseline of `top` is at
        // ascender + (twoLines - line), the first baseline of `bottom` at its top + ascender, and
        // they are 30 apart, so `bottom` starts at twoLines - line + 30.
        #expect(abs(bottom.frame.minY - (twoLines - line + 30)) < 0.001)   // font metrics are fractional
        #expect(top.frame.minY == 0)
        stack.axis = .horizontal
        h.display()
        #expect(bottom.frame.minX == top.frame.width + 30)   // ignored across a horizontal stack
    }
}
