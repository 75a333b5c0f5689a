import CCairo

/// Draws image surfaces at another pixel size with Cairo's good filter (which averages every
/// source pixel when shrinking), for thumbnails and for decoding to a maximum size.
enum ImageScaling {
    /// `surface` shrunk so that its longer side is `fitting` pixels, aspect kept; `surface` itself
    /// when it already fits. Takes ownership of `surface`; nil when the new surface cannot be made.
    static func surface(_ surface: OpaquePointer, fitting: Int) -> OpaquePointer? {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let longest = max(width, height)
        guard longest > fitting else { return surface }
        defer { cairo_surface_destroy(surface) }
        let factor = Double(fitting) / Double(longest)
        return scaled(surface, width: max(1, Int((Double(width) * factor).rounded())),
                      height: max(1, Int((Double(height) * factor).rounded())))
    }

    /// A new surface of `width` × `height` pixels holding all of `surface` stretched to fill it,
    /// in the same format (RGB24 stays opaque). `surface` stays the caller's. Nil when Cairo
    /// cannot make a surface that size.
    static func scaled(_ surface: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        let sourceWidth = cairo_image_surface_get_width(surface), sourceHeight = cairo_image_surface_get_height(surface)
        guard width > 0, height > 0, width <= ImageDecoder.Limits.maximumDimension,
              height <= ImageDecoder.Limits.maximumDimension, sourceWidth > 0, sourceHeight > 0 else { return nil }
        let format = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let target = cairo_image_surface_create(format, Int32(width), Int32(height))!
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(target)
            return nil
        }
        let cr = cairo_create(target)!
        cairo_scale(cr, Double(width) / Double(sourceWidth), Double(height) / Double(sourceHeight))
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // Edge pixels repeat outwards, so the border does not fade into transparent black.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        return target
    }
}
