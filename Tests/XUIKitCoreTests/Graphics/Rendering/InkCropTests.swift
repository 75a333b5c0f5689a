import CCairo
import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("A kept picture is cut to the pixels its drawing touched (R27.19) and blended straight in on whole pixels (R27.20)")
struct InkCropTests {
    /// A cleared A8 or ARGB32 surface of `width` × `height` with `value` written at each of `points`.
    private func surface(_ format: cairo_format_t, _ width: Int, _ height: Int, points: [(Int, Int)], value: UInt32 = 0x80)
        -> OpaquePointer {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        for (x, y) in points {
            if format == CAIRO_FORMAT_A8 {
                data[y * stride + x] = UInt8(value & 0xFF)
            } else {
                UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x] = value
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private func size(_ surface: OpaquePointer) -> (Int, Int) {
        (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    @Test("Coverage and pixels are cut to the rectangle of non-zero pixels, and keep their values")
    func cutsToTouched() {
        for (format, bytes) in [(CAIRO_FORMAT_A8, 1), (CAIRO_FORMAT_ARGB32, 4)] {
            let value: UInt32 = bytes == 1 ? 0x7F : 0x40102030
            let (cut, origin) = InkCrop.crop(surface(format, 40, 20, points: [(12, 5), (30, 9), (17, 14)], value: value),
                                             bytesPerPixel: bytes)
            #expect(origin == (12, 5))
            #expect(size(cut) == (19, 10))
            let data = cairo_image_surface_get_data(cut)!, stride = Int(cairo_image_surface_get_stride(cut))
            func read(_ x: Int, _ y: Int) -> UInt32 {
                bytes == 1 ? UInt32(data[y * stride + x])
                           : UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x]
            }
            #expect(read(0, 0) == value && read(18, 4) == value && read(5, 9) == value)
            #expect(read(1, 0) == 0 && read(18, 9) == 0)
            cairo_surface_destroy(cut)
        }
    }

    @Test("A picture touched at its corners comes back whole; one of nothing becomes one empty pixel")
    func wholeAndEmpty() {
        let whole = surface(CAIRO_FORMAT_A8, 10, 6, points: [(0, 0), (9, 5)])
        let (same, origin) = InkCrop.crop(whole, bytesPerPixel: 1)
        #expect(same == whole && origin == (0, 0))
        cairo_surface_destroy(same)
        let (empty, emptyOrigin) = InkCrop.crop(surface(CAIRO_FORMAT_ARGB32, 10, 6, points: []), bytesPerPixel: 4)
        #expect(size(empty) == (1, 1) && emptyOrigin == (0, 0))
        #expect(UnsafeRawPointer(cairo_image_surface_get_data(empty)!).assumingMemoryBound(to: UInt32.self)[0] == 0)
        cairo_surface_destroy(empty)
    }

    @Test("A centred title in a wide label keeps only its text's pixels, and paints what drawing paints",
          arguments: [CGFloat(1), 1.5, 2])
    func wideLabel(scale: CGFloat) throws {
        func scene(keeping: Bool) throws -> ([UInt32], UILabel) {
            let harness = try Harness.scaled(scale, width: 200, height: 60)
            let label = UILabel(frame: CGRect(x: 20, y: 8, width: 160, height: 44))
            label.text = "Say hello"
            label.textAlignment = .center
            label.textColor = .systemBlue
            label.renderCache.keepsDrawing = keeping
            harness.window.addSubview(label)
            _ = harness.everyPixel()
            harness.window.setNeedsDisplay()
            return (harness.everyPixel(), label)
        }
        let (kept, label) = try scene(keeping: true)
        let (drawn, _) = try scene(keeping: false)
        let picture = try #require(label.renderCache.keptDrawing)
        let (width, height) = size(picture.surface)
        #expect(picture.inkOrigin.x > Int(40 * scale) && picture.inkOrigin.y > Int(8 * scale), "the margins are cut away")
        #expect(width < Int(100 * scale) && height < Int(30 * scale))
        #expect(width * height * 3 < Int(160 * 44 * scale * scale), "a third of the label's pixels at most")
        #expect(kept.filter { $0 != 0xFFFFFF }.count > 50, "the label drew text")
        #expect(maxChannelDifference(kept, drawn) <= 1)
        #expect(picture.paintedDirectly == 1, "the second frame blends the kept coverage straight into the pixels")
    }

    /// Labels on whole pixels (coverage, coloured; emoji and attributed text as pixels), then
    /// drawn again in full and in part (a dirty rectangle cutting through them): the pixels of
    /// drawing them every time, and whether the kept drawings were blended straight in.
    private func redrawScene(keeping: Bool, scale: CGFloat, at x: CGFloat) throws -> ([UInt32], [Int]) {
        let harness = try Harness.scaled(scale, width: 240, height: 100)
        var labels: [UILabel] = []
        for index in 0..<3 {
            let label = UILabel(frame: CGRect(x: x, y: 6 + CGFloat(index) * 30, width: 200, height: 26))
            switch index {
            case 0: label.text = "Coverage 東京"; label.textColor = .systemRed.withAlphaComponent(0.6)
            case 1: label.text = "Emoji 😀 pixels"
            default: label.attributedText = NSAttributedString(string: "Attributed", attributes: [.foregroundColor: UIColor.systemGreen])
            }
            label.renderCache.keepsDrawing = keeping
            harness.window.addSubview(label)
            labels.append(label)
        }
        _ = harness.everyPixel()
        harness.window.setNeedsDisplay()
        _ = harness.everyPixel()
        harness.window.setNeedsDisplay(CGRect(x: 50, y: 0, width: 37, height: 100))
        let pixels = harness.everyPixel()
        return (pixels, labels.map { $0.renderCache.keptDrawing?.paintedDirectly ?? -1 })
    }

    @Test("Kept coverage and pixels blended straight in are drawing's pixels, in full and partial redraws",
          arguments: [CGFloat(1), 2])
    func directSameAsDrawing(scale: CGFloat) throws {
        let (kept, counts) = try redrawScene(keeping: true, scale: scale, at: 10)
        let (drawn, _) = try redrawScene(keeping: false, scale: scale, at: 10)
        #expect(counts == [2, 2, 2], "both redraws of every label are blended straight in")
        #expect(kept.filter { $0 != 0xFFFFFF }.count > 100, "the labels drew")
        #expect(maxChannelDifference(kept, drawn) <= 1)
    }

    @Test("A label off the device pixel grid is painted through Cairo, as before")
    func offGridThroughCairo() throws {
        let (kept, counts) = try redrawScene(keeping: true, scale: 1, at: 10.5)
        let (drawn, _) = try redrawScene(keeping: false, scale: 1, at: 10.5)
        #expect(counts == [0, 0, 0])
        #expect(kept.filter { $0 != 0xFFFFFF }.count > 100, "the labels drew")
        #expect(maxChannelDifference(kept, drawn) <= 1)
    }

    private func maxChannelDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var largest = 0
        for (p, q) in zip(a, b) {
            for shift: UInt32 in [0, 8, 16] { largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
        }
        return largest
    }
}
