import CCairo
import CJPEG
import Foundation

extension UIImage {
    /// The image as PNG data (with its alpha), or nil if encoding fails.
    public func pngData() -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { sink.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// The image as JPEG data, `compressionQuality` from 0 (smallest) to 1 (best), or nil if
    /// encoding fails. JPEG has no alpha: transparent parts come out black, as in UIKit.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = Int32((min(max(compressionQuality.isNaN ? 0.5 : compressionQuality, 0), 1) * 100).rounded())
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        guard xuikit_jpeg_encode(pixels, cairo_image_surface_get_stride(surface), Int32(pixelWidth), Int32(pixelHeight),
                                 max(1, quality), &output, &length) == 0, let output else { return nil }
        defer { free(output) }
        return Data(bytes: output, count: Int(length))
    }
}
