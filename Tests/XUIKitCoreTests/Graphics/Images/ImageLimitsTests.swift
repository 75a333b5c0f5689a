import CJPEG
import Foundation
import Testing
import XUIKitHeadlessTesting
@testable import XUIKitCore

/// Decompression bombs: files whose header claims more pixels than XUIKit decodes are refused from
/// the header, with one diagnostic line, before any pixel memory is taken.
@MainActor
@Suite("UIImage: decoding limits against decompression bombs")
struct ImageLimitsTests {
    /// 8200 × 8200: just over the 2²⁶-pixel limit, left half red and right half blue.
    static let justOverLimit: Data = {
        let row: [UInt8] = (0..<8200).flatMap { $0 < 4100 ? [255, 0, 0] : [0, 0, 255] }
        return HostileImageFixtures.jpeg(width: 8200, height: 8200, quality: 75) { _ in row }!
    }()

    /// Runs `body`, and returns the diagnostics it reported and how far the process's peak
    /// resident memory rose meanwhile.
    func measuring(_ body: () -> Void) -> (messages: [String], peakGrowth: Int) {
        let before = HostileImageFixtures.resetPeakMemory()
        let messages = capturingDiagnostics(body)
        return (messages, HostileImageFixtures.peakMemory() - before)
    }

    @Test("A complete 20 000 × 20 000 PNG bomb (1.6 GB decoded, 2.5 MB file) gives nil and one diagnostic, in bounded memory")
    func pngBomb() throws {
        let bomb = HostileImageFixtures.pngBomb(width: 20000, height: 20000)
        #expect(bomb.count < 3_000_000)
        var image: UIImage?
        let (messages, growth) = measuring { image = UIImage(data: bomb) }
        #expect(image == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("PNG of 20000 × 20000 pixels is over the decoding limit") == true, "\(messages)")
        #expect(growth < 100 << 20, "peak memory grew by \(growth >> 20) MiB")
    }

    @Test("A PNG whose header claims 100 000 × 100 000 gives nil and one diagnostic")
    func pngHugeHeader() {
        let bomb = HostileImageFixtures.pngBomb(width: 100_000, height: 100_000, rows: 1)
        let messages = capturingDiagnostics { #expect(UIImage(data: bomb) == nil) }
        #expect(messages.count == 1 && messages[0].contains("100000 × 100000"), "\(messages)")
        // The largest sizes a header can hold (2³² − 1 a side, beyond PNG's own 2³¹ − 1) are refused
        // without overflow.
        for side in [Int(Int32.max), Int(UInt32.max)] {
            let largest = HostileImageFixtures.pngBomb(width: side, height: side, rows: 0)
            var image: UIImage?
            let messages = capturingDiagnostics { image = UIImage(data: largest) }
            #expect(image == nil && messages.count == 1, "\(side): \(messages)")
        }
    }

    @Test("A PNG bomb within the limit still decodes, every pixel black")
    func pngWithinLimit() throws {
        let image = try #require(UIImage(data: HostileImageFixtures.pngBomb(width: 300, height: 200)))
        #expect(image.size == CGSize(width: 300, height: 200))
        #expect(image.rgb(150, 100) == .black)
    }

    @Test("A JPEG header claiming 65 000 × 65 000 or 20 000 × 20 000 gives nil and one diagnostic, in bounded memory")
    func jpegHugeHeader() throws {
        let small = try #require(HostileImageFixtures.jpeg(width: 64, height: 64) { _ in [UInt8](repeating: 90, count: 64 * 3) })
        for side in [65000, 20000] {
            let bomb = HostileImageFixtures.claiming(width: side, height: side, small)
            var image: UIImage?
            let (messages, growth) = measuring { image = UIImage(data: bomb) }
            #expect(image == nil)
            #expect(messages.count == 1 && messages[0].contains("JPEG of \(side) × \(side) pixels"), "\(messages)")
            #expect(growth < 100 << 20, "peak memory grew by \(growth >> 20) MiB")
        }
    }

    @Test("A valid 8200 × 8200 JPEG, just over 2²⁶ pixels, gives nil and a diagnostic naming the way to decode it smaller")
    func jpegJustOverLimit() {
        let data = Self.justOverLimit
        let messages = capturingDiagnostics { #expect(UIImage(data: data) == nil) }
        #expect(messages.count == 1 && messages[0].contains("maximumPixelSize"), "\(messages)")
    }

    @Test("A progressive JPEG whose coefficients would take over 256 MiB is refused before its decoder starts, even decoded small")
    func progressiveCoefficients() throws {
        let small = try #require(HostileImageFixtures.jpeg(width: 64, height: 64, progressive: true) { _ in
            [UInt8](repeating: 200, count: 64 * 3)
        })
        #expect(UIImage(data: small) != nil)
        let bomb = HostileImageFixtures.claiming(width: 12000, height: 12000, small)
        var image: UIImage?
        let (messages, growth) = measuring { image = UIImage(data: bomb, maximumPixelSize: 1000) }
        #expect(image == nil)
        #expect(messages.count == 1 && messages[0].contains("progressive JPEG of 12000 × 12000 pixels needs"), "\(messages)")
        #expect(growth < 100 << 20, "peak memory grew by \(growth >> 20) MiB")
    }

