import Foundation

/// How a view gets its layer: made on first use of `UIView.layer`, of the class `layerClass`
/// names (R27.9).
extension UIView {
    /// Makes the view's layer on first use of `layer` (declared in `UIView.swift`).
    func makeLayerStorage() -> CALayer {
        let layer = Self.makeLayer(of: type(of: self).layerClass)
        layer.view = self
        layer.delegate = self
        layerStorage = layer
        return layer
    }

    /// A new layer of `layerClass`: an XUIKit class exactly; an app's own `CALayer` subclass as
    /// the XUIKit class it derives from, with one diagnostic line (Swift can make an instance of
    /// a class known only at run time only through a `required` initializer, and `CALayer`'s
    /// `init()` is not one); a class that is no layer gives a `CALayer` and one line.
    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            Diagnostics.report("UIView.layerClass: \(layerClass) is not a CALayer subclass; a CALayer is used")
            return CALayer()
        }
        let layer = type.makeInstance()
        if ObjectIdentifier(Swift.type(of: layer)) != ObjectIdentifier(type) {
            Diagnostics.report("UIView.layerClass: \(type) is an app's own layer class; XUIKit makes its nearest XUIKit class, \(Swift.type(of: layer)), instead")
        }
        return layer
    }
}
