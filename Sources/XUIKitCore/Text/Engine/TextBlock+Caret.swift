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
        if let xs = leftToRightBoundaryXs { return xs[min(max(0, offset), characterCount)] }
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(byteIndex(ofCharacter: offset)), &strong, &weak)
        return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
    }

    /// The character boundary nearest to `point` (in the layout's coordinates): the grapheme
    /// hit, and the boundary after it when the point is in its trailing half.
    func characterOffset(at point: CGPoint) -> Int {
        if let xs = leftToRightBoundaryXs { return Self.boundary(in: xs, nearestTo: point.x) }
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

/// A table of caret positions for one line of left-to-right text, so hit-testing and caret
/// placement in a long field are a lookup (issue 14, defect 3) instead of Pango's walk along the
/// line. Right-to-left or wrapped text asks Pango each time.
extension TextBlock {
    /// `xs[i]` is the caret x before character `i`; `characterCount + 1` entries, rising.
    func makeLeftToRightBoundaryXs() -> [CGFloat]? {
        guard Int(pango_layout_get_line_count(layout)) <= 1,
              !text.unicodeScalars.contains(where: { Self.isRightToLeftScalar($0) }) else { return nil }
        guard characterCount > 0 else { return [0] }
        let scale = CGFloat(PANGO_SCALE)
        let count = characterCount, byteOffsets = characterByteOffsets
        var xs = [CGFloat](repeating: .nan, count: count + 1)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        // Left-to-right clusters come in text order: one cursor walks the boundaries alongside.
        var offset = 0
        repeat {
            let index = Int(pango_layout_iter_get_index(iterator))
            while offset < count, byteOffsets[offset] < index { offset += 1 }
            if offset < count, byteOffsets[offset] == index, xs[offset].isNaN {
                var logical = PangoRectangle()
                pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
                xs[offset] = CGFloat(logical.x) / scale
            }
        } while pango_layout_iter_next_cluster(iterator) != 0
        xs[0] = xs[0].isNaN ? 0 : xs[0]
        xs[characterCount] = size.width
        // Characters inside one cluster (a ligature) share its width evenly.
        var known = 0
        for index in 1...characterCount where !xs[index].isNaN {
            if index - known > 1 {
                for inner in (known + 1)..<index {
                    xs[inner] = xs[known] + (xs[index] - xs[known]) * CGFloat(inner - known) / CGFloat(index - known)
                }
            }
            known = index
        }
        return xs
    }

    /// The boundary in rising `xs` nearest to `x`; the earlier one on a tie. O(log n).
    static func boundary(in xs: [CGFloat], nearestTo x: CGFloat) -> Int {
        guard x.isFinite else { return x > 0 ? xs.count - 1 : 0 }
        var low = 0, high = xs.count - 1
        while low < high {
            let middle = (low + high) / 2
            if xs[middle] < x { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        return x - xs[low - 1] <= xs[low] - x ? low - 1 : low
    }
}
