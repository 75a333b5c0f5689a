import CCairo
import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("A rounded fill keeps its coverage: a button's pressed look (R27.18)")
struct RoundedRectMasksTests {
    /// A white picture `width` × `height` points at `scale`, drawn into by `draw`; its pixels.
    private func picture(width: Int, height: Int, scale: Double, _ draw: (CGContext) -> Void) -> [UInt32] {
        let pixelsWide = Int32(Double(width) * scale), pixelsHigh = Int32(Double(height) * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixelsWide, pixelsHigh)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, scale, scale)
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        draw(CGContext(cairo: cr))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels: [UInt32] = []
        for row in 0..<Int(pixelsHigh) {
            for column in 0..<Int(pixelsWide) {
                pixels.append(UnsafeRawPointer(data).load(fromByteOffset: row * stride + column * 4, as: UInt32.self) & 0xFF_FFFF)
            }
        }
        return pixels
    }

    /// Where two pictures first differ, and how many pixels do; nil when they are the same.
    private func firstDifference(_ a: [UInt32], _ b: [UInt32], width: Int) -> String? {
        guard a != b else { return nil }
        let differing = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }
        guard let first = differing.first else { return "sizes \(a.count) and \(b.count)" }
        return "\(differing.count) pixels differ; first at (\(first.offset % width), \(first.offset / width)): "
            + String(first.element.0, radix: 16) + " vs " + String(first.element.1, radix: 16)
    }

    /// The path fill UIButton made before the masks: the reference.
    private func pathFill(_ rect: CGRect, color: UIColor) -> (CGContext) -> Void {
        { context in
            context.setFillColor(color)
            UIBezierPath(roundedRect: rect, cornerRadius: 8).build(in: context)
            context.fillPath()
        }
    }

    private func maskFill(_ rect: CGRect, color: UIColor, masks: RoundedRectMasks) -> (CGContext) -> Void {
        { context in
            context.setFillColor(color)
            context.fillRoundedRect(rect, cornerRadius: 8, masks: masks)
        }
    }

    @Test("Through the kept mask, the pixels are the path fill's, at scales 1, 1.5 and 2, translucent and opaque",
          arguments: [1.0, 1.5, 2.0])
    func samePixels(scale: Double) {
        let masks = RoundedRectMasks()
        // A size off the pixel grid: the mask's last row and column are partly covered.
        let rect = CGRect(x: 4, y: 6, width: 150.5, height: 43.25)
        for color in [UIColor.systemBlue.withAlphaComponent(0.12), UIColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1)] {
            let reference = picture(width: 170, height: 60, scale: scale, pathFill(rect, color: color))
            let masked = picture(width: 170, height: 60, scale: scale, maskFill(rect, color: color, masks: masks))
            #expect(reference.contains { $0 != 0xFF_FFFF }, "the reference filled something")
            #expect(masked == reference)
        }
        #expect(masks.count == 1, "both colours blend through the one mask of the shape")
    }

    /// The largest difference of one channel between two pictures of the same size.
    private func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var largest = 0
        for (p, q) in zip(a, b) {
            for shift: UInt32 in [0, 8, 16] { largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
        }
        return largest
    }

    @Test("Inside a clip of whole pixels the mask blends straight into the pixels: Cairo's blend of it, bit for bit (R27.21)",
          arguments: [1.0, 1.5, 2.0])
    func directSamePixels(scale: Double) throws {
        let masks = RoundedRectMasks()
        let rect = CGRect(x: 4, y: 6, width: 150.5, height: 43.25)
        // Whole pixels at every scale: the right part of the shape, cutting a corner and the band;
        // and the whole picture.
        for clip in [CGRect(x: 100, y: 2, width: 64, height: 40), CGRect(x: 0, y: 0, width: 170, height: 60)] {
            func clipped(_ draw: @escaping (CGContext) -> Void) -> (CGContext) -> Void {
                { context in context.clip(to: clip); draw(context) }
            }
            for color in [UIColor.systemBlue.withAlphaComponent(0.12), UIColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1),
                          UIColor(red: 1.3, green: -0.2, blue: 0.5, alpha: 0.6)] {
                LayerWorkCounters.reset()
                let direct = picture(width: 170, height: 60, scale: scale, clipped(maskFill(rect, color: color, masks: masks)))
                #expect(LayerWorkCounters.directRoundedFills == 1, "blended straight in")
                CGContext.fillsRoundedRectsDirectly = false
                let throughCairo = picture(width: 170, height: 60, scale: scale, clipped(maskFill(rect, color: color, masks: masks)))
                CGContext.fillsRoundedRectsDirectly = true
                #expect(LayerWorkCounters.directRoundedFills == 1, "the second through Cairo")
                #expect(direct.contains { $0 != 0xFF_FFFF }, "it filled something")
                #expect(firstDifference(direct, throughCairo, width: Int(170 * scale)) == nil, "\(clip) \(color)")
                // A path fill under a clip is clipped before Cairo scan-converts it, which moves a
                // few corner pixels by a few levels (3 at scale 2); the mask is the unclipped fill's.
                let path = picture(width: 170, height: 60, scale: scale, clipped(pathFill(rect, color: color)))
                #expect(largestDifference(direct, path) <= 4, "\(clip) \(color)")
                #expect(zip(direct, path).filter { $0 != $1 }.count <= 8, "\(clip) \(color)")
            }
        }
        let mask = try #require(masks.mask(size: rect.size, radius: 8, scale: scale))
        #expect(mask.maskedArea * 8 < mask.width * mask.height, "the corners and the partly covered edges: under an eighth")
        // The pieces tile the rectangle exactly once.
        var covered = [Int](repeating: 0, count: mask.width * mask.height)
        for piece in mask.pieces {
            for y in piece.rect.minY..<piece.rect.maxY { for x in piece.rect.minX..<piece.rect.maxX { covered[y * mask.width + x] += 1 } }
        }
        #expect(covered.allSatisfy { $0 == 1 })
    }

    @Test("A rectangle off the pixel grid, a transform, or a shadow fills through the path: no mask, same pixels")
    func fallsBack() {
        let masks = RoundedRectMasks()
        let color = UIColor.systemBlue.withAlphaComponent(0.12)
        let offGrid = CGRect(x: 4.5, y: 6, width: 150, height: 44)
        #expect(picture(width: 170, height: 60, scale: 1, maskFill(offGrid, color: color, masks: masks))
                == picture(width: 170, height: 60, scale: 1, pathFill(offGrid, color: color)))
        let rect = CGRect(x: 4, y: 6, width: 150, height: 44)
        _ = picture(width: 170, height: 60, scale: 1) { context in
            context.scaleBy(x: 0.5, y: 0.5)
            maskFill(rect, color: color, masks: masks)(context)
        }
        _ = picture(width: 170, height: 60, scale: 1) { context in
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 3)
            maskFill(rect, color: color, masks: masks)(context)
        }
        #expect(masks.count == 0)
        // (The same fill with none of those keeps one.)
        _ = picture(width: 170, height: 60, scale: 1, maskFill(rect, color: color, masks: masks))
        #expect(masks.count == 1)
    }

    @Test("A pressed system button fills its highlight through a kept mask, and presses after the first reuse it")
    func pressedButtonKeepsItsMask() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.setTitle("Press", for: .normal)
        harness.window.addSubview(button)
        let masks = UIApplication.shared.renderResources.roundedRectMasks
        let normal = harness.everyPixel()
        #expect(masks.count == 0)
        button.isHighlighted = true
        let pressed = harness.everyPixel()
        #expect(pressed != normal, "the pressed look shows")
        #expect(masks.count == 1)
        button.isHighlighted = false
        #expect(harness.everyPixel() == normal)
        button.isHighlighted = true
        #expect(harness.everyPixel() == pressed)
        #expect(masks.count == 1, "the second press blends through the same mask")
    }
}
