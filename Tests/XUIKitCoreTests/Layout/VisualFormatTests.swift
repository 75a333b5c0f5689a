import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Auto Layout: the Visual Format Language")
struct VisualFormatTests {
    /// Two constraint-laid-out views in a 400 × 400 window, named as the formats name them.
    private func scene() -> (Harness, UIView, UIView, [String: Any]) {
        let h = Harness()
        let a = constrainedView(), b = constrainedView()
        h.window.addSubview(a)
        h.window.addSubview(b)
        return (h, a, b, ["a": a, "b": b])
    }

    @Test("Edges, gaps, sizes and metrics: H:|-[a(==w)]-12-[b]-| and V:|-(top)-[a(40)]")
    func rowWithMetrics() {
        let (h, a, b, views) = scene()
        let metrics: [String: Any] = ["w": 100, "top": CGFloat(30)]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==w)]-12-[b]-|", metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[a(40)]", metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: .alignAllTop, metrics: nil, views: views)
            + [b.topAnchor.constraint(equalTo: a.topAnchor)])
        h.display()
        // a: x 20 (standard superview spacing), width 100; y 30, height 40.
        // b: x 20 + 100 + 12 = 132, right edge 400 - 20 = 380 → width 248; height == a's 40; top == a's.
        #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 132, y: 30, width: 248, height: 40))
    }

    @Test("Flush views, relations with priorities, and alignment options")
    func flushAndPriorities() {
        let (h, a, b, views) = scene()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(>=50,<=80@750)][b(==a)]", options: [.alignAllTop, .alignAllBottom],
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(25)]", metrics: nil, views: views)
            + [a.widthAnchor.constraint(equalToConstant: 90).with(priority: .defaultLow)])
        h.display()
        // a wants 90 at 250 but <= 80 holds at 750: width 80. b flush after it at x 80, same width
        // (80); alignAllTop/Bottom give b a's y 10 and height 25.
        #expect(a.frame == CGRect(x: 0, y: 10, width: 80, height: 25))
        #expect(b.frame == CGRect(x: 80, y: 10, width: 80, height: 25))
    }

    @Test("Right to left: the first view sits at the right edge and gaps run leftwards")
    func rightToLeft() {
        let (h, a, b, views) = scene()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-(>=5)-[b(60)]", options: .directionRightToLeft,
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: views)
            + [b.trailingAnchor.constraint(equalTo: a.leadingAnchor, constant: -30).with(priority: .defaultLow)])
        h.display()
        // a: right edge 400 - 10 = 390, width 50 → x 340. b: its right edge at least 5 left of a's
        // left edge (<= 335); the weak wish for a 30 pt gap puts it at 310 → x 250.
        #expect(a.frame == CGRect(x: 340, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 250, y: 0, width: 60, height: 10))
    }

    @Test("A format it cannot read is reported with the place, and gives no constraints",
          arguments: ["H:|-[a]-[missing]", "H:[a(==nope)]", "X:[a]", "H:|-[a", "H:[a]]", "H:[a]-(==b)-[b]"])
    func badFormat(format: String) {
        let (_, _, _, views) = scene()
        var result: [NSLayoutConstraint] = [NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                                                               attribute: .notAnAttribute, multiplier: 1, constant: 1)]
        let messages = capturingDiagnostics {
            result = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
        }
        #expect(result.isEmpty)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unable to parse constraint format") == true, "\(messages)")
        #expect(messages.first?.contains(format) == true)
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority` set (for building arrays inline).
    fileprivate func with(priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
