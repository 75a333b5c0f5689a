import CCairo
import Foundation

/// Cuts a kept picture to the pixels its drawing touched (R27.19).
///
/// A label is often far larger than its text: a button's title label spans the button's content,
/// a table cell's label the cell's width. Painting what a label kept blends every pixel of the
/// picture, and a pixel nothing was drawn on (zero coverage, or a transparent premultiplied
/// pixel) changes nothing under OVER. Cut to the rectangle of touched pixels, the picture paints
/// the same pixels bit for bit and blends a fraction of them: "Say hello" in a 160 × 44 pt
/// button touches 1 pixel in 5.
enum InkCrop {
    /// `surface` cut to its touched pixels, and where the cut starts within it, in pixels. The
    /// surface comes back as it is when nothing is cut away; a picture of nothing becomes one
    /// empty pixel. `surface` is released when a cut replaces it. `bytesPerPixel` is 1 (A8) or 4
    /// (premultiplied ARGB32, where a touched pixel has a non-zero word).
    static func crop(_ surface: OpaquePointer, bytesPerPixel: Int) -> (surface: OpaquePointer, origin: (x: Int, y: Int)) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return (surface, (0, 0)) }
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
            let row = data + y * rowBytes
            var first = -1, last = -1
            if bytesPerPixel == 1 {
                for x in 0..<width where row[x] != 0 { first = x; break }
                if first >= 0 { for x in stride(from: width - 1, through: first, by: -1) where row[x] != 0 { last = x; break } }
            } else {
                let words = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where words[x] != 0 { first = x; break }
                if first >= 0 { for x in stride(from: width - 1, through: first, by: -1) where words[x] != 0 { last = x; break } }
            }
            guard first >= 0 else { continue }
            minX = min(minX, first); maxX = max(maxX, last)
            minY = min(minY, y); maxY = y
        }
        if maxX < 0 { minX = 0; minY = 0; maxX = 0; maxY = 0 }   // nothing drawn: one empty pixel
        guard minX > 0 || minY > 0 || maxX < width - 1 || maxY < height - 1 else { return (surface, (0, 0)) }
        let cutWidth = maxX - minX + 1, cutHeight = maxY - minY + 1
        let cut = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(cutWidth), Int32(cutHeight))!
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        cairo_surface_set_device_scale(cut, scaleX, scaleY)
        cairo_surface_flush(cut)
        let cutStride = Int(cairo_image_surface_get_stride(cut))
        if let cutData = cairo_image_surface_get_data(cut) {
            for y in 0..<cutHeight {
                memcpy(cutData + y * cutStride, data + (minY + y) * rowBytes + minX * bytesPerPixel, cutWidth * bytesPerPixel)
            }
        }
        cairo_surface_mark_dirty(cut)
        cairo_surface_destroy(surface)
        return (cut, (minX, minY))
    }
}
