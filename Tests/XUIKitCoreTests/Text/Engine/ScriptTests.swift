import Foundation
import Testing
@testable import XUIKitCore

/// Every script through the one engine: fontconfig finds a font per character, HarfBuzz shapes,
/// the bidi algorithm orders (fonts from scripts/install-deps.sh: Droid Sans Fallback and Nanum,
/// Noto Sans Arabic/Hebrew/Devanagari, Noto Color Emoji).
@MainActor
@Suite("Text engine: scripts, fallback, shaping and direction")
struct ScriptTests {
    let font = UIFont(family: "DejaVu Sans", size: 17, weight: .regular)

    func block(_ text: String, width: CGFloat? = nil) -> TextBlock {
        TextEngine.shared.block(for: text, font: font, options: TextBlock.Options(width: width))
    }

    @Test("Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari and emoji find a font: no fallback boxes, while a code point no font has is counted")
    func fallbackPerCharacter() {
        for text in ["日本語のテキスト", "中文文本", "한국어 텍스트", "العربية مرحبا", "עברית שלום", "नमस्ते दुनिया", "👍🏽😀", "Mixed 日本 عربي"] {
            let laidOut = block(text)
            #expect(laidOut.unknownGlyphCount == 0, "\(text) draws boxes")
            #expect(laidOut.size.width > 0)
        }
        #expect(block("\u{10FFFD}").unknownGlyphCount == 1, "a private-use code point has no glyph: the check can fail")
    }

    @Test("Arabic is shaped: joined letters are not their isolated forms side by side")
    func arabicShaped() {
        let isolated = block("ب").size.width
        let joined = block("ببب").size.width
        #expect(abs(joined - 3 * isolated) > 1, "joined \(joined) vs 3 × \(isolated)")
    }

    @Test("Arabic is ordered right to left: cluster positions fall as the text goes on, Latin ones rise")
    func arabicRightToLeft() {
        let arabic = block("مرحبا")
        let xs = arabic.clusterXPositions()
        #expect(arabic.isRightToLeft)
        #expect(xs == xs.sorted(by: >) && Set(xs).count == xs.count, "\(xs)")
        let latin = block("hello").clusterXPositions()
        #expect(latin == latin.sorted() && Set(latin).count == latin.count)
        let hebrew = block("שלום").clusterXPositions()
        #expect(hebrew == hebrew.sorted(by: >))
    }

    @Test("An emoji with a skin tone, a flag and e + combining accent are each one caret step")
    func graphemeSteps() {
        let text = "a👍🏽🇫🇷e\u{301}b"
        let laidOut = block(text)
        #expect(laidOut.characterCount == 5)
        var offset = 0, steps = 0
        while offset < laidOut.characterCount, steps < 20 {
            offset = laidOut.characterOffset(visuallyFrom: offset, direction: 1)
            steps += 1
        }
        #expect(steps == 5 && offset == 5)
        #expect(laidOut.byteIndex(ofCharacter: 2) == 1 + "👍🏽".utf8.count)
        #expect(laidOut.characterOffset(ofByte: 3) == 1, "a byte inside the emoji belongs to its grapheme")
    }

    @Test("Moving right through Arabic goes back in the text; the visual ends stay put")
    func visualMovement() {
        let arabic = block("مرحبا")
        #expect(arabic.characterOffset(visuallyFrom: 0, direction: 1) == 0, "offset 0 is the right edge")
        #expect(arabic.characterOffset(visuallyFrom: 0, direction: -1) == 1)
        #expect(arabic.characterOffset(visuallyFrom: 5, direction: -1) == 5)
        #expect(arabic.caretX(atCharacter: 0) > arabic.caretX(atCharacter: 5))
    }

    @Test("The caret table of a left-to-right line agrees with Pango's cursor positions; empty text has one boundary at 0")
    func caretTable() throws {
        let text = "Office affine e\u{301}te 👍🏽 ok"
        let laidOut = block(text)
        let xs = try #require(laidOut.leftToRightBoundaryXs)
        #expect(xs.count == text.count + 1 && xs == xs.sorted())
        let pango = TextBlock(text: text + "\u{5D0}", font: font, attributes: nil, options: .init())
        #expect(pango.leftToRightBoundaryXs == nil, "Hebrew in the text: Pango answers")
        for offset in 0...text.count {
            #expect(abs(xs[offset] - pango.caretX(atCharacter: offset)) < 0.5, "boundary \(offset)")
        }
        #expect(block("").leftToRightBoundaryXs == [0] && block("").characterOffset(at: CGPoint(x: 40, y: 0)) == 0)
    }

    @Test("Wrapping breaks at words within the width; char wrapping breaks inside a word")
    func wrapping() {
        let words = block("one two three four five six", width: 80)
        #expect(words.visibleLineCount > 2 && words.size.width <= 80)
        let chars = TextEngine.shared.block(for: "abcdefghijklmnopqrstuvwxyz", font: font,
                                            options: TextBlock.Options(width: 60, lineBreakMode: .byCharWrapping))
        #expect(chars.visibleLineCount > 2 && chars.size.width <= 60)
    }

    @Test("Truncating head, middle and tail ellipsize to fit the width; clipping does not")
    func truncation() {
        let text = "A rather long line of text that cannot fit"
        for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let cut = TextEngine.shared.block(for: text, font: font,
                                              options: TextBlock.Options(width: 120, maximumLines: 1, lineBreakMode: mode))
            #expect(cut.isEllipsized && cut.size.width <= 120 && cut.visibleLineCount == 1, "\(mode)")
        }
        let clipped = TextEngine.shared.block(for: text, font: font,
                                              options: TextBlock.Options(width: 120, maximumLines: 1, lineBreakMode: .byClipping))
        #expect(!clipped.isEllipsized && clipped.size.width > 120)
        let paragraphs = TextEngine.shared.block(for: "one\ntwo\nthree", font: font,
                                                 options: TextBlock.Options(width: 200, maximumLines: 2, lineBreakMode: .byTruncatingTail))
        #expect(paragraphs.text == "one\ntwo…" && paragraphs.visibleLineCount == 2)
    }

    @Test("Natural alignment puts right-to-left text at the right edge and left-to-right text at the left")
    func naturalAlignment() {
        let options = TextBlock.Options(width: 300, alignment: .natural)
        let arabic = TextEngine.shared.block(for: "مرحبا", font: font, options: options)
        let right = arabic.selectionSpans(0..<5).map(\.upperBound).max() ?? 0
        #expect(abs(right - 300) < 1)
        let latin = TextEngine.shared.block(for: "hello", font: font, options: options)
        #expect((latin.selectionSpans(0..<5).map(\.lowerBound).min() ?? 99) < 1)
        let forcedLeft = TextEngine.shared.block(for: "مرحبا", font: font, options: TextBlock.Options(width: 300, alignment: .left))
        #expect((forcedLeft.selectionSpans(0..<5).map(\.lowerBound).min() ?? 99) < 1)
    }
}
