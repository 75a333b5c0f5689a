import XUIKit

/// A header whose layer is a gradient: `layerClass` picks the class, and `layer` is narrowed to it
/// (R27.27), as on iOS.
final class GradientHeaderView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override var layer: CAGradientLayer { super.layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.colors = [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor]
        layer.startPoint = CGPoint(x: 0, y: 0)
        layer.endPoint = CGPoint(x: 1, y: 1)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
