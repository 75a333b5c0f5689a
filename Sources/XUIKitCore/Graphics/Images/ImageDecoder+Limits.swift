extension ImageDecoder {
    /// The largest images XUIKit decodes, checked against the sizes in a file's header before any
    /// pixel memory is taken.
    ///
    /// - A decoded image has at most 2²⁶ pixels (8192 × 8192: 256 MiB of 32-bit pixels) and at
    ///   most 32 767 pixels a side (Cairo's own limit). 256 MB is the default of Qt's
    ///   `QImageReader::allocationLimit()`; ImageIO refuses absurd sizes in the same way.
    /// - A JPEG or a non-interlaced PNG decoded smaller (`UIImage(data:maximumPixelSize:)`) may
    ///   claim up to 2²⁸ pixels (16 384 × 16 384): its decoder still reads every block or row, so
    ///   this bounds the time.
    /// - A progressive JPEG keeps the coefficients of the whole image until its last scan, about
    ///   2 bytes a sample: at most 256 MiB of them, at any output size.
    enum Limits {
        /// The most pixels a side of a decoded image (Cairo's limit).
        static let maximumDimension = 32767
        /// The most pixels in a decoded image: 8192 × 8192, 256 MiB of 32-bit pixels.
        static let maximumPixelCount = 1 << 26
        /// The most pixels a JPEG or PNG decoded smaller may claim: 16 384 × 16 384.
        static let maximumEncodedPixelCount = 1 << 28
        /// The most bytes of coefficients a progressive JPEG may keep while decoding.
        static let maximumCoefficientBytes = 1 << 28

        /// Why an image of `width` × `height` pixels that decodes to `outputWidth` × `outputHeight`
        /// is refused, as one line, or nil when it is within the limits. Sizes are non-negative;
        /// a product that overflows counts as over every limit, never traps.
        static func refusal(format: String, width: Int, height: Int, outputWidth: Int? = nil, outputHeight: Int? = nil,
                            suggestDownsampling: Bool) -> String? {
            let outputWidth = outputWidth ?? width, outputHeight = outputHeight ?? height
            let scaled = outputWidth != width || outputHeight != height
            if scaled, pixels(width, height) > maximumEncodedPixelCount {
                return "\(format) of \(width) × \(height) pixels is over the limit of \(maximumEncodedPixelCount) pixels "
                    + "(16384 × 16384) that even a smaller decode reads through; refused"
            }
            guard outputWidth > maximumDimension || outputHeight > maximumDimension
                    || pixels(outputWidth, outputHeight) > maximumPixelCount else { return nil }
            let size = scaled ? "\(width) × \(height) pixels decoded at \(outputWidth) × \(outputHeight)"
                              : "\(width) × \(height) pixels"
            let hint = suggestDownsampling ? " (UIImage(data:maximumPixelSize:) decodes a JPEG or a non-interlaced PNG smaller)" : ""
            return "\(format) of \(size) is over the decoding limit of \(maximumPixelCount) pixels "
                + "(8192 × 8192, 256 MiB) and \(maximumDimension) a side; refused\(hint)"
        }

        /// `width` × `height`, or `Int.max` when that overflows.
        private static func pixels(_ width: Int, _ height: Int) -> Int {
            let (product, overflow) = width.multipliedReportingOverflow(by: height)
            return overflow ? Int.max : product
        }

        /// The scale, in eighths, at which libjpeg-turbo decodes a `width` × `height` JPEG so that
        /// its longer side is the smallest still at least `fitting` pixels (8: full size).
        static func scaleEighths(width: Int, height: Int, fitting: Int) -> Int {
            let longest = max(width, height)
            return (1...8).first { (longest * $0 + 7) / 8 >= fitting } ?? 8
        }
    }
}
