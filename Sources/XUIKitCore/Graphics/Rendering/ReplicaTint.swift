import CCairo
import Foundation

/// The colour a replicator multiplies one copy of its sublayers by (R29.21): Core Animation's
/// `instanceColor` plus the copy's index times the offsets, each component within 0…1. White
/// (all ones) leaves a copy as it is.
struct ReplicaTint: Equatable {
    var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// No change.
    static let untinted = ReplicaTint(red: 1, green: 1, blue: 1, alpha: 1)

    /// Whether the red, green or blue is below 1, so pixels must be multiplied one by one
    /// (an alpha alone is Cairo's paint-with-alpha).
    var changesColour: Bool { red < 1 || green < 1 || blue < 1 }

    /// Multiplies every pixel of `pattern`, a group Cairo popped, by the red, green and blue
    /// (premultiplied pixels: each colour channel by its factor, the alpha left to the paint).
    static func multiplyColour(of pattern: OpaquePointer, by tint: ReplicaTint) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              let image = cairo_surface_map_to_image(surface, nil) else { return }
        defer { cairo_surface_unmap_image(surface, image) }
        let format = cairo_image_surface_get_format(image)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(image) else { return }
        cairo_surface_flush(image)
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        func factor(_ value: CGFloat) -> UInt32 { UInt32((min(max(value, 0), 1) * 256).rounded()) }
        let r = factor(tint.red), g = factor(tint.green), b = factor(tint.blue)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                guard p != 0 else { continue }
                // Swift's shifts bind tighter than `*`: multiply first, then shift.
                let red = (((p >> 16) & 0xFF) * r) >> 8, green = (((p >> 8) & 0xFF) * g) >> 8, blue = ((p & 0xFF) * b) >> 8
                row[x] = (p & 0xFF00_0000) | red << 16 | green << 8 | blue
            }
        }
        cairo_surface_mark_dirty(image)
    }
}
