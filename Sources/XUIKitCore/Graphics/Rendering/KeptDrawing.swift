import CCairo
import Foundation

/// What a label last drew in `draw(_:)`, kept, as Core Animation keeps a label layer's backing
/// store until the label asks to be drawn again (R27.17).
///
/// The render pass paints what is kept instead of calling `draw(_:)` while the label has not
/// called `setNeedsDisplay()` (every property of a label that changes its look does) and nothing
/// the drawing depends on moved: its bounds, the device scale, where its origin falls within a
/// device pixel, and its trait collection (interface style, contrast, direction). Anything else
/// draws it again and keeps the new drawing. Only drawing into a picture of pixels through a
/// translation keeps anything: a rotated or scaled label, and drawing for a printer or a PDF,
/// call `draw(_:)` every time.
///
/// Two kinds are kept:
/// - **coverage**: for a label of class `UILabel` itself with plain text and no colour glyphs,
///   the text's coverage (one alpha byte a pixel), painted in the label's text colour of the
///   moment. A new colour, the highlighted and the disabled look, and a dynamic colour in the
///   other interface style paint the same coverage: the text is not laid out or drawn again.
/// - **pixels**: for any other label (a subclass's own drawing, attributed text, emoji), the
///   drawing's premultiplied pixels, transparent where `draw(_:)` drew nothing.
///
/// Either is painted with the clip and alpha of the moment, so the result is drawing's own, to
/// within one level of rounding per channel.
final class KeptDrawing {
    /// An image surface at `scale`, A8 for coverage and ARGB32 for pixels, cut to the pixels the
    /// drawing touched: its pixel (0, 0) is pixel `inkOrigin` of the whole drawing, whose pixel
    /// (0, 0) is at `bounds`' origin less `phase`. A button's title label spans the button, its
    /// text a fifth of that; painting blends only the inked pixels (R27.19).
    let surface: OpaquePointer
    /// Where `surface` starts within the whole drawing, in device pixels.
    let inkOrigin: (x: Int, y: Int)
    let bounds: CGRect
    let scale: Double
    /// Where the bounds' origin falls within its device pixel, 0 ≤ x, y < 1.
    let phase: CGPoint
    /// Whether `surface` is the text's coverage, painted in the label's colour of the moment.
    let isCoverage: Bool
    /// `UITraitCollection.current` when it drew (what its dynamic colours resolved for, R15.4);
    /// coverage does not depend on it.
    let traits: UITraitCollection

    /// The largest drawing kept, in device pixels (1 MiB of pixels): a larger view draws every time.
    static let largestKept = 1 << 18

    private init(surface: OpaquePointer, inkOrigin: (x: Int, y: Int), bounds: CGRect, scale: Double, phase: CGPoint,
                 isCoverage: Bool, traits: UITraitCollection) {
        self.surface = surface
        self.inkOrigin = inkOrigin
        self.bounds = bounds
        self.scale = scale
        self.phase = phase
        self.isCoverage = isCoverage
        self.traits = traits
    }

    /// How often the render pass blended this drawing straight into a window's pixels (tests).
    @exclusivity(unchecked) private(set) var paintedDirectly = 0

    /// `surface`'s pixels as pixman sees them, for painting straight into a window's pixels
    /// (`RenderPass.paintKeptDirectly`); made when first needed.
    private var pixmanImage: OpaquePointer?

    deinit {
        if let pixmanImage { pixman_image_unref(pixmanImage) }
        cairo_surface_destroy(surface)
    }

    func countDirectPaint() { paintedDirectly &+= 1 }

    /// `surface` as a pixman image sharing its pixels (nil if pixman cannot wrap them).
    var image: OpaquePointer? {
        if let pixmanImage { return pixmanImage }
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        pixmanImage = pixman_image_create_bits(isCoverage ? PIXMAN_a8 : PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
                                               cairo_image_surface_get_height(surface),
                                               UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                               cairo_image_surface_get_stride(surface))
        return pixmanImage
    }

    /// Whether what is kept is what drawing `bounds` at `scale` and `phase` with `traits` current
    /// would give.
    func matches(bounds: CGRect, scale: Double, phase: CGPoint, traits: UITraitCollection) -> Bool {
        self.bounds == bounds && self.scale == scale
            && abs(self.phase.x - phase.x) < 1e-6 && abs(self.phase.y - phase.y) < 1e-6
            && (isCoverage || self.traits === traits || self.traits == traits)
    }

