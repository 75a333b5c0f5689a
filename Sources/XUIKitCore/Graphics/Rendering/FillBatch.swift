import CCairo
import Foundation

/// The solid fills of a render pass, held back and then run tile by tile, so the pixels a run of
/// overlapping translucent views blends stay in the processor's cache.
///
/// Painting 1000 overlapping rectangles one after another walks the whole window's memory once
/// per rectangle layer (4.7 layers deep in the peer benchmark's scene), and each pass misses the
/// cache. Run per tile instead, every fill that touches a 64×64 tile is applied to it before the
/// next tile is touched. Each pixel still receives the same fills in the same order with the same
/// arithmetic (pixman's, R27.22), so the pixels are exactly those of filling one rectangle after another;
/// only the order in which *different* pixels are visited changes. A large batch is split by tile
/// rows between this thread and a worker (`TileJob`, FillBatch+Tiles.swift); the render pass
/// waits for both, so nothing else ever sees the pixels half done.
///
/// The batch must be flushed before anything else draws on the surface (`RenderPass` does so
/// before every Cairo drawing call), since the fills it holds are meant to be below that drawing.
@MainActor
final class FillBatch {
    /// One held-back fill, in device pixels, with the colour in the forms pixman takes.
    struct Fill: Sendable {
        var x0, y0, x1, y1: Int32
        var color: pixman_color_t
        /// The 8-bit word of an opaque fill (`color.alpha == 0xFFFF`), written as it is.
        var word: UInt32
        /// For a held-back arc stroke: its mask's index in the batch's `masks` (the colour is then
        /// `word`, premultiplied 8-bit ARGB); -1 for a solid fill.
        var mask: Int32 = -1
        var opaque: Bool { color.alpha == 0xFFFF }
    }

    /// Tile edge in pixels: 64 × 64 × 4 bytes is 16 KB, which stays in the first-level cache.
    nonisolated static let tileSize: Int32 = 64
    /// Below this many fills the reordering costs more than the cache saves.
    private static let minimumForTiling = 16
    /// Pixels filled (summed over fills) from which a second thread pays for waking it.
    private static let minimumAreaForThreads = 400_000
    private static let processors = ProcessInfo.processInfo.activeProcessorCount

    // Unchecked: appended to for every fill; only `add` and `flush` touch them, one after the other.
    @exclusivity(unchecked) private var fills: [Fill] = []
    @exclusivity(unchecked) private var translucentCount = 0
    /// The coverage masks of held-back arc strokes (R27.16), by `Fill.mask`.
    @exclusivity(unchecked) private var masks: [ArcCoverageMask] = []
    // Reused between flushes (a counting sort of fill indices by tile).
    private var tileStarts: [Int32] = []
    private var tileFills: [Int32] = []

    /// Holds back a fill of `rect` (device pixels, whole numbers) with a premultiplied colour.
    func add(x: Int32, y: Int32, width: Int32, height: Int32, color: pixman_color_t) {
        guard width > 0, height > 0 else { return }
        let word = 0xFF00_0000 | UInt32(color.red >> 8) << 16 | UInt32(color.green >> 8) << 8 | UInt32(color.blue >> 8)
        fills.append(Fill(x0: x, y0: y, x1: x + width, y1: y + height, color: color, word: word))
        if color.alpha != 0xFFFF { translucentCount += 1 }
    }

    /// Holds back an arc stroke: `mask` (placed) blended in `color` (premultiplied, 0…255 a
    /// channel) within `area` (device pixels), in painting order with the fills (R27.16).
    func add(_ mask: ArcCoverageMask, area: ArcStrokeRasterizer.PixelRect, color: (a: UInt32, r: UInt32, g: UInt32, b: UInt32)) {
        guard !area.isEmpty else { return }
        masks.append(mask)
        let word = color.a << 24 | color.r << 16 | color.g << 8 | color.b
        fills.append(Fill(x0: Int32(area.minX), y0: Int32(area.minY), x1: Int32(area.maxX), y1: Int32(area.maxY),
                          color: pixman_color_t(red: 0, green: 0, blue: 0, alpha: 0), word: word, mask: Int32(masks.count - 1)))
        translucentCount += 1
    }

