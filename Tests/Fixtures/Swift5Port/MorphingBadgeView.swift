import XUIKit

/// Core Animation written as iOS code writes it (R27.27, R30.22, R30.23): a view whose layer type
/// is narrowed by an override, an action override that morphs the shape along with UIView
/// animations, and an animation tagged by key and read back when it stops.
class MorphingBadgeView: UIView, CAAnimationDelegate {
    override class var layerClass: AnyClass { return CAShapeLayer.self }
    override var layer: CAShapeLayer { return super.layer as! CAShapeLayer }
    var stoppedTags: [String] = []

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == "path", let like = super.action(for: layer, forKey: "opacity") as? CABasicAnimation {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = self.layer.path
            animation.duration = like.duration
            animation.timingFunction = like.timingFunction
            return animation
        }
        return super.action(for: layer, forKey: event)
    }

    func morph(to path: UIBezierPath) {
        UIView.animate(withDuration: 0.3) {
            self.layer.path = path.cgPath
        }
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 1.1
        pulse.autoreverses = true
        pulse.delegate = self
        pulse.setValue("morph", forKey: "tag")
        layer.add(pulse, forKey: "pulse")
    }

    /// Rounds only the top corners through a mask, and keeps a pixel-art icon's pixels hard.
    func styleTop(radius: CGFloat, icon: UIImageView) {
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                 cornerRadii: CGSize(width: radius, height: radius)).reversing().cgPath
        layer.mask = mask
        icon.layer.magnificationFilter = .nearest
        layer.isDoubleSided = false
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let tag = anim.value(forKey: "tag") as? String { stoppedTags.append(tag) }
    }
}
