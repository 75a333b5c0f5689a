import CPango
import Foundation

/// Caret positions, hit-testing and cursor movement. Editing counts in Swift `Character`s
/// (grapheme clusters: an emoji or "e" + combining accent is one), Pango in UTF-8 byte indexes;
/// `characterByteOffsets` is the one table between the two.
extension TextBlock {
    /// The number of characters in the text.
    var characterCount: Int { characterByteOffsets.count - 1 }

    /// The UTF-8 byte index of the boundary before character `offset` (clamped to the text).
    func byteIndex(ofCharacter offset: Int) -> Int {
        characterByteOffsets[min(max(0, offset), characterCount)]
    }

    /// The character boundary at or before UTF-8 byte index `byte`.
    func characterOffset(ofByte byte: Int) -> Int {
        var low = 0, high = characterCount
        while low < high {
            let middle = (low + high + 1) / 2
            if characterByteOffsets[middle] <= byte { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The x of the insertion point before character `offset`, from the layout's left edge
    /// (Pango's strong cursor: in right-to-left text the boundary lies left of the character).
    func caretX(atCharacter offset: Int) -> CGFloat {
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(byteIndex(ofCharacter: offset)), &strong, &weak)
        return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
    }

    /// The character boundary nearest to `point` (in the layout's coordinates): the grapheme
    /// hit, and the boundary after it when the point is in its trailing half.
    func characterOffset(at point: CGPoint) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        let scale = CGFloat(PANGO_SCALE)
        let x = Int32(max(-1e6, min(1e6, point.x)) * scale), y = Int32(max(0, min(size.height - 0.5, point.y)) * scale)
        pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        let offset = characterOffset(ofByte: Int(index))
        return min(characterCount, offset + (trailing > 0 ? 1 : 0))
    }

    /// The boundary one step from `offset` on screen: `direction` +1 moves right, −1 left,
    /// through bidi runs as the eye sees them (in Arabic or Hebrew, Right moves back in the
    /// text). Stays put at either visual end.
    func characterOffset(visuallyFrom offset: Int, direction: Int) -> Int {
        var newIndex: Int32 = 0, trailing: Int32 = 0
        pango_layout_move_cursor_visually(layout, 1, Int32(byteIndex(ofCharacter: offset)), 0,
                                          Int32(direction), &newIndex, &trailing)
        if newIndex < 0 || newIndex == Int32.max { return offset }
        var result = characterOffset(ofByte: Int(newIndex))
        if trailing > 0 { result += 1 }
        return min(result, characterCount)
    }

    /// The horizontal spans a selection of characters `range` covers on the first line (several
    /// when it crosses a change of direction), from the layout's left edge.
    func selectionSpans(_ range: Range<Int>) -> [ClosedRange<CGFloat>] {
        guard !range.isEmpty, let line = pango_layout_get_line_readonly(layout, 0) else { return [] }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(byteIndex(ofCharacter: range.lowerBound)),
                                       Int32(byteIndex(ofCharacter: range.upperBound)), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { return [] }
        let scale = CGFloat(PANGO_SCALE)
        return (0..<Int(count)).map { index in
            let start = CGFloat(ranges[2 * index]) / scale, end = CGFloat(ranges[2 * index + 1]) / scale
            return min(start, end)...max(start, end)
        }
    }

    /// The x positions of each character's cluster on the first line, in text order (for tests:
    /// right-to-left text has them decreasing).
    func clusterXPositions() -> [CGFloat] {
        (0..<characterCount).map { offset in
            var rect = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(byteIndex(ofCharacter: offset)), &rect)
            return CGFloat(min(rect.x, rect.x + rect.width)) / CGFloat(PANGO_SCALE)
        }
    }
}
