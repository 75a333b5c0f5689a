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
