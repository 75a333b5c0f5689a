import Foundation

/// Strokes circular arcs straight into 32-bit premultiplied ARGB pixels (Cairo's `ARGB32` and
/// `RGB24` layouts), with butt or round caps, composited over what is there (R27.13).
///
/// A thousand progress rings a frame are mostly a thousand arcs. Cairo strokes each by building a
/// polygon of the stroke's outline and scan-converting it; here each pixel near the arc gets its
/// coverage from its distances to the ring's two edges and to the caps, which costs a square root
/// a pixel and nothing per arc. Coverage follows a box filter: a straight edge at signed distance
/// `s` from a pixel's centre covers `s + ½` of it (clamped to 0…1); where the ring's edge and a butt
/// cap meet at a right angle, the two coverages multiply. Compared with Cairo's own stroke of the
/// same arc (tests: `ArcStrokeTests`), channels differ by a few levels along the edges and by at
/// most the documented tolerance at the corners of butt caps.
enum ArcStrokeRasterizer {
    /// A rectangle of whole device pixels.
    struct PixelRect: Equatable {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        var isEmpty: Bool { minX >= maxX || minY >= maxY }
        func intersection(_ other: PixelRect) -> PixelRect {
            PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        }
    }

    /// Where to draw: the pixels, `rowPixels` 32-bit pixels a row apart, `width` × `height`.
    struct Target {
        var pixels: UnsafeMutablePointer<UInt32>
        var rowPixels: Int
        var width: Int
        var height: Int
    }

    /// Strokes `arc` (device pixels) `halfWidth` pixels either side of it in `color`
    /// (premultiplied, 0…255 a channel), within the pixels of `clip`. A small arc's coverage comes
    /// from `masks` when it holds the same arc at the same place within a pixel, and is kept
    /// there otherwise (`ArcCoverageMask`); the pixels are the same either way.
    @MainActor static func stroke(_ arc: CircularArc, halfWidth: Double, roundCaps: Bool, color: (a: UInt32, r: UInt32, g: UInt32, b: UInt32),
                       clip: [PixelRect], into target: Target, masks: ArcCoverageMask.Cache? = nil) {
        if let masks, let mask = masks.mask(for: arc, halfWidth: halfWidth, roundCaps: roundCaps) {
            mask.composite(color: color, clip: clip, into: target)
            return
        }
        guard let geometry = Geometry(arc, halfWidth: halfWidth, roundCaps: roundCaps) else { return }
        let surface = PixelRect(minX: 0, minY: 0, maxX: target.width, maxY: target.height)
        for rect in clip {
            let area = rect.intersection(geometry.bounds).intersection(surface)
            guard !area.isEmpty else { continue }
            geometry.forEachCoveredPixel(in: area) { x, y, coverage in
                let pixel = target.pixels + y * target.rowPixels + x
                pixel.pointee = over(pixel.pointee, color, coverage: coverage)
            }
        }
    }

    /// An arc stroke ready to rasterize: its centre, radius, half width and caps, and the pixels
    /// it may touch.
    struct Geometry {
        let cx: Double, cy: Double, r: Double, h: Double
        let whole: Bool, roundCaps: Bool
        let caps: Caps
        let bounds: PixelRect

        /// Nil when the stroke covers nothing (no sweep, no width or no radius).
        init?(_ arc: CircularArc, halfWidth: Double, roundCaps: Bool) {
            cx = Double(arc.center.x); cy = Double(arc.center.y); r = Double(arc.radius); h = halfWidth
            var start = Double(arc.startAngle), sweep = Double(arc.sweep)
            if sweep < 0 { start += sweep; sweep = -sweep }
            guard sweep > 0, h > 0, r > 0 else { return nil }
            whole = sweep >= 2 * .pi - 1e-9
            self.roundCaps = roundCaps
            caps = Caps(center: (cx, cy), radius: r, start: start, sweep: sweep)
            let reach = r + h + 1
            bounds = whole ? PixelRect(minX: Int((cx - reach).rounded(.down)), minY: Int((cy - reach).rounded(.down)),
                                       maxX: Int((cx + reach).rounded(.up)), maxY: Int((cy + reach).rounded(.up)))
                           : caps.bounds(expandedBy: h + 1)
        }

