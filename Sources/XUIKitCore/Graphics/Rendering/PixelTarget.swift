import CCairo
import Foundation

/// Solid fills written straight into a Cairo image surface with pixman, the library Cairo itself
/// composites with, skipping Cairo's path and clip machinery for the commonest thing a view
/// draws: a background rectangle on whole pixels.
///
/// Colours are converted exactly as Cairo 1.16 converts them (`d * 65535 + 0.5` per premultiplied
/// channel), so a fill here and `cairo_fill` of the same rectangle leave the same pixels.
/// Fills are held back in a `FillBatch` and run tile by tile at `flush()`, which must come before
/// anything else draws on the surface.
@MainActor
struct PixelTarget {
    private let surface: OpaquePointer
    private let pixels: FillSurface
    /// Device pixels per unit of the rectangles given (the surface's device scale).
    let scale: CGFloat
    /// The fills not yet run (the application's batch, reused by every pass: `RenderResources`).
    /// Not retained: a target lives only inside one render pass, while the application's
    /// `RenderResources` holds the batch, and a counted reference here cost a retain and release
    /// per fill (about 5 % of an opaque full redraw of 1000 views; `unowned(unsafe)` no longer
    /// saves them, the compiler retaining such a reference to call a method on it).
    private let batch: Unmanaged<FillBatch>
    /// The application's arc coverage masks (R27.16), looked up once per pass rather than per
    /// ring; not retained either, the application holding them.
    private let arcMasks: Unmanaged<ArcCoverageMask.Cache>

    /// Wraps the pixels of `cairo`'s target, or nil when it cannot be written directly: not an
    /// image surface, an unusual pixel format, or a group pushed on it. Fills are held back in
    /// `batch`, which the caller keeps alive as long as the target is used (it is not retained).
    init?(cairo: OpaquePointer, batch: FillBatch) {
        guard let target = cairo_get_target(cairo), cairo_get_group_target(cairo) == target,
              let pixels = FillSurface(cairoImage: target) else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard offsetX == 0, offsetY == 0 else { return nil }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == scaleY, scaleX > 0 else { return nil }
        scale = CGFloat(scaleX)
        surface = target
        self.batch = Unmanaged.passUnretained(batch)
        arcMasks = Unmanaged.passUnretained(UIApplication.shared.arcCoverageMasks)
        self.pixels = pixels
    }

    /// Runs the fills held back so far; call before anything else draws on the surface. Cairo
    /// hears its pixels changed: a surface it believes clear would otherwise have an `OVER`
    /// painted on it as a `SOURCE`, wiping the fills (an image or a label's kept pixels, R27.17).
    func flush() {
        if withUnretained(batch, { $0.flush(into: pixels) }) { cairo_surface_mark_dirty(surface) }
    }

    /// Runs what is held back and tells Cairo its pixels changed behind its back.
    func finish() {
        flush()
        cairo_surface_mark_dirty(surface)
    }

    /// Fills `rect` (in the surface's points, lying on whole device pixels) with a colour converted
    /// by `pixel(_:alpha:)`, drawn over what is there (held back until `flush()`). A view's
    /// background is converted once for all the pieces the occlusion grid leaves of it.
    func fill(_ rect: CGRect, pixel: pixman_color_t) {
        guard pixel.alpha > 0 else { return }
        let rect = scale == 1 ? rect : CGRect(x: (rect.minX * scale).rounded(), y: (rect.minY * scale).rounded(),
                                              width: (rect.maxX * scale).rounded() - (rect.minX * scale).rounded(),
                                              height: (rect.maxY * scale).rounded() - (rect.minY * scale).rounded())
        withUnretained(batch) {
            $0.add(x: Int32(rect.minX), y: Int32(rect.minY), width: Int32(rect.width), height: Int32(rect.height), color: pixel)
        }
    }

    /// Holds back an arc stroke's `mask` in `color` within `area` (device pixels), after the
    /// fills held back so far (R27.16).
    func hold(_ mask: ArcCoverageMask, area: ArcStrokeRasterizer.PixelRect, color: (a: UInt32, r: UInt32, g: UInt32, b: UInt32)) {
        withUnretained(batch) { $0.add(mask, area: area, color: color) }
    }

