import Foundation
import CPixelKernels
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Pixels of a small test image, white to start with.
private struct Pixels {
    let width = 96, height = 64
    var words: [UInt32]

    init() { words = [UInt32](repeating: 0xFFFF_FFFF, count: 96 * 64) }

    /// Strokes `arc` into the pixels, through `masks` when given, within `clip` (the whole image
    /// when nil).
    @MainActor mutating func stroke(_ arc: CircularArc, halfWidth: Double = 2, roundCaps: Bool = false,
                                    masks: ArcCoverageMask.Cache?, clip: ArcStrokeRasterizer.PixelRect? = nil) {
        let width = width, height = height
        let area = clip ?? .init(minX: 0, minY: 0, maxX: width, maxY: height)
        words.withUnsafeMutableBufferPointer { buffer in
            let target = ArcStrokeRasterizer.Target(pixels: buffer.baseAddress!, rowPixels: width, width: width, height: height)
            ArcStrokeRasterizer.stroke(arc, halfWidth: halfWidth, roundCaps: roundCaps, color: (255, 30, 120, 220),
                                       clip: [area], into: target, masks: masks)
        }
    }

    subscript(x: Int, y: Int) -> UInt32 { words[y * width + x] }

    /// The largest difference of one channel between the two images.
    func largestDifference(from other: Pixels) -> Int {
        var largest = 0
        for (a, b) in zip(words, other.words) {
            for shift in stride(from: 0, through: 24, by: 8) {
                largest = max(largest, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
            }
        }
        return largest
    }
}

private func ring(_ x: Double, _ y: Double, end: Double = 0.7) -> CircularArc {
    CircularArc(center: CGPoint(x: x, y: y), radius: 12, startAngle: -.pi / 2, sweep: 2 * .pi * end)
}

@MainActor
@Suite("Small arc strokes are blended through coverage masks kept for the same arc (R27.16)")
struct ArcCoverageMaskTests {
    @Test("A mask draws what stroking the arc directly draws")
    func maskMatchesDirectStroke() {
        for (x, y, caps) in [(16.0, 16.0, false), (40.25, 30.5, true), (70.8, 20.125, false)] {
            var direct = Pixels(), masked = Pixels()
            direct.stroke(ring(x, y), roundCaps: caps, masks: nil)
            masked.stroke(ring(x, y), roundCaps: caps, masks: ArcCoverageMask.Cache())
            // The direct stroke uses the arc as given, the mask the arc snapped to its grid: the same
            // pixels but for a level where a coverage falls on a rounding boundary.
            #expect(direct.largestDifference(from: masked) <= 1, "ring at \(x), \(y)")
            #expect(masked.words.contains { $0 != 0xFFFF_FFFF }, "the ring was drawn")
        }
    }

    @Test("Other arcs: counter-clockwise, whole, hairline, wide round caps")
    func otherArcs() {
        let arcs = [(CircularArc(center: CGPoint(x: 25, y: 25), radius: 15, startAngle: -.pi / 2, sweep: 2 * .pi * 0.6), 3.0, true),
                    (CircularArc(center: CGPoint(x: 60, y: 25), radius: 15.3, startAngle: 0.4, sweep: -2.5), 1.5, false),
                    (CircularArc(center: CGPoint(x: 25.5, y: 40.25), radius: 18, startAngle: -.pi / 2, sweep: 2 * .pi), 2.5, false),
                    (CircularArc(center: CGPoint(x: 70, y: 40), radius: 20, startAngle: -.pi / 2, sweep: 2 * .pi * 0.8), 0.35, false)]
        for (index, (arc, half, caps)) in arcs.enumerated() {
            var direct = Pixels(), masked = Pixels()
            direct.stroke(arc, halfWidth: half, roundCaps: caps, masks: nil)
            masked.stroke(arc, halfWidth: half, roundCaps: caps, masks: ArcCoverageMask.Cache())
            #expect(direct.largestDifference(from: masked) <= 1, "arc \(index)")
        }
    }

    @Test("The same ring elsewhere reuses the mask and draws the same pixels, moved")
    func sameRingReusesMask() {
        let cache = ArcCoverageMask.Cache()
        var first = Pixels(), second = Pixels()
        first.stroke(ring(20.5, 20), masks: cache)
        second.stroke(ring(52.5, 33), masks: cache)
        #expect(cache.made == 1)
        #expect(cache.reused == 1)
        for y in 0..<40 {
            for x in 0..<40 {
                #expect(first[x, y] == second[x + 32, y + 13], "pixel \(x), \(y)")
            }
        }
        // Another sweep, or another place within the pixel, is another mask.
        first.stroke(ring(20.5, 20, end: 0.4), masks: cache)
        first.stroke(ring(20.25, 20), masks: cache)
        #expect(cache.made == 3)
    }

    @Test("An arc read back from curves, a rounding error off, is the same ring")
    func roundingNoiseIsTheSameRing() {
        let cache = ArcCoverageMask.Cache()
        var a = Pixels(), b = Pixels()
        a.stroke(ring(16, 16), masks: cache)
        b.stroke(CircularArc(center: CGPoint(x: 15.999999999999634, y: 16.000000000000135), radius: 12.000000000000012,
                             startAngle: -.pi / 2 + 1e-14, sweep: 2 * .pi * 0.7), masks: cache)
        #expect(cache.made == 1)
        #expect(a.words == b.words)
    }

