import CCairo
import CJPEG
import Foundation

/// Turns encoded bytes into a Cairo image surface: PNG through Cairo's own reader (fed from memory
/// by a read function), or through libpng when it is decoded smaller, JPEG through libjpeg-turbo. Anything else, and any damaged or truncated
/// file, gives nil.
///
/// Every file's size is read from its header and checked against `ImageDecoder.Limits` before a
/// byte of pixel memory is taken, so a small hostile file (a "decompression bomb") cannot make the
/// app allocate gigabytes: such a file gives nil and one line through `Diagnostics.report`.
enum ImageDecoder {
    /// A surface for `data`, or nil when it is neither a readable PNG nor a readable JPEG, or is
    /// over the limits. With `maximumPixelSize`, the image comes out no larger than that many
    /// pixels a side (aspect kept, never enlarged): a JPEG is decoded small by libjpeg-turbo's
    /// DCT scaling and a non-interlaced PNG row by row, with no full-size buffer, so an image too
    /// large to decode whole still opens.
    static func surface(from data: Data, maximumPixelSize: Int? = nil) -> OpaquePointer? {
        let fitting = maximumPixelSize.map { max(1, $0) }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(data, fitting: fitting) }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(data, fitting: fitting) }
        return nil
    }

    /// Sends `message` through `Diagnostics.report` (on the main actor: at once when called on
    /// it, later from any other thread) and gives nil.
    static func refuse(_ message: String) -> OpaquePointer? {
        let line = "UIImage: \(message)"
        if isOnMainActor {
            MainActor.assumeIsolated { Diagnostics.report(line) }
        } else {
            Task { @MainActor in Diagnostics.report(line) }
        }
        return nil
    }

    /// Whether the caller runs on the main actor (`MainActorCheck`).
    private static var isOnMainActor: Bool { MainActorCheck.isOnMainActor }

    /// `surface` made to fit `fitting` pixels a side, or itself when it fits or there is no bound.
    private static func fit(_ surface: OpaquePointer, _ fitting: Int?) -> OpaquePointer? {
        guard let fitting else { return surface }
        return ImageScaling.surface(surface, fitting: fitting)
    }

    // MARK: - PNG

    /// What the read function walks through.
    private final class Reader {
        let bytes: [UInt8]
        var position = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The width and height in a PNG's IHDR chunk, which the format requires first, right after
    /// the signature; nil when it is not there.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    private static func png(_ data: Data, fitting: Int?) -> OpaquePointer? {
        let bytes = [UInt8](data)
        guard let (width, height) = pngSize(bytes), width > 0, height > 0 else { return nil }
        // Asked to fit and larger: libpng decodes it smaller row by row, with no full-size buffer
        // (ImageDecoder+PNGDownsampling.swift). Cairo's reader, below, decodes whole images only,
        // and so does libpng for an interlaced file.
        if let fitting, max(width, height) > fitting, bytes.withUnsafeBufferPointer({ pngIsInterlaced($0) }) == false {
            return bytes.withUnsafeBufferPointer { downsampledPNG($0, width: width, height: height, fitting: fitting) }
        }
        if let refusal = Limits.refusal(format: "PNG", width: width, height: height, suggestDownsampling: fitting == nil) {
            return refuse(refusal)
        }
        let reader = Reader(bytes)
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
        return fit(surface, fitting)
    }

    // MARK: - JPEG

    private static func jpeg(_ data: Data, fitting: Int?) -> OpaquePointer? {
        // Read in place: a copy would double the memory a large file takes.
        data.withUnsafeBytes { buffer in
            jpeg(buffer.bindMemory(to: UInt8.self), fitting: fitting)
        }
    }

    private static func jpeg(_ bytes: UnsafeBufferPointer<UInt8>, fitting: Int?) -> OpaquePointer? {
        guard let base = bytes.baseAddress else { return nil }
        var header = xuikit_jpeg_header()
        guard xuikit_jpeg_read_header(base, bytes.count, 8, &header) == 0,
              header.width > 0, header.height > 0 else { return nil }
        let eighths = fitting.map { Limits.scaleEighths(width: Int(header.width), height: Int(header.height), fitting: $0) } ?? 8
        if eighths != 8 {
            guard xuikit_jpeg_read_header(base, bytes.count, Int32(eighths), &header) == 0 else { return nil }
        }
        if let refusal = Limits.refusal(format: "JPEG", width: Int(header.width), height: Int(header.height),
                                        outputWidth: Int(header.output_width), outputHeight: Int(header.output_height),
                                        suggestDownsampling: fitting == nil) {
            return refuse(refusal)
        }
        // A progressive file keeps every coefficient of the whole image until its last scan.
        if header.has_multiple_scans != 0, header.coefficient_bytes > UInt64(Limits.maximumCoefficientBytes) {
            return refuse("progressive JPEG of \(header.width) × \(header.height) pixels needs "
                          + "\(header.coefficient_bytes >> 20) MiB for its coefficients, over the limit of "
                          + "\(Limits.maximumCoefficientBytes >> 20) MiB; refused")
        }
        let width = Int32(header.output_width), height = Int32(header.output_height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = cairo_image_surface_get_stride(surface)
        guard xuikit_jpeg_decode(base, bytes.count, Int32(eighths), pixels, stride, width, height) == 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return fit(surface, fitting)
    }
}
