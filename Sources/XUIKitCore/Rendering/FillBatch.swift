import CCairo

/// The solid fills of a render pass, held back and then run tile by tile, so the pixels a run of
/// overlapping translucent views blends stay in the processor's cache.
///
/// Painting 1000 overlapping rectangles one after another walks the whole window's memory once
/// per rectangle layer (4.7 layers deep in the peer benchmark's scene), and each pass misses the
/// cache. Run per tile instead, every fill that touches a 64×64 tile is applied to it before the
/// next tile is touched. Each pixel still receives the same fills in the same order through the
/// same pixman calls, so the pixels are exactly those of filling one rectangle after another;
/// only the order in which *different* pixels are visited changes.
///
/// The batch must be flushed before anything else draws on the surface (`RenderPass` does so
/// before every Cairo drawing call), since the fills it holds are meant to be below that drawing.
@MainActor
final class FillBatch {
    /// One held-back fill, in device pixels, with the colour in the forms pixman takes.
    private struct Fill {
        var x0, y0, x1, y1: Int32
        var color: pixman_color_t
        /// The 8-bit word of an opaque fill (`color.alpha == 0xFFFF`), written as it is.
        var word: UInt32
        var opaque: Bool { color.alpha == 0xFFFF }
    }

    /// Tile edge in pixels: 64 × 64 × 4 bytes is 16 KB, which stays in the first-level cache.
    static let tileSize: Int32 = 64
    /// Below this many fills the reordering costs more than the cache saves.
    private static let minimumForTiling = 16

    private var fills: [Fill] = []
    // Reused between flushes (a counting sort of fill indices by tile).
    private var tileStarts: [Int32] = []
    private var tileFills: [Int32] = []
    private var sources: [OpaquePointer?] = []

    /// Holds back a fill of `rect` (device pixels, whole numbers) with a premultiplied colour.
    func add(x: Int32, y: Int32, width: Int32, height: Int32, color: pixman_color_t) {
        guard width > 0, height > 0 else { return }
        let word = 0xFF00_0000 | UInt32(color.red >> 8) << 16 | UInt32(color.green >> 8) << 8 | UInt32(color.blue >> 8)
        fills.append(Fill(x0: x, y0: y, x1: x + width, y1: y + height, color: color, word: word))
    }

    var isEmpty: Bool { fills.isEmpty }

    /// Runs every held-back fill on `image` (whose pixels are `bits`, `wordsPerRow` words a row).
    func flush(into image: OpaquePointer, bits: UnsafeMutablePointer<UInt32>, wordsPerRow: Int32) {
        guard !fills.isEmpty else { return }
        defer { fills.removeAll(keepingCapacity: true) }
        if fills.count < Self.minimumForTiling {
            for fill in fills {
                run(fill, x0: fill.x0, y0: fill.y0, x1: fill.x1, y1: fill.y1, source: nil, image: image, bits: bits, wordsPerRow: wordsPerRow)
            }
            return
        }
        runTiled(into: image, bits: bits, wordsPerRow: wordsPerRow)
    }

    private func runTiled(into image: OpaquePointer, bits: UnsafeMutablePointer<UInt32>, wordsPerRow: Int32) {
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

        // One solid source per translucent fill, made once and used in every tile it touches.
        sources.removeAll(keepingCapacity: true)
        for index in fills.indices {
            if fills[index].opaque { sources.append(nil); continue }
            var color = fills[index].color
            sources.append(pixman_image_create_solid_fill(&color))
        }
        defer { for source in sources { if let source { pixman_image_unref(source) } } }

        for row in 0..<rows {
            let tileY0 = originY + Int32(row) * size
            for column in 0..<columns {
                let tile = row * columns + column
                let tileX0 = originX + Int32(column) * size
                for slot in Int(tileStarts[tile])..<Int(tileStarts[tile + 1]) {
                    let index = Int(tileFills[slot])
                    let fill = fills[index]
                    run(fill, x0: max(fill.x0, tileX0), y0: max(fill.y0, tileY0),
                        x1: min(fill.x1, tileX0 + size), y1: min(fill.y1, tileY0 + size),
                        source: sources[index], image: image, bits: bits, wordsPerRow: wordsPerRow)
                }
            }
        }
    }

    /// The tile columns and rows a fill touches (inclusive), relative to the grid's origin.
    private static func tiles(_ fill: Fill, originX: Int32, originY: Int32) -> (Int, Int, Int, Int) {
        let size = tileSize
        return (Int((fill.x0 - originX) / size), Int((fill.x1 - 1 - originX) / size),
                Int((fill.y0 - originY) / size), Int((fill.y1 - 1 - originY) / size))
    }

    /// One fill, or the part of it inside a tile, exactly as `PixelTarget` used to run it at once.
    private func run(_ fill: Fill, x0: Int32, y0: Int32, x1: Int32, y1: Int32, source: OpaquePointer?,
                     image: OpaquePointer, bits: UnsafeMutablePointer<UInt32>, wordsPerRow: Int32) {
        guard x1 > x0, y1 > y0 else { return }
        if fill.opaque {
            pixman_fill(bits, wordsPerRow, 32, x0, y0, x1 - x0, y1 - y0, fill.word)
            return
        }
        var made: OpaquePointer?
        if source == nil {
            var color = fill.color
            made = pixman_image_create_solid_fill(&color)
        }
        guard let solid = source ?? made else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, solid, nil, image, 0, 0, 0, 0, x0, y0, x1 - x0, y1 - y0)
        if let made { pixman_image_unref(made) }
    }
}

private extension Int32 {
    /// The remainder that is never negative (tiles start on multiples of the tile size).
    func modulo(_ divisor: Int32) -> Int32 { let r = self % divisor; return r < 0 ? r + divisor : r }
}
