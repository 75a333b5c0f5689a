import XUIKit

/// A progress ring: a grey track and a coloured ring, both `CAShapeLayer`s on a circle that
/// starts at twelve o'clock and runs clockwise. `run(from:duration:)` animates `strokeEnd` down
/// to zero; `pause()` freezes it where it is on screen.
final class RingView: UIView, CAAnimationDelegate {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    /// Called when a run reaches zero (not when it is paused or reset).
    var onFinish: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 14
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemPink.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2 - 10
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
        trackLayer.frame = bounds
        progressLayer.frame = bounds
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        trackLayer.strokeColor = UIColor.systemGray5.resolvedColor(with: traitCollection).cgColor
    }

    /// What is left on screen now, 0…1.
    var fractionLeft: CGFloat {
        progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
    }

    /// Runs the ring down from `fraction` to zero in `duration` seconds.
    func run(from fraction: CGFloat, duration: TimeInterval) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = fraction
        animation.toValue = 0
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.delegate = self
        progressLayer.strokeEnd = 0
        progressLayer.add(animation, forKey: "countdown")
    }

    /// Stops the ring where it is.
    func pause() {
        let left = fractionLeft
        progressLayer.removeAnimation(forKey: "countdown")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = left
        CATransaction.commit()
    }

    /// Fills the ring again, with an implicit animation.
    func reset() {
        progressLayer.removeAllAnimations()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.4)
        progressLayer.strokeEnd = 1
        CATransaction.commit()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { onFinish?() }
    }
}
