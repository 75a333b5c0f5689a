import CCairo
import Foundation

/// A bitmap of decoded pixels, as Core Graphics calls it: what `UIImage.cgImage` returns and
/// what a layer shows as its `contents` (R27.6).
///
/// XUIKit keeps an image's pixels in one Cairo image surface, premultiplied 32-bit ARGB (or
/// 24-bit RGB for opaque images, stored in 32 bits); a `CGImage` shares that surface with the
/// `UIImage` it came from. It is immutable, so it may cross actors.
public final class CGImage: @unchecked Sendable {
    // @unchecked: `surface` is never written after creation (UIImage's rule), and Cairo's
    // reference counting is atomic.
    /// The pixels, shared read-only with the image it came from.
    let surface: OpaquePointer

    /// Takes one new reference to `surface`, an image surface in a good state.
    init(retaining surface: OpaquePointer) {
        self.surface = cairo_surface_reference(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// The height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (opaque images keep an unused byte).
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row of pixels to the next.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// Whether the pixels carry alpha (premultiplied); false for an opaque image.
    public var hasAlpha: Bool { cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 }

    /// The part of the image inside `rect` (in pixels, clipped to the image), as a new image
    /// that copies those pixels; nil when the part is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let part = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !part.isNull, part.width >= 1, part.height >= 1 else { return nil }
        let copy = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(part.width), Int32(part.height))!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, surface, -Double(part.minX), -Double(part.minY))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        defer { cairo_surface_destroy(copy) }
        return CGImage(retaining: copy)
    }
}

extension UIImage {
    /// The image's pixels as a Core Graphics image (sharing them; no copy), for
    /// `CALayer.contents` and Core Graphics code. Its size is in pixels: `size` times `scale`.
    public var cgImage: CGImage? { CGImage(retaining: surface) }

    /// An image of `cgImage`'s pixels at one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point. XUIKit draws every image
    /// as stored: `orientation` is not applied (WhatIsNotThereYet), and `imageOrientation` is `.up`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(surface: cairo_surface_reference(cgImage.surface), scale: scale)
    }
}

extension UIImage {
    /// How an image's pixels are turned for display, as a camera records it (EXIF's numbering
    /// order is not UIKit's: these raw values are UIKit's).
    public enum Orientation: Int, Sendable {
        /// Upright, as stored (the default).
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counter-clockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored, turned 180°.
        case downMirrored = 5
        /// Mirrored, turned 90° counter-clockwise.
        case leftMirrored = 6
        /// Mirrored, turned 90° clockwise.
        case rightMirrored = 7
    }

    /// The image's orientation: always `.up`, as XUIKit draws every image as stored.
    public var imageOrientation: Orientation { .up }
}
