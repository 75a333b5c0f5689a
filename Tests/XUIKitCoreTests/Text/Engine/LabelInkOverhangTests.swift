import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Glyph ink at a label's edges")
struct LabelInkOverhangTests {
    /// A 30 pt right-aligned label in a vertical stack as wide as a 400 pt window, as the issue
    /// found it, showing `text`; returns the window and the label.
    private func rightAlignedLabel(_ text: String) -> (Harness, UILabel) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let root = UIViewController()
        root.view.backgroundColor = .white
        harness.window.rootViewController = root
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.textColor = .black
        label.textAlignment = .right
        label.text = text
        let stack = UIStackView(arrangedSubviews: [label])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 50)])
        harness.display()
        return (harness, label)
    }

    @Test("R15.12: the last glyph's ink past the logical right edge (an 'f' at 30 pt) is drawn whole inside the label")
    func rightOverhangDrawnWhole() throws {
        let (harness, label) = rightAlignedLabel("Staff")
        #expect(label.frame.maxX == 400)
        // Laid out at the edge, the ink of the final 'f' reaches past the logical line end.
        let block = label.textBlock(width: label.bounds.width, font: label.font)
        let area = CGRect(x: 0, y: 0, width: label.bounds.width, height: block.size.height)
        let naturalInk = block.inkBounds.offsetBy(dx: block.origin(in: area).x, dy: 0)
        #expect(naturalInk.maxX > 400.5, "the font's 'f' overhangs; without it this test proves nothing")
        // Drawn: the ink ends inside the window, and its width is the whole glyph run's.
        let drawn = try #require(harness.ink(in: CGRect(x: 0, y: 40, width: 400, height: 70)))
        #expect(drawn.maxX <= 400)
        #expect(drawn.width >= naturalInk.width.rounded(.down))
    }

    @Test("R15.12: the shift is the overhang rounded up, at most 4 pt, and never for text that fits or overflows both edges")
    func shiftRule() {
        #expect(UILabel.inkOverhangShift(ink: CGRect(x: 370.4, y: 0, width: 31.1, height: 20), width: 400) == -2)
        #expect(UILabel.inkOverhangShift(ink: CGRect(x: 300, y: 0, width: 109, height: 20), width: 400) == -4)
        #expect(UILabel.inkOverhangShift(ink: CGRect(x: -2.3, y: 0, width: 20, height: 20), width: 400) == 3)
        #expect(UILabel.inkOverhangShift(ink: CGRect(x: 10, y: 0, width: 380, height: 20), width: 400) == 0)
        #expect(UILabel.inkOverhangShift(ink: CGRect(x: -1, y: 0, width: 402, height: 20), width: 400) == 0)
    }
}
