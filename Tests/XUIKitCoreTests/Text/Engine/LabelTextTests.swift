import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// UILabel through the engine: line limits, break modes, shrinking, attributed text, direction.
@MainActor
@Suite("UILabel text layout")
struct LabelTextTests {
    let font = UIFont(family: "DejaVu Sans", size: 17, weight: .regular)

    func label(_ text: String, width: CGFloat = 120) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        label.font = font
        label.text = text
        return label
    }

    @Test("A one-line label truncates its tail with an ellipsis that fits its width")
    func truncatesTail() {
        let label = label("A label whose text is far too long to fit")
        let block = label.textBlock(width: label.bounds.width, font: font)
        #expect(block.isEllipsized && block.size.width <= 120 && block.visibleLineCount == 1)
        label.lineBreakMode = .byClipping
        #expect(!label.textBlock(width: label.bounds.width, font: font).isEllipsized)
    }

    @Test("numberOfLines limits the lines shown and the size; 0 shows them all")
    func lineLimit() {
        let label = label("one two three four five six seven eight nine ten")
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(abs(two.height - (2 * font.lineHeight).rounded(.up)) <= 1)
        label.numberOfLines = 0
        let all = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(all.height > two.height + font.lineHeight)
    }

    @Test("adjustsFontSizeToFitWidth shrinks to fit, never below minimumScaleFactor; a factor of 0 keeps the size")
    func shrinksToFit() {
        let label = label("A long label that needs to shrink")
        label.adjustsFontSizeToFitWidth = true
        #expect(label.fittingFont.pointSize == 17, "minimumScaleFactor 0 means the font's own size")
        label.minimumScaleFactor = 0.3
        let fitted = label.fittingFont
        #expect(fitted.pointSize < 17 && fitted.pointSize >= 17 * 0.3)
        #expect(TextEngine.shared.width(of: label.text!, font: fitted) <= 120)
        label.minimumScaleFactor = 0.9
        #expect(label.fittingFont.pointSize == (17 * 0.9 * 10).rounded(.down) / 10)
    }

    @Test("attributedText is drawn with its attributes and sets text; setting text drops the attributes")
    func attributedText() {
        let harness = Harness()
        let label = label("")
        label.backgroundColor = .white
        harness.window.addSubview(label)
        label.attributedText = NSAttributedString(string: "MMM", attributes: [.font: font, .foregroundColor: UIColor.red])
        #expect(label.text == "MMM")
        let area = CGRect(x: 0, y: 0, width: 120, height: 100)
        #expect(harness.ink(in: area) { $0.r > 200 && $0.g < 60 } != nil)
        label.text = "MMM"
        #expect(harness.ink(in: area) { $0.r > 200 && $0.g < 60 } == nil)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    }

    @Test("Natural alignment draws Arabic at the right edge of the label and Latin at the left")
    func naturalAlignment() {
        let harness = Harness()
        let label = label("مرحبا", width: 300)
        label.backgroundColor = .white
        harness.window.addSubview(label)
        let area = CGRect(x: 0, y: 0, width: 300, height: 100)
        let arabic = harness.ink(in: area)
        #expect(arabic.map { $0.maxX > 290 && $0.minX > 150 } == true)
        label.text = "hello"
        #expect(harness.ink(in: area).map { $0.minX < 10 } == true)
    }

    @Test("A label's CJK text is drawn with glyphs, not boxes")
    func cjkLabel() {
        let label = label("日本語のテキスト", width: 300)
        #expect(label.textBlock(width: 300, font: font).unknownGlyphCount == 0)
        #expect(label.intrinsicContentSize.width > 100)
    }
}
