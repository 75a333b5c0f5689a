import Foundation

/// Which parts of a window surface opaque views cover, in 8×8-pixel tiles, for one render pass.
///
/// The pass walks the tree front to back first. Each opaque view claims the tiles it covers
/// entirely that nobody in front claimed yet, writing its paint order (views painted later
/// have larger numbers). A view then need not paint a tile whose owner is painted after it: an
/// opaque view will cover every pixel of it. A tile only partly covered by one view is never
/// claimed, so skipping is always exact.
///
/// Beside the owners, one bit per tile says whether anyone claimed it, so the questions the
/// front-to-back walk asks ("is all of this claimed?", "which of these are still free?") read a
/// word per row of tiles instead of every tile. What is still free when a view is reached in that
/// walk is exactly what it must paint later, since only views in front of it have claimed
/// anything yet: the walk keeps those rows (`UncoveredTiles`) for the back-to-front walk.
struct OcclusionGrid {
    static let tileSize = 8

    private(set) var width = 0
    private(set) var height = 0
    private var columns = 0
    private var rows = 0
    /// The paint order of the front-most view covering each tile; 0 for none.
    private var owners: [Int32] = []
    /// Bit `c % 64` of word `row * wordsPerRow + c / 64` is set when tile (c, row) is claimed.
    private var claimed: [UInt64] = []
    private var wordsPerRow = 0
    /// The rows of free tiles kept for views by `keepUncovered`, one word a row.
    private var kept: [UInt64] = []

