import CPango
import Foundation

/// What tests ask of a layout that drawing never needs.
extension TextBlock {
    /// The family of the font each run of the first line is drawn with, in visual order.
    func runFamilies() -> [String] {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return [] }
        var families: [String] = []
        var runs = line.pointee.runs
        while let node = runs {
            if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               let font = run.pointee.item.pointee.analysis.font, let described = pango_font_describe(font) {
                families.append(pango_font_description_get_family(described).map { String(cString: $0) } ?? "")
                pango_font_description_free(described)
            }
            runs = node.pointee.next
        }
        return families
    }
}