    /// The application's mask of `arc` (`ArcCoverageMask.Cache.mask(for:halfWidth:roundCaps:)`).
    func arcMask(for arc: CircularArc, halfWidth: Double, roundCaps: Bool) -> ArcCoverageMask? {
        withUnretained(arcMasks) { $0.mask(for: arc, halfWidth: halfWidth, roundCaps: roundCaps) }
    }

    /// Blends `image` over the pixels now, after the fills held back so far, within `area`
    /// (device pixels, cut to the image and the surface), the image's pixel (0, 0) at device
    /// pixel (`x`, `y`): an A8 image as coverage of the solid `color`, premultiplied ARGB pixels
    /// as they are (`color` nil). The pixels of the pixman call `cairo_mask` and `cairo_paint` make
    /// for these, without Cairo's clip and path around it (a label's kept drawing, R27.20);
    /// coverage goes through XUIKit's kernel for pixman's arithmetic (R27.22).
    func blend(_ image: OpaquePointer, color: pixman_color_t?, x: Int32, y: Int32,
               area: (x0: Int32, y0: Int32, x1: Int32, y1: Int32)) {
        let x0 = max(area.x0, x, 0), y0 = max(area.y0, y, 0)
        let x1 = min(area.x1, x + pixman_image_get_width(image), pixels.width)
        let y1 = min(area.y1, y + pixman_image_get_height(image), pixels.height)
        guard x0 < x1, y0 < y1 else { return }
        flush()
        // Coverage in a colour: pixman's OVER through the mask a row at a time, eight pixels a
        // step where the processor can (R27.22), the same pixels as the composite below.
        if let color, pixman_image_get_format(image) == PIXMAN_a8, let data = pixman_image_get_data(image) {
            let levels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
            let levelsPerRow = Int(pixman_image_get_stride(image))
            pixels.blend(color.word8, x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1),
                         levels: levels + Int(y0 - y) * levelsPerRow + Int(x0 - x), levelsPerRow: levelsPerRow)
            cairo_surface_mark_dirty(surface)
            return
        }
        guard let target = pixels.makeImage() else { return }
        defer { pixman_image_unref(target) }
        if var color {
            guard let solid = pixman_image_create_solid_fill(&color) else { return }
            pixman_image_composite32(PIXMAN_OP_OVER, solid, image, target, 0, 0, x0 - x, y0 - y, x0, y0, x1 - x0, y1 - y0)
            pixman_image_unref(solid)
        } else {
            pixman_image_composite32(PIXMAN_OP_OVER, image, nil, target, x0 - x, y0 - y, 0, 0, x0, y0, x1 - x0, y1 - y0)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// `color` at `alpha` times its own alpha, premultiplied in 16 bits as Cairo converts it
    /// (`cairo_pattern_create_rgba` clamps each channel to 0…1 first: an extended-range colour
    /// premultiplies its clamped value).
    static func pixel(_ color: UIColor, alpha: CGFloat) -> pixman_color_t {
        let rgba = color.rgba
        let a = unit(Double(rgba.alpha * alpha))
        return pixman_color_t(red: short(unit(Double(rgba.red)) * a), green: short(unit(Double(rgba.green)) * a),
                              blue: short(unit(Double(rgba.blue)) * a), alpha: short(a))
    }

    /// `value` within 0…1; NaN becomes 0.
    private static func unit(_ value: Double) -> Double { value >= 1 ? 1 : value > 0 ? value : 0 }

    /// Cairo's conversion of a colour channel to 16 bits.
    private static func short(_ value: Double) -> UInt16 {
        UInt16(min(max(value, 0), 1) * 65535 + 0.5)
    }

    /// True when `rect` (in points) lies on whole device pixels, so a fill of it antialiases nothing.
    func isWholePixels(_ rect: CGRect) -> Bool {
        let (minX, minY, maxX, maxY) = (rect.minX * scale, rect.minY * scale, rect.maxX * scale, rect.maxY * scale)
        return minX == minX.rounded() && minY == minY.rounded() && maxX == maxX.rounded() && maxY == maxY.rounded()
    }
}