        /// Calls `body` with each pixel of `area` the stroke covers and its coverage (1…255), row
        /// by row, left to right.
        @inline(__always)
        func forEachCoveredPixel(in area: PixelRect, _ body: (_ x: Int, _ y: Int, _ coverage: UInt32) -> Void) {
            let outer = r + h + 0.5, inner = r - h - 0.5
            // Pixels whose centre is at least half a pixel inside both edges are fully covered by the
            // band: no square root for them.
            let solidInner = max(0, r - h + 0.5), solidOuter = r + h - 0.5
            let solidInnerSquared = solidInner * solidInner, solidOuterSquared = solidOuter > solidInner ? solidOuter * solidOuter : -1
            for y in area.minY..<area.maxY {
                let dy = Double(y) + 0.5 - cy
                guard abs(dy) < outer else { continue }
                let half = (outer * outer - dy * dy).squareRoot()
                let hole = inner > 0 && abs(dy) < inner ? (inner * inner - dy * dy).squareRoot() : -1
                // Left part of the row, then the right (the middle is the ring's hole).
                // A pixel is visited once even where the two parts' ends meet.
                let spans = hole > 0 ? 2 : 1
                var next = area.minX
                for span in 0..<spans {
                    let from = span == 0 ? cx - half : cx + hole
                    let to = spans == 1 || span == 1 ? cx + half : cx - hole
                    let first = max(next, WholePixels.floor(from - 0.5)), last = min(area.maxX, WholePixels.floor(to + 0.5) + 1)
                    guard first < last else { continue }
                    next = last
                    for x in first..<last {
                        let dx = Double(x) + 0.5 - cx
                        // The angle first: it is cheaper than the distance, and a partial ring's
                        // pixels beyond its butt caps get nothing (round caps may still reach them).
                        var angular = 1.0
                        if !whole {
                            angular = caps.angular(dx, dy)
                            if angular == 0, !roundCaps { continue }
                        }
                        let squared = dx * dx + dy * dy
                        var coverage: Double
                        if squared >= solidInnerSquared && squared <= solidOuterSquared {
                            coverage = 1
                        } else {
                            let d = squared.squareRoot()
                            coverage = max(0, min(1, d - (r - h) + 0.5) + min(1, r + h - d + 0.5) - 1)
                        }
                        if !whole {
                            if coverage > 0 { coverage *= angular }
                            if roundCaps, coverage < 1 { coverage = max(coverage, caps.roundCoverage(dx, dy, halfWidth: h)) }
                        }
                        let level = UInt32(coverage * 255 + 0.5)
                        guard coverage > 0, level > 0 else { continue }
                        body(x, y, level)
                    }
                }
            }
        }
    }

    /// `color` at `coverage` (0…255) over `pixel`, in Cairo's 8-bit arithmetic.
    @inline(__always)
    static func over(_ pixel: UInt32, _ color: (a: UInt32, r: UInt32, g: UInt32, b: UInt32), coverage: UInt32) -> UInt32 {
        over(pixel, color.a << 24 | color.r << 16 | color.g << 8 | color.b, coverage: coverage)
    }

    /// `color` (premultiplied ARGB, 8 bits a channel) at `coverage` (0…255) over `pixel`, two
    /// channels a multiplication, as pixman's `UN8x4_MUL_UN8` does: each channel's product stays
    /// below 2¹⁶, so the halves never carry into each other, and each channel of the sum stays at
    /// most 255, since a premultiplied channel is at most the alpha and what is kept of the pixel is
    /// at most 255 less the alpha. The same pixels as one channel at a time (`MUL_UN8` each).
    @inline(__always)
    static func over(_ pixel: UInt32, _ color: UInt32, coverage: UInt32) -> UInt32 {
        guard coverage > 0 else { return pixel }
        if coverage == 255, color >> 24 == 255 { return color }
        let source = multiplyChannels(color, coverage)
        return source &+ multiplyChannels(pixel, 255 &- source >> 24)
    }

