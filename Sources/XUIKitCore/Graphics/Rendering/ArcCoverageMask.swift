import Foundation
internal import CPixelKernels

/// The coverage of one small arc stroke, kept to draw the same stroke again elsewhere (R27.16).
///
/// A screen of progress rings strokes the same arc many times a frame: the rings differ in
/// place and colour, not in radius, width or how far they have run. Coverage depends only on
/// the arc, the width, the caps and where the centre falls within its pixel, so a mask made
/// for one ring serves every ring whose centre has the same fraction of a pixel: drawing it is
/// a blend a pixel, with no square roots and no angles. What glyph caches do for text, this
/// does for rings (Skia keeps small path masks the same way).
struct ArcCoverageMask {
    /// The mask's box, relative to the whole-pixel part of the arc's centre.
    let box: ArcStrokeRasterizer.PixelRect
    /// Coverage 0…255 a pixel of `box`, row by row.
    var coverage: [UInt8] { levels.coverage }
    /// Each row's covered columns, `first..<last` relative to `box.minX` (empty rows: 0..<0).
    var rows: [(first: Int32, last: Int32)] { levels.rows }
    /// Both, in one object: a mask is copied a few times per ring drawn (out of the cache, into
    /// the fill batch), and one reference costs half the counting of two arrays.
    private let levels: Levels
    /// Where the mask is placed: the whole-pixel part of the centre.
    var originX = 0, originY = 0

    /// The mask of `geometry`, whose centre lies within the pixel at the origin.
    init(_ geometry: ArcStrokeRasterizer.Geometry) {
        box = geometry.bounds
        let width = box.maxX - box.minX, height = box.maxY - box.minY
        var coverage = [UInt8](repeating: 0, count: width * height)
        var rows = [(first: Int32, last: Int32)](repeating: (Int32(width), 0), count: height)
        let minX = box.minX, minY = box.minY
        geometry.forEachCoveredPixel(in: box) { x, y, level in
            let column = x - minX, row = y - minY
            coverage[row * width + column] = UInt8(level)
            if Int32(column) < rows[row].first { rows[row].first = Int32(column) }
            rows[row].last = Int32(column + 1)
        }
        for index in rows.indices where rows[index].last == 0 { rows[index] = (0, 0) }
        levels = Levels(coverage: coverage, rows: rows)
    }

    /// The mask's box where it is placed, in device pixels.
    var placedBox: ArcStrokeRasterizer.PixelRect {
        .init(minX: box.minX + originX, minY: box.minY + originY, maxX: box.maxX + originX, maxY: box.maxY + originY)
    }

    /// Blends `color` (premultiplied) through the mask into `target`, within `clip`: the same
    /// arithmetic as stroking the arc there.
    func composite(color: (a: UInt32, r: UInt32, g: UInt32, b: UInt32), clip: [ArcStrokeRasterizer.PixelRect],
                   into target: ArcStrokeRasterizer.Target) {
        let word = color.a << 24 | color.r << 16 | color.g << 8 | color.b
        for rect in clip { composite(word: word, area: rect, into: target) }
    }

    /// `composite(color:clip:into:)` within one rectangle of device pixels, the colour as one
    /// premultiplied ARGB word (as the fill batch holds it).
    func composite(word: UInt32, area rect: ArcStrokeRasterizer.PixelRect, into target: ArcStrokeRasterizer.Target) {
        let width = box.maxX - box.minX
        let placed = placedBox
        let surface = ArcStrokeRasterizer.PixelRect(minX: 0, minY: 0, maxX: target.width, maxY: target.height)
        let area = rect.intersection(placed).intersection(surface)
        guard !area.isEmpty else { return }
        self.levels.coverage.withUnsafeBufferPointer { levels in
            self.levels.rows.withUnsafeBufferPointer { rows in
                for y in area.minY..<area.maxY {
                    let row = y - placed.minY
                    let span = rows[row]
                    let first = max(area.minX, placed.minX + Int(span.first)), last = min(area.maxX, placed.minX + Int(span.last))
                    guard first < last else { continue }
                    let pixels = target.pixels + y * target.rowPixels
                    let base = row * width - placed.minX
                    // pixman's OVER through the mask's row, eight pixels a step where the processor can (R27.22).
                    xuikit_over_solid_masked(pixels + first, levels.baseAddress! + (base + first), Int32(last - first), word)
                }
            }
        }
    }

