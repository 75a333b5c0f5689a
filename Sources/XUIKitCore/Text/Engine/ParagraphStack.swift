import Foundation

/// A text view's text laid out paragraph by paragraph, so a long text costs what is shown, not
/// what is held (R9.29).
///
/// How the pieces fit:
/// - A text up to `splitThreshold` UTF-8 bytes is one paragraph: one `TextBlock` (one Pango
///   layout), exactly as before, so short texts lay out and draw as they always did.
/// - A longer text is cut at its line feeds (a "\r\n" is one character and stays whole) into
///   `Paragraph`s: where each starts in UTF-8 bytes, characters and UTF-16 units. Finding them is
///   one pass over the bytes; nothing is laid out yet. Pango 1.50 lays out a layout of n
///   paragraphs in about n² (1 MB of 80-byte lines: 24 s), and even one layout per paragraph
///   costs 50 µs each (10 MB: 6 s), so:
/// - a paragraph is laid out (its own `TextBlock`) only when something asks for it: drawing the
///   visible ones, the insertion point, hit-testing, a move between lines. Until then its height
///   is an estimate from its length and the font's average advance; laying it out replaces the
///   estimate with the real height, and every paragraph below moves by the difference (TextKit
///   2's estimated layout does the same; the text view then resizes its content).
/// - At most `keptBlockLimit` laid-out paragraphs are kept (the least recently used go); their
///   measured heights stay.
/// Offsets in and out are `Character` offsets into the whole text, as `TextBlock`'s are; each maps
/// to a paragraph and an offset in it (ParagraphStack+Caret.swift). Edits make a new stack.
@MainActor
final class ParagraphStack {
    /// Texts up to this many UTF-8 bytes are laid out as one layout; longer ones paragraph by
    /// paragraph. A variable so tests can split short texts.
    static var splitThreshold = 16_384
    /// How many laid-out paragraphs one stack keeps.
    static let keptBlockLimit = 256

    /// One paragraph: its text's place in the whole, without its line break.
    struct Paragraph {
        var byteStart: Int
        var byteCount: Int
        var characterStart: Int
        var characterCount: Int
        var utf16Start: Int
        var utf16Count: Int
        /// The UTF-8 bytes of the line break after it: 1 ("\n"), 2 ("\r\n") or 0 (the last).
        var breakBytes: Int
        var isASCII: Bool
    }

    let text: String
    let font: UIFont
    let options: TextBlock.Options
    private let attributes: NSAttributedString?
    let paragraphs: [Paragraph]
    /// The number of characters in the whole text.
    let characterCount: Int
    private var blocks: [Int: TextBlock] = [:]
    private var lastUse: [Int: Int] = [:]
    private var useClock = 0
    private var heights: [CGFloat]
    private var widths: [CGFloat]
    private var tops = RunningTotals()
    /// How many paragraphs were laid out (for tests that bound the work of a big paste).
    private(set) var layoutCount = 0

    init(text: String, font: UIFont, attributes: NSAttributedString?, options: TextBlock.Options) {
        self.text = text
        self.font = font
        self.options = options
        self.attributes = attributes
        if text.utf8.count <= Self.splitThreshold {
            let characters = text.count, utf16 = text.utf16.count
            paragraphs = [Paragraph(byteStart: 0, byteCount: text.utf8.count, characterStart: 0, characterCount: characters,
                                    utf16Start: 0, utf16Count: utf16, breakBytes: 0, isASCII: false)]
            characterCount = characters
        } else {
            paragraphs = Self.split(text)
            characterCount = paragraphs.last.map { $0.characterStart + $0.characterCount } ?? 0
        }
        heights = [CGFloat](repeating: 0, count: paragraphs.count)
        widths = heights
        if paragraphs.count == 1 {
            _ = block(at: 0)
        } else {
            let metrics = Self.estimateMetrics(font: font)
            for index in paragraphs.indices { (widths[index], heights[index]) = estimate(paragraphs[index], metrics) }
        }
    }

    /// Whether the text is one layout (short enough not to be split).
    var isSingleLayout: Bool { paragraphs.count == 1 }

    /// The size of the text: the widest paragraph by all their heights (estimated for those not
    /// laid out yet).
    var size: CGSize {
        CGSize(width: widths.max() ?? 0, height: top(ofParagraph: paragraphs.count))
    }

    /// The number of lines; lays out every paragraph (for tests).
    var lineCount: Int { paragraphs.indices.reduce(0) { $0 + block(at: $1).lineCount } }

    // MARK: - Paragraphs

    /// Paragraph `index` laid out, from the kept ones or now; its real height replaces its estimate.
    func block(at index: Int) -> TextBlock {
        useClock += 1
        lastUse[index] = useClock
        if let known = blocks[index] { return known }
        let paragraph = paragraphs[index]
        let block: TextBlock
        if isSingleLayout {
            block = TextBlock(text: text, font: font, attributes: attributes, options: options)
        } else {
            let content = Self.substring(of: text, bytes: paragraph.byteStart, count: paragraph.byteCount)
            let slice = attributes.map {
                $0.attributedSubstring(from: NSRange(location: paragraph.utf16Start, length: paragraph.utf16Count))
            }
            block = TextBlock(text: content, font: font, attributes: slice, options: options)
        }
        layoutCount += 1
        blocks[index] = block
        if heights[index] != block.size.height { tops.invalidate() }
        heights[index] = block.size.height
        widths[index] = block.size.width
        if blocks.count > Self.keptBlockLimit { dropLeastRecentlyUsed() }
        return block
    }

