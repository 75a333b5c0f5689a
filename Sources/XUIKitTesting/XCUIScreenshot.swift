import CCairo
import Foundation

/// A picture of the app's window (`XCUIApplication.screenshot()`): 32-bit pixels, written as
/// PNG, compared with a golden image pixel by pixel.
public struct XCUIScreenshot: Sendable {
    /// The size in pixels.
    public let width: Int, height: Int
    /// The pixels, row by row, as 0xAARRGGBB.
    public let pixels: [UInt32]

    /// A screenshot from pixels (0xAARRGGBB, row by row).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads a PNG file, such as a golden image; nil when it is not one.
    public init?(contentsOfPNG path: String) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Writes the screenshot as a PNG file.
    public func writePNG(to path: String) throws {
        var copy = pixels
        let status = copy.withUnsafeMutableBytes { bytes -> cairo_status_t in
            let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            guard let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                    Int32(height), Int32(width * 4)) else { return CAIRO_STATUS_NO_MEMORY }
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw XCUIError("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// How many pixels differ from `other` by more than `tolerance` in any channel (0–255);
    /// every pixel counts as different when the sizes differ.
    public func differingPixels(from other: XCUIScreenshot, tolerance: UInt8 = 0) -> Int {
        guard width == other.width, height == other.height else { return max(pixels.count, other.pixels.count) }
        var count = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            for shift in stride(from: 0, through: 24, by: 8) {
                let x = Int((a >> UInt32(shift)) & 0xff), y = Int((b >> UInt32(shift)) & 0xff)
                if abs(x - y) > Int(tolerance) { count += 1; break }
            }
        }
        return count
    }

    /// The pixel at (`x`, `y`) as 0xAARRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
