import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A subclass: the render pass asks it to draw in every state, as any subclass's `draw(_:)` may paint.
@MainActor
private final class SubclassedButton: UIButton {}

@MainActor
@Suite("A UIButton with nothing to draw in its state is not asked to (R27.20)")
struct ButtonDrawsNothingTests {
    /// The states a button goes through, each applied to a fresh button before drawing.
    private static let states: [(String, @MainActor (UIButton) -> Void)] = [
        ("normal", { _ in }),
        ("highlighted", { $0.isHighlighted = true }),
        ("hovered", { $0.isPointerHovering = true }),
        ("disabled", { $0.isEnabled = false }),
        ("selected", { $0.isSelected = true }),
        ("background colour for highlighted, highlighted", { $0.setBackgroundColor(.systemOrange, for: .highlighted); $0.isHighlighted = true }),
        ("background colour for normal", { $0.setBackgroundColor(.systemTeal, for: .normal) }),
        ("background image", { $0.setBackgroundImage(ButtonDrawsNothingTests.swatch(), for: .normal) }),
        ("view background colour", { $0.backgroundColor = .systemYellow }),
    ]

    static func swatch() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.systemPurple.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    private func picture(_ make: (UIButton.ButtonType) -> UIButton, type: UIButton.ButtonType, state: @MainActor (UIButton) -> Void)
        -> ([UInt32], Bool) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let button = make(type)
        button.frame = CGRect(x: 20, y: 18, width: 160, height: 44)
        button.setTitle("Say hello", for: .normal)
        harness.window.addSubview(button)
        _ = harness.everyPixel()
        state(button)
        button.setNeedsDisplay()
        return (harness.everyPixel(), button.drawsNothingNow)
    }

    @Test("Every state of system, custom and glyph buttons paints what a subclass asked to draw paints",
          arguments: [UIButton.ButtonType.system, .custom, .contactAdd])
    func sameAsDrawing(type: UIButton.ButtonType) {
        var skipped = 0
        for (name, state) in Self.states {
            let (plain, drawsNothing) = picture({ UIButton(type: $0) }, type: type, state: state)
            let (subclassed, subclassDrawsNothing) = picture({ SubclassedButton(type: $0) }, type: type, state: state)
            #expect(plain == subclassed, "\(type) \(name)")
            #expect(!subclassDrawsNothing, "a subclass is always asked to draw")
            if drawsNothing { skipped += 1 }
        }
        // A system button's draw(_:) paints nothing when it is plain, disabled or selected, or has
        // only a view background (which the pass paints itself); a custom one also when
        // highlighted or hovered (it has no pressed fill); one with a glyph always paints it.
        #expect(skipped == [UIButton.ButtonType.system: 4, .custom: 6, .contactAdd: 0][type], "\(type)")
    }
}
