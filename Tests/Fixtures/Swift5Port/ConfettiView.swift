import XUIKit

/// Confetti as iOS code writes it (R29.23): a view whose layer is an emitter, cells per colour
/// falling from a line along the top.
class ConfettiView: UIView {
    override class var layerClass: AnyClass { return CAEmitterLayer.self }
    var confettiImage: UIImage?

    func makeCell(color: UIColor) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.birthRate = 6
        cell.lifetime = 7.0
        cell.lifetimeRange = 0
        cell.color = color.cgColor
        cell.velocity = 150
        cell.velocityRange = 50
        cell.emissionLongitude = .pi / 2
        cell.emissionRange = .pi / 4
        cell.spin = 2
        cell.spinRange = 3
        cell.scale = 0.75
        cell.scaleRange = 0.5
        cell.scaleSpeed = -0.05
        cell.yAcceleration = 40
        cell.contents = confettiImage?.cgImage
        return cell
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let emitter = self.layer as! CAEmitterLayer
        emitter.masksToBounds = true
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: 0)
        emitter.emitterSize = CGSize(width: bounds.size.width, height: 1)
        emitter.emitterCells = [UIColor.systemRed, .systemGreen, .systemBlue].map { makeCell(color: $0) }
    }

    func stop() {
        (layer as! CAEmitterLayer).birthRate = 0
    }
}
