import CCairo
import Foundation

/// One line too long to lay out whole — a text field holding a big paste — laid out in pieces,
/// only those shown (R9.31).
///
/// Pango shapes about 3 MB of text a second, so a 10 MB line cannot be laid out whole within a
/// second, and its glyphs and tables take about 80 bytes a character. A line over `threshold`
/// bytes (256 KB) is cut into pieces of about `pieceBytes` (after a space where there is one near, always
/// at a `Character` boundary), each laid out as its own `TextBlock` when something asks for it:
/// drawing the pieces in view, the insertion point, hit-testing. The pieces run left to right in
/// text order (bidi reordering happens inside a piece, not across pieces); a piece not laid out
/// yet has an estimated width, replaced by its real one when it is laid out, as the paragraphs
/// of `ParagraphStack` are. Shorter lines are one `TextBlock`, as before.
@MainActor
final class LineStrip: SingleLineLayout {
    /// Lines up to this many UTF-8 bytes are laid out whole (about 85 ms and 20 MB at most), so
    /// every position in them is exact. A variable so tests can cut short lines.
    static var threshold = 262_144
    /// About how many UTF-8 bytes one piece holds.
    static let pieceBytes = 1_024
    /// How many laid-out pieces one strip keeps.
    static let keptBlockLimit = 64

    /// One piece: its place in the whole text.
    struct Piece {
        var byteStart: Int
        var byteCount: Int
        var characterStart: Int
        var characterCount: Int
    }

    let text: String
    let font: UIFont
    let pieces: [Piece]
    /// The number of characters in the whole line.
    let characterCount: Int
    /// Pieces run left to right in text order.
    var isRightToLeft: Bool { false }
    private let lineHeight: CGFloat
    private var blocks: [Int: TextBlock] = [:]
    private var lastUse: [Int: Int] = [:]
    private var useClock = 0
    private var widths: [CGFloat]
    private var lefts = RunningTotals()
    /// How many pieces were laid out (for tests that bound the work of a big paste).
    private(set) var layoutCount = 0

    init(text: String, font: UIFont) {
        self.text = text
        self.font = font
        pieces = Self.cut(text)
        characterCount = pieces.last.map { $0.characterStart + $0.characterCount } ?? 0
        let metrics = ParagraphStack.estimateMetrics(font: font)
        lineHeight = metrics.lineHeight
        widths = pieces.map { piece in
            let isASCII = piece.characterCount == piece.byteCount
            return CGFloat(piece.characterCount) * (isASCII ? metrics.latinAdvance : (metrics.latinAdvance + metrics.otherAdvance) / 2)
        }
    }

    /// The line's size: all pieces' widths (estimated for those not laid out) by one line.
    var size: CGSize { CGSize(width: left(ofPiece: pieces.count), height: lineHeight) }

    // MARK: - Pieces

    /// Piece `index` laid out, from the kept ones or now; its real width replaces its estimate.
    func block(at index: Int) -> TextBlock {
        useClock += 1
        lastUse[index] = useClock
        if let known = blocks[index] { return known }
        let piece = pieces[index]
        let block = TextBlock(text: ParagraphStack.substring(of: text, bytes: piece.byteStart, count: piece.byteCount),
                              font: font, attributes: nil, options: TextBlock.Options())
        layoutCount += 1
        blocks[index] = block
        if widths[index] != block.size.width { lefts.invalidate() }
        widths[index] = block.size.width
        if blocks.count > Self.keptBlockLimit {
            let oldest = lastUse.filter { blocks[$0.key] != nil }.sorted { $0.value < $1.value }.prefix(Self.keptBlockLimit / 2)
            for (old, _) in oldest { blocks[old] = nil; lastUse[old] = nil }
        }
        return block
    }

    /// The x of piece `index`'s left edge (`pieces.count`: the line's right end).
    func left(ofPiece index: Int) -> CGFloat {
        lefts.total(before: index, of: widths)
    }

