import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("UIImage: decoding, encoding and finding files")
struct ImageDecodingTests {
    @Test("PNG data round-trips every pixel and the size")
    func pngRoundTrip() throws {
        let original = ImageFixtures.quadrants
        let data = try #require(original.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 64, height: 48))
        for (x, y) in [(5, 5), (40, 5), (5, 30), (40, 30), (31, 23), (32, 24)] {
            #expect(decoded.rgb(x, y) == original.rgb(x, y), "pixel (\(x), \(y))")
        }
    }

    @Test("PNG keeps alpha: what was not drawn stays transparent")
    func pngAlpha() throws {
        // At one pixel a point, not the shared screen's scale, which scaled harnesses change.
        let image = ImageFixtures.image(CGSize(width: 10, height: 10), background: .clear,
                                        [(CGRect(x: 0, y: 0, width: 5, height: 10), .red)])
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.pixel(x: 2, y: 2)?.alpha == 255)
        #expect(decoded.pixel(x: 8, y: 2)?.alpha == 0)
    }

    @Test("JPEG data round-trips within the tolerance of a lossy format")
    func jpegRoundTrip() throws {
        let original = ImageFixtures.quadrants
        let data = try #require(original.jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 64, height: 48))
        for (x, y) in [(8, 8), (48, 8), (8, 36), (48, 36)] {
            #expect(decoded.rgb(x, y).near(original.rgb(x, y), 12), "pixel (\(x), \(y)): \(decoded.rgb(x, y))")
        }
    }

    @Test("A lower JPEG quality gives smaller data")
    func jpegQuality() throws {
        let image = ImageFixtures.image(CGSize(width: 64, height: 64), background: .white,
                                        (0..<16).map { (CGRect(x: $0 * 4, y: $0 * 3, width: 9, height: 7), UIColor(hue: CGFloat($0) / 16, saturation: 1, brightness: 1, alpha: 1)) })
        let low = try #require(image.jpegData(compressionQuality: 0.1))
        let high = try #require(image.jpegData(compressionQuality: 1))
        #expect(low.count < high.count)
    }

    @Test("Truncated PNG data gives nil")
    func truncatedPNG() throws {
        let data = try #require(ImageFixtures.quadrants.pngData())
        for length in [8, 20, 40, data.count / 2, data.count - 13] {
            #expect(UIImage(data: data.prefix(length)) == nil, "first \(length) of \(data.count) bytes")
        }
    }

    @Test("Truncated JPEG data gives nil")
    func truncatedJPEG() throws {
        let data = try #require(ImageFixtures.quadrants.jpegData(compressionQuality: 0.8))
        for length in [3, 20, 200, data.count / 2, data.count - 10] {
            #expect(UIImage(data: data.prefix(length)) == nil, "first \(length) of \(data.count) bytes")
        }
    }

    @Test("Empty data, random bytes and a damaged PNG body give nil")
    func badData() throws {
        #expect(UIImage(data: Data()) == nil)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<Int.random(in: 1...2000, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(UIImage(data: Data(bytes)) == nil)
            // The right signatures followed by noise.
            #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes)) == nil)
            #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF] + bytes)) == nil)
        }
        var png = [UInt8](try #require(ImageFixtures.quadrants.pngData()))
        for index in stride(from: 40, to: png.count - 12, by: 7) { png[index] ^= 0x5A }
        #expect(UIImage(data: Data(png)) == nil)
    }

    @Test("contentsOfFile reads a file, and gives nil for a directory, a missing file and a non-image")
    func contentsOfFile() throws {
        let directory = ImageFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("photo.jpg").path
        try #require(ImageFixtures.quadrants.jpegData(compressionQuality: 0.8)).write(to: URL(fileURLWithPath: path))
        #expect(UIImage(contentsOfFile: path)?.size == CGSize(width: 64, height: 48))
        #expect(UIImage(contentsOfFile: directory.path) == nil)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        let text = directory.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        #expect(UIImage(contentsOfFile: text.path) == nil)
    }

    @Test("An @2x file has scale 2 and half its pixel size in points")
    func retinaFile() throws {
        let directory = ImageFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("icon@2x.png").path
        try #require(ImageFixtures.quadrants.pngData()).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 32, height: 24))
    }

    /// A bundle folder holding `icon.png` (16×16) and `icon@2x.png` (32×32), and `photo.jpg`.
    func bundleWithIcons() throws -> (Bundle, URL) {
        let directory = ImageFixtures.temporaryDirectory()
        let one = ImageFixtures.image(CGSize(width: 16, height: 16), background: .red)
        let two = ImageFixtures.image(CGSize(width: 32, height: 32), background: .blue)
        try #require(one.pngData()).write(to: directory.appendingPathComponent("icon.png"))
        try #require(two.pngData()).write(to: directory.appendingPathComponent("icon@2x.png"))
        try #require(two.pngData()).write(to: directory.appendingPathComponent("only@2x.png"))
        try #require(one.jpegData(compressionQuality: 0.8)).write(to: directory.appendingPathComponent("photo.jpg"))
        return (try #require(Bundle(path: directory.path)), directory)
    }

    @Test("named(_:in:) chooses the @2x variant at scale 2 and the plain file at scale 1")
    func namedByScale() throws {
        let (bundle, directory) = try bundleWithIcons()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Scale 1 named, not the shared screen's, which scaled harnesses change.
        let atOne = try #require(UIImage(named: "icon", in: bundle, preferredScale: 1))
        #expect(atOne.scale == 1 && atOne.size == CGSize(width: 16, height: 16))
        #expect(atOne.rgb(4, 4) == .red)
        let atTwo = try #require(UIImage(named: "icon", in: bundle, preferredScale: 2))
        #expect(atTwo.scale == 2 && atTwo.size == CGSize(width: 16, height: 16))
        #expect(atTwo.rgb(4, 4) == .blue)
        let onlyTwo = try #require(UIImage(named: "only", in: bundle))
        #expect(onlyTwo.scale == 2 && onlyTwo.size == CGSize(width: 16, height: 16))
    }

    @Test("named(_:in:) finds a name with or without its extension, JPEG too, and nil for none")
    func namedExtensions() throws {
        let (bundle, directory) = try bundleWithIcons()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(UIImage(named: "icon.png", in: bundle)?.size == CGSize(width: 16, height: 16))
        #expect(UIImage(named: "photo", in: bundle)?.size == CGSize(width: 16, height: 16))
        #expect(UIImage(named: "photo.jpg", in: bundle) != nil)
        #expect(UIImage(named: "missing", in: bundle) == nil)
        #expect(UIImage(named: "", in: bundle) == nil)
        #expect(UIImage(named: "no-such-image-in-main") == nil)
    }
}