    /// Each 8-bit channel of `word` times `factor` (0…255) / 255, rounded as `MUL_UN8`.
    @inline(__always)
    private static func multiplyChannels(_ word: UInt32, _ factor: UInt32) -> UInt32 {
        var redBlue = (word & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue >> 8) & 0x00FF_00FF) &+ redBlue
        var alphaGreen = ((word >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        alphaGreen = ((alphaGreen >> 8) & 0x00FF_00FF) &+ alphaGreen
        return (redBlue >> 8) & 0x00FF_00FF | alphaGreen & 0xFF00_FF00
    }

    /// The ends of an arc that is not a whole circle: its two cap lines and their discs.
    struct Caps {
        let startDirection: (x: Double, y: Double), endDirection: (x: Double, y: Double)
        let center: (x: Double, y: Double), radius: Double, start: Double, sweep: Double
        let isWide: Bool

        init(center: (Double, Double), radius: Double, start: Double, sweep: Double) {
            self.center = center
            self.radius = radius
            self.start = start
            self.sweep = sweep
            startDirection = (cos(start), sin(start))
            endDirection = (cos(start + sweep), sin(start + sweep))
            isWide = sweep > .pi
        }

        /// How much of the pixel at (dx, dy) from the centre lies between the cap lines (0…1).
        /// Each cap line only counts on its own side of the centre; behind the centre a point is
        /// in or out by the sign alone.
        @inline(__always)
        func angular(_ dx: Double, _ dy: Double) -> Double {
            let fromStart = startDirection.x * dy - startDirection.y * dx
            let toEnd = dx * endDirection.y - dy * endDirection.x
            let s = startDirection.x * dx + startDirection.y * dy > 0 ? min(1, max(0, fromStart + 0.5)) : (fromStart >= 0 ? 1 : 0)
            let e = endDirection.x * dx + endDirection.y * dy > 0 ? min(1, max(0, toEnd + 0.5)) : (toEnd >= 0 ? 1 : 0)
            return isWide ? max(s, e) : min(s, e)
        }

        /// The coverage of the round caps' discs at (dx, dy) from the centre.
        @inline(__always)
        func roundCoverage(_ dx: Double, _ dy: Double, halfWidth: Double) -> Double {
            let sx = dx - radius * startDirection.x, sy = dy - radius * startDirection.y
            let ex = dx - radius * endDirection.x, ey = dy - radius * endDirection.y
            let nearest = min((sx * sx + sy * sy).squareRoot(), (ex * ex + ey * ey).squareRoot())
            return min(1, max(0, halfWidth - nearest + 0.5))
        }

        /// The pixels the arc's centre line reaches, grown by `margin` on every side.
        func bounds(expandedBy margin: Double) -> PixelRect {
            var minX = center.x + radius * min(startDirection.x, endDirection.x)
            var maxX = center.x + radius * max(startDirection.x, endDirection.x)
            var minY = center.y + radius * min(startDirection.y, endDirection.y)
            var maxY = center.y + radius * max(startDirection.y, endDirection.y)
            // The compass points the arc passes.
            for quarter in 0..<4 {
                let angle = Double(quarter) * .pi / 2
                var turn = (angle - start).truncatingRemainder(dividingBy: 2 * .pi)
                if turn < 0 { turn += 2 * .pi }
                guard turn <= sweep else { continue }
                switch quarter {
                case 0: maxX = center.x + radius
                case 1: maxY = center.y + radius
                case 2: minX = center.x - radius
                default: minY = center.y - radius
                }
            }
            return PixelRect(minX: Int((minX - margin).rounded(.down)), minY: Int((minY - margin).rounded(.down)),
                             maxX: Int((maxX + margin).rounded(.up)), maxY: Int((maxY + margin).rounded(.up)))
        }
    }
}
