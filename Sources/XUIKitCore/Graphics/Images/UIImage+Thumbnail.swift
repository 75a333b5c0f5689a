import CCairo
import Foundation

extension UIImage {
    /// The image encoded in `data` (PNG or JPEG), made no larger than `maximumPixelSize` pixels
    /// a side (aspect kept, never enlarged), with `scale` pixels a point; nil as for
    /// `init?(data:)`. An XUIKit addition, after ImageIO's `kCGImageSourceThumbnailMaxPixelSize`.
    ///
    /// A JPEG is decoded small by libjpeg-turbo's DCT scaling (1/8 to 8/8), and a PNG row by row
    /// with each row averaged into the result (libpng), with no full-size buffer, so an image over
    /// the decoding limit of `init?(data:)` (2²⁶ pixels, 8192 × 8192) still opens this way, up to
    /// 2²⁸ pixels (16 384 × 16 384) in the file. An interlaced (Adam7) PNG is decoded whole first,
    /// so it must be within the limit.
    public convenience init?(data: Data, maximumPixelSize: Int, scale: CGFloat = 1) {
        guard let surface = ImageDecoder.surface(from: data, maximumPixelSize: maximumPixelSize) else { return nil }
        self.init(surface: surface, scale: scale)
    }

    /// The image in the file at `path` (PNG or JPEG), made no larger than `maximumPixelSize`
    /// pixels a side, as `init?(data:maximumPixelSize:scale:)` does; a name ending in `@2x` or
    /// `@3x` sets the scale. An XUIKit addition.
    public convenience init?(contentsOfFile path: String, maximumPixelSize: Int) {
        guard let surface = UIImage.surface(contentsOfFile: path, maximumPixelSize: maximumPixelSize) else { return nil }
        self.init(surface: surface, scale: UIImage.scale(ofFileNamed: (path as NSString).deletingPathExtension))
    }

    /// A copy of the whole image drawn at `size` (in points, at this image's scale; stretched if
    /// the aspect differs, as drawing into a rectangle of that size would be), averaging pixels
    /// as it shrinks; nil when `size` is empty, not finite or over the decoding limit.
    ///
    /// To avoid ever holding the full-size pixels of a large file, decode it small in the first
    /// place with `init?(data:maximumPixelSize:scale:)` or `init?(contentsOfFile:maximumPixelSize:)`.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        let width = size.width * scale, height = size.height * scale
        guard width.isFinite, height.isFinite, width >= 0.5, height >= 0.5 else { return nil }
        // Compared as floating point before any conversion: Int(1e300) would trap.
        let limit = CGFloat(ImageDecoder.Limits.maximumDimension)
        guard width.rounded() <= limit, height.rounded() <= limit,
              width.rounded() * height.rounded() <= CGFloat(ImageDecoder.Limits.maximumPixelCount) else {
            _ = ImageDecoder.refuse("preparingThumbnail(of:) size \(size) at scale \(scale) is over the decoding limit "
                                    + "of \(ImageDecoder.Limits.maximumPixelCount) pixels; no thumbnail")
            return nil
        }
        guard let thumbnail = ImageScaling.scaled(surface, width: Int(width.rounded()), height: Int(height.rounded())) else {
            return nil
        }
        return UIImage(surface: thumbnail, scale: scale)
    }
}
