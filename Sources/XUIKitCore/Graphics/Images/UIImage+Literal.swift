import CCairo
import Foundation

/// `#imageLiteral(resourceName:)` makes a `UIImage` (R17.2). The compiler gives an untyped image
/// literal the type `_ImageLiteralType`, which this module names `UIImage`, as UIKit does.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `path` in the main bundle, found as `UIImage(named:)` finds it. A literal
    /// has no way to fail: when there is no such image, a diagnostic names it and the image is one
    /// transparent point (UIKit would crash).
    public convenience init(imageLiteralResourceName path: String) {
        if let loaded = UIImage(named: path) {
            self.init(surface: cairo_surface_reference(loaded.surface), scale: loaded.scale)
        } else {
            if MainActorCheck.isOnMainActor {
                MainActor.assumeIsolated {
                    Diagnostics.report("#imageLiteral(resourceName: \"\(path)\"): no image of that name in the main bundle; using an empty image")
                }
            }
            self.init(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1), scale: 1)
        }
    }
}
