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

    /// An A8 surface at its device scale, the size of its rectangle, pixel (0, 0) at its origin,
    /// and where its coverage is whole (R27.21): rows `solidTop..<solidBottom` are fully covered
    /// in columns `solidLeft..<solidRight`, and only the rest needs the mask.
    final class Mask {
        let surface: OpaquePointer
        /// The surface's pixels as pixman sees them.
        let image: OpaquePointer?
        let width: Int, height: Int
        private(set) var solidTop = 0, solidBottom = 0, solidLeft = 0, solidRight = 0

        init(_ surface: OpaquePointer) {
            self.surface = surface
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            guard let data = cairo_image_surface_get_data(surface) else { image = nil; return }
            image = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                             UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), Int32(stride))
            // The run of full coverage in a row, as (first, end); (0, 0) when there is none.
            func solidRun(_ row: Int) -> (Int, Int) {
                let bytes = data + row * stride
                guard let first = (0..<width).first(where: { bytes[$0] == 0xFF }) else { return (0, 0) }
                var end = first
                while end < width, bytes[end] == 0xFF { end += 1 }
                return (first, end)
            }
            // The band of rows around the middle that share the middle row's run.
            let middle = solidRun(height / 2)
            guard middle.1 > middle.0 else { return }
            var top = height / 2, bottom = height / 2 + 1
            while top > 0, solidRun(top - 1) == middle { top -= 1 }
            while bottom < height, solidRun(bottom) == middle { bottom += 1 }
            (solidTop, solidBottom, solidLeft, solidRight) = (top, bottom, middle.0, middle.1)
        }

        deinit {
            if let image { pixman_image_unref(image) }
            cairo_surface_destroy(surface)
        }

        /// The pieces of the mask's rectangle, in its pixels, and whether each needs the mask:
        /// the rows above and below the solid band, and the band's sides, do; its middle does not.
        var pieces: [(ArcStrokeRasterizer.PixelRect, masked: Bool)] {
            [(.init(minX: 0, minY: 0, maxX: width, maxY: solidTop), true),
             (.init(minX: 0, minY: solidTop, maxX: solidLeft, maxY: solidBottom), true),
             (.init(minX: solidLeft, minY: solidTop, maxX: solidRight, maxY: solidBottom), false),
             (.init(minX: solidRight, minY: solidTop, maxX: width, maxY: solidBottom), true),
             (.init(minX: 0, minY: max(solidBottom, solidTop), maxX: width, maxY: height), true)]
        }
    }

    private var masks: [Key: Mask] = [:]
    /// More shapes than this and the cache starts again (buttons of a window share a few sizes).
    static let capacity = 32

    /// The mask of a `size` rectangle rounded by `radius` at `scale`, made on first use.
    func mask(size: CGSize, radius: CGFloat, scale: Double) -> Mask? {
        let key = Key(width: size.width, height: size.height, radius: radius, scale: scale)
        if let mask = masks[key] { return mask }
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
        let mask = Mask(surface)
        masks[key] = mask
        return mask
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
        if shadow == nil, pendingStroke == nil, let place = placeOnWholeDevicePixel(rect),
           let mask = masks.mask(size: rect.size, radius: cornerRadius, scale: place.mapping.scale) {
            if blendDirectly(mask, place: place) { return }
            setSource(fillColor)
            cairo_new_path(cairo)
            cairo_mask_surface(cairo, mask.surface, Double(rect.minX), Double(rect.minY))
            return
        }
        UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).build(in: self)
        fillPath()
    }

    /// Whether a rounded fill through its mask may blend straight into the pixels (R27.21); tests
    /// turn it off to blend the same mask through Cairo and compare.
    @MainActor static var fillsRoundedRectsDirectly = true

    /// Where `rect`'s origin falls on the target's pixels, when that is a whole device pixel of an
    /// image surface reached through a translation; nil otherwise.
    private func placeOnWholeDevicePixel(_ rect: CGRect) -> (target: OpaquePointer, mapping: PixelMapping, x: Int, y: Int)? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
              let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        let mapping = PixelMapping(target)
        guard mapping.scale > 0 else { return nil }
        let (x, y) = mapping.map(matrix.x0 + Double(rect.minX), matrix.y0 + Double(rect.minY))
        guard x.isFinite, y.isFinite, x == x.rounded(), y == y.rounded(), abs(x) < 1e6, abs(y) < 1e6 else { return nil }
        return (target, mapping, Int(x), Int(y))
    }

    /// Blends the fill colour through `mask` at `place` straight into the target's pixels, with
    /// the pixman calls `cairo_mask_surface` makes, within the clip (R27.21): the mask only where
    /// its coverage is partial, the colour alone where it is whole, which OVER through a full
    /// mask gives bit for bit. False, having drawn nothing, when the clip is not whole device
    /// pixels, a mask clips, the operator is not OVER, or the pixels are not 32-bit.
    @MainActor private func blendDirectly(_ mask: RoundedRectMasks.Mask, place: (target: OpaquePointer, mapping: PixelMapping, x: Int, y: Int))
        -> Bool {
        guard Self.fillsRoundedRectsDirectly, maskClips.isEmpty, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER,
              let maskImage = mask.image else { return false }
        let format: pixman_format_code_t
        switch cairo_image_surface_get_format(place.target) {
        case CAIRO_FORMAT_ARGB32: format = PIXMAN_a8r8g8b8
        case CAIRO_FORMAT_RGB24: format = PIXMAN_x8r8g8b8
        default: return false
        }
        guard let clip = deviceClip(place.mapping) else { return false }
        cairo_surface_flush(place.target)
        guard let data = cairo_image_surface_get_data(place.target) else { return false }
        let width = cairo_image_surface_get_width(place.target), height = cairo_image_surface_get_height(place.target)
        guard let target = pixman_image_create_bits(format, width, height, UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                    cairo_image_surface_get_stride(place.target)) else { return false }
        defer { pixman_image_unref(target) }
        var color = PixelTarget.pixel(fillColor, alpha: globalAlpha)
        guard color.alpha > 0 else { return true }
        guard let solid = pixman_image_create_solid_fill(&color) else { return false }
        defer { pixman_image_unref(solid) }
        let surface = ArcStrokeRasterizer.PixelRect(minX: 0, minY: 0, maxX: Int(width), maxY: Int(height))
        for (piece, masked) in mask.pieces where !piece.isEmpty {
            let placed = ArcStrokeRasterizer.PixelRect(minX: piece.minX + place.x, minY: piece.minY + place.y,
                                                       maxX: piece.maxX + place.x, maxY: piece.maxY + place.y).intersection(surface)
            for rect in clip {
                let area = placed.intersection(rect)
                guard !area.isEmpty else { continue }
                pixman_image_composite32(PIXMAN_OP_OVER, solid, masked ? maskImage : nil, target, 0, 0,
                                         Int32(area.minX - place.x), Int32(area.minY - place.y), Int32(area.minX), Int32(area.minY),
                                         Int32(area.maxX - area.minX), Int32(area.maxY - area.minY))
            }
        }
        cairo_surface_mark_dirty(place.target)
        cairo_new_path(cairo)
        LayerWorkCounters.directRoundedFills += 1
        return true
    }
}