    /// The masks of recent small arcs, by arc, width, caps and the centre's fraction of a pixel.
    /// It holds at most `capacity` masks and starts afresh when full: a frame of rings that all
    /// run alike needs one, and a frame where each ring differs makes each once.
    @MainActor
    final class Cache {
        /// Strokes whose box has more pixels are drawn directly: their masks would cost memory,
        /// and few screens draw the same large arc twice.
        static let largestArea = 128 * 128
        let capacity: Int
        private var masks: [Key: ArcCoverageMask] = [:]
        /// The mask found last, with its key: rings that run alike ask for the same one a thousand
        /// times in a row, and comparing keys is cheaper than hashing one.
        private var lastFound: (key: Key, mask: ArcCoverageMask)?
        /// Masks made and masks reused (tests and benchmarks read them).
        private(set) var made = 0, reused = 0
        /// How many masks are kept.
        var count: Int { masks.count }

        init(capacity: Int = 256) { self.capacity = capacity }

        /// The stroke on a grid of 1/65 536 pixel and 2⁻²⁴ radian: an arc read back from a
        /// path's curves carries rounding noise in its last bits, and rings that differ by that
        /// much are the same ring.
        private struct Key: Hashable {
            let fractionX: Int64, fractionY: Int64, radius: Int64, halfWidth: Int64, start: Int64, sweep: Int64
            let roundCaps: Bool
        }
        private static let pixelGrid = 65_536.0, angleGrid = 16_777_216.0

        /// The mask of `arc` placed at its centre, made now when none is kept; nil for a stroke
        /// too large to keep, or non-finite.
        func mask(for arc: CircularArc, halfWidth: Double, roundCaps: Bool) -> ArcCoverageMask? {
            let x = Double(arc.center.x), y = Double(arc.center.y), radius = Double(arc.radius)
            let start = Double(arc.startAngle), turn = Double(arc.sweep)
            func fits(_ value: Double) -> Bool { value.isFinite && abs(value) < 1e6 }
            let reach = radius + halfWidth + 2
            guard fits(x), fits(y), fits(radius), fits(halfWidth), fits(start), fits(turn),
                  reach * reach * 4 <= Double(Self.largestArea) else { return nil }
            func snap(_ value: Double, _ grid: Double) -> Int64 { Int64(WholePixels.round(value * grid)) }
            // A whole turn stays exactly whole (the rasterizer draws it without caps).
            let sweep = abs(turn) >= 2 * .pi - 1e-9 ? (turn < 0 ? -2 * .pi : 2 * .pi) : turn
            let cx = snap(x, Self.pixelGrid), cy = snap(y, Self.pixelGrid)
            let unit = Int64(Self.pixelGrid)
            // The whole pixels of the centre, and what is left (0 ≤ fraction < 1 pixel).
            let wholeX = cx >= 0 ? cx / unit : -((-cx + unit - 1) / unit), wholeY = cy >= 0 ? cy / unit : -((-cy + unit - 1) / unit)
            let key = Key(fractionX: cx - wholeX * unit, fractionY: cy - wholeY * unit, radius: snap(radius, Self.pixelGrid),
                          halfWidth: snap(halfWidth, Self.pixelGrid), start: snap(start, Self.angleGrid),
                          sweep: snap(sweep, Self.angleGrid), roundCaps: roundCaps)
            var mask: ArcCoverageMask
            if let last = lastFound, last.key == key {
                mask = last.mask
                reused += 1
            } else if let kept = masks[key] {
                mask = kept
                reused += 1
                lastFound = (key, kept)
            } else {
                // The mask of the stroke as the key has it: the same for every ring of the key.
                let local = CircularArc(center: CGPoint(x: Double(key.fractionX) / Self.pixelGrid, y: Double(key.fractionY) / Self.pixelGrid),
                                        radius: CGFloat(Double(key.radius) / Self.pixelGrid),
                                        startAngle: CGFloat(Double(key.start) / Self.angleGrid),
                                        sweep: CGFloat(abs(sweep) == 2 * .pi ? sweep : Double(key.sweep) / Self.angleGrid))
                guard let geometry = ArcStrokeRasterizer.Geometry(local, halfWidth: Double(key.halfWidth) / Self.pixelGrid,
                                                                  roundCaps: roundCaps) else {
                    // Nothing to draw: an empty mask.
                    return ArcCoverageMask(empty: ())
                }
                mask = ArcCoverageMask(geometry)
                if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
                masks[key] = mask
                lastFound = (key, mask)
                made += 1
            }
            mask.originX = Int(wholeX)
            mask.originY = Int(wholeY)
            return mask
        }
    }

    /// A mask's coverage levels and row spans (never changed once made).
    private final class Levels: Sendable {
        let coverage: [UInt8]
        let rows: [(first: Int32, last: Int32)]
        init(coverage: [UInt8], rows: [(first: Int32, last: Int32)]) {
            self.coverage = coverage
            self.rows = rows
        }
    }

    /// A mask that covers nothing.
    private init(empty: Void) {
        box = .init(minX: 0, minY: 0, maxX: 0, maxY: 0)
        levels = Levels(coverage: [], rows: [])
    }
}
