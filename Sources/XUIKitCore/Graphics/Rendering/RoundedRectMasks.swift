import CCairo
internal import CPixelKernels
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
    /// and its rectangle cut into pieces that need the mask (partial coverage) and pieces that do
    /// not (whole coverage) (R27.21).
    final class Mask {
        typealias Piece = (rect: ArcStrokeRasterizer.PixelRect, masked: Bool)
        let surface: OpaquePointer
        /// The surface's coverage levels, one byte a pixel, `bytesPerRow` a row (nil when Cairo
        /// could not make the surface).
        let levels: (bytes: UnsafeMutablePointer<UInt8>, bytesPerRow: Int)?
        let width: Int, height: Int
        /// The rectangle in the mask's pixels, in pieces: a rounded rectangle's corners and partly
        /// covered edges are masked, the cross between them is not.
        private(set) var pieces: [Piece] = []

        init(_ surface: OpaquePointer) {
            self.surface = surface
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let whole = ArcStrokeRasterizer.PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            guard let data = cairo_image_surface_get_data(surface) else { levels = nil; pieces = [(whole, true)]; return }
            levels = (data, stride)
            pieces = Self.pieces(width: width, height: height) { row in
                // The run of full coverage in a row, as (first, end); nil when there is none.
                let bytes = data + row * stride
                var first = 0
                while first < width, bytes[first] != 0xFF { first += 1 }
                guard first < width else { return nil }
                var end = first
                while end < width, bytes[end] == 0xFF { end += 1 }
                return (first, end)
            }
        }

        deinit { cairo_surface_destroy(surface) }

        /// The pieces of a `width` × `height` convex shape whose rows have the runs of whole
        /// coverage `run` gives: rows without one, masked; the band around the middle row whose
        /// rows share its run, and the bands of corner rows above and below it, each cut into a
        /// masked left, a solid middle (the columns whole in every row of the band) and a masked
        /// right.
        static func pieces(width: Int, height: Int, run: (Int) -> (Int, Int)?) -> [Piece] {
            let runs = (0..<height).map(run)
            let whole = ArcStrokeRasterizer.PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            guard let middle = runs[height / 2], let top = runs.firstIndex(where: { $0 != nil }),
                  let last = runs.lastIndex(where: { $0 != nil }) else { return [(whole, true)] }
            var bandTop = height / 2, bandBottom = height / 2 + 1
            while bandTop > top, let row = runs[bandTop - 1], row == middle { bandTop -= 1 }
            while bandBottom <= last, let row = runs[bandBottom], row == middle { bandBottom += 1 }
            var pieces: [Piece] = []
            func masked(_ rows: Range<Int>) {
                if !rows.isEmpty { pieces.append((.init(minX: 0, minY: rows.lowerBound, maxX: width, maxY: rows.upperBound), true)) }
            }
            // Rows `rows`, all with a run: solid in the columns every one of them covers whole.
            func band(_ rows: Range<Int>) {
                guard !rows.isEmpty else { return }
                var left = 0, right = width
                for row in rows { if let (first, end) = runs[row] { left = max(left, first); right = min(right, end) } }
                guard left < right else { return masked(rows) }
                for (minX, maxX, isMasked) in [(0, left, true), (left, right, false), (right, width, true)] where minX < maxX {
                    pieces.append((.init(minX: minX, minY: rows.lowerBound, maxX: maxX, maxY: rows.upperBound), isMasked))
                }
            }
            masked(0..<top)
            band(top..<bandTop)
            band(bandTop..<bandBottom)
            band(bandBottom..<last + 1)
            masked(last + 1..<height)
            return pieces
        }

        /// Pixels blended through the mask (tests).
        var maskedArea: Int {
            var area = 0
            for piece in pieces where piece.masked { area += (piece.rect.maxX - piece.rect.minX) * (piece.rect.maxY - piece.rect.minY) }
            return area
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
    /// the arithmetic of the pixman calls `cairo_mask_surface` makes, within the clip (R27.21):
    /// the mask only where its coverage is partial, the colour alone where it is whole, which OVER
    /// through a full mask gives bit for bit. XUIKit's kernels blend them (R27.22): pixman's
    /// general composite found its fast path and set up its images on every press, the larger part
    /// of a pressed button's frame. False, having drawn nothing, when the clip is not whole device
    /// pixels, a mask clips, the operator is not OVER, or the pixels are not 32-bit.
    @MainActor private func blendDirectly(_ mask: RoundedRectMasks.Mask, place: (target: OpaquePointer, mapping: PixelMapping, x: Int, y: Int))
        -> Bool {
        guard Self.fillsRoundedRectsDirectly, maskClips.isEmpty, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER,
              let levels = mask.levels, let clip = deviceClip(place.mapping),
              let pixels = FillSurface(cairoImage: place.target) else { return false }
        let color = PixelTarget.pixel(fillColor, alpha: globalAlpha)
        guard color.alpha > 0 else { return true }
        let word = color.word8
        let surface = ArcStrokeRasterizer.PixelRect(minX: 0, minY: 0, maxX: Int(pixels.width), maxY: Int(pixels.height))
        for (piece, masked) in mask.pieces where !piece.isEmpty {
            let placed = ArcStrokeRasterizer.PixelRect(minX: piece.minX + place.x, minY: piece.minY + place.y,
                                                       maxX: piece.maxX + place.x, maxY: piece.maxY + place.y).intersection(surface)
            for rect in clip {
                let area = placed.intersection(rect)
                guard !area.isEmpty else { continue }
                guard masked else {
                    xuikit_over_solid(pixels.bits, pixels.wordsPerRow, Int32(area.minX), Int32(area.minY),
                                      Int32(area.maxX - area.minX), Int32(area.maxY - area.minY), word)
                    continue
                }
                pixels.blend(word, x0: area.minX, y0: area.minY, x1: area.maxX, y1: area.maxY,
                             levels: levels.bytes + (area.minY - place.y) * levels.bytesPerRow + (area.minX - place.x),
                             levelsPerRow: levels.bytesPerRow)
            }
        }
        cairo_surface_mark_dirty(place.target)
        cairo_new_path(cairo)
        LayerWorkCounters.directRoundedFills += 1
        return true
    }
}
