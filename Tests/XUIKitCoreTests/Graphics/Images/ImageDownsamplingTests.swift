import CJPEG
import Foundation
import Testing
import XUIKitHeadlessTesting
@testable import XUIKitCore

@MainActor
@Suite("UIImage: CMYK JPEGs, thumbnails and decoding smaller")
struct ImageDownsamplingTests {
    /// A 32 × 16 CMYK picture, its left half cyan and its right half red, as `cmyk(c, m, y, k)`
    /// gives the stored samples of each ink amount (0–255).
    func cmykJPEG(stored: J_COLOR_SPACE, adobeMarker: Bool, _ samples: @escaping ([UInt8]) -> [UInt8]) -> Data? {
        let cyan = samples([255, 0, 0, 0]), red = samples([0, 255, 255, 0])
        return HostileImageFixtures.jpeg(width: 32, height: 16, components: 4, input: JCS_CMYK, stored: stored,
                                         adobeMarker: adobeMarker, quality: 95) { _ in
            (0..<32).flatMap { $0 < 16 ? cyan : red }
        }
    }

    @Test("An Adobe CMYK JPEG (inverted inks, as Photoshop writes them) decodes to its colours")
    func adobeCMYK() throws {
        let data = try #require(cmykJPEG(stored: JCS_CMYK, adobeMarker: true) { inks in inks.map { 255 - $0 } })
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 32, height: 16))
        #expect(image.rgb(4, 8).near(RGB(r: 0, g: 255, b: 255), 12), "\(image.rgb(4, 8))")
        #expect(image.rgb(28, 8).near(.red, 12), "\(image.rgb(28, 8))")
    }

    @Test("A YCCK JPEG decodes to its colours")
    func ycck() throws {
        let data = try #require(cmykJPEG(stored: JCS_YCCK, adobeMarker: true) { inks in inks.map { 255 - $0 } })
        let image = try #require(UIImage(data: data))
        #expect(image.rgb(4, 8).near(RGB(r: 0, g: 255, b: 255), 12), "\(image.rgb(4, 8))")
        #expect(image.rgb(28, 8).near(.red, 12), "\(image.rgb(28, 8))")
    }

    @Test("A CMYK JPEG with no Adobe marker is read as plain inks")
    func plainCMYK() throws {
        let data = try #require(cmykJPEG(stored: JCS_CMYK, adobeMarker: false) { $0 })
        let image = try #require(UIImage(data: data))
        #expect(image.rgb(4, 8).near(RGB(r: 0, g: 255, b: 255), 12), "\(image.rgb(4, 8))")
        #expect(image.rgb(28, 8).near(.red, 12), "\(image.rgb(28, 8))")
    }

    @Test("Black ink at half strength gives mid grey")
    func cmykGrey() throws {
        let data = try #require(HostileImageFixtures.jpeg(width: 16, height: 16, components: 4, input: JCS_CMYK,
                                                          stored: JCS_CMYK, quality: 95) { _ in
            Array([UInt8]([255, 255, 255, 127]).repeated(16))
        })
        let image = try #require(UIImage(data: data))
        #expect(image.rgb(8, 8).near(RGB(r: 127, g: 127, b: 127), 6), "\(image.rgb(8, 8))")
    }

    @Test("A JPEG over the decoding limit opens with maximumPixelSize, at that size and in its colours")
    func decodeSmaller() throws {
        let data = ImageLimitsTests.justOverLimit
        var image: UIImage?
        let messages = capturingDiagnostics { image = UIImage(data: data, maximumPixelSize: 512) }
        let small = try #require(image)
        #expect(messages.isEmpty)
        #expect(small.size == CGSize(width: 512, height: 512))
        #expect(small.rgb(100, 256).near(.red, 12), "\(small.rgb(100, 256))")
        #expect(small.rgb(400, 256).near(.blue, 12), "\(small.rgb(400, 256))")
    }

    @Test("maximumPixelSize keeps the aspect, never enlarges, and applies to PNG and to files")
    func maximumPixelSize() throws {
        let jpeg = try #require(ImageFixtures.quadrants.jpegData(compressionQuality: 0.9))
        #expect(UIImage(data: jpeg, maximumPixelSize: 32)?.size == CGSize(width: 32, height: 24))
        #expect(UIImage(data: jpeg, maximumPixelSize: 1000)?.size == CGSize(width: 64, height: 48))
        let png = try #require(ImageFixtures.quadrants.pngData())
        let small = try #require(UIImage(data: png, maximumPixelSize: 16, scale: 2))
        #expect(small.scale == 2 && small.size == CGSize(width: 8, height: 6))
        #expect(small.rgb(2, 2).near(.red, 12) && small.rgb(2, 10).near(.blue, 12))
        let directory = ImageFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("photo@2x.jpg").path
        try jpeg.write(to: URL(fileURLWithPath: path))
        let fromFile = try #require(UIImage(contentsOfFile: path, maximumPixelSize: 16))
        #expect(fromFile.scale == 2 && fromFile.size == CGSize(width: 8, height: 6))
    }

    @Test("preparingThumbnail(of:) draws the whole image at the given size, averaging as it shrinks")
    func thumbnail() throws {
        let thumbnail = try #require(ImageFixtures.quadrants.preparingThumbnail(of: CGSize(width: 16, height: 12)))
        #expect(thumbnail.size == CGSize(width: 16, height: 12))
        #expect(thumbnail.rgb(3, 3).near(.red, 12), "\(thumbnail.rgb(3, 3))")
        #expect(thumbnail.rgb(12, 3).near(RGB(r: 0, g: 255, b: 0), 12), "\(thumbnail.rgb(12, 3))")
        #expect(thumbnail.rgb(3, 9).near(.blue, 12), "\(thumbnail.rgb(3, 9))")
        #expect(thumbnail.rgb(12, 9).near(.white, 12), "\(thumbnail.rgb(12, 9))")
        // A 2×2 checkerboard of black and white pixels averages to grey, not to one of them.
        let checks = ImageFixtures.image(CGSize(width: 64, height: 64), background: .white,
                                         (0..<2048).map { index in
                                             let x = index % 32 * 2, y = index / 32
                                             return (CGRect(x: x + y % 2, y: y, width: 1, height: 1), .black)
                                         })
        let grey = try #require(checks.preparingThumbnail(of: CGSize(width: 8, height: 8))).rgb(4, 4)
        #expect(grey.near(RGB(r: 128, g: 128, b: 128), 24), "\(grey)")
    }

    @Test("preparingThumbnail(of:) keeps the scale, and gives nil for empty, non-finite and huge sizes")
    func thumbnailSizes() throws {
        let image = ImageFixtures.image(CGSize(width: 20, height: 20), background: .red, scale: 2)
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 5, height: 10)))
        #expect(thumbnail.scale == 2 && thumbnail.size == CGSize(width: 5, height: 10))
        #expect(image.preparingThumbnail(of: .zero) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 4)) == nil)
        let messages = capturingDiagnostics {
            #expect(image.preparingThumbnail(of: CGSize(width: 1e300, height: 1e300)) == nil)
        }
        #expect(messages.count == 1)
    }

    @Test("UIGraphicsImageRenderer clamps a huge finite size instead of trapping")
    func rendererHugeSize() {
        // At scale 1, whatever screen an earlier test left behind (the default format takes the
        // screen's scale: one at 1.5 gave 32767 / 1.5 points).
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1e300, height: 2), format: format).image { _ in }
        #expect(image.size.width == CGFloat(ImageDecoder.Limits.maximumDimension))
    }
}

private extension Array {
    /// The array `count` times over.
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
