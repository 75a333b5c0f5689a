import CCairo
import Foundation

extension UIImage {
    /// One pixel's 8-bit colour, not premultiplied, and alpha (opaque for RGB24 images); for tests
    /// and diagnostics. Nil outside the image.
    func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int)? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let offset = y * Int(cairo_image_surface_get_stride(surface)) + x * 4
        let word = UnsafeRawPointer(data).load(fromByteOffset: offset, as: UInt32.self)
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        let alpha = hasAlpha ? Int(word >> 24) : 255
        func channel(_ shift: UInt32) -> Int {
            let value = Int((word >> shift) & 0xFF)
            return alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha)
        }
        return (channel(16), channel(8), channel(0), alpha)
    }
}
