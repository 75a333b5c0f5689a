import CCairo
import Foundation

/// Stroking a circular arc without Cairo's stroker (R27.13): `CAShapeLayer` asks first, and
/// strokes through Cairo when the answer is no.
extension CGContext {
    /// Whether shape layers may stroke arcs with `ArcStrokeRasterizer`; tests turn it off to draw
    /// the same arcs through Cairo and compare. Main-actor state: only shape layers stroke this way.
    @MainActor static var strokesArcsDirectly = true

    /// Strokes `arc` (user space) with the stroke colour, `lineWidth` wide, with round caps or
    /// butt caps, straight into the target's pixels; returns false, having drawn nothing, where
    /// the result could differ from Cairo's beyond the rasterizer's tolerance or it cannot
    /// reach the pixels: a shadow, a mask clip, a blend mode other than normal, a group (a layer's
    /// opacity or mask), a target that is not 32-bit image memory, a transform that is not a
    /// uniform scale and a translation, or a clip that is not whole device pixels.
    ///
    /// While a render pass holds fills back for the context (`heldBackFills`, set by the layer
    /// painter around a layer that draws only such an arc), a small arc's mask is held back with
    /// them, to be blended tile by tile in painting order (R27.16); anything else first runs what
    /// is held back.
    ///
    /// `color` stands for the context's stroke colour when given: a shape layer tries the arc
    /// before it saves and sets the context's state, which is all it would set that this reads.
    @MainActor func strokeArcDirectly(_ arc: CircularArc, lineWidth: CGFloat, roundCaps: Bool, color: UIColor? = nil) -> Bool {
        guard let stroke = directArcStroke(arc, lineWidth: lineWidth, roundCaps: roundCaps, color: color ?? strokeColor) else {
            heldBackFills?.flush()
            return false
        }
        guard stroke.color.a > 0, !stroke.clip.isEmpty else { return true }
        if let held = heldBackFills, let mask = held.arcMask(for: stroke.arc, halfWidth: stroke.halfWidth, roundCaps: roundCaps) {
            let placed = mask.placedBox
            for rect in stroke.clip { held.hold(mask, area: rect.intersection(placed), color: stroke.color) }
            LayerWorkCounters.directArcStrokes += 1
            return true
        }
        heldBackFills?.flush()
        cairo_surface_flush(stroke.surface)
        guard let data = cairo_image_surface_get_data(stroke.surface) else { return false }
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let target = ArcStrokeRasterizer.Target(pixels: pixels, rowPixels: Int(cairo_image_surface_get_stride(stroke.surface)) / 4,
                                                width: Int(cairo_image_surface_get_width(stroke.surface)),
                                                height: Int(cairo_image_surface_get_height(stroke.surface)))
        ArcStrokeRasterizer.stroke(stroke.arc, halfWidth: stroke.halfWidth, roundCaps: roundCaps, color: stroke.color,
                                   clip: stroke.clip, into: target, masks: UIApplication.shared.arcCoverageMasks)
        cairo_surface_mark_dirty(stroke.surface)
        LayerWorkCounters.directArcStrokes += 1
        return true
    }

    /// An arc stroke in device pixels, ready for `ArcStrokeRasterizer`.
    private struct DirectArcStroke {
        let surface: OpaquePointer
        let arc: CircularArc
        let halfWidth: Double
        let color: (a: UInt32, r: UInt32, g: UInt32, b: UInt32)
        let clip: [ArcStrokeRasterizer.PixelRect]
    }

