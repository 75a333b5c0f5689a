import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Installs its constraints in `updateConstraints()`, once, and counts the calls.
@MainActor
private final class SelfConstrainingView: UIView {
    var updates = 0
    var callsSuper = true
    var installed = false
    override func updateConstraints() {
        updates += 1
        if !installed {
            installed = true
            widthAnchor.constraint(equalToConstant: 42).isActive = true
        }
        if callsSuper { super.updateConstraints() }
    }
}

@MainActor
@Suite("Auto Layout: update cycle, fitting, conflicts and debugging")
struct LayoutCycleTests {
    @Test("updateConstraints runs once for a new view and again after setNeedsUpdateConstraints, subviews first")
    func updateConstraintsCycle() {
        let h = Harness()
        let view = SelfConstrainingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: h.window.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 5)])
        #expect(view.needsUpdateConstraints)
        h.display()
        #expect(view.updates == 1)
        #expect(!view.needsUpdateConstraints)
        #expect(view.frame.width == 42)   // the width installed in updateConstraints applied in the same pass
        h.display()
        #expect(view.updates == 1)
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 2)
    }

    @Test("an updateConstraints override that skips super is reported")
    func missingSuper() {
        let h = Harness()
        let view = SelfConstrainingView()
        view.callsSuper = false
        h.window.addSubview(view)
        let messages = capturingDiagnostics { view.updateConstraintsIfNeeded() }
        #expect(messages.contains { $0.contains("does not call super.updateConstraints()") })
    }

    @Test("systemLayoutSizeFitting gives the compressed size from content and insets, or fits a fixed width")
    func fittingSize() {
        let container = UIView()
        let content = SizedView(120, 30)
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        // 120 + 10 + 10 = 140 wide, 30 + 5 + 5 = 40 high.
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 40))
        // A required width of 300 wins; the height stays compressed.
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 300, height: 40))
        #expect(container.frame == .zero)   // fitting does not lay out
    }

    @Test("unsatisfiable constraints are logged as UIKit logs them and one is broken")
    func unsatisfiable() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: h.window.topAnchor)])
        h.display()
        let messages = capturingDiagnostics {
            second.isActive = true
            h.display()
        }
        let log = messages.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("Will attempt to recover by breaking constraint"))
        #expect(log.contains("'too-wide'"))
        #expect(log.contains("width == 100"))
        #expect(box.frame.width == 100)   // the newest user constraint was broken
        first.isActive = false            // the broken one now fits and comes back
        h.display()
        #expect(box.frame.width == 200)
    }

    @Test("a constraint between views with no common ancestor is reported and stays inactive")
    func noCommonAncestor() {
        let a = UIView(), b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let messages = capturingDiagnostics { constraint.isActive = true }
        #expect(messages.contains { $0.contains("no common ancestor") })
        #expect(!constraint.isActive)
    }

    @Test("removing a view from its superview deactivates the constraints that refer to it")
    func removalDeactivates() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 5)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([leading, width])
        h.display()
        box.removeFromSuperview()
        #expect(!leading.isActive)
        #expect(width.isActive)   // held by the view itself, it goes with it
    }

    @Test("hasAmbiguousLayout finds an unpositioned view; exerciseAmbiguityInLayout moves it")
    func ambiguity() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
                                     box.topAnchor.constraint(equalTo: h.window.topAnchor)])
        h.display()
        #expect(box.hasAmbiguousLayout)   // nothing says where x is
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        h.display()
        #expect(box.frame.minX != before.minX)
        #expect(box.frame.size == before.size)
        box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 7).isActive = true
        h.display()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame.minX == 7)
    }

    @Test("constraintsAffectingLayout lists the constraints on one axis")
    func constraintsAffecting() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let top = box.topAnchor.constraint(equalTo: h.window.topAnchor)
        NSLayoutConstraint.activate([leading, width, top, box.heightAnchor.constraint(equalToConstant: 10)])
        h.display()
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading })
        #expect(horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
        #expect(horizontal.contains { $0.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint") })   // the window's own width
    }

    @Test("a custom layout guide spans the space between two views")
    func customGuide() {
        let h = Harness()
        let left = SizedView(50, 10), right = SizedView(70, 10)
        let gap = UILayoutGuide()
        h.window.addSubview(left)
        h.window.addSubview(right)
        h.window.addLayoutGuide(gap)
        #expect(gap.owningView === h.window)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: h.window.trailingAnchor),
            gap.topAnchor.constraint(equalTo: h.window.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: h.window.topAnchor), right.topAnchor.constraint(equalTo: h.window.topAnchor),
        ])
        h.display()
        // 400 - 50 - 70 = 280 between them (both views hug at 250; the guide has no size of its own).
        #expect(gap.layoutFrame == CGRect(x: 50, y: 0, width: 280, height: 1))
        #expect(right.frame.minX == 330)
    }

    @Test("the readable content guide is at most 672 wide, centred in the margins")
    func readableGuide() {
        let h = Harness(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
        let text = constrainedView()
        h.window.addSubview(text)
        let guide = h.window.readableContentGuide
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                     text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: guide.topAnchor), text.heightAnchor.constraint(equalToConstant: 10)])
        h.display()
        // Margins 8: 984 wide, centre 500; capped at 672 → x 500 - 336 = 164.
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
    }

    @Test("layout margins changes move views pinned to the margins guide")
    func marginsFollow() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        let margins = h.window.layoutMarginsGuide
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                                     box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                                     box.topAnchor.constraint(equalTo: margins.topAnchor),
                                     box.bottomAnchor.constraint(equalTo: margins.bottomAnchor)])
        h.display()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 384, height: 384))
        h.window.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 50)
        h.display()
        // x 30, width 400 - 30 - 50 = 320; y 20, height 400 - 20 - 40 = 340.
        #expect(box.frame == CGRect(x: 30, y: 20, width: 320, height: 340))
    }

    @Test("first baselines of labels in different fonts line up")
    func baselines() {
        let h = Harness()
        let small = UILabel(), large = UILabel()
        small.text = "small"; small.font = .systemFont(ofSize: 12)
        large.text = "Large"; large.font = .systemFont(ofSize: 30)
        for label in [small, large] { label.translatesAutoresizingMaskIntoConstraints = false; h.window.addSubview(label) }
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10),
            large.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        h.display()
        // Each label is its text's height, so its baseline is top + ascender:
        // small.top = 10 + ascender(30 pt) - ascender(12 pt).
        let expected = 10 + large.font.ascender - small.font.ascender
        #expect(abs(small.frame.minY - expected) < 0.001)
        #expect(large.frame.height == large.intrinsicContentSize.height)
    }

    @Test("a subtree constrained while detached lays out once added to a window")
    func detachedSubtreeJoinsWindow() {
        let h = Harness()
        let card = constrainedView()
        let badge = SizedView(30, 12)
        card.addSubview(badge)
        NSLayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
                                     badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4)])
        h.display()
        h.window.addSubview(card)
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 100),
                                     card.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 50),
                                     card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 80)])
        h.display()
        // badge: x 200 - 4 - 30 = 166 in the card, y 4, its intrinsic 30 × 12.
        #expect(card.frame == CGRect(x: 100, y: 50, width: 200, height: 80))
        #expect(badge.frame == CGRect(x: 166, y: 4, width: 30, height: 12))
    }

    @Test("layoutSubviews overridden without super keeps solved frames from its subviews, as in UIKit")
    func overrideWithoutSuper() {
        final class Manual: UIView { override func layoutSubviews() {} }
        let h = Harness()
        let manual = Manual(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = constrainedView()
        h.window.addSubview(manual)
        manual.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: manual.leadingAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: manual.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
        h.display()
        #expect(child.frame == .zero)
    }
}
