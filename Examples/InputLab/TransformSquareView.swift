import XUIKit

/// A square that shows a pinch's scale and a rotation's angle.
///
/// XUIKit's `UIView` has no `transform`, so the square draws itself turned by `rotation` and
/// resizes its frame with `scale`, keeping its centre; the frame is the square's diagonal wide
/// so that the turned corners stay inside it.
final class TransformSquareView: UIView {
    static let side: CGFloat = 90
    /// Size relative to `side`, kept between 0.25 and 3.
    var scale: CGFloat = 1 { didSet { scale = min(max(scale, 0.25), 3); resize() } }
    /// Radians, clockwise.
    var rotation: CGFloat = 0 { didSet { setNeedsDisplay() } }

    init(center: CGPoint) {
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        self.center = center
        resize()
    }
    required init?(coder: NSCoder) { return nil }

    private func resize() {
        let middle = center
        let extent = Self.side * scale * 2.0.squareRoot()
        frame = CGRect(x: middle.x - extent / 2, y: middle.y - extent / 2, width: extent, height: extent)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = Self.side * scale
        context.saveGState()
        context.translateBy(x: bounds.midX, y: bounds.midY)
        context.rotate(by: rotation)
        context.setFillColor(UIColor.systemGreen.withAlphaComponent(0.8))
        context.fill(CGRect(x: -side / 2, y: -side / 2, width: side, height: side))
        context.restoreGState()
    }
}