    /// `arc` and its stroke in the target's device pixels, or nil when it may not be drawn there
    /// directly (see `strokeArcDirectly`).
    @MainActor private func directArcStroke(_ arc: CircularArc, lineWidth: CGFloat, roundCaps: Bool,
                                            color strokeColor: UIColor) -> DirectArcStroke? {
        guard Self.strokesArcsDirectly, shadow == nil, maskClips.isEmpty,
              cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER else { return nil }
        guard let target = cairo_get_target(cairo), cairo_get_group_target(cairo) == target,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else { return nil }
        // The device's own scale (and offset) come on top of the matrix.
        var unitX = 1.0, unitY = 0.0, downX = 0.0, downY = 1.0
        cairo_user_to_device_distance(cairo, &unitX, &unitY)
        cairo_user_to_device_distance(cairo, &downX, &downY)
        guard unitY == 0, downX == 0, unitX > 0, unitX == downY else { return nil }
        // Cairo's "device" space stops before the surface's device scale and offset (a window
        // surface at scale 2 has a device scale of 2): the pixels are those times the scale, plus
        // the offset.
        let mapping = PixelMapping(target)
        guard mapping.scale > 0 else { return nil }
        guard let clip = deviceClip(mapping) else { return nil }
        var cx = Double(arc.center.x), cy = Double(arc.center.y)
        cairo_user_to_device(cairo, &cx, &cy)
        (cx, cy) = mapping.map(cx, cy)
        let deviceArc = CircularArc(center: CGPoint(x: cx, y: cy), radius: arc.radius * CGFloat(unitX * mapping.scale),
                                    startAngle: arc.startAngle, sweep: arc.sweep)
        let halfWidth = Double(lineWidth) / 2 * unitX * mapping.scale
        // Far-off or non-finite geometry is Cairo's to clip (pixel indices must fit an Int).
        func fits(_ value: Double) -> Bool { value.isFinite && abs(value) < 1e6 }
        guard fits(cx), fits(cy), fits(Double(deviceArc.radius)), fits(halfWidth), fits(Double(arc.startAngle)), fits(Double(arc.sweep))
        else { return nil }
        guard let color = premultiplied(strokeColor) else { return nil }
        return DirectArcStroke(surface: target, arc: deviceArc, halfWidth: halfWidth, color: color, clip: clip)
    }

    /// The stroke colour `color` with the context's alpha, premultiplied, 0…255 a channel; nil
    /// when it cannot be resolved to finite values.
    private func premultiplied(_ color: UIColor) -> (a: UInt32, r: UInt32, g: UInt32, b: UInt32)? {
        let alpha = Double(color.alpha * globalAlpha)
        let red = Double(color.red), green = Double(color.green), blue = Double(color.blue)
        guard alpha.isFinite, red.isFinite, green.isFinite, blue.isFinite else { return nil }
        func level(_ value: Double) -> UInt32 { UInt32(WholePixels.round(min(max(value, 0), 1) * 255)) }
        let a = min(max(alpha, 0), 1)
        return (level(a), level(red * a), level(green * a), level(blue * a))
    }

    /// The clip as whole device pixels, nil when it is not a set of pixel-aligned rectangles
    /// (or there is none, which Cairo cannot list).
    func deviceClip(_ mapping: PixelMapping) -> [ArcStrokeRasterizer.PixelRect]? {
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let count = Int(list.pointee.num_rectangles)
        var rects: [ArcStrokeRasterizer.PixelRect] = []
        rects.reserveCapacity(count)
        // A whole pixel edge, or nil.
        func edge(_ value: Double) -> Int? {
            guard value.isFinite, abs(value) < 1e15 else { return nil }
            let rounded = WholePixels.round(value)
            return abs(Double(rounded) - value) < 1e-6 ? rounded : nil
        }
        for index in 0..<count {
            let rect = list.pointee.rectangles[index]
            var x0 = rect.x, y0 = rect.y, x1 = rect.x + rect.width, y1 = rect.y + rect.height
            cairo_user_to_device(cairo, &x0, &y0)
            cairo_user_to_device(cairo, &x1, &y1)
            (x0, y0) = mapping.map(x0, y0)
            (x1, y1) = mapping.map(x1, y1)
            guard let left = edge(x0), let top = edge(y0), let right = edge(x1), let bottom = edge(y1) else { return nil }
            rects.append(.init(minX: min(left, right), minY: min(top, bottom), maxX: max(left, right), maxY: max(top, bottom)))
        }
        return rects
    }
}

/// From Cairo's device space to a surface's pixels: its device scale (uniform, or 0 when it is
/// not) and offset. (Also where a rounded fill may go through its kept mask, RoundedRectMasks.swift.)
struct PixelMapping {
    var scale = 1.0
    var offsetX = 0.0, offsetY = 0.0

    init(_ surface: OpaquePointer) {
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(surface, &sx, &sy)
        scale = sx == sy ? sx : 0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
    }

    func map(_ x: Double, _ y: Double) -> (Double, Double) { (x * scale + offsetX, y * scale + offsetY) }
}