    @Test("A clip keeps the mask's pixels inside it, and those are the unclipped ones")
    func clipHonoured() {
        let cache = ArcCoverageMask.Cache()
        var whole = Pixels(), clipped = Pixels()
        whole.stroke(ring(30, 30), masks: cache)
        let clip = ArcStrokeRasterizer.PixelRect(minX: 25, minY: 10, maxX: 45, maxY: 32)
        clipped.stroke(ring(30, 30), masks: cache, clip: clip)
        for y in 0..<clipped.height {
            for x in 0..<clipped.width {
                let inside = x >= clip.minX && x < clip.maxX && y >= clip.minY && y < clip.maxY
                #expect(clipped[x, y] == (inside ? whole[x, y] : 0xFFFF_FFFF), "pixel \(x), \(y)")
            }
        }
    }

    @Test("Large arcs are stroked directly, and a full cache starts afresh")
    func limits() {
        let cache = ArcCoverageMask.Cache(capacity: 2)
        #expect(cache.mask(for: ring(0, 0).withRadius(80), halfWidth: 2, roundCaps: false) == nil)
        for index in 0..<3 { _ = cache.mask(for: ring(10, 10, end: 0.1 * Double(index + 1)), halfWidth: 2, roundCaps: false) }
        #expect(cache.made == 3)
        #expect(cache.count == 1)
        #expect(cache.mask(for: ring(.nan, 10), halfWidth: 2, roundCaps: false) == nil)
    }

    /// `color` at `coverage` over `pixel`, one channel at a time (`MUL_UN8` each, as Cairo's
    /// 8-bit arithmetic): what `ArcStrokeRasterizer.over` must match.
    private static func overOneChannelAtATime(_ pixel: UInt32, _ color: (a: UInt32, r: UInt32, g: UInt32, b: UInt32),
                                              coverage: UInt32) -> UInt32 {
        func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
            let t = a * b + 0x80
            return ((t >> 8) + t) >> 8
        }
        let a = multiply(color.a, coverage), r = multiply(color.r, coverage), g = multiply(color.g, coverage)
        let b = multiply(color.b, coverage), keep = 255 - a
        return (a + multiply(pixel >> 24, keep)) << 24 | (r + multiply(pixel >> 16 & 0xFF, keep)) << 16
            | (g + multiply(pixel >> 8 & 0xFF, keep)) << 8 | (b + multiply(pixel & 0xFF, keep))
    }

    @Test("A mask blends two channels a multiplication with exactly the pixels of one channel at a time")
    func packedBlendIsExact() {
        // Every coverage and alpha, against pixels and colours spread over the channel range
        // (premultiplied colours: no channel above the alpha).
        var generator = SystemRandomNumberGenerator()
        var compared = 0
        for coverage in UInt32(1)...255 {
            for alpha in stride(from: UInt32(0), through: 255, by: 5) {
                for _ in 0..<8 {
                    let r = UInt32.random(in: 0...alpha, using: &generator), g = UInt32.random(in: 0...alpha, using: &generator)
                    let b = UInt32.random(in: 0...alpha, using: &generator)
                    let pixel = UInt32.random(in: 0...UInt32.max, using: &generator)
                    let expected = Self.overOneChannelAtATime(pixel, (alpha, r, g, b), coverage: coverage)
                    let packed = ArcStrokeRasterizer.over(pixel, alpha << 24 | r << 16 | g << 8 | b, coverage: coverage)
                    #expect(packed == expected, "pixel \(pixel) colour \((alpha, r, g, b)) coverage \(coverage)")
                    if packed != expected { return }
                    compared += 1
                }
            }
        }
        #expect(compared == 255 * 52 * 8)
    }

    @Test("A run of pixels is blended by every kernel (R27.22) with exactly the pixels of one at a time, tails and empty levels included")
    func laneBlendIsExact() {
        var generator = SystemRandomNumberGenerator()
        let best = xuikit_pixel_kernels_level()
        // The limit holds on this thread only; a synchronous test runs on one thread throughout.
        defer { _ = xuikit_pixel_kernels_limit(-1) }
        for kernel in 0...best {
            #expect(xuikit_pixel_kernels_limit(kernel) == kernel)
            for count in [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 64] {
                for colour: UInt32 in [0xFF10_80F0, 0x8040_2010, 0x0000_0000, 0xFFFF_FFFF, 0x3318_0C30, 0x0101_0001] {
                    // Every fifth level empty, and in long runs whole steps of eight empty.
                    let levels = (0..<count).map { $0 % 5 == 0 || ($0 >= 40 && $0 < 48) ? UInt8(0) : UInt8.random(in: 0...255, using: &generator) }
                    let below = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) }
                    var blended = below
                    let expected = zip(below, levels).map { pixel, level in
                        ArcStrokeRasterizer.over(pixel, colour, coverage: UInt32(level))
                    }
                    levels.withUnsafeBufferPointer { levelBuffer in
                        blended.withUnsafeMutableBufferPointer { pixels in
                            guard let levelBase = levelBuffer.baseAddress, let pixelBase = pixels.baseAddress else { return }
                            xuikit_over_solid_masked(pixelBase, levelBase, Int32(count), colour)
                        }
                    }
                    #expect(blended == expected, "kernel \(kernel): \(count) pixels of colour \(String(colour, radix: 16))")
                }
            }
        }
    }
}

private extension CircularArc {
    func withRadius(_ radius: CGFloat) -> CircularArc {
        CircularArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }
}
