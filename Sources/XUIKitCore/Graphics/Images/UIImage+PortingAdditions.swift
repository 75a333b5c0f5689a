import CCairo
import Foundation

extension UIImage {
    /// A renderer format matching this image: its scale, and opaque when it has no alpha
    /// (R41.9).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        return format
    }

    /// A copy of this image whose alignment rectangle is inset by `alignmentInsets` (R41.9):
    /// Auto Layout aligns an image view showing it by that rectangle.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(surface: cairo_surface_reference(surface), scale: scale, renderingMode: renderingMode, capInsets: capInsets,
                resizingMode: resizingMode, isResizable: isResizable, symbol: symbol, fixedTintColor: fixedTintColor,
                alignmentRectInsets: alignmentInsets)
    }

    /// The system's "plus" symbol image (R41.9).
    public static var add: UIImage { UIImage(systemName: "plus")! }
    /// The system's "minus" symbol image.
    public static var remove: UIImage { UIImage(systemName: "minus")! }
    /// The system's "ellipsis.circle" symbol image, for a menu of actions.
    public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }
    /// The system's "checkmark" symbol image.
    public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The system's checkmark with a heavier stroke ("checkmark" in bold).
    public static var strokedCheckmark: UIImage {
        UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))!
    }
}

extension UIGraphicsImageRendererFormat {
    /// The default format: the screen's scale, with alpha (UIKit's older name for
    /// `preferred()`) (R41.9).
    public static func `default`() -> UIGraphicsImageRendererFormat { preferred() }
}

extension UIView {
    /// A view showing a picture of this view and its subviews as they are drawn now (R41.9),
    /// the size of its bounds, at the origin. With `afterScreenUpdates`, pending layout runs
    /// first. Nil when the view has an empty or non-finite size.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let size = bounds.size
        guard hasFiniteGeometry, size.width >= 0.5, size.height >= 0.5 else { return nil }
        let format = UIGraphicsImageRendererFormat.preferred()
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: size)
        return snapshot
    }
}
