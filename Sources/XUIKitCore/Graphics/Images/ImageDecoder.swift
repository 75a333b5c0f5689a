import CCairo
import CJPEG
import Foundation

/// Turns encoded bytes into a Cairo image surface: PNG through Cairo's own reader (fed from memory
/// by a read function), JPEG through libjpeg-turbo. Anything else, and any damaged or truncated
/// file, gives nil.
enum ImageDecoder {
    /// The largest image accepted, in pixels a side (Cairo's own limit).
    static let maximumDimension = 32767

    /// A surface for `data`, or nil when it is neither a readable PNG nor a readable JPEG.
    static func surface(from data: Data) -> OpaquePointer? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(data) }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(data) }
        return nil
    }

    // MARK: - PNG

    /// What the read function walks through.
    private final class Reader {
        let bytes: [UInt8]
        var position = 0
        init(_ data: Data) { bytes = [UInt8](data) }
    }

    private static func png(_ data: Data) -> OpaquePointer? {
        let reader = Reader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, destination, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let wanted = Int(length)
                // Short data is an error Cairo turns into a failed surface (libpng's own recovery).
                guard let destination, reader.bytes.count - reader.position >= wanted else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { buffer in
                    destination.update(from: buffer.baseAddress! + reader.position, count: wanted)
                }
                reader.position += wanted
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    // MARK: - JPEG

    private static func jpeg(_ data: Data) -> OpaquePointer? {
        let bytes = [UInt8](data)
        var width: Int32 = 0, height: Int32 = 0
        guard xuikit_jpeg_read_size(bytes, bytes.count, &width, &height) == 0,
              width > 0, height > 0, width <= maximumDimension, height <= maximumDimension else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = cairo_image_surface_get_stride(surface)
        guard xuikit_jpeg_decode(bytes, bytes.count, pixels, stride, width, height) == 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
