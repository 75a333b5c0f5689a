import CCairo
import Foundation

// How the pieces of Images/ fit:
//
// - `UIImage` (this file) holds decoded pixels: one Cairo ARGB32 image surface, never written
//   after it is made, plus the scale, rendering mode and cap insets that say how to draw it.
//   Copies such as `withRenderingMode(_:)` share the surface.
// - `UIImage+Loading.swift` makes images: from a bundle by name (`@2x` variants by scale), from a
//   file, from data. `ImageDecoder.swift` turns PNG bytes (Cairo's reader, over memory) and JPEG
//   bytes (libjpeg-turbo through CJPEG, CMYK converted there) into surfaces; bad data gives nil,
//   never a crash. `ImageDecoder+Limits.swift` holds the sizes refused from a file's header
//   (decompression bombs); `UIImage+Thumbnail.swift` decodes smaller (`maximumPixelSize`) and
//   makes thumbnails, drawn by `ImageScaling.swift`.
// - `UIImage+Encoding.swift` writes PNG (Cairo) and JPEG (libjpeg-turbo) data.
// - `UIImage+Drawing.swift` draws into the current `CGContext`: scaled, tinted for template
//   images, nine-sliced for resizable ones.
// - `UIImageView.swift` shows an image in each `UIView.ContentMode`
//   (`UIView+ContentMode.swift` holds the enum and the placement arithmetic).
// - Symbol images (`init?(systemName:)`, Graphics/Symbols/) keep a vector glyph in `symbol` as
//   well as black pixels; drawing uses the glyph, at the context's resolution.
// - `UIGraphicsImageRenderer.swift` draws into a fresh surface and returns a `UIImage` or its
//   data; `UIView+Snapshot.swift` draws a view tree into the current context
//   (`drawHierarchy(in:afterScreenUpdates:)`), so a renderer gives pictures of views.

/// An immutable bitmap image: pixels with a scale, and how to draw them.
///
/// `size` is in points: the pixel size divided by `scale` (2 for an `@2x` file).
///
/// Sendable, as UIKit's is: an image is made, drawn and encoded on any thread and may cross
/// actors (R29.20).
public final class UIImage: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable type but `surface`, which is never
    // written after creation (drawing reads it as a source), and Cairo's reference counting is atomic.
    /// How an image's colours are used when it is drawn.
    public enum RenderingMode: Int, Sendable {
        /// Template when the context asks for it, original otherwise; XUIKit draws it as original.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// Only the image's alpha, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// How a resizable image fills the area between its cap insets.
    public enum ResizingMode: Int, Sendable {
        /// The middle parts repeat.
        case tile = 0
        /// The middle parts stretch.
        case stretch = 1
    }

    /// The pixels, premultiplied ARGB32 or RGB24. Read-only once the image exists.
    let surface: OpaquePointer
    /// Pixels per point.
    public let scale: CGFloat
    /// How `draw(in:)` uses the image's colours.
    public let renderingMode: RenderingMode
    /// The edges (in points) that keep their size when a resizable image is drawn larger or smaller.
    public let capInsets: UIEdgeInsets
    /// How the area between the cap insets fills a larger rectangle.
    public let resizingMode: ResizingMode

    /// Whether `resizableImage(withCapInsets:)` made this image.
    let isResizable: Bool
    /// The vector glyph of a symbol image (R24.4); nil for bitmaps.
    let symbol: SymbolImage?
    /// The colour `withTintColor(_:)` gave the image: it fills the image's shape whatever the
    /// context's tint.
    let fixedTintColor: UIColor?
    /// The insets from the image's edges to the rectangle Auto Layout aligns by (R41.9).
    public let alignmentRectInsets: UIEdgeInsets

    /// Takes ownership of one reference to `surface`, an image surface in a good state.
    init(surface: OpaquePointer, scale: CGFloat, renderingMode: RenderingMode = .automatic,
         capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, isResizable: Bool = false,
         symbol: SymbolImage? = nil, fixedTintColor: UIColor? = nil, alignmentRectInsets: UIEdgeInsets = .zero) {
        self.surface = surface
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isResizable = isResizable
        self.symbol = symbol
        self.fixedTintColor = fixedTintColor
        self.alignmentRectInsets = alignmentRectInsets
    }

    /// An empty image: size zero, scale 1, drawing nothing, as UIKit's `UIImage()` (R29.18).
    public convenience init() {
        self.init(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0), scale: 1)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The width and height in pixels.
    var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The image's size in points: pixels divided by `scale`; a symbol's size by its configuration.
    public var size: CGSize {
        if let symbol { return symbol.size }
        return CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// A copy sharing these pixels with other drawing settings.
    func copy(renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
              resizingMode: ResizingMode? = nil, isResizable: Bool? = nil, fixedTintColor: UIColor? = nil) -> UIImage {
        UIImage(surface: cairo_surface_reference(surface), scale: scale,
                renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, isResizable: isResizable ?? self.isResizable,
                symbol: symbol, fixedTintColor: fixedTintColor ?? self.fixedTintColor)
    }

    /// The same image drawn in `renderingMode`: `.alwaysTemplate` draws its shape in the tint colour.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// The same image, resizable: the cap insets keep their size and the middle tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable: the cap insets keep their size and the middle fills by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode, isResizable: true)
    }

    /// The image's size in points and its scale, for logs.
    public var description: String {
        if let symbol {
            return "<UIImage symbol=\(symbol.name) size=(\(size.width.clean), \(size.height.clean)) scale=\(scale.clean)>"
        }
        return "<UIImage size=(\(size.width.clean), \(size.height.clean)) scale=\(scale.clean)>"
    }
}
