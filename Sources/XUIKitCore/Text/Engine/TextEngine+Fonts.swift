import CPango
import Foundation

/// Font metrics from Pango, cached per font.
extension TextEngine {
    /// Ascender and descender from the font's Pango metrics; cap and x height from the ink of
    /// "H" and "x" laid out in the font.
    func metrics(for font: UIFont) -> FontMetrics {
        if let known = metricsCache[font] { return known }
        let scale = CGFloat(PANGO_SCALE)
        let fontMetrics = pango_context_get_metrics(context, description(of: font), nil)
        let ascender = CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / scale
        let descender = CGFloat(pango_font_metrics_get_descent(fontMetrics)) / scale
        pango_font_metrics_unref(fontMetrics)
        let metrics = FontMetrics(ascender: ascender, descender: descender,
                                  capHeight: inkHeight(of: "H", in: font), xHeight: inkHeight(of: "x", in: font))
        metricsCache[font] = metrics
        return metrics
    }

    /// How far the ink of `text` reaches above the baseline.
    private func inkHeight(of text: String, in font: UIFont) -> CGFloat {
        let layout = pango_layout_new(context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description(of: font))
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
    }

    /// The family and Pango weight of the face Pango draws `font` with (for tests and
    /// diagnostics: shows whether a weight has a face of its own).
    func loadedFace(of font: UIFont) -> (family: String, weight: Int)? {
        guard let loaded = pango_context_load_font(context, description(of: font)),
              let described = pango_font_describe(loaded) else { return nil }
        defer { pango_font_description_free(described); g_object_unref(loaded) }
        let family = pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
        return (family, Int(pango_font_description_get_weight(described).rawValue))
    }
}