    /// The piece that holds the insertion point before character `offset` (clamped) and the
    /// offset in it; a boundary between two pieces is the second's start.
    private func local(_ offset: Int) -> (index: Int, offset: Int) {
        let clamped = min(max(0, offset), characterCount)
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].characterStart <= clamped { low = middle } else { high = middle - 1 }
        }
        return (low, clamped - pieces[low].characterStart)
    }

    /// The piece at `x` (the first left of the line, the last right of it).
    private func pieceIndex(atX x: CGFloat) -> Int {
        lefts.index(at: x, of: widths)
    }

    /// Lays out the piece of character `offset` and its neighbours until `reach` points of real
    /// width lie on either side, so what the field shows around the insertion point no longer
    /// moves when it is drawn.
    func layOut(aroundCharacter offset: Int, reach: CGFloat) {
        let center = local(offset).index
        var before: CGFloat = 0, index = center
        while index > 0, before < reach {
            index -= 1
            before += block(at: index).size.width
        }
        var after: CGFloat = 0
        index = center
        while index < pieces.count, after < reach + block(at: center).size.width {
            after += block(at: index).size.width
            index += 1
        }
    }

    // MARK: - Positions

    /// The x of the insertion point before character `offset`.
    func caretX(atCharacter offset: Int) -> CGFloat {
        let (index, inner) = local(offset)
        let block = block(at: index)
        return left(ofPiece: index) + block.caretX(atCharacter: inner)
    }

    /// The character boundary nearest to `point`.
    func characterOffset(at point: CGPoint) -> Int {
        let index = pieceIndex(atX: point.x)
        let block = block(at: index)
        let x = point.x - left(ofPiece: index)
        return pieces[index].characterStart + block.characterOffset(at: CGPoint(x: x, y: point.y))
    }

    /// The boundary one step from `offset` on screen; from a piece's start, left goes into the
    /// piece before.
    func characterOffset(visuallyFrom offset: Int, direction: Int) -> Int {
        let (index, inner) = local(offset)
        let moved = block(at: index).characterOffset(visuallyFrom: inner, direction: direction)
        if moved == inner, direction < 0, inner == 0, index > 0 {
            let previous = pieces[index - 1]
            return previous.characterStart
                + block(at: index - 1).characterOffset(visuallyFrom: previous.characterCount, direction: -1)
        }
        return pieces[index].characterStart + moved
    }

    /// The horizontal spans a selection of characters `range` covers: a piece wholly selected
    /// and not laid out is one span of its estimated width (so selecting all of a 10 MB line
    /// lays out nothing); touching spans are merged.
    func selectionSpans(_ range: Range<Int>) -> [ClosedRange<CGFloat>] {
        guard !range.isEmpty else { return [] }
        var spans: [ClosedRange<CGFloat>] = []
        var index = local(range.lowerBound).index
        while index < pieces.count, pieces[index].characterStart < range.upperBound {
            let piece = pieces[index]
            let own = piece.characterStart ..< piece.characterStart + piece.characterCount
            let left = left(ofPiece: index)
            var pieceSpans: [ClosedRange<CGFloat>]
            if range.lowerBound <= own.lowerBound, range.upperBound >= own.upperBound, blocks[index] == nil {
                pieceSpans = [left ... left + widths[index]]
            } else {
                let inner = max(range.lowerBound, own.lowerBound) - own.lowerBound ..< min(range.upperBound, own.upperBound) - own.lowerBound
                pieceSpans = block(at: index).selectionSpans(inner).map { left + $0.lowerBound ... left + $0.upperBound }
            }
            for span in pieceSpans {
                if let last = spans.last, abs(last.upperBound - span.lowerBound) < 0.01 {
                    spans[spans.count - 1] = last.lowerBound ... span.upperBound
                } else {
                    spans.append(span)
                }
            }
            index += 1
        }
        return spans
    }

    /// Draws the pieces inside the context's clip, the line's left end at `rect`'s origin.
    func draw(in rect: CGRect, color: UIColor, context: CGContext) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context.cairo, &x1, &y1, &x2, &y2)
        var index = pieceIndex(atX: CGFloat(x1) - rect.minX)
        while index < pieces.count {
            let left = rect.minX + left(ofPiece: index)   // known before it is laid out
            if left > CGFloat(x2) { break }
            let block = block(at: index)
            block.draw(in: CGRect(x: left, y: rect.minY, width: block.size.width, height: rect.height), color: color,
                       context: context)
            index += 1
        }
    }

    // MARK: - Cutting

    /// Pieces of about `pieceBytes`: each cut after a space within the next 64 bytes, else
    /// between two ASCII bytes (always a character boundary, except "\r\n"), else at the
    /// character boundary at or after the mark.
    static func cut(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var characters = 0
        var copy = text
        copy.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = min(bytes.count, start + pieceBytes)
                if end < bytes.count { end = boundary(near: end, from: start, in: bytes, text: text) }
                var isASCII = true, crlf = 0
                for index in start ..< end {
                    if bytes[index] >= 0x80 { isASCII = false; break }
                    if bytes[index] == 0x0A, index > start, bytes[index - 1] == 0x0D { crlf += 1 }
                }
                let count = isASCII ? end - start - crlf
                    : String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self).count
                pieces.append(Piece(byteStart: start, byteCount: end - start, characterStart: characters, characterCount: count))
                characters += count
                start = end
            }
        }
        if pieces.isEmpty { pieces.append(Piece(byteStart: 0, byteCount: 0, characterStart: 0, characterCount: 0)) }
        return pieces
    }

    /// A character boundary at or a little after byte `mark`, in the piece from byte `start`
    /// (a character boundary itself; see `cut`).
    private static func boundary(near mark: Int, from start: Int, in bytes: UnsafeBufferPointer<UInt8>, text: String) -> Int {
        let limit = min(bytes.count, mark + 64)
        for index in mark ..< limit where bytes[index - 1] == 0x20 && bytes[index] < 0x80 { return index }
        for index in mark ..< limit where bytes[index - 1] < 0x80 && bytes[index] < 0x80
            && !(bytes[index - 1] == 0x0D && bytes[index] == 0x0A) { return index }
        let utf8 = text.utf8
        var byte = start
        for character in text[utf8.index(utf8.startIndex, offsetBy: start)...] {
            byte += character.utf8.count
            if byte >= mark { return byte }
        }
        return bytes.count
    }
}

/// What a text field needs from its one line of text: one layout (`TextBlock`) or, for a very
/// long line, pieces (`LineStrip`).
@MainActor
protocol SingleLineLayout: VisualCaretMovement {
    var text: String { get }
    var font: UIFont { get }
    var size: CGSize { get }
    var isRightToLeft: Bool { get }
    func caretX(atCharacter offset: Int) -> CGFloat
    func characterOffset(at point: CGPoint) -> Int
    func selectionSpans(_ range: Range<Int>) -> [ClosedRange<CGFloat>]
    func draw(in rect: CGRect, color: UIColor, context: CGContext)
}

extension TextBlock: SingleLineLayout {}