    /// Runs every held-back fill on `surface`; returns whether there was any.
    @discardableResult
    func flush(into surface: FillSurface) -> Bool {
        guard !fills.isEmpty else { return false }
        defer { fills.removeAll(keepingCapacity: true); masks.removeAll(keepingCapacity: true); translucentCount = 0 }
        // Few fills, or only opaque ones (which write each pixel once, the occlusion grid having
        // cut away what is covered): nothing is reused from the cache, so no tiles.
        if fills.count < Self.minimumForTiling || translucentCount == 0 {
            TileJob(fills: fills, masks: masks, tileStarts: [], tileFills: [], columns: 0, originX: 0, originY: 0,
                    surface: surface, sequential: true).run()
            return true
        }
        runTiled(into: surface)
        return true
    }

    private func runTiled(into surface: FillSurface) {
        let size = Self.tileSize
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for fill in fills {
            minX = min(minX, fill.x0); minY = min(minY, fill.y0)
            maxX = max(maxX, fill.x1); maxY = max(maxY, fill.y1)
        }
        let originX = minX - minX.modulo(size), originY = minY - minY.modulo(size)
        let columns = Int((maxX - originX + size - 1) / size), rows = Int((maxY - originY + size - 1) / size)
        let tileCount = columns * rows

        // Counting sort: how many fills touch each tile, where each tile's list starts, the lists.
        tileStarts.removeAll(keepingCapacity: true)
        tileStarts.append(contentsOf: repeatElement(0, count: tileCount + 1))
        var total = 0
        tileStarts.withUnsafeMutableBufferPointer { starts in
            for fill in fills {
                let (c0, c1, r0, r1) = Self.tiles(fill, originX: originX, originY: originY)
                for row in r0...r1 { for column in c0...c1 { starts[row * columns + column + 1] += 1 } }
            }
            for tile in 0..<tileCount { starts[tile + 1] += starts[tile] }
            total = Int(starts[tileCount])
        }
        tileFills.removeAll(keepingCapacity: true)
        tileFills.append(contentsOf: repeatElement(0, count: total))
        var cursor = Array(tileStarts.dropLast())
        tileFills.withUnsafeMutableBufferPointer { lists in
            cursor.withUnsafeMutableBufferPointer { cursor in
                for (index, fill) in fills.enumerated() {
                    let (c0, c1, r0, r1) = Self.tiles(fill, originX: originX, originY: originY)
                    for row in r0...r1 {
                        for column in c0...c1 {
                            let tile = row * columns + column
                            lists[Int(cursor[tile])] = Int32(index)
                            cursor[tile] += 1
                        }
                    }
                }
            }
        }

        let job = TileJob(fills: fills, masks: masks, tileStarts: tileStarts, tileFills: tileFills, columns: columns,
                          originX: originX, originY: originY, surface: surface)
        // Large batches are split by tile rows between this thread and a worker: the rows touch
        // disjoint pixels, and each side has its own pixman images.
        // A loop, not `reduce`: a main-actor closure checks its executor on every call.
        var area = 0
        for fill in fills { area += Int(fill.x1 - fill.x0) * Int(fill.y1 - fill.y0) }
        if area >= Self.minimumAreaForThreads, rows >= 2, Self.processors >= 2 {
            let split = job.balancedSplit(rows: rows)
            TileJob.runConcurrently([job.rows(0..<split), job.rows(split..<rows)])
        } else {
            job.rows(0..<rows).run()
        }
    }

    /// The tile columns and rows a fill touches (inclusive), relative to the grid's origin.
    private static func tiles(_ fill: Fill, originX: Int32, originY: Int32) -> (Int, Int, Int, Int) {
        let size = tileSize
        return (Int((fill.x0 - originX) / size), Int((fill.x1 - 1 - originX) / size),
                Int((fill.y0 - originY) / size), Int((fill.y1 - 1 - originY) / size))
    }

}

private extension Int32 {
    /// The remainder that is never negative (tiles start on multiples of the tile size).
    func modulo(_ divisor: Int32) -> Int32 { let r = self % divisor; return r < 0 ? r + divisor : r }
}
