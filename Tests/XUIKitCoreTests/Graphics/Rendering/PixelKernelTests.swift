import CCairo
import CPixelKernels
import Foundation
import Testing

/// R27.22: the render pass blends translucent solid fills with its own kernels; each kernel the
/// processor runs gives pixman's OVER bit for bit.
@Suite("Solid fills are blended as pixman blends them, with every kernel (R27.22)")
struct PixelKernelTests {
    /// A small deterministic generator (xorshift), so a failure names a case that can be run again.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        mutating func byte() -> UInt32 { UInt32(truncatingIfNeeded: next() >> 24) & 0xFF }
    }

    /// Premultiplied colours at the edges of the range (alpha 0, 1, 254, 255) and between.
    static let alphas: [UInt32] = [0, 1, 2, 127, 128, 204, 254, 255]
    /// Colours with channels above their alpha (not premultiplied): a solid fill's sum saturates.
    static let unpremultiplied: [UInt32] = [0x80FF_40C0, 0x00FF_FFFF, 0x01FE_0203, 0xC0FF_FFFF]

    /// Blends `source` over `width` × `rows` pixels at (`x`, 1) of a copy of `pixels` (`stride`
    /// words a row) with pixman (`kernel` false) or `xuikit_over_solid`; the pixels after.
    func blended(_ pixels: [UInt32], stride: Int32, format: pixman_format_code_t, x: Int32, width: Int32, rows: Int32,
                 source: UInt32, kernel: Bool) -> [UInt32] {
        var copy = pixels
        copy.withUnsafeMutableBufferPointer { buffer in
            if kernel {
                xuikit_over_solid(buffer.baseAddress!, stride, x, 1, width, rows, source)
                return
            }
            let height = Int32(buffer.count) / stride
            let image = pixman_image_create_bits(format, stride, height, buffer.baseAddress!, stride * 4)!
            defer { pixman_image_unref(image) }
            // 16-bit channels whose high byte is the 8-bit one: pixman's solid fill keeps that byte.
            var color = pixman_color_t(red: UInt16(source >> 16 & 0xFF) * 257, green: UInt16(source >> 8 & 0xFF) * 257,
                                       blue: UInt16(source & 0xFF) * 257, alpha: UInt16(source >> 24) * 257)
            let solid = pixman_image_create_solid_fill(&color)!
            defer { pixman_image_unref(solid) }
            pixman_image_composite32(PIXMAN_OP_OVER, solid, nil, image, 0, 0, 0, 0, x, 1, width, rows)
        }
        return copy
    }

    @Test("Every kernel equals pixman_image_composite32 OVER: every width to 40, every start to 9, both formats",
          arguments: [PIXMAN_a8r8g8b8, PIXMAN_x8r8g8b8])
    func kernelsMatchPixman(format: pixman_format_code_t) {
        let best = xuikit_pixel_kernels_level()
        // The limit holds on this thread only; a synchronous test runs on one thread throughout.
        defer { _ = xuikit_pixel_kernels_limit(-1) }
        #if arch(x86_64)
        #expect(best >= 1, "x86-64 always has SSE2")
        #endif
        // x8r8g8b8's top byte is not a channel: compare the colour bytes only there.
        let significant: UInt32 = format == PIXMAN_a8r8g8b8 ? 0xFFFF_FFFF : 0x00FF_FFFF
        let stride: Int32 = 56, height: Int32 = 5
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        for level in 0...best {
            #expect(xuikit_pixel_kernels_limit(level) == level)
            var cases = 0
            // Premultiplied colours, then colours whose channels pass their alpha, where pixman's
            // sum saturates at 255 a channel (so must the kernels').
            let premultiplied = Self.alphas.map { alpha in
                alpha << 24 | (noise.byte() % (alpha + 1)) << 16 | (noise.byte() % (alpha + 1)) << 8 | noise.byte() % (alpha + 1)
            }
            for source in premultiplied + Self.unpremultiplied {
                // Arbitrary bytes below, premultiplied or not: the arithmetic is per channel.
                let pixels = (0..<Int(stride * height)).map { _ in UInt32(truncatingIfNeeded: noise.next() >> 16) }
                for width: Int32 in 1...40 {
                    for x: Int32 in 0...9 {
                        let rows: Int32 = width % 3 + 1
                        let expected = blended(pixels, stride: stride, format: format, x: x, width: width, rows: rows,
                                               source: source, kernel: false)
                        let actual = blended(pixels, stride: stride, format: format, x: x, width: width, rows: rows,
                                             source: source, kernel: true)
                        cases += 1
                        if let index = expected.indices.first(where: { (expected[$0] ^ actual[$0]) & significant != 0 }) {
                            Issue.record("""
                                level \(level), source \(String(source, radix: 16)), x \(x), width \(width): pixel \(index) \
                                is \(String(actual[index], radix: 16)), pixman \(String(expected[index], radix: 16))
                                """)
                            return
                        }
                        // Outside the rectangle nothing moves.
                        for (index, word) in actual.enumerated() {
                            let column = Int32(index) % stride, row = Int32(index) / stride
                            if row < 1 || row > rows || column < x || column >= x + width, word != pixels[index] {
                                Issue.record("level \(level): pixel \(index) outside the fill changed")
                                return
                            }
                        }
                    }
                }
            }
            #expect(cases == (Self.alphas.count + Self.unpremultiplied.count) * 400)
        }
    }

    @Test("Every mask kernel equals pixman_image_composite32 OVER of a solid colour through an A8 mask, both formats",
          arguments: [PIXMAN_a8r8g8b8, PIXMAN_x8r8g8b8])
    func maskKernelsMatchPixman(format: pixman_format_code_t) {
        let best = xuikit_pixel_kernels_level()
        defer { _ = xuikit_pixel_kernels_limit(-1) }
        let significant: UInt32 = format == PIXMAN_a8r8g8b8 ? 0xFFFF_FFFF : 0x00FF_FFFF
        let stride: Int32 = 56
        var noise = Noise(state: 0xD1B5_4A32_D192_ED03)
        for level in 0...best {
            #expect(xuikit_pixel_kernels_limit(level) == level)
            var cases = 0
            for alpha in Self.alphas {
                let pixels = (0..<Int(stride)).map { _ in UInt32(truncatingIfNeeded: noise.next() >> 16) }
                // Levels 0 and 255 often (pixman's shortcuts for them), anything between otherwise.
                var levels = (0..<Int(stride)).map { _ -> UInt8 in
                    let pick = noise.byte()
                    return pick < 60 ? 0 : pick < 120 ? 255 : UInt8(noise.byte())
                }
                let red = noise.byte() % (alpha + 1), green = noise.byte() % (alpha + 1), blue = noise.byte() % (alpha + 1)
                let source = alpha << 24 | red << 16 | green << 8 | blue
                for width: Int32 in 1...40 {
                    for x: Int32 in 0...9 {
                        var expected = pixels
                        expected.withUnsafeMutableBufferPointer { dst in
                            levels.withUnsafeMutableBufferPointer { mask in
                                let image = pixman_image_create_bits(format, stride, 1, dst.baseAddress!, stride * 4)!
                                let a8 = pixman_image_create_bits(PIXMAN_a8, stride, 1,
                                                                  UnsafeMutableRawPointer(mask.baseAddress!).assumingMemoryBound(to: UInt32.self),
                                                                  stride)!
                                var color = pixman_color_t(red: UInt16(red) * 257, green: UInt16(green) * 257,
                                                           blue: UInt16(blue) * 257, alpha: UInt16(alpha) * 257)
                                let solid = pixman_image_create_solid_fill(&color)!
                                pixman_image_composite32(PIXMAN_OP_OVER, solid, a8, image, 0, 0, x, 0, x, 0, width, 1)
                                for made in [solid, a8, image] { pixman_image_unref(made) }
                            }
                        }
                        var actual = pixels
                        actual.withUnsafeMutableBufferPointer { dst in
                            levels.withUnsafeBufferPointer { mask in
                                xuikit_over_solid_masked(dst.baseAddress! + Int(x), mask.baseAddress! + Int(x), width, source)
                            }
                        }
                        cases += 1
                        if let index = expected.indices.first(where: { (expected[$0] ^ actual[$0]) & significant != 0 }) {
                            Issue.record("""
                                level \(level), source \(String(source, radix: 16)), x \(x), width \(width): pixel \(index) \
                                (coverage \(levels[index])) is \(String(actual[index], radix: 16)), pixman \(String(expected[index], radix: 16))
                                """)
                            return
                        }
                    }
                }
            }
            #expect(cases == Self.alphas.count * 400)
        }
    }

    /// What another thread's blends use, read on a thread of its own.
    final class Seen: @unchecked Sendable { var level: Int32 = -1 }

    @Test("The level asked for is capped at the processor's; a negative one lifts the limit; other threads keep the best")
    func levelsAreCapped() {
        let best = xuikit_pixel_kernels_level()
        defer { _ = xuikit_pixel_kernels_limit(-1) }
        #expect(xuikit_pixel_kernels_limit(99) == best)
        #expect(xuikit_pixel_kernels_limit(0) == 0)
        #expect(xuikit_pixel_kernels_in_use() == 0)
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        Thread { seen.level = xuikit_pixel_kernels_in_use(); done.signal() }.start()
        done.wait()
        #expect(seen.level == best, "a limit on one thread changed another's")
        #expect(xuikit_pixel_kernels_limit(-3) == best)
        #expect(xuikit_pixel_kernels_in_use() == best)
    }
}
