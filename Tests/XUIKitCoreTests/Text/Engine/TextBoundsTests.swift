import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 25: hostile text. A 1 MB line measured width 0 and a 1e9-pt font a negative height
/// (Pango's 32-bit units wrapped; R9.26); nested bidi controls and long runs of invisible format
/// characters made HarfBuzz quadratic (R9.25); a long label was laid out again for every
/// measurement and draw.
@MainActor
@Suite("Text engine: bounds on hostile text")
struct TextBoundsTests {
    let font = UIFont(family: "DejaVu Sans", size: 17, weight: .regular)

    @Test("A 1 MB single line measures its real width, not 0: summed in 64 bits")
    func megabyteLine() {
        let unit = TextEngine.shared.block(for: "abcdefghij", font: font, options: .init()).size.width
        let line = String(repeating: "abcdefghij", count: 100_000)
        let size = TextEngine.shared.block(for: line, font: font, options: .init()).size
        #expect(size.width > 1_000_000, "a 1 MB line is millions of points wide: \(size.width)")
        #expect(abs(size.width - unit * 100_000) / size.width < 0.001, "\(size.width) vs 100 000 × \(unit)")
        #expect(size.height > 0 && size.height < 40)
    }

    @Test("A 1e9-pt font gives a positive, saturated size; sizes below the limit scale as before")
    func hugeFont() {
        let huge = TextEngine.shared.block(for: "Hello", font: font.withSize(1e9), options: .init()).size
        let limit = TextEngine.shared.block(for: "Hello", font: font.withSize(TextBounds.largestLaidOutFontSize), options: .init()).size
        #expect(huge.width > 0 && huge.height > 0, "\(huge)")
        #expect(huge == limit, "beyond the limit the size saturates: \(huge) vs \(limit)")
        let small = TextEngine.shared.block(for: "Hello", font: font.withSize(100), options: .init()).size
        #expect(abs(limit.height / small.height - 100) < 1, "\(limit.height) vs 100 × \(small.height)")
        let label = UILabel()
        label.font = font.withSize(1e9)
        label.text = "Hello"
        #expect(label.intrinsicContentSize.height > 0 && label.intrinsicContentSize.width > 0)
    }

    @Test("Many lines of a 10 000-pt font sum their heights without wrapping")
    func manyHugeLines() {
        let text = Array(repeating: "Hi", count: 300).joined(separator: "\n")
        let size = TextEngine.shared.block(for: text, font: font.withSize(10_000), options: .init()).size
        let one = TextEngine.shared.block(for: "Hi", font: font.withSize(10_000), options: .init()).size
        #expect(abs(size.height - 300 * one.height) < 300, "\(size.height) vs 300 × \(one.height)")
    }

    @Test("Bidi controls beyond the limit are handed to Pango as word joiners, with one diagnostic; offsets still map")
    func bidiControlsBounded() {
        let text = String(repeating: "\u{2067}ab\u{2069}", count: 2_000)
        let bounded = TextBounds.pangoText(for: text)
        #expect(bounded.replaced == 4_000 - TextBounds.maximumBidiControls)
        #expect(bounded.text.utf8.count == text.utf8.count && bounded.text.utf16.count == text.utf16.count)
        #expect(bounded.text.unicodeScalars.filter(TextBounds.isBidiControl).count == TextBounds.maximumBidiControls)
        #expect(TextBounds.pangoText(for: "\u{202B}שלום\u{202C} abc").replaced == 0)
        var messages: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { messages.append($0) }
        defer { Diagnostics.handler = saved }
        let block = TextEngine.shared.block(for: text, font: font, options: .init())
        #expect(block.text == text, "the block keeps the text as given")
        #expect(block.characterCount == text.count)
        #expect(messages.count == 1 && messages[0].contains("R9.25"), "\(messages)")
    }

    @Test("Bidi nesting deeper than 64 is cut: the opens beyond it become word joiners, PDI closes back to its isolate")
    func bidiDepthBounded() {
        #expect(TextBounds.pangoText(for: String(repeating: "\u{2067}a", count: 100)).replaced == 36)
        #expect(TextBounds.pangoText(for: String(repeating: "\u{202B}a\u{202C}", count: 300)).replaced == 0)
        // 63 embeddings inside an isolate: one PDI closes all 64, so the next 64 opens fit again.
        let closedByIsolate = "\u{2067}" + String(repeating: "\u{202B}", count: 63) + "\u{2069}" + String(repeating: "\u{202E}", count: 64)
        #expect(TextBounds.pangoText(for: closedByIsolate).replaced == 0)
        #expect(TextBounds.pangoText(for: closedByIsolate + "\u{202A}").replaced == 1)
    }

