import CCairo
import Foundation

// Clipping to the current path, the clip's bounds, and the outline of a stroke as a path
// (R41.6). Cairo has no stroke-to-path operation: `replacePathWithStrokedPath()` keeps the path
// with the stroke settings of the moment, and the next `clip()` or `fillPath()` uses the area
// the stroke would cover (as a mask clip for `clip()`, a stroke in the fill colour for
// `fillPath()`), which is the area Core Graphics' outline path encloses.
extension CGContext {
    /// Intersects the clip with the current path by `rule` (nonzero winding by default) and
    /// clears the path. After `replacePathWithStrokedPath()` the clip is the stroke's area.
    public func clip(using rule: CGPathFillRule = .winding) {
        if let stroke = pendingStroke {
            pendingStroke = nil
            clipToStroke(stroke)
            return
        }
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// The bounding box of the clip, in user space: the whole drawing area when nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Removes the path clip, back to the whole drawing area (a clip to a mask image set since
    /// the state was saved stays in force until that state is restored).
    public func resetClip() { cairo_reset_clip(cairo) }

    /// Restricts later drawing to `rect` through `mask`, as `clip(to:mask:)` with a `UIImage`
    /// (Core Graphics' own signature, taking a `CGImage`).
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect, mask: UIImage(cgImage: mask))
    }

    /// Replaces the current path with the outline of its stroke with the current line width,
    /// cap, join, miter limit and dash: filling or clipping to it covers what stroking the old
    /// path would have painted.
    public func replacePathWithStrokedPath() {
        let path = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        guard let path else { return }
        var dashes = [Double](repeating: 0, count: Int(cairo_get_dash_count(cairo)))
        var offset = 0.0
        dashes.withUnsafeMutableBufferPointer { cairo_get_dash(cairo, $0.baseAddress, &offset) }
        pendingStroke = StrokedPath(path: StrokedPath.Box(path), width: cairo_get_line_width(cairo), cap: cairo_get_line_cap(cairo),
                                    join: cairo_get_line_join(cairo), miter: cairo_get_miter_limit(cairo), dashes: dashes,
                                    dashOffset: offset)
    }

    /// Paints `stroke` in the current source (the fill colour, for `fillPath()`).
    func paintStroke(_ stroke: StrokedPath) {
        cairo_save(cairo)
        stroke.apply(to: cairo)
        cairo_new_path(cairo)
        cairo_append_path(cairo, stroke.path.pointer)
        drawingWithShadow { cairo_stroke(cairo) }
        cairo_restore(cairo)
    }

    /// Clips to the area `stroke` covers, as a mask clip over its device bounds.
    private func clipToStroke(_ stroke: StrokedPath) {
        cairo_save(cairo)
        stroke.apply(to: cairo)
        cairo_new_path(cairo)
        cairo_append_path(cairo, stroke.path.pointer)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cairo, &ctm)
        cairo_new_path(cairo)
        cairo_restore(cairo)
        // The stroke's box in device pixels.
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { point -> (Double, Double) in
            var x = point.0, y = point.1
            cairo_matrix_transform_point(&ctm, &x, &y)
            return (x, y)
        }
        let left = floor(corners.map(\.0).min() ?? 0), top = floor(corners.map(\.1).min() ?? 0)
        let width = Int32(max(0, ceil(corners.map(\.0).max() ?? 0) - left)), height = Int32(max(0, ceil(corners.map(\.1).max() ?? 0) - top))
        guard width > 0, height > 0, let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else {
            cairo_rectangle(cairo, 0, 0, 0, 0)
            cairo_clip(cairo)
            return
        }
        let maskCairo = cairo_create(coverage)!
        var shifted = ctm
        shifted.x0 -= left
        shifted.y0 -= top
        cairo_set_matrix(maskCairo, &shifted)
        stroke.apply(to: maskCairo)
        cairo_append_path(maskCairo, stroke.path.pointer)
        cairo_set_source_rgba(maskCairo, 0, 0, 0, 1)
        cairo_stroke(maskCairo)
        cairo_destroy(maskCairo)
        cairo_surface_flush(coverage)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, left, top)
        maskClips.append(MaskClip(depth: savedStateCount, coverage: coverage, matrix: matrix))
        cairo_push_group(cairo)
    }
}

/// A path kept by `replacePathWithStrokedPath()` with the stroke settings of that moment.
struct StrokedPath {
    /// Owns a `cairo_path_t` copy.
    final class Box {
        let pointer: UnsafeMutablePointer<cairo_path_t>
        init(_ pointer: UnsafeMutablePointer<cairo_path_t>) { self.pointer = pointer }
        deinit { cairo_path_destroy(pointer) }
    }

    let path: Box
    let width: Double
    let cap: cairo_line_cap_t
    let join: cairo_line_join_t
    let miter: Double
    let dashes: [Double]
    let dashOffset: Double

    /// Sets the stroke settings on `cairo`.
    func apply(to cairo: OpaquePointer) {
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, miter)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), dashOffset)
    }
}
