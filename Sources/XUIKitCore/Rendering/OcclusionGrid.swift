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
    /// identical runs in consecutive rows merged into one rectangle.
    func forEachUncoveredRect(in rect: CGRect, above order: Int32, _ body: (CGRect) -> Void) {
        guard let span = tiles(touching: rect) else { return }
        let tile = Self.tileSize
        let columns = self.columns
        // The runs of the row band being merged, as column ranges, and where the band starts.
        var pending: [Range<Int>] = []
        var current: [Range<Int>] = []
        var bandStart = span.rows.lowerBound
        var found: [CGRect] = []
        func flush(until row: Int) {
            for run in pending {
                let area = CGRect(x: run.lowerBound * tile, y: bandStart * tile,
                                  width: run.count * tile, height: (row - bandStart) * tile).intersection(rect)
                if !area.isNull, !area.isEmpty { found.append(area) }
            }
        }
        owners.withUnsafeBufferPointer { owners in
            for row in span.rows {
                current.removeAll(keepingCapacity: true)
                var runStart: Int?
                for column in span.columns {
                    let uncovered = owners[row * columns + column] <= order
                    if uncovered, runStart == nil { runStart = column }
                    if !uncovered, let start = runStart { current.append(start..<column); runStart = nil }
                }
                if let start = runStart { current.append(start..<span.columns.upperBound) }
                if current != pending {
                    flush(until: row)
                    swap(&pending, &current)
                    bandStart = row
                }
            }
        }
        flush(until: span.rows.upperBound)
        for area in found { body(area) }
    }
}
