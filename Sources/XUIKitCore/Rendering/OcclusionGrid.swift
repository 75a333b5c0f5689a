import Foundation

/// Which parts of a window surface opaque views cover, in 8×8-pixel tiles, for one render pass.
///
/// The pass walks the tree front to back first. Each opaque view claims the tiles it covers
/// entirely that nobody in front claimed yet, writing its paint order (views painted later
/// have larger numbers). A view then need not paint a tile whose owner is painted after it: an
/// opaque view will cover every pixel of it. A tile only partly covered by one view is never
/// claimed, so skipping is always exact.
struct OcclusionGrid {
    static let tileSize = 8

    private(set) var width = 0
    private(set) var height = 0
    private var columns = 0
    private var rows = 0
    /// The paint order of the front-most view covering each tile; 0 for none.
    private var owners: [Int32] = []

    /// Makes the grid fit a `width`×`height` surface and forgets every claim inside `area`.
    mutating func reset(width: Int, height: Int, area: CGRect) {
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            columns = (width + Self.tileSize - 1) / Self.tileSize
            rows = (height + Self.tileSize - 1) / Self.tileSize
            owners = [Int32](repeating: 0, count: columns * rows)
            return
        }
        guard let span = tiles(touching: area) else { return }
        let columns = self.columns
        owners.withUnsafeMutableBufferPointer { owners in
            for row in span.rows { for column in span.columns { owners[row * columns + column] = 0 } }
        }
    }

    /// The tiles `rect` (surface pixels) touches, or nil when it touches none.
    private func tiles(touching rect: CGRect) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        let minX = max(0, Int(rect.minX.rounded(.down))), maxX = min(width, Int(rect.maxX.rounded(.up)))
        let minY = max(0, Int(rect.minY.rounded(.down))), maxY = min(height, Int(rect.maxY.rounded(.up)))
        guard minX < maxX, minY < maxY else { return nil }
        let tile = Self.tileSize
        return (minX / tile..<(maxX + tile - 1) / tile, minY / tile..<(maxY + tile - 1) / tile)
    }

    /// Claims for `order` the unclaimed tiles that lie wholly inside `rect`, which an opaque view
    /// paints completely.
    mutating func cover(_ rect: CGRect, order: Int32) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let tile = Self.tileSize
        // Whole pixels only, then whole tiles (a tile at the right or bottom edge may be cut short
        // by the surface; then it is whole once the rectangle reaches the edge).
        let minX = max(0, Int(rect.minX.rounded(.up))), maxX = min(width, Int(rect.maxX.rounded(.down)))
        let minY = max(0, Int(rect.minY.rounded(.up))), maxY = min(height, Int(rect.maxY.rounded(.down)))
        let firstColumn = (minX + tile - 1) / tile, firstRow = (minY + tile - 1) / tile
        let endColumn = maxX == width ? columns : maxX / tile
        let endRow = maxY == height ? rows : maxY / tile
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let columns = self.columns
        owners.withUnsafeMutableBufferPointer { owners in
            for row in firstRow..<endRow {
                for index in (row * columns + firstColumn)..<(row * columns + endColumn) where owners[index] == 0 {
                    owners[index] = order
                }
            }
        }
    }

    /// True when every tile `rect` touches belongs to a view painted after `order` (any claim
    /// at all for `order` 0).
    func isCovered(_ rect: CGRect, above order: Int32) -> Bool {
        guard let span = tiles(touching: rect) else { return true }
        let columns = self.columns
        return owners.withUnsafeBufferPointer { owners in
            for row in span.rows {
                for index in (row * columns + span.columns.lowerBound)..<(row * columns + span.columns.upperBound)
                where owners[index] <= order {
                    return false
                }
            }
            return true
        }
    }

    /// Calls `body` with rectangles that together hold every pixel of `rect` (whole pixels) not
    /// covered for `order`: runs of uncovered tiles in each row of tiles, clipped to `rect`, with
    /// identical rows merged into one band. Allocates nothing.
    func forEachUncoveredRect(in rect: CGRect, above order: Int32, _ body: (CGRect) -> Void) {
        guard let span = tiles(touching: rect) else { return }
        let tile = Self.tileSize
        let columns = self.columns
        let first = span.columns.lowerBound, count = span.columns.count
        withoutActuallyEscaping(body) { body in owners.withUnsafeBufferPointer { owners in
            /// Bit i set: tile `first + i` of the row is not covered (rows up to 64 tiles wide).
            func uncoveredMask(row: Int) -> UInt64 {
                var mask: UInt64 = 0
                let base = row * columns + first
                for i in 0..<count where owners[base + i] <= order { mask |= 1 << UInt64(i) }
                return mask
            }
            func emit(_ mask: UInt64, rows: Range<Int>) {
                var bits = mask
                while bits != 0 {
                    let start = bits.trailingZeroBitCount
                    let length = (~(bits >> UInt64(start))).trailingZeroBitCount
                    let area = CGRect(x: (first + start) * tile, y: rows.lowerBound * tile,
                                      width: length * tile, height: rows.count * tile).intersection(rect)
                    if !area.isNull, !area.isEmpty { body(area) }
                    bits &= length >= 64 ? 0 : ~(((1 << UInt64(length)) - 1) << UInt64(start))
                }
            }
            guard count <= 64 else {
                // Wider than a mask: each tile run of each row on its own.
                for row in span.rows {
                    var column = first
                    while column < first + count {
                        guard owners[row * columns + column] <= order else { column += 1; continue }
                        let start = column
                        while column < first + count, owners[row * columns + column] <= order { column += 1 }
                        let area = CGRect(x: start * tile, y: row * tile, width: (column - start) * tile, height: tile).intersection(rect)
                        if !area.isNull, !area.isEmpty { body(area) }
                    }
                }
                return
            }
            var bandStart = span.rows.lowerBound
            var bandMask = uncoveredMask(row: bandStart)
            for row in span.rows.dropFirst() {
                let mask = uncoveredMask(row: row)
                if mask != bandMask {
                    emit(bandMask, rows: bandStart..<row)
                    bandStart = row
                    bandMask = mask
                }
            }
            emit(bandMask, rows: bandStart..<span.rows.upperBound)
        } }
    }
}
