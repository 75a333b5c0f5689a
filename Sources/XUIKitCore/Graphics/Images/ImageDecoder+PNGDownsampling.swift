import CCairo
import CPNG
import Foundation

extension ImageDecoder {
    /// A PNG decoded no larger than `fitting` pixels a side without its full-size pixels: libpng
    /// reads it one row at a time and each row is averaged into the smaller image at once (a box
    /// filter, weighted by alpha), so memory is one source row, one row of sums and the result.
    /// Nil when the file is interlaced (its rows come in seven passes: only a whole decode
    /// gives them), damaged, or over the limits, with a one-line reason for the limits.
    ///
    /// Like a JPEG decoded smaller, the file may claim up to `Limits.maximumEncodedPixelCount`
    /// pixels (16 384 × 16 384): every row is still read, so this bounds the time.
    static func downsampledPNG(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                               fitting: Int) -> OpaquePointer? {
        guard let base = bytes.baseAddress else { return nil }
        let longest = max(width, height)
        let factor = Double(fitting) / Double(longest)
        let outputWidth = max(1, Int((Double(width) * factor).rounded()))
        let outputHeight = max(1, Int((Double(height) * factor).rounded()))
        if let refusal = Limits.refusal(format: "PNG", width: width, height: height, outputWidth: outputWidth,
                                        outputHeight: outputHeight, suggestDownsampling: false) {
            return refuse(refusal)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(outputWidth), Int32(outputHeight))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        guard xuikit_png_decode_fitting(base, bytes.count, pixels, stride, Int32(outputWidth), Int32(outputHeight)) == 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Whether the PNG in `bytes` is interlaced (Adam7), read from its header; nil when libpng
    /// cannot read the header.
    static func pngIsInterlaced(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let base = bytes.baseAddress else { return nil }
        var header = xuikit_png_header()
        guard xuikit_png_read_header(base, bytes.count, &header) == 0 else { return nil }
        return header.interlaced != 0
    }
}