    /// Makes the grid fit a `width`×`height` surface and forgets every claim inside `area`.
    mutating func reset(width: Int, height: Int, area: CGRect) {
        kept.removeAll(keepingCapacity: true)
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            columns = (width + Self.tileSize - 1) / Self.tileSize
            rows = (height + Self.tileSize - 1) / Self.tileSize
            wordsPerRow = (columns + 63) / 64
            owners = [Int32](repeating: 0, count: columns * rows)
            claimed = [UInt64](repeating: 0, count: wordsPerRow * rows)
            return
        }
        guard let span = tiles(touching: area) else { return }
        let columns = self.columns, wordsPerRow = self.wordsPerRow
        owners.withUnsafeMutableBufferPointer { owners in
            for row in span.rows { for column in span.columns { owners[row * columns + column] = 0 } }
        }
        claimed.withUnsafeMutableBufferPointer { claimed in
            Self.forEachWord(of: span) { row, word, bits in claimed[row * wordsPerRow + word] &= ~bits }
        }
    }

    /// The tiles `rect` (surface pixels) touches, or nil when it touches none.
    private func tiles(touching rect: CGRect) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        let minX = max(0, WholePixels.floor(Double(rect.minX))), maxX = min(width, WholePixels.ceil(Double(rect.maxX)))
        let minY = max(0, WholePixels.floor(Double(rect.minY))), maxY = min(height, WholePixels.ceil(Double(rect.maxY)))
        guard minX < maxX, minY < maxY else { return nil }
        let tile = Self.tileSize
        return (minX / tile..<(maxX + tile - 1) / tile, minY / tile..<(maxY + tile - 1) / tile)
    }

    /// Calls `body` for every word of `claimed` that holds tiles of `span`: its row of tiles, its
    /// place in the row (tile `word * 64` is its bit 0), and the bits of `span`'s tiles in it.
    private static func forEachWord(of span: (columns: Range<Int>, rows: Range<Int>),
                                    _ body: (_ row: Int, _ word: Int, _ bits: UInt64) -> Void) {
        let firstWord = span.columns.lowerBound / 64, lastWord = (span.columns.upperBound - 1) / 64
        for row in span.rows {
            for word in firstWord...lastWord {
                let low = max(span.columns.lowerBound - word * 64, 0), high = min(span.columns.upperBound - word * 64, 64)
                body(row, word, Self.bits(low..<high))
            }
        }
    }

    /// A word with bits `range` set (within 0...64).
    private static func bits(_ range: Range<Int>) -> UInt64 {
        let count = range.count
        guard count > 0 else { return 0 }
        return (count >= 64 ? ~0 : (1 << UInt64(count)) - 1) << UInt64(range.lowerBound)
    }

    /// Claims for `order` the unclaimed tiles whose part inside `clip`, the whole pass's area,
    /// lies wholly inside `rect`, which an opaque view paints completely. Nothing outside the
    /// pass's area is painted, so a tile its edge cuts is the view's when the view reaches that
    /// edge: a button's redraw at (20, 20) is not cleared black along its edge tiles first. (Not
    /// a view's own clip: views its clipping superview does not clip paint outside it.)
    mutating func cover(_ rect: CGRect, within clip: CGRect, order: Int32) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              clip.minX.isFinite, clip.minY.isFinite, clip.maxX.isFinite, clip.maxY.isFinite else { return }
        let tile = Self.tileSize
        // Whole pixels only, then whole tiles (a tile at the right or bottom edge may be cut short
        // by the surface; then it is whole once the rectangle reaches the edge). An edge at the
        // clip's reaches out to the tile the clip's edge falls in.
        func down(_ value: CGFloat) -> Int { WholePixels.floor(Double(value)) / tile * tile }
        func up(_ value: CGFloat) -> Int { (WholePixels.ceil(Double(value)) + tile - 1) / tile * tile }
        let minX = max(0, rect.minX <= clip.minX ? down(clip.minX) : WholePixels.ceil(Double(rect.minX)))
        let maxX = min(width, rect.maxX >= clip.maxX ? up(clip.maxX) : WholePixels.floor(Double(rect.maxX)))
        let minY = max(0, rect.minY <= clip.minY ? down(clip.minY) : WholePixels.ceil(Double(rect.minY)))
        let maxY = min(height, rect.maxY >= clip.maxY ? up(clip.maxY) : WholePixels.floor(Double(rect.maxY)))
        let firstColumn = (minX + tile - 1) / tile, firstRow = (minY + tile - 1) / tile
        let endColumn = maxX == width ? columns : maxX / tile
        let endRow = maxY == height ? rows : maxY / tile
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let columns = self.columns, wordsPerRow = self.wordsPerRow
        owners.withUnsafeMutableBufferPointer { owners in
            claimed.withUnsafeMutableBufferPointer { claimed in
                Self.forEachWord(of: (firstColumn..<endColumn, firstRow..<endRow)) { row, word, bits in
                    let index = row * wordsPerRow + word
                    // Only the tiles nobody claimed yet take this view's order.
                    var fresh = bits & ~claimed[index]
                    claimed[index] |= bits
                    let base = row * columns + word * 64
                    while fresh != 0 {
                        owners[base + fresh.trailingZeroBitCount] = order
                        fresh &= fresh - 1
                    }
                }
            }
        }
    }

    /// True when every tile `rect` touches belongs to a view painted after `order` (any claim
    /// at all for `order` 0).
    func isCovered(_ rect: CGRect, above order: Int32) -> Bool {
        guard let span = tiles(touching: rect) else { return true }
        if order == 0 {
            var covered = true
            claimed.withUnsafeBufferPointer { claimed in
                Self.forEachWord(of: span) { row, word, bits in
                    if claimed[row * wordsPerRow + word] & bits != bits { covered = false }
                }
            }
            return covered
        }
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

    /// Which tiles of `rect` are still unclaimed now, kept for `forEachUncoveredRect(in:kept:_:)`;
    /// nil when `rect` is more than 64 tiles wide (or touches none). Asked in the front-to-back
    /// walk just before the view claims its own tiles, this is what it must paint.
    mutating func keepUncovered(_ rect: CGRect) -> UncoveredTiles? {
        guard let span = tiles(touching: rect), span.columns.count <= 64 else { return nil }
        let start = kept.count
        let first = span.columns.lowerBound
        let firstWord = first / 64, shift = UInt64(first % 64)
        let mask = Self.bits(0..<span.columns.count)
        for row in span.rows {
            let index = row * wordsPerRow + firstWord
            var taken = claimed[index] >> shift
            if shift > 0, firstWord + 1 < wordsPerRow { taken |= claimed[index + 1] << (64 - shift) }
            kept.append(~taken & mask)
        }
        return UncoveredTiles(start: Int32(start), firstColumn: Int32(first), firstRow: Int32(span.rows.lowerBound),
                              rowCount: Int32(span.rows.count))
    }

    /// What `keepUncoveredUnlessCovered` found of a rectangle.
    enum Visibility {
        /// Every tile it touches is claimed: nothing of it shows (kept nothing).
        case covered
        /// Its free tiles, kept.
        case kept(UncoveredTiles)
        /// Some tile is free, but it is too wide to keep (more than 64 tiles).
        case wide
    }

    /// `isCovered(rect, above: 0)` and, unless covered, `keepUncovered(rect)`, in one look at
    /// each row of tiles (the front-to-back walk of a view with no subviews asks both at once).
    mutating func keepUncoveredUnlessCovered(_ rect: CGRect) -> Visibility {
        guard let span = tiles(touching: rect) else { return .covered }
        guard span.columns.count <= 64 else { return isCovered(rect, above: 0) ? .covered : .wide }
        let start = kept.count
        let first = span.columns.lowerBound
        let firstWord = first / 64, shift = UInt64(first % 64)
        let mask = Self.bits(0..<span.columns.count)
        let wordsPerRow = self.wordsPerRow
        var free: UInt64 = 0
        claimed.withUnsafeBufferPointer { claimed in
            for row in span.rows {
                let index = row * wordsPerRow + firstWord
                var taken = claimed[index] >> shift
                if shift > 0, firstWord + 1 < wordsPerRow { taken |= claimed[index + 1] << (64 - shift) }
                let rowFree = ~taken & mask
                free |= rowFree
                kept.append(rowFree)
            }
        }
        guard free != 0 else {
            kept.removeLast(kept.count - start)
            return .covered
        }
        return .kept(UncoveredTiles(start: Int32(start), firstColumn: Int32(first), firstRow: Int32(span.rows.lowerBound),
                                    rowCount: Int32(span.rows.count)))
    }

    /// Calls `body` with rectangles that together hold every pixel of `rect` (whole pixels) not
    /// covered for `order`: runs of uncovered tiles in each row of tiles, clipped to `rect`, with
    /// identical rows merged into one band. Allocates nothing.
    func forEachUncoveredRect(in rect: CGRect, above order: Int32, _ body: (CGRect) -> Void) {
        guard let span = tiles(touching: rect) else { return }
        let tile = Self.tileSize
        let columns = self.columns
        let first = span.columns.lowerBound, count = span.columns.count
        guard count <= 64 else {
            // Wider than a mask: each tile run of each row on its own.
            if order == 0 {
                // Free for any view painted: unclaimed, as the claim bits say a word at a time.
                claimed.withUnsafeBufferPointer { claimed in
                    for row in span.rows {
                        var column = first
                        while column < first + count {
                            let start = Self.nextColumn(in: claimed, row: row * wordsPerRow, from: column, end: first + count, claimed: false)
                            guard start < first + count else { break }
                            column = Self.nextColumn(in: claimed, row: row * wordsPerRow, from: start, end: first + count, claimed: true)
                            Self.emit(x0: start * tile, y0: row * tile, x1: column * tile, y1: (row + 1) * tile, clip: rect, body)
                        }
                    }
                }
                return
            }
            owners.withUnsafeBufferPointer { owners in
                for row in span.rows {
                    var column = first
                    while column < first + count {
                        guard owners[row * columns + column] <= order else { column += 1; continue }
                        let start = column
                        while column < first + count, owners[row * columns + column] <= order { column += 1 }
                        Self.emit(x0: start * tile, y0: row * tile, x1: column * tile, y1: (row + 1) * tile, clip: rect, body)
                    }
                }
            }
            return
        }
        if order == 0 {
            // Free for any view painted: the row's claim bits, a word or two read, not a tile each.
            let wordsPerRow = self.wordsPerRow, word = first / 64, shift = UInt64(first % 64)
            let wanted = Self.bits(0..<count), spansTwo = first % 64 + count > 64
            claimed.withUnsafeBufferPointer { claimed in
                Self.forEachBand(rows: span.rows, firstColumn: first, clip: rect, body) { row in
                    let base = row * wordsPerRow + word
                    var taken = claimed[base] >> shift
                    if spansTwo { taken |= claimed[base + 1] << (64 - shift) }
                    return ~taken & wanted
                }
            }
            return
        }
        owners.withUnsafeBufferPointer { owners in
            Self.forEachBand(rows: span.rows, firstColumn: first, clip: rect, body) { row in
                /// Bit i set: tile `first + i` of the row is not covered.
                var mask: UInt64 = 0
                let base = row * columns + first
                for i in 0..<count where owners[base + i] <= order { mask |= 1 << UInt64(i) }
                return mask
            }
        }
    }

    /// The first column from `column` (up to `end`) whose tile is claimed (`claimed` true) or
    /// free (false), in the row of claim words starting at `row`; `end` when there is none.
    private static func nextColumn(in claimed: UnsafeBufferPointer<UInt64>, row: Int, from column: Int, end: Int,
                                   claimed wanted: Bool) -> Int {
        var column = column
        while column < end {
            let word = claimed[row + column / 64]
            let bits = (wanted ? word : ~word) >> UInt64(column % 64)
            if bits != 0 { return min(end, column + bits.trailingZeroBitCount) }
            column = (column / 64 + 1) * 64
        }
        return end
    }

    /// `forEachUncoveredRect(in:above:_:)` for a view whose free tiles `keepUncovered` kept:
    /// reads one word a row instead of the tiles' owners.
    func forEachUncoveredRect(in rect: CGRect, kept tiles: UncoveredTiles, _ body: (CGRect) -> Void) {
        let start = Int(tiles.start), firstRow = Int(tiles.firstRow)
        kept.withUnsafeBufferPointer { kept in
            Self.forEachBand(rows: firstRow..<firstRow + Int(tiles.rowCount), firstColumn: Int(tiles.firstColumn), clip: rect, body) { row in
                kept[start + row - firstRow]
            }
        }
    }

    /// Emits the runs of set bits of each row's mask (bit i: tile `firstColumn + i`) as tile
    /// rectangles cut to `clip`, with runs of rows whose masks are equal merged into one band.
    private static func forEachBand(rows: Range<Int>, firstColumn first: Int, clip: CGRect, _ body: (CGRect) -> Void,
                                    mask: (Int) -> UInt64) {
        let tile = tileSize
        func emitRuns(_ mask: UInt64, rows: Range<Int>) {
            var bits = mask
            while bits != 0 {
                let start = bits.trailingZeroBitCount
                let length = (~(bits >> UInt64(start))).trailingZeroBitCount
                emit(x0: (first + start) * tile, y0: rows.lowerBound * tile, x1: (first + start + length) * tile,
                     y1: rows.upperBound * tile, clip: clip, body)
                bits &= length >= 64 ? 0 : ~(((1 << UInt64(length)) - 1) << UInt64(start))
            }
        }
        guard !rows.isEmpty else { return }
        var bandStart = rows.lowerBound
        var bandMask = mask(bandStart)
        for row in rows.dropFirst() {
            let next = mask(row)
            if next != bandMask {
                emitRuns(bandMask, rows: bandStart..<row)
                bandStart = row
                bandMask = next
            }
        }
        emitRuns(bandMask, rows: bandStart..<rows.upperBound)
    }

    /// Hands `body` the tiles' rectangle cut to `clip`, unless nothing is left of it. (Plain
    /// comparisons: CGRect's `intersection` is a call into Foundation.)
    private static func emit(x0: Int, y0: Int, x1: Int, y1: Int, clip: CGRect, _ body: (CGRect) -> Void) {
        let left = max(CGFloat(x0), clip.minX), top = max(CGFloat(y0), clip.minY)
        let right = min(CGFloat(x1), clip.maxX), bottom = min(CGFloat(y1), clip.maxY)
        if left < right, top < bottom { body(CGRect(x: left, y: top, width: right - left, height: bottom - top)) }
    }
}

/// A view's tiles that were still free when the front-to-back walk reached it
/// (`OcclusionGrid.keepUncovered`): where its row masks start in the grid's store, and the tile
/// its first bit stands for.
struct UncoveredTiles {
    var start: Int32
    var firstColumn: Int32
    var firstRow: Int32
    var rowCount: Int32
}
