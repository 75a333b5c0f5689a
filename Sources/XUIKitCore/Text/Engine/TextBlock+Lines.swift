import CPango
import Foundation

/// Several lines: where the insertion point is on which line, moving between lines, and the
/// rectangles a selection covers, for multi-line editing (`UITextView`). Coordinates are from the
/// layout's top left; offsets are `Character` boundaries, as in TextBlock+Caret.swift.
extension TextBlock {
    /// How many lines Pango laid the text out in (an empty last line after "\n" counts).
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The index of the line that holds the insertion point before character `offset`.
    func lineIndex(ofCharacter offset: Int) -> Int {
        var line: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(layout, Int32(byteIndex(ofCharacter: offset)), 0, &line, &x)
        return Int(max(0, line))
    }

    /// The insertion point before character `offset`: Pango's strong cursor, a zero-width
    /// rectangle as tall as its line.
    func caretRect(atCharacter offset: Int) -> CGRect {
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(byteIndex(ofCharacter: offset)), &strong, &weak)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale,
                      width: 0, height: CGFloat(strong.height) / scale)
    }

    /// The first and last character boundaries of line `index` (the end is before its line break).
    func characterRange(ofLine index: Int) -> Range<Int> {
        guard let line = pango_layout_get_line_readonly(layout, Int32(max(0, min(index, lineCount - 1)))) else {
            return 0 ..< 0
        }
        let start = characterOffset(ofByte: Int(line.pointee.start_index))
        let end = characterOffset(ofByte: Int(line.pointee.start_index + line.pointee.length))
        return start ..< max(start, end)
    }

    /// The boundary on the line above (`direction` −1) or below (+1) nearest to `x`; the text's
    /// start or end when there is no such line.
    func characterOffset(verticallyFrom offset: Int, direction: Int, x: CGFloat) -> Int {
        let line = lineIndex(ofCharacter: offset)
        let target = line + direction
        if target < 0 { return 0 }
        if target >= lineCount { return characterCount }
        let rect = caretRect(atCharacter: characterRange(ofLine: target).lowerBound)
        let offsetOnLine = characterOffset(at: CGPoint(x: x, y: rect.midY))
        let range = characterRange(ofLine: target)
        return min(max(offsetOnLine, range.lowerBound), range.upperBound)
    }

    /// The rectangles a selection of characters `range` covers, one or more per line it touches.
    func selectionRects(_ range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        let scale = CGFloat(PANGO_SCALE)
        let startByte = Int32(byteIndex(ofCharacter: range.lowerBound)), endByte = Int32(byteIndex(ofCharacter: range.upperBound))
        var rects: [CGRect] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let lineStart = line.pointee.start_index, lineEnd = lineStart + line.pointee.length
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let top = CGFloat(logical.y) / scale, height = CGFloat(logical.height) / scale
            if lineStart > endByte { break }
            // A selection running past the line's end covers its line break: a narrow mark.
            if endByte > lineEnd, startByte <= lineEnd, lineEnd < Int32(text.utf8.count) {
                let x = CGFloat(logical.x + logical.width) / scale
                rects.append(CGRect(x: x, y: top, width: 4, height: height))
            }
            let from = max(startByte, lineStart), to = min(endByte, lineEnd)
            guard from < to else { continue }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, from, to, &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { continue }
            for index in 0..<Int(count) {
                let start = CGFloat(ranges[2 * index]) / scale, end = CGFloat(ranges[2 * index + 1]) / scale
                rects.append(CGRect(x: min(start, end), y: top, width: abs(end - start), height: height))
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return rects
    }
}
