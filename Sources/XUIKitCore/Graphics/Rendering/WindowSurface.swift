import CCairo
import Foundation

/// The pixels of one window: a Cairo image surface the toolkit draws into and a backend copies to
/// the screen.
///
/// `width` and `height` are device pixels; drawing through it is in points, `scale` pixels a
/// point (Cairo's device scale), so at scale 2 a 100-point window is 200 pixels wide (R15.5).
/// Pixels are 32-bit native-endian words `0x00RRGGBB` (Cairo's RGB24), `bytesPerRow` apart —
/// byte for byte an X11 TrueColor depth-24/32-bpp little-endian image.
@preconcurrency @MainActor
public final class WindowSurface {
    /// The width in device pixels.
    public let width: Int
    /// The height in device pixels.
    public let height: Int
    /// Bytes from one row of pixels to the next.
    public let bytesPerRow: Int
    /// Device pixels per point: how drawing in points maps to the pixels.
    public let scale: CGFloat
    let surface: OpaquePointer
    /// Whoever owns memory the surface draws into (a backend's shared-memory segment).
    private let memoryOwner: AnyObject?

    /// Creates a surface of `width`×`height` pixels drawn at `scale` pixels a point, cleared to white.
    public init(width: Int, height: Int, scale: CGFloat = 1) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(self.width), Int32(self.height))
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        memoryOwner = nil
        cairo_surface_set_device_scale(surface, Double(self.scale), Double(self.scale))
        clearToWhite()
    }

    /// Creates a surface that draws into memory a backend provides, `bytesPerRow` bytes a row
    /// (at least `WindowSurface.minimumBytesPerRow(width:)`), cleared to white. `owner` is kept
    /// alive as long as the surface, and the memory must stay valid until then.
    public init(width: Int, height: Int, bytesPerRow: Int, memory: UnsafeMutableRawPointer, owner: AnyObject, scale: CGFloat = 1) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.bytesPerRow = bytesPerRow
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                      Int32(self.width), Int32(self.height), Int32(bytesPerRow))
        memoryOwner = owner
        cairo_surface_set_device_scale(surface, Double(self.scale), Double(self.scale))
        clearToWhite()
    }

    /// The fewest bytes a row of `width` pixels takes (Cairo's stride for the format).
    public static func minimumBytesPerRow(width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(max(1, width))))
    }

    private func clearToWhite() {
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    isolated deinit { cairo_surface_destroy(surface) }

    /// The first byte of pixel (0, 0). Valid until the surface is released.
    public var pixels: UnsafeMutableRawPointer {
        cairo_surface_flush(surface)
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    }

    /// The colour of one pixel as 8-bit red, green and blue.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let word = pixels.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        return (UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
    }

    /// Writes the surface as a PNG file.
    public func writePNG(to path: String) throws {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PlatformError("cannot write PNG to '\(path)': \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