    /// Runs `draw` into a new transparent picture of `bounds` at `scale` and `phase`; nil when
    /// the picture would be empty or larger than `largestKept`.
    @MainActor
    static func make(bounds: CGRect, scale: Double, phase: CGPoint, coverage: Bool, traits: UITraitCollection,
                     contexts: GraphicsContextStack, draw: (CGContext) -> Void) -> KeptDrawing? {
        let width = (Double(phase.x) + Double(bounds.width) * scale).rounded(.up)
        let height = (Double(phase.y) + Double(bounds.height) * scale).rounded(.up)
        guard width >= 1, height >= 1, width * height <= Double(largestKept) else { return nil }
        let surface = cairo_image_surface_create(coverage ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_set_device_scale(surface, scale, scale)
        let cr = cairo_create(surface)!
        // Clipped by the picture's whole pixels only: painting it is clipped to the bounds, and a
        // bounds edge inside a pixel must be blended once, not twice.
        cairo_translate(cr, Double(phase.x) / scale - Double(bounds.minX), Double(phase.y) / scale - Double(bounds.minY))
        let context = CGContext(cairo: cr)
        contexts.push(context)
        draw(context)
        contexts.pop()
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let ink = InkCrop.crop(surface, bytesPerPixel: coverage ? 1 : 4)
        return KeptDrawing(surface: ink.surface, inkOrigin: ink.origin, bounds: bounds, scale: scale, phase: phase,
                           isCoverage: coverage, traits: traits)
    }

    /// Paints what is kept on `cairo`, whose user space is the view's bounds coordinates:
    /// coverage in `label`'s text colour of the moment, pixels as they are.
    @MainActor
    func paint(on cairo: OpaquePointer, label: UILabel?) {
        let pattern = cairo_pattern_create_for_surface(surface)!
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, (Double(phase.x) - Double(inkOrigin.x)) / scale - Double(bounds.minX),
                                    (Double(phase.y) - Double(inkOrigin.y)) / scale - Double(bounds.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        // Pixel onto pixel: no filtering to blur by a rounding error.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        if isCoverage, let label {
            let rgba = label.drawnTextColor.rgba
            cairo_set_source_rgba(cairo, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
            cairo_mask(cairo, pattern)
        } else {
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
        cairo_pattern_destroy(pattern)
    }
}

extension RenderPass {
    /// What `drawContent(of:origin:clip:)` paints for a view whose kept drawing holds and that has
    /// nothing else to paint (no background, no content of its layer's own, no rounded clip),
    /// blended straight into the window's pixels when it lies on them whole: the label's pixel
    /// grid on the device's (`phase` zero) and the visible part of its bounds on whole device
    /// pixels, no matrix but the identity. False when that does not hold: the caller draws
    /// through Cairo. The pixels are the same: the same pixman call, without Cairo's clip around it.
    func paintKeptDirectly(_ view: UIView, origin: CGPoint, clip: CGRect) -> Bool {
        guard view.renderCache.keepsDrawing, let kept = view.renderCache.keptDrawing, let pixels = heldBackFills else { return false }
        if let background = view.presentedBackgroundColor, background.alpha > 0 { return false }
        if let layer = view.layerStorage,
           layer.drawsOwnContent || (view.clipsToBoundsStorage && layer.renderedCornerRadius > 0) { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0, matrix.x0 == 0, matrix.y0 == 0 else { return false }
        let bounds = view.presentedBounds, scale = pixels.scale
        let place = CGRect(x: origin.x + bounds.minX, y: origin.y + bounds.minY, width: bounds.width, height: bounds.height)
        let deviceX = Double(place.minX * scale), deviceY = Double(place.minY * scale)
        guard deviceX.isFinite, deviceY.isFinite, deviceX == deviceX.rounded(.down), deviceY == deviceY.rounded(.down),
              abs(deviceX) < 1e9, abs(deviceY) < 1e9,
              kept.matches(bounds: bounds, scale: Double(scale), phase: .zero, traits: UITraitCollection.current) else { return false }
        let visible = place.clipped(to: clip)
        guard !visible.isNull, !visible.isEmpty else { return true }
        guard pixels.isWholePixels(visible), let image = kept.image else { return false }
        let area = (x0: Int32((visible.minX * scale).rounded()), y0: Int32((visible.minY * scale).rounded()),
                    x1: Int32((visible.maxX * scale).rounded()), y1: Int32((visible.maxY * scale).rounded()))
        var color: pixman_color_t?
        if kept.isCoverage {
            guard let label = view as? UILabel else { return false }
            color = PixelTarget.pixel(label.drawnTextColor, alpha: 1)
        }
        pixels.blend(image, color: color, x: Int32(deviceX) + Int32(kept.inkOrigin.x), y: Int32(deviceY) + Int32(kept.inkOrigin.y),
                     area: area)
        kept.countDirectPaint()
        return true
    }

    /// `draw(_:)` of a view that keeps its drawing (a label, R27.17), through what it kept when
    /// that still holds; `cairo`'s user space is the view's bounds coordinates, clipped. False
    /// when the drawing cannot be kept here (not a picture of pixels, or not a translation): the
    /// caller draws directly.
    func drawKept(_ view: UIView, bounds: CGRect) -> Bool {
        let cr = cairo
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0 else { return false }
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == scaleY, scaleX > 0 else { return false }
        let deviceX = (matrix.x0 + Double(bounds.minX)) * scaleX
        let deviceY = (matrix.y0 + Double(bounds.minY)) * scaleX
        guard deviceX.isFinite, deviceY.isFinite else { return false }
        let phase = CGPoint(x: deviceX - deviceX.rounded(.down), y: deviceY - deviceY.rounded(.down))
        let traits = UITraitCollection.current
        let label = view as? UILabel
        if let kept = view.renderCache.keptDrawing, kept.matches(bounds: bounds, scale: scaleX, phase: phase, traits: traits) {
            kept.paint(on: cr, label: label)
            return true
        }
        view.renderCache.keptDrawing = nil
        let coverage = label?.drawsCoverage ?? false
        guard let kept = KeptDrawing.make(bounds: bounds, scale: scaleX, phase: phase, coverage: coverage, traits: traits,
                                          contexts: contexts, draw: { context in
                                              if coverage, let label {
                                                  label.drawText(in: bounds, color: .black, context: context)
                                              } else {
                                                  view.draw(bounds)
                                              }
                                          }) else { return false }
        view.renderCache.keptDrawing = kept
        kept.paint(on: cr, label: label)
        return true
    }
}