    @Test("A JPEG claiming more than 2²⁸ pixels is refused even when decoded small")
    func jpegOverEncodedLimit() throws {
        let small = try #require(HostileImageFixtures.jpeg(width: 64, height: 64) { _ in [UInt8](repeating: 90, count: 64 * 3) })
        let bomb = HostileImageFixtures.claiming(width: 65000, height: 65000, small)
        let messages = capturingDiagnostics { #expect(UIImage(data: bomb, maximumPixelSize: 100) == nil) }
        #expect(messages.count == 1 && messages[0].contains("even a smaller decode"), "\(messages)")
    }

    @Test("Random and extreme header sizes give an image or nil, never a trap")
    func randomHeaderSizes() throws {
        var generator = SystemRandomNumberGenerator()
        let small = try #require(HostileImageFixtures.jpeg(width: 16, height: 16) { _ in [UInt8](repeating: 50, count: 48) })
        let progressive = try #require(HostileImageFixtures.jpeg(width: 16, height: 16, progressive: true) { _ in
            [UInt8](repeating: 50, count: 48)
        })
        let pngSides = [0, 1, 8191, 8193, 32767, 32768, 65535, Int(Int32.max), Int(UInt32.max)]
        let jpegSides = [0, 1, 8191, 8193, 16384, 32767, 32768, 65500, 65535]
        _ = capturingDiagnostics {
            for _ in 0..<40 {
                let width = Bool.random(using: &generator) ? pngSides.randomElement(using: &generator)!
                                                           : Int.random(in: 0...Int(UInt32.max), using: &generator)
                let height = pngSides.randomElement(using: &generator)!
                // No rows of image data: a row of a 2³²-pixel width would take a while to make.
                let png = HostileImageFixtures.pngBomb(width: width, height: height, rows: 0)
                let fitting = Int.random(in: -5...40000, using: &generator)
                _ = UIImage(data: png)
                _ = UIImage(data: png, maximumPixelSize: fitting)
                let side = { Bool.random(using: &generator) ? jpegSides.randomElement(using: &generator)!
                                                            : Int.random(in: 0...65535, using: &generator) }
                for source in [small, progressive] {
                    let jpeg = HostileImageFixtures.claiming(width: side(), height: side(), source)
                    _ = UIImage(data: jpeg)
                    _ = UIImage(data: jpeg, maximumPixelSize: fitting)
                }
            }
        }
    }

    @Test("The JPEG scale is the smallest eighth that still covers the wanted size")
    func scaleEighths() {
        #expect(ImageDecoder.Limits.scaleEighths(width: 8200, height: 8200, fitting: 512) == 1)
        #expect(ImageDecoder.Limits.scaleEighths(width: 8000, height: 4000, fitting: 1001) == 2)
        #expect(ImageDecoder.Limits.scaleEighths(width: 800, height: 600, fitting: 800) == 8)
        #expect(ImageDecoder.Limits.scaleEighths(width: 800, height: 600, fitting: 5000) == 8)
    }
}

@MainActor
@Suite("UIImage: decoding limits off the main actor")
struct ImageLimitsOffMainTests {
    @Test("A bomb decoded on another thread gives nil there, and its diagnostic reaches the main actor")
    func offMainActor() async throws {
        var messages: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { messages.append($0) }
        defer { Diagnostics.handler = saved }
        let bomb = HostileImageFixtures.pngBomb(width: 30000, height: 30000, rows: 1)
        let refused = await Task.detached { UIImage(data: bomb) == nil }.value
        #expect(refused)
        // Other tests' diagnostics may arrive while this one waits: only this bomb's line counts.
        func mine() -> [String] { messages.filter { $0.contains("PNG of 30000 × 30000") } }
        for _ in 0..<200 where mine().isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(mine().count == 1, "\(messages)")
    }
}
