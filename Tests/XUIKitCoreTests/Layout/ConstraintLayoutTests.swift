import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Auto Layout: constraints and anchors")
struct ConstraintLayoutTests {
    @Test("anchors with constants place a view in its superview")
    func anchorsPlaceView() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        h.display()
        // x 20, y 30, width 100, height 100 × 0.5 = 50.
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(h.window.constraints.count == 2)   // the two relating box to the window
        #expect(box.constraints.count == 2)        // width and height involve box alone
    }

    @Test("the item/attribute initializer and trailing/bottom edges with negative constants")
    func itemInitializer() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        let attributes: [(NSLayoutConstraint.Attribute, CGFloat)] = [(.left, 10), (.right, -30), (.top, 5), (.bottom, -15)]
        for (attribute, constant) in attributes {
            NSLayoutConstraint(item: box, attribute: attribute, relatedBy: .equal, toItem: h.window, attribute: attribute,
                               multiplier: 1, constant: constant).isActive = true
        }
        h.display()
        // In a 400 × 400 window: x 10, width 400 - 10 - 30 = 360; y 5, height 400 - 5 - 15 = 380.
        #expect(box.frame == CGRect(x: 10, y: 5, width: 360, height: 380))
    }

    @Test("a UIKit documentation snippet using the margins and safe-area guides compiles and lays out")
    func documentedSnippet() {
        let h = Harness()
        let controller = UIViewController()
        h.window.rootViewController = controller
        let view = controller.view!
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        h.display()
        // Margins are 8: x 8, width 400 - 16 = 384; y 0 + 20; height the label's intrinsic height.
        #expect(label.frame == CGRect(x: 8, y: 20, width: 384, height: label.intrinsicContentSize.height))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 384))
    }

    @Test("a translating view's frame is an input: moving it moves views constrained to it")
    func translatesAutoresizingMask() {
        let h = Harness()
        let anchor = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 40))
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)   // true by default
        let follower = constrainedView()
        h.window.addSubview(anchor)
        h.window.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.display()
        // x 50 + 100 + 10 = 160, y 60 + 40 = 100, width 100.
        #expect(follower.frame == CGRect(x: 160, y: 100, width: 100, height: 20))
        #expect(anchor.frame == CGRect(x: 50, y: 60, width: 100, height: 40))   // the engine never moves it
        anchor.frame = CGRect(x: 0, y: 0, width: 70, height: 40)
        h.display()
        // x 0 + 70 + 10 = 80, y 0 + 40, width 70.
        #expect(follower.frame == CGRect(x: 80, y: 40, width: 70, height: 20))
    }

    @Test("resizing the window re-solves views pinned to its edges")
    func windowResize() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: h.window.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: h.window.bottomAnchor, constant: -10),
        ])
        h.display()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 380, height: 380))
        h.window.backendDidResize(to: CGSize(width: 600, height: 300))
        h.display()
        // 600 - 20 = 580 wide, 300 - 20 = 280 high.
        #expect(box.frame == CGRect(x: 10, y: 10, width: 580, height: 280))
    }

    @Test("changing constant and priority re-solves; deactivating frees the view")
    func constantPriorityActivation() {
        let h = Harness()
        let box = constrainedView()
        h.window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let wish = box.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([width, wish, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: h.window.topAnchor)])
        h.display()
        #expect(box.frame.width == 100)
        width.constant = 150
        h.display()
        #expect(box.frame.width == 150)
        width.priority = UILayoutPriority(100)   // now weaker than the 250 wish
        h.display()
        #expect(box.frame.width == 300)
        width.priority = .required
        width.isActive = false
        #expect(!width.isActive)
        h.display()
        #expect(box.frame.width == 300)
        width.isActive = true
        h.display()
        #expect(box.frame.width == 150)
    }

    @Test("hugging: the view with the higher hugging priority keeps its intrinsic width")
    func hugging() {
        let h = Harness()
        let name = SizedView(60, 20), field = SizedView(100, 20)
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        #expect(field.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(field.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        h.window.addSubview(name)
        h.window.addSubview(field)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            field.leadingAnchor.constraint(equalTo: name.trailingAnchor),
            field.trailingAnchor.constraint(equalTo: h.window.trailingAnchor),
            name.topAnchor.constraint(equalTo: h.window.topAnchor),
            field.topAnchor.constraint(equalTo: h.window.topAnchor),
        ])
        h.display()
        // name hugs at 251 > 250: it stays 60; field takes 400 - 60 = 340. Heights are intrinsic (20).
        #expect(name.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(field.frame == CGRect(x: 60, y: 0, width: 340, height: 20))
    }

    @Test("compression resistance: the view that resists more keeps its width; invalidation re-reads sizes")
    func compression() {
        let h = Harness()
        let a = SizedView(80, 10), b = SizedView(80, 10)
        a.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
        let container = constrainedView()
        h.window.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            container.topAnchor.constraint(equalTo: h.window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
            container.bottomAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        h.display()
        // 160 of content in 100: a (760) keeps 80, b (750) gets 100 - 80 = 20.
        #expect(a.frame.width == 80)
        #expect(b.frame == CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(container.frame == CGRect(x: 0, y: 0, width: 100, height: 10))   // height from a's intrinsic 10
        a.size = CGSize(width: 30, height: 25)
        h.display()
        // 30 + 80 = 110 in 100: a (760) keeps 30, b (750) gives way to 100 - 30 = 70; the container follows a's 25.
        #expect(a.frame.width == 30)
        #expect(b.frame.width == 70)
        #expect(container.frame.height == 25)
    }

    @Test("a form of labels and text fields in a window that is not shown lays out on layoutIfNeeded")
    func formInHiddenWindow() {
        UIApplication.makeFreshForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let margins = window.layoutMarginsGuide
        let label = UILabel(), field = UITextField()
        label.text = "Name"
        for view in [label, field] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // label at the margin (8) and its intrinsic width; the field from label + 8 to 600 - 8.
        let labelWidth = label.intrinsicContentSize.width
        #expect(label.frame.minX == 8)
        #expect(label.frame.width == labelWidth)
        #expect(field.frame.minX == 8 + labelWidth + 8)
        #expect(field.frame.maxX == 592)
    }

    @Test("margin attributes relate to the layout margins; system spacing is 8")
    func marginAttributes() {
        let h = Harness()
        let a = constrainedView(), b = constrainedView()
        h.window.addSubview(a)
        h.window.addSubview(b)
        h.window.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: h.window, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: h.window, attribute: .topMargin,
                               multiplier: 1, constant: 0),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.widthAnchor.constraint(equalToConstant: 5),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        h.display()
        // a at the margins (16, 12); b at 16 + 50 + 2 × 8 = 82.
        #expect(a.frame.origin == CGPoint(x: 16, y: 12))
        #expect(b.frame.minX == 82)
    }

    @Test("an invalid pairing of attributes is reported and not activated")
    func invalidPairing() {
        let a = UIView(), b = UIView()
        b.addSubview(a)
        let bad = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)
        let messages = capturingDiagnostics { bad.isActive = true }
        #expect(messages.contains { $0.contains("invalid pairing of layout attributes") })
        #expect(!bad.isActive)
    }
}
