import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A button that dims while pressed and recolours when disabled, as UIKit subclasses commonly do
/// (`override var isHighlighted: Bool { didSet { … } }`).
@MainActor
private final class DimmingButton: UIButton {
    var seen: [String] = []
    override var isHighlighted: Bool {
        didSet { seen.append("highlighted \(oldValue) -> \(isHighlighted)"); alpha = isHighlighted ? 0.6 : 1 }
    }
    override var isEnabled: Bool {
        didSet { seen.append("enabled \(oldValue) -> \(isEnabled)") }
    }
    override var isSelected: Bool {
        didSet { seen.append("selected \(oldValue) -> \(isSelected)") }
    }
}

@MainActor
@Suite("A control's state properties: subclasses' overrides (R27.26)")
struct ControlStateOverrideTests {
    @Test("R27.26: a subclass's observers on isHighlighted, isEnabled and isSelected run, and the control's own state follows")
    func overridesObserve() {
        let harness = Harness()
        let button = DimmingButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        harness.window.addSubview(button)

        harness.touch(.began, 50, 20)
        #expect(button.isHighlighted && button.state.contains(.highlighted))
        #expect(button.alpha == 0.6)
        harness.touch(.ended, 50, 20)
        #expect(!button.isHighlighted && !button.state.contains(.highlighted))
        #expect(button.alpha == 1)

        button.isSelected = true
        #expect(button.state.contains(.selected))
        button.isEnabled = false
        #expect(button.state.contains(.disabled))
        #expect(button.seen == ["highlighted false -> true", "highlighted true -> false",
                                "selected false -> true", "enabled true -> false"])
    }

    @Test("R27.26: the superview chain a view reads for its window and conversions follows moves")
    func superviewChainFollowsMoves() {
        let harness = Harness()
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
        outer.addSubview(inner)
        #expect(inner.window == nil)
        harness.window.addSubview(outer)
        #expect(inner.window === harness.window)
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 27))
        inner.removeFromSuperview()
        #expect(inner.superview == nil && inner.window == nil)
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 7))
    }
}