    /// The y of paragraph `index`'s top (`paragraphs.count`: the bottom of the text).
    func top(ofParagraph index: Int) -> CGFloat {
        tops.total(before: index, of: heights)
    }

    /// The paragraph that holds the insertion point before character `offset` (clamped): a
    /// boundary right after a line break is the next paragraph's start.
    func paragraphIndex(ofCharacter offset: Int) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle].characterStart <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The paragraph at height `y` (the first above the text, the last below it).
    func paragraphIndex(atY y: CGFloat) -> Int {
        tops.index(at: y, of: heights)
    }

    /// The paragraphs that reach into the band from `minY` to `maxY`, laid out top to bottom
    /// (laying one out may move the ones below, so each is found after the one above).
    func laidOutParagraphs(from minY: CGFloat, to maxY: CGFloat) -> [(index: Int, top: CGFloat, block: TextBlock)] {
        var result: [(index: Int, top: CGFloat, block: TextBlock)] = []
        var index = paragraphIndex(atY: minY)
        while index < paragraphs.count {
            let top = top(ofParagraph: index)   // known before it is laid out: only those above count
            if top > maxY { break }
            result.append((index, top, block(at: index)))
            index += 1
        }
        return result
    }

    /// Lays out the paragraph of character `offset` and its neighbours until `reach` points of
    /// real height lie above and below it, so what a screen around it shows no longer moves when
    /// it is drawn (scrolling to the insertion point, R9.29).
    func layOut(aroundCharacter offset: Int, reach: CGFloat) {
        guard !isSingleLayout else { return }
        let center = paragraphIndex(ofCharacter: min(max(0, offset), characterCount))
        var above: CGFloat = 0, index = center
        while index > 0, above < reach {
            index -= 1
            above += block(at: index).size.height
        }
        var below: CGFloat = 0
        index = center
        while index < paragraphs.count, below < reach + block(at: center).size.height {
            below += block(at: index).size.height
            index += 1
        }
    }

    // MARK: - Splitting and estimating

    /// The paragraphs of `text` between its line feeds: one pass over the bytes, counting
    /// characters and UTF-16 units directly for ASCII paragraphs (one of each per byte).
    static func split(_ text: String) -> [Paragraph] {
        var result: [Paragraph] = []
        var characters = 0, utf16 = 0
        func add(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, breakBytes: Int, isASCII: Bool) {
            var paragraph = Paragraph(byteStart: start, byteCount: end - start, characterStart: characters,
                                      characterCount: end - start, utf16Start: utf16, utf16Count: end - start,
                                      breakBytes: breakBytes, isASCII: isASCII)
            if !isASCII {
                let content = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self)
                paragraph.characterCount = content.count
                paragraph.utf16Count = content.utf16.count
            }
            characters += paragraph.characterCount + (breakBytes > 0 ? 1 : 0)
            utf16 += paragraph.utf16Count + breakBytes
            result.append(paragraph)
        }
        var copy = text
        copy.withUTF8 { bytes in
            var start = 0, isASCII = true
            for index in 0 ..< bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 { isASCII = false; continue }
                guard byte == 0x0A else { continue }
                let crlf = index > start && bytes[index - 1] == 0x0D
                add(bytes, start: start, end: crlf ? index - 1 : index, breakBytes: crlf ? 2 : 1, isASCII: isASCII)
                start = index + 1
                isASCII = true
            }
            add(bytes, start: start, end: bytes.count, breakBytes: 0, isASCII: isASCII)
        }
        return result
    }

    /// The text of `count` UTF-8 bytes from byte `start` (both on character boundaries).
    static func substring(of text: String, bytes start: Int, count: Int) -> String {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(from, offsetBy: count)
        return String(text[from ..< to])
    }

    /// What an estimate needs: the height of one line and the average advance of a Latin
    /// character in `font` (from a pangram), and of any other character (an em, as ideographs).
    struct EstimateMetrics {
        var lineHeight: CGFloat
        var latinAdvance: CGFloat
        var otherAdvance: CGFloat
    }

    static func estimateMetrics(font: UIFont) -> EstimateMetrics {
        let sample = "The quick brown fox jumps over the lazy dog, 0123456789."
        let block = TextEngine.shared.block(for: sample, font: font, options: TextBlock.Options())
        return EstimateMetrics(lineHeight: block.size.height, latinAdvance: block.size.width / CGFloat(sample.count),
                               otherAdvance: min(font.pointSize, TextBounds.largestLaidOutFontSize))
    }

    /// The width and height `paragraph` will probably take: its characters at the average
    /// advance, on as many lines as that fills at the wrapping width.
    private func estimate(_ paragraph: Paragraph, _ metrics: EstimateMetrics) -> (CGFloat, CGFloat) {
        let advance = paragraph.isASCII ? metrics.latinAdvance : (metrics.latinAdvance + metrics.otherAdvance) / 2
        let width = CGFloat(paragraph.characterCount) * advance
        guard let wrap = options.width, wrap > 0 else { return (width, metrics.lineHeight) }
        let lines = max(1, (width / wrap).rounded(.up))
        return (min(width, wrap), lines * metrics.lineHeight)
    }

    private func dropLeastRecentlyUsed() {
        let excess = blocks.count - Self.keptBlockLimit / 2
        let oldest = lastUse.filter { blocks[$0.key] != nil }.sorted { $0.value < $1.value }.prefix(excess)
        for (index, _) in oldest {
            blocks[index] = nil
            lastUse[index] = nil
        }
    }
}
