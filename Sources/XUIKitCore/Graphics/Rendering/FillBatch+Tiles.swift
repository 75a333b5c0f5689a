import CCairo
internal import CPixelKernels
import Dispatch

/// The pixels a `FillBatch` writes to: an image surface's memory and how pixman reads it.
///
/// `@unchecked Sendable`: the pointer is handed to at most two threads at once, which write
/// disjoint tile rows of it, and the thread that owns the surface waits for both before it
/// reads or draws again (`TileJob.runConcurrently`).
struct FillSurface: @unchecked Sendable {
    let bits: UnsafeMutablePointer<UInt32>
    let format: pixman_format_code_t
    let width: Int32
    let height: Int32
    let wordsPerRow: Int32

    /// The pixels of a Cairo image surface of 32-bit pixels (RGB24 or ARGB32), flushed so they
    /// may be written; nil for any other surface.
    init?(cairoImage surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_RGB24: format = PIXMAN_x8r8g8b8
        case CAIRO_FORMAT_ARGB32: format = PIXMAN_a8r8g8b8
        default: return nil
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        bits = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        width = cairo_image_surface_get_width(surface)
        height = cairo_image_surface_get_height(surface)
        wordsPerRow = cairo_image_surface_get_stride(surface) / 4
    }

    /// pixman's view of the pixels, for compositing into them; the caller unrefs it.
    func makeImage() -> OpaquePointer? {
        pixman_image_create_bits(format, width, height, bits, wordsPerRow * 4)
    }

    /// Blends the premultiplied colour `word` over the pixels `x0..<x1` × `y0..<y1` through
    /// one-byte coverage levels: `levels` is the level of pixel (x0, y0), `levelsPerRow` bytes a
    /// row. pixman's OVER through an A8 mask, a row at a time, eight pixels a step where the
    /// processor can (R27.22). Nothing is checked: the rectangle must lie within the pixels.
    func blend(_ word: UInt32, x0: Int, y0: Int, x1: Int, y1: Int, levels: UnsafePointer<UInt8>, levelsPerRow: Int) {
        let rowWords = Int(wordsPerRow)
        for row in 0..<(y1 - y0) {
            xuikit_over_solid_masked(bits + (y0 + row) * rowWords + x0, levels + row * levelsPerRow, Int32(x1 - x0), word)
        }
    }
}

/// Some tile rows of a binned `FillBatch`, run on one thread.
struct TileJob: Sendable {
    let fills: [FillBatch.Fill]
    /// The masks of the arc strokes among the fills (`Fill.mask`).
    let masks: [ArcCoverageMask]
    /// Where each tile's list of fill indices starts in `tileFills` (one more entry than tiles).
    let tileStarts: [Int32]
    let tileFills: [Int32]
    let columns: Int
    let originX: Int32
    let originY: Int32
    let surface: FillSurface
    /// True to run every fill whole, in order, with no tiles.
    var sequential = false
    var rowRange = 0..<0

    func rows(_ range: Range<Int>) -> TileJob {
        var job = self
        job.rowRange = range
        return job
    }

    /// The tile row that splits the work (fill pieces, counted per tile) into two halves.
    func balancedSplit(rows: Int) -> Int {
        let total = Int(tileStarts.last ?? 0)
        for row in 1..<rows where Int(tileStarts[row * columns]) * 2 >= total { return row }
        return rows - 1
    }

    /// Runs the jobs at once (the first on this thread) and returns when all are done.
    nonisolated static func runConcurrently(_ jobs: [TileJob]) {
        DispatchQueue.concurrentPerform(iterations: jobs.count) { jobs[$0].run() }
    }

    /// Runs this job's tile rows, every tile's fills in painting order (or every fill in order).
    nonisolated func run() {
        guard sequential || !rowRange.isEmpty else { return }
        if sequential {
            for fill in fills { run(fill, x0: fill.x0, y0: fill.y0, x1: fill.x1, y1: fill.y1) }
            return
        }
        let size = FillBatch.tileSize
        for row in rowRange {
            let tileY0 = originY + Int32(row) * size
            for column in 0..<columns {
                let tile = row * columns + column
                let tileX0 = originX + Int32(column) * size
                for slot in Int(tileStarts[tile])..<Int(tileStarts[tile + 1]) {
                    let fill = fills[Int(tileFills[slot])]
                    run(fill, x0: max(fill.x0, tileX0), y0: max(fill.y0, tileY0), x1: min(fill.x1, tileX0 + size),
                        y1: min(fill.y1, tileY0 + size))
                }
            }
        }
    }

    /// One fill, or its part inside `x0..<x1, y0..<y1`: opaque ones written as words, translucent
    /// ones blended over what is there (pixman's OVER, bit for bit: R27.22), arc strokes through
    /// their masks.
    private nonisolated func run(_ fill: FillBatch.Fill, x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        guard x1 > x0, y1 > y0 else { return }
        if fill.mask >= 0 {
            let target = ArcStrokeRasterizer.Target(pixels: surface.bits, rowPixels: Int(surface.wordsPerRow),
                                                    width: Int(surface.width), height: Int(surface.height))
            masks[Int(fill.mask)].composite(word: fill.word, area: .init(minX: Int(x0), minY: Int(y0), maxX: Int(x1), maxY: Int(y1)),
                                            into: target)
            return
        }
        if fill.opaque {
            pixman_fill(surface.bits, surface.wordsPerRow, 32, x0, y0, x1 - x0, y1 - y0, fill.word)
            return
        }
        xuikit_over_solid(surface.bits, surface.wordsPerRow, x0, y0, x1 - x0, y1 - y0, fill.color.word8)
    }
}

extension pixman_color_t {
    /// The colour as pixman's solid fill holds it: 8-bit premultiplied ARGB, each channel its 16-bit
    /// value's high byte (`color_to_uint32` in pixman-solid-fill.c).
    var word8: UInt32 {
        UInt32(alpha >> 8) << 24 | UInt32(red >> 8) << 16 | UInt32(green >> 8) << 8 | UInt32(blue >> 8)
    }
}