    @Test("Random strings of bidi controls and letters lay out without crashing (raw FriBidi 1.0.8 crashed on about 3 in 10)")
    func randomBidiStrings() {
        var generator = SplitMix(seed: 25)
        let alphabet: [Character] = ["\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
                                     "\u{202C}", "\u{2069}", "a", "\u{05D0}", "\u{0628}", " ", "1"]
        let saved = Diagnostics.handler
        Diagnostics.handler = { _ in }
        defer { Diagnostics.handler = saved }
        for _ in 0..<60 {
            let length = 100 + Int(generator.next() % 6_000)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let block = TextEngine.shared.block(for: text, font: font, options: .init(width: 300))
            #expect(block.size.height > 0)
        }
    }

    @Test("Runs of invisible format characters are cut into short shaping runs; ordinary text is not")
    func ignorableRunsCut() {
        let run = String(repeating: "\u{2060}", count: 100)
        let chunks = TextBounds.ignorableChunks(in: "a" + run + "b")
        // 100 scalars in runs of 32: chunks 32..<64 and 96..<100 (odd ones), 3 bytes each, after "a".
        #expect(chunks == [1 + 32 * 3 ..< 1 + 64 * 3, 1 + 96 * 3 ..< 1 + 100 * 3], "\(chunks)")
        #expect(TextBounds.ignorableChunks(in: "Hello, world \u{200B} مرحبا \u{2067}x\u{2069}").isEmpty)
        let block = TextEngine.shared.block(for: String(repeating: "\u{2060}", count: 20_000), font: font, options: .init())
        #expect(block.size.width == 0 && block.unknownGlyphCount == 0)
    }

    @Test("A nested-bidi label of 300 KB lays out, and is laid out once per width however often it is measured and drawn")
    func longLabelLaidOutOnce() {
        let text = HostileText.nestedBidi(bytes: 300_000)
        let harness = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        label.numberOfLines = 0
        label.text = text
        harness.window.addSubview(label)
        let before = TextEngine.shared.longLayoutCount
        let start = Date()
        let first = label.sizeThatFits(CGSize(width: 300, height: 0))
        for _ in 0..<5 { #expect(label.sizeThatFits(CGSize(width: 300, height: 0)) == first) }
        label.setNeedsDisplay()
        UIApplication.shared.runPendingWork()
        label.setNeedsDisplay()
        UIApplication.shared.runPendingWork()
        print("300 KB nested-bidi label: measured 6 times and drawn twice in \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        #expect(first.height > 1_000, "wrapped at 300 pt it is many lines: \(first)")
        #expect(TextEngine.shared.longLayoutCount - before == 1, "one layout for one width and font")
    }
}

/// A small seeded generator (SplitMix64), so the random strings are the same every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Hostile text for the hardening tests.
enum HostileText {
    /// Nested embeddings, overrides and isolates (RLE, RLO, RLI, LRE, LRO, LRI, FSI, closed by PDF
    /// and PDI) around short Latin, Arabic and Hebrew runs, about `bytes` long.
    static func nestedBidi(bytes: Int) -> String {
        let opens: [Character] = ["\u{202B}", "\u{202E}", "\u{2067}", "\u{202A}", "\u{202D}", "\u{2066}", "\u{2068}"]
        let runs = ["abc ", "مرحبا ", "שלום ", "x1 ", "عالم"]
        var text = "", stack: [Character] = []
        var index = 0
        while text.utf8.count < bytes {
            let open = opens[index % opens.count]
            stack.append(open)
            text.append(open)
            text += runs[index % runs.count]
            if stack.count > 60 || index % 7 == 3 {
                while let last = stack.last, stack.count > 20 || index % 3 != 0 {
                    stack.removeLast()
                    text.append(["\u{2066}", "\u{2067}", "\u{2068}"].contains(last) ? "\u{2069}" : "\u{202C}")
                    index += 1
                }
            }
            index += 1
        }
        for open in stack.reversed() { text.append(["\u{2066}", "\u{2067}", "\u{2068}"].contains(open) ? "\u{2069}" : "\u{202C}") }
        return text
    }
}
