import CPango
import Foundation

/// What one piece of text may cost Pango, and the arithmetic that keeps huge text from
/// overflowing Pango's 32-bit units (`PANGO_SCALE` = 1024 per point, so one coordinate holds at
/// most about 2 097 151 pt and a longer line silently wraps to a negative or zero width).
///
/// - Font sizes are laid out at most `largestLaidOutFontSize` (FreeType refuses faces much
///   larger; Pango's description would overflow above 2 097 151 pt). R9.26.
/// - Widths and heights are summed in 64 bits (`TextBlock.measure`) and saturate at what a
///   `CGFloat` holds instead of wrapping. R9.26.
/// - At most `maximumBidiControls` bidi embeddings, overrides and isolates are honoured in one
///   text, nested at most `maximumBidiDepth` deep; the rest are handed to Pango as U+2060 WORD
///   JOINER, which is as long in UTF-8 and UTF-16 and as invisible, so every offset still maps.
///   R9.25.
/// - Long runs of consecutive invisible format characters (default ignorables: bidi controls,
///   joiners, zero-width spaces) are cut into shaping runs of `ignorableRunLength` scalars:
///   HarfBuzz skips ignorables glyph by glyph when it looks for kerning and ligature partners,
///   so one run of n of them costs n² (32 000 word joiners: 4.4 s; cut: 0.03 s). R9.25.
enum TextBounds {
    /// The largest font size Pango lays out; larger `UIFont`s measure and draw as this size.
    static let largestLaidOutFontSize: CGFloat = 10_000

    /// How many bidi embedding, override and isolate controls one text may use. Pango shapes
    /// every bidi run with its whole paragraph as context, so the cost grows with runs ×
    /// paragraph length: 16 000 isolates in one 128 KB paragraph take 1.3 s, 1 000 a few ms.
    static let maximumBidiControls = 1_000

    /// Whether `scalar` opens or closes a bidi embedding, override or isolate (LRE, RLE, PDF,
    /// LRO, RLO, LRI, RLI, FSI, PDI). All are three bytes in UTF-8 and one UTF-16 unit.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// How deep bidi embeddings and isolates may nest. The Unicode limit is 125, but FriBidi
    /// 1.0.8 (Debian 12) reads out of bounds on deep, mismatched nesting: 44 of 150 random
    /// strings of bidi controls and letters crashed Pango's layout (SIGSEGV in
    /// `fribidi_get_par_embedding_levels_ex`); nesting kept to 64 crashed none.
    static let maximumBidiDepth = 64

    /// The text as handed to Pango: `text` itself, or with the bidi controls beyond the limits
    /// (the count, or the nesting depth) made word joiners. `replaced` counts those (0: the text
    /// is unchanged). The depth follows the bidi algorithm's stack: PDF closes an embedding, PDI
    /// closes back to its isolate.
    static func pangoText(for text: String) -> (text: String, replaced: Int) {
        var stack: [Bool] = []   // open embeddings and isolates, innermost last; true: an isolate
        var kept: [Bool] = []    // per control, in order: whether Pango sees it
        for scalar in text.unicodeScalars where isBidiControl(scalar) {
            let isOpen = scalar.value != 0x202C && scalar.value != 0x2069
            if kept.count >= maximumBidiControls || isOpen && stack.count >= maximumBidiDepth {
                kept.append(false)
                continue
            }
            kept.append(true)
            if isOpen {
                stack.append(scalar.value >= 0x2066)
            } else if scalar.value == 0x202C {
                if stack.last == false { stack.removeLast() }
            } else if let isolate = stack.lastIndex(of: true) {
                stack.removeSubrange(isolate...)
            }
        }
        let replaced = kept.count(where: { !$0 })
        guard replaced > 0 else { return (text, 0) }
        var scalars = String.UnicodeScalarView()
        var control = 0
        for scalar in text.unicodeScalars {
            if isBidiControl(scalar) {
                control += 1
                if !kept[control - 1] { scalars.append("\u{2060}"); continue }
            }
            scalars.append(scalar)
        }
        return (String(scalars), replaced)
    }

    /// How many consecutive default-ignorable scalars Pango shapes as one run.
    static let ignorableRunLength = 32

