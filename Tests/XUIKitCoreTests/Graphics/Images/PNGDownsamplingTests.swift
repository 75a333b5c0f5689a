import CPNG
import Foundation
import Testing
import XUIKitHeadlessTesting
@testable import XUIKitCore

/// Issue 25: a large PNG decodes smaller row by row through libpng, with no full-size buffer, as a
/// JPEG does through libjpeg-turbo's scaling.
@MainActor
@Suite("UIImage: PNG decoded smaller, row by row", .serialized)
struct PNGDownsamplingTests {
    /// Hands libpng each row.
    private final class RowSource {
        let row: (Int) -> [UInt8]
        init(_ row: @escaping (Int) -> [UInt8]) { self.row = row }
    }

    /// A palette PNG of `width` × `height` written row by row (`row(y)` gives palette indexes):
    /// 0 red, 1 blue, 2 white, 3 black, all opaque, and 4 green with alpha 0.
    static func palettePNG(width: Int, height: Int, row: @escaping (Int) -> [UInt8]) -> Data? {
        let palette: [UInt8] = [255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255, 0]
        let alpha: [UInt8] = [255, 255, 255, 255, 0]
        let source = RowSource(row)
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = withExtendedLifetime(source) {
            xuikit_png_encode_rows(UInt32(width), UInt32(height), PNG_COLOR_TYPE_PALETTE, palette, 5, alpha, 5, 1, { context, y, samples in
                let source = Unmanaged<RowSource>.fromOpaque(context!).takeUnretainedValue()
                let bytes = source.row(Int(y))
                bytes.withUnsafeBufferPointer { samples!.update(from: $0.baseAddress!, count: bytes.count) }
            }, Unmanaged.passUnretained(source).toOpaque(), &output, &length)
        }
        guard status == 0, let output else { return nil }
        defer { free(output) }
        return Data(bytes: output, count: length)
    }

    /// A `width` × `height` palette PNG in quadrants: top left red, top right blue; bottom left a one-pixel checkerboard of white and black;
    /// bottom right columns alternating between opaque blue and transparent green.
    static func quadrants(width: Int, height: Int) -> Data? {
        let top: [UInt8] = (0..<width).map { $0 < width / 2 ? 0 : 1 }
        let bottom: [[UInt8]] = (0..<2).map { phase in
            (0..<width).map { x in x < width / 2 ? ((x + phase) % 2 == 0 ? 2 : 3) : (x % 2 == 0 ? 1 : 4) }
        }
        return palettePNG(width: width, height: height) { y in y < height / 2 ? top : bottom[y % 2] }
    }

    @Test("A 9000 × 8000 PNG, over the whole-decode limit, opens with maximumPixelSize at that size, averaged, in bounded memory")
    func largePNGDownsampled() throws {
        let png = try #require(Self.quadrants(width: 9000, height: 8000))
        var messages = capturingDiagnostics { #expect(UIImage(data: png) == nil) }
        #expect(messages.count == 1 && messages[0].contains("non-interlaced PNG smaller"), "\(messages)")

        let before = HostileImageFixtures.resetPeakMemory()
        var image: UIImage?
        messages = capturingDiagnostics { image = UIImage(data: png, maximumPixelSize: 900) }
        let growth = HostileImageFixtures.peakMemory() - before
        let small = try #require(image)
        #expect(messages.isEmpty, "\(messages)")
        #expect(small.size == CGSize(width: 900, height: 800))
        // Whole decode is 288 MB of pixels; this is the file, one row and the 2.9 MB result.
        #expect(growth < 40 << 20, "peak memory grew by \(growth >> 20) MiB")
        print("PNG 9000 × 8000 decoded at 900 × 800: peak memory grew by \(growth >> 20) MiB (a whole decode is 275 MiB)")

        #expect(small.rgb(200, 200) == RGB(r: 255, g: 0, b: 0))
        #expect(small.rgb(700, 200) == RGB(r: 0, g: 0, b: 255))
        // Ten source pixels a target pixel, half white and half black: mid grey, not either.
        let grey = try #require(small.pixel(x: 200, y: 600))
        #expect(abs(Int(grey.red) - 128) <= 1 && grey.red == grey.green && grey.green == grey.blue && grey.alpha == 255, "\(grey)")
        // Half opaque blue, half transparent green: blue at half alpha; the green has no weight.
        let blue = try #require(small.pixel(x: 700, y: 600))
        #expect(abs(Int(blue.alpha) - 128) <= 1 && blue.green == 0 && blue.red == 0 && blue.blue >= 254, "\(blue)")
    }

    @Test("A PNG smaller than maximumPixelSize is decoded whole and unchanged")
    func smallPNGUnchanged() throws {
        let png = try #require(Self.quadrants(width: 40, height: 30))
        let image = try #require(UIImage(data: png, maximumPixelSize: 100))
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.rgb(5, 5) == RGB(r: 255, g: 0, b: 0))
        #expect(image.rgb(4, 20) == RGB(r: 255, g: 255, b: 255) && image.rgb(5, 20) == RGB(r: 0, g: 0, b: 0))
    }

    @Test("A PNG decoded smaller keeps its aspect; truncated data gives nil, never a partial image")
    func aspectAndTruncation() throws {
        let png = try #require(Self.quadrants(width: 3000, height: 1000))
        let small = try #require(UIImage(data: png, maximumPixelSize: 300))
        #expect(small.size == CGSize(width: 300, height: 100))
        #expect(small.rgb(10, 10) == RGB(r: 255, g: 0, b: 0) && small.rgb(290, 10) == RGB(r: 0, g: 0, b: 255))
        #expect(UIImage(data: png.prefix(png.count / 2), maximumPixelSize: 300) == nil)
    }

    @Test("A PNG claiming more than 2²⁸ pixels is refused even when decoded small, with one diagnostic")
    func overEncodedLimit() {
        let bomb = HostileImageFixtures.pngBomb(width: 20000, height: 20000)
        var image: UIImage?
        let messages = capturingDiagnostics { image = UIImage(data: bomb, maximumPixelSize: 500) }
        #expect(image == nil)
        #expect(messages.count == 1 && messages[0].contains("268435456"), "\(messages)")
    }
}
