import CCairo
import Foundation

/// The coverage of rounded rectangles, kept to fill the same shape again: a system button's
/// pressed and hovered look is one rounded rectangle, filled at every press and release.
///
/// Filling a rounded rectangle through a path builds the path (a `UIBezierPath`, its elements,
/// Cairo's curves), flattens it and scan-converts it, every time. Its coverage depends only on
/// its size, radius and the device scale when it starts on a whole device pixel, so the first
/// fill keeps it (one byte a pixel) and later fills blend the colour through it, the way a
/// label's kept coverage is painted (KeptDrawing.swift). A press runs with cold caches (the app
/// slept between clicks), and this is the code and memory it no longer touches.
///
/// The pixels are the path fill's: the coverage is made by the same fill, at the same position
/// within the pixel grid, and blended with the same colour, operator and clip.
@MainActor
final class RoundedRectMasks {
    private struct Key: Hashable {
        let width: CGFloat, height: CGFloat, radius: CGFloat, scale: Double
    }

    /// An A8 surface at its device scale, the size of its rectangle, pixel (0, 0) at its origin.
    private final class Mask {
        let surface: OpaquePointer
        init(_ surface: OpaquePointer) { self.surface = surface }
        deinit { cairo_surface_destroy(surface) }
    }

    private var masks: [Key: Mask] = [:]
    /// More shapes than this and the cache starts again (buttons of a window share a few sizes).
    static let capacity = 32

    /// The mask of a `size` rectangle rounded by `radius` at `scale`, made on first use.
    func mask(size: CGSize, radius: CGFloat, scale: Double) -> OpaquePointer? {
        let key = Key(width: size.width, height: size.height, radius: radius, scale: scale)
        if let mask = masks[key] { return mask.surface }
        let width = (Double(size.width) * scale).rounded(.up), height = (Double(size.height) * scale).rounded(.up)
        guard width >= 1, height >= 1, width * height <= Double(KeptDrawing.largestKept) else { return nil }
        if masks.count >= Self.capacity { masks.removeAll() }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_set_device_scale(surface, scale, scale)
        let cr = cairo_create(surface)!
        UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: radius).addElements(to: cr)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        masks[key] = Mask(surface)
        return surface
    }

    /// How many shapes are kept (for tests).
    var count: Int { masks.count }
}

extension CGContext {
    /// Fills `rect` rounded by `cornerRadius` with the fill colour, as
    /// `UIBezierPath(roundedRect:cornerRadius:).fill()` does: through `masks` when the context
    /// draws point onto pixel (a translation to a whole device pixel on an image surface) with no
    /// shadow; through the path otherwise.
    @MainActor
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, masks: RoundedRectMasks) {
        if shadow == nil, pendingStroke == nil, let scale = scaleOnWholeDevicePixel(rect),
           let mask = masks.mask(size: rect.size, radius: cornerRadius, scale: scale) {
            setSource(fillColor)
            cairo_new_path(cairo)
            cairo_mask_surface(cairo, mask, Double(rect.minX), Double(rect.minY))
            return
        }
        UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).build(in: self)
        fillPath()
    }

    /// The device scale when `rect`'s origin falls on a whole device pixel of an image surface
    /// through a translation; nil otherwise.
    private func scaleOnWholeDevicePixel(_ rect: CGRect) -> Double? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
              let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        let mapping = PixelMapping(target)
        guard mapping.scale > 0 else { return nil }
        let (x, y) = mapping.map(matrix.x0 + Double(rect.minX), matrix.y0 + Double(rect.minY))
        guard x.isFinite, y.isFinite, x == x.rounded(), y == y.rounded() else { return nil }
        return mapping.scale
    }
}