    /// The UTF-8 byte ranges, inside runs of consecutive default-ignorable scalars longer than
    /// `ignorableRunLength`, that get a neutral attribute of their own (every other chunk), so
    /// Pango's itemizer cuts the run there. Empty for ordinary text.
    static func ignorableChunks(in text: String) -> [Range<Int>] {
        var chunks: [Range<Int>] = []
        var byte = 0, runLength = 0
        var chunkStart: Int?   // the start of the odd chunk being read
        for scalar in text.unicodeScalars {
            if scalar.value >= 0xAD, scalar.properties.isDefaultIgnorableCodePoint {   // no ASCII is
                let isOddChunk = (runLength / ignorableRunLength) % 2 == 1
                if isOddChunk, chunkStart == nil { chunkStart = byte }
                if !isOddChunk, let start = chunkStart { chunks.append(start ..< byte); chunkStart = nil }
                runLength += 1
            } else {
                if let start = chunkStart { chunks.append(start ..< byte); chunkStart = nil }
                runLength = 0
            }
            byte += UTF8.width(scalar)
        }
        if let start = chunkStart { chunks.append(start ..< byte) }
        return chunks
    }

    /// Adds a neutral attribute (letter spacing 0) over each of `chunks` to `list`.
    static func insertChunkBreaks(_ chunks: [Range<Int>], into list: OpaquePointer) {
        for chunk in chunks {
            let attribute = pango_attr_letter_spacing_new(0)!
            attribute.pointee.start_index = UInt32(chunk.lowerBound)
            attribute.pointee.end_index = UInt32(chunk.upperBound)
            pango_attr_list_insert(list, attribute)
        }
    }

    /// A length in Pango units as points, for a value summed in 64 bits.
    static func points(_ units: Int64) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }

    /// The width of `line` in Pango units summed over its glyphs in 64 bits: Pango's own line
    /// extents are 32-bit and wrap for lines longer than about 2 million points.
    static func wideLineWidth(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Int64 {
        var total: Int64 = 0
        var runs = line.pointee.runs
        while let node = runs {
            if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               let glyphs = run.pointee.glyphs {
                let count = Int(glyphs.pointee.num_glyphs)
                for index in 0..<count { total += Int64(glyphs.pointee.glyphs[index].geometry.width) }
            }
            runs = node.pointee.next
        }
        return total
    }

    // MARK: - Long words (R9.30)

    /// Words (runs without a space, tab or line break) at least this many UTF-8 bytes long are
    /// shaped in pieces when lines wrap. A variable so tests can lay a long word out whole.
    @MainActor static var longWordBytes = 2_048
    /// How many UTF-8 bytes of a long word Pango shapes as one run.
    static let longWordPieceBytes = 512

    /// The UTF-8 byte ranges inside words of at least `longWordBytes` that get a neutral
    /// attribute of their own (every other piece of about `longWordPieceBytes`, cut at
    /// `Character` boundaries), so Pango's itemizer cuts the word there. Pango 1.50 breaks a word
    /// wider than the line by shaping what is left of its run again for every line, so a word
    /// of n bytes costs n²: a 64 KB word wrapped at 300 pt took 9 s in plain C Pango, 0.13 s in
    /// pieces, with the same lines. Empty for text with no such word.
    @MainActor static func longWordPieces(in text: String) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var copy = text
        copy.withUTF8 { bytes in
            var start = 0
            for index in 0 ... bytes.count {
                let isBreak = index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
                    || bytes[index] == 0x0D
                guard isBreak else { continue }
                if index - start >= longWordBytes { words.append(start ..< index) }
                start = index + 1
            }
        }
        var pieces: [Range<Int>] = []
        let utf8 = text.utf8
        for word in words {
            let from = utf8.index(utf8.startIndex, offsetBy: word.lowerBound)
            let to = utf8.index(from, offsetBy: word.count)
            var byte = word.lowerBound, pieceStart = word.lowerBound, pieceNumber = 0
            for character in text[from ..< to] {
                byte += character.utf8.count
                guard byte - pieceStart >= longWordPieceBytes else { continue }
                if pieceNumber % 2 == 1 { pieces.append(pieceStart ..< byte) }
                pieceNumber += 1
                pieceStart = byte
            }
            if pieceNumber % 2 == 1, pieceStart < byte { pieces.append(pieceStart ..< byte) }
        }
        return pieces
    }
}
