import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view that draws with a closure, to try the string drawing functions on a window.
@MainActor
private final class DrawingView: UIView {
    var drawing: (CGRect) -> Void = { _ in }
    override func draw(_ rect: CGRect) { drawing(bounds) }
}

/// NSAttributedString and String drawing and measuring through the engine.
@MainActor
@Suite("Attributed strings through Pango")
struct AttributedTextTests {
    let font = UIFont(family: "DejaVu Sans", size: 17, weight: .regular)

    private func canvas() -> (Harness, DrawingView) {
        let harness = Harness()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.backgroundColor = .white
        harness.window.addSubview(view)
        return (harness, view)
    }

    @Test("size() grows with a bigger font on part of the text and with kerning; String.size agrees for plain attributes")
    func measuring() {
        let plain = NSAttributedString(string: "Hello", attributes: [.font: font])
        let mixed = NSMutableAttributedString(string: "Hello", attributes: [.font: font])
        mixed.addAttribute(.font, value: font.withSize(34), range: NSRange(location: 0, length: 1))
        #expect(mixed.size().width > plain.size().width && mixed.size().height > plain.size().height)
        let kerned = NSAttributedString(string: "Hello", attributes: [.font: font, .kern: 4])
        // Pango spaces every letter by the kern (half before, half after each one).
        let added = kerned.size().width - plain.size().width
        #expect(added >= 4 * 4 - 0.5 && added <= 6 * 4 + 0.5, "\(added)")
        #expect("Hello".size(withAttributes: [.font: font]) == plain.size())
        #expect("Hello".size(withAttributes: [.font: font, .underlineStyle: 1]).width == plain.size().width)
    }

    @Test("boundingRect wraps with usesLineFragmentOrigin and keeps one line per paragraph without it")
    func boundingRect() {
        let text = NSAttributedString(string: "one two three four five six seven", attributes: [.font: font])
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.width <= 100 && wrapped.height > 2 * font.lineHeight)
        let single = text.boundingRect(with: CGSize(width: 100, height: 1000), options: [], context: nil)
        #expect(single.width > 100 && abs(single.height - font.lineHeight) < 0.5)
        #expect(abs(single.minY + font.ascender) < 1, "without line fragments the origin is the baseline")
        let limited = text.boundingRect(with: CGSize(width: 100, height: font.lineHeight * 2),
                                        options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        #expect(limited.height <= font.lineHeight * 2 + 0.5)
        let string = "one two three four five six seven".boundingRect(
            with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(string == wrapped)
    }

    @Test("Paragraph styles align, space lines and set the line break mode")
    func paragraphStyle() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 10
        let text = NSAttributedString(string: "one two three four five", attributes: [.font: font, .paragraphStyle: style])
        let block = text.textBlock(width: 120)
        #expect(block.caretX(atCharacter: 0) > 1, "centred lines start in from the edge")
        let unspaced = NSAttributedString(string: "one two three four five", attributes: [.font: font]).textBlock(width: 120)
        #expect(block.visibleLineCount == unspaced.visibleLineCount)
        #expect(abs(block.size.height - unspaced.size.height - 10 * CGFloat(block.visibleLineCount - 1)) < 1)
        style.lineBreakMode = .byTruncatingTail
        let truncated = NSAttributedString(string: "one two three four five", attributes: [.font: font, .paragraphStyle: style])
        #expect(truncated.boundingRect(with: CGSize(width: 120, height: font.lineHeight), options: .usesLineFragmentOrigin).height
                < font.lineHeight + 1)
    }

    @Test("Foreground and background colours, underline and strikethrough are drawn")
    func drawingAttributes() {
        let (harness, view) = canvas()
        let text = NSMutableAttributedString(string: "MMMM", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.addAttribute(.backgroundColor, value: UIColor.blue, range: NSRange(location: 2, length: 2))
        view.drawing = { _ in text.draw(at: CGPoint(x: 10, y: 10)) }
        view.setNeedsDisplay()
        let red = harness.ink(in: CGRect(x: 0, y: 0, width: 300, height: 60)) { $0.r > 200 && $0.g < 60 && $0.b < 60 }
        let blue = harness.ink(in: CGRect(x: 0, y: 0, width: 300, height: 60)) { $0.b > 200 && $0.r < 60 && $0.g < 60 }
        #expect(red != nil && blue != nil)
        if let red, let blue { #expect(blue.minX > red.minX + 10, "the background is behind the second half") }

        let underlined = NSAttributedString(string: "MM", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
        let baselineArea = CGRect(x: 10, y: 10 + font.ascender + 1, width: 30, height: 3)
        view.drawing = { _ in NSAttributedString(string: "MM", attributes: [.font: self.font]).draw(at: CGPoint(x: 10, y: 10)) }
        view.setNeedsDisplay()
        #expect(harness.ink(in: baselineArea) == nil)
        view.drawing = { _ in underlined.draw(at: CGPoint(x: 10, y: 10)) }
        view.setNeedsDisplay()
        #expect(harness.ink(in: baselineArea) != nil)
    }

    @Test("String.draw(in:) wraps inside the rectangle and clips what does not fit")
    func drawInRect() {
        let (harness, view) = canvas()
        view.drawing = { _ in
            "one two three four five six seven eight".draw(in: CGRect(x: 10, y: 10, width: 90, height: 40),
                                                          withAttributes: [.font: self.font, .foregroundColor: UIColor.black])
        }
        view.setNeedsDisplay()
        let ink = harness.ink(in: CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(ink != nil)
        if let ink { #expect(ink.maxX <= 101 && ink.maxY <= 51 && ink.height > font.lineHeight) }
    }
}
