import CJPEG
import Foundation

/// Files made by hand for the decoder's limits: PNGs whose header claims a huge size over a
/// deflate stream of zeros (a decompression bomb), and JPEGs of any size or colour space written
/// row by row by libjpeg, so that no test holds the full picture.
enum HostileImageFixtures {
    // MARK: - PNG

    /// An 8-bit grey PNG of `width` × `height` all-black pixels, its image data a valid zlib
    /// stream of the first `rows` rows (all of them when nil: a complete, valid file that decodes
    /// to width × height pixels from a few bytes per 258).
    static func pngBomb(width: Int, height: Int, rows: Int? = nil) -> Data {
        let zeros = (rows ?? height) * (width + 1)   // each row: filter byte 0, then its pixels
        var header = [UInt8]()
        for value in [width, height] { header += bigEndian(UInt32(value)) }
        header += [8, 0, 0, 0, 0]   // depth 8, grey, deflate, adaptive filtering, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlibZeros(count: zeros))
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    /// PNG's CRC-32 (ISO 3309).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    /// A zlib stream of `count` zero bytes: one fixed-Huffman deflate block, a literal 0 and then
    /// matches of 258 bytes at distance 1 (13 bits each), the rest as literals.
    static func zlibZeros(count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0b011, count: 3)                       // BFINAL 1, BTYPE 01 (fixed codes)
        func huffman(_ code: UInt64, _ length: Int) {     // Huffman codes go most significant bit first
            var reversed: UInt64 = 0
            for bit in 0..<length { reversed |= (code >> UInt64(bit) & 1) << UInt64(length - 1 - bit) }
            bits.write(reversed, count: length)
        }
        var left = count
        if left > 0 {
            huffman(0x30, 8)                              // literal 0
            left -= 1
        }
        // Length 258 (symbol 285, 8 bits) and distance 1 (code 0, 5 bits), reversed once.
        let match: UInt64 = (0..<8).reduce(0) { $0 | (0b1100_0101 >> UInt64($1) & 1) << UInt64(7 - $1) }
        while left >= 258 {
            bits.write(match, count: 13)
            left -= 258
        }
        for _ in 0..<left { huffman(0x30, 8) }
        huffman(0, 7)                                     // end of block (symbol 256)
        // Adler-32 of zeros: a stays 1, b adds 1 a byte.
        let adler = UInt32(count % 65521) << 16 | 1
        return [0x78, 0x01] + bits.bytes() + bigEndian(adler)
    }

    private struct BitWriter {
        private var output: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        mutating func write(_ value: UInt64, count: Int) {
            buffer |= value << UInt64(filled)
            filled += count
            while filled >= 8 {
                output.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                filled -= 8
            }
        }

        func bytes() -> [UInt8] { filled > 0 ? output + [UInt8(buffer & 0xFF)] : output }
    }

    // MARK: - JPEG

    /// Hands libjpeg each row.
    private final class RowSource {
        let row: (Int) -> [UInt8]
        init(_ row: @escaping (Int) -> [UInt8]) { self.row = row }
    }

    /// A JPEG of `width` × `height` written row by row: `row(y)` gives row y's samples,
    /// `components` a pixel in `input` colour space, stored as `stored`. `adobeMarker` false leaves
    /// out the APP14 marker libjpeg writes for CMYK; `progressive` makes a progressive file.
    static func jpeg(width: Int, height: Int, components: Int = 3, input: J_COLOR_SPACE = JCS_RGB,
                     stored: J_COLOR_SPACE? = nil, adobeMarker: Bool = true, progressive: Bool = false,
                     quality: Int = 90, row: @escaping (Int) -> [UInt8]) -> Data? {
        let source = RowSource(row)
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let status = withExtendedLifetime(source) {
            xuikit_jpeg_encode_rows(UInt32(width), UInt32(height), Int32(components), Int32(input.rawValue),
                                    Int32((stored ?? (input == JCS_RGB ? JCS_YCbCr : input)).rawValue),
                                    adobeMarker ? 1 : 0, progressive ? 1 : 0, Int32(quality), { context, y, samples in
                let source = Unmanaged<RowSource>.fromOpaque(context!).takeUnretainedValue()
                let bytes = source.row(Int(y))
                bytes.withUnsafeBufferPointer { samples!.update(from: $0.baseAddress!, count: bytes.count) }
            }, Unmanaged.passUnretained(source).toOpaque(), &output, &length)
        }
        guard status == 0, let output else { return nil }
        defer { free(output) }
        return Data(bytes: output, count: Int(length))
    }

    /// `jpeg` with its start-of-frame marker (baseline or progressive) rewritten to claim
    /// `width` × `height`: the header of a huge image over a small image's data.
    static func claiming(width: Int, height: Int, _ jpeg: Data) -> Data {
        var bytes = [UInt8](jpeg)
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { break }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if marker == 0xC0 || marker == 0xC2 {
                bytes[index + 5] = UInt8(height >> 8); bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8); bytes[index + 8] = UInt8(width & 0xFF)
                return Data(bytes)
            }
            index += 2 + length
        }
        preconditionFailure("no start-of-frame marker in the JPEG")
    }

    // MARK: - Memory

    /// The process's peak resident memory (VmHWM) in bytes, after resetting it where the kernel
    /// allows (writing 5 to /proc/self/clear_refs), so that the next reading is the peak since now.
    static func resetPeakMemory() -> Int {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        return peakMemory()
    }

    /// The process's peak resident memory (VmHWM) in bytes, 0 where /proc cannot tell.
    static func peakMemory() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) else { return 0 }
        return kilobytes * 1024
    }
}
