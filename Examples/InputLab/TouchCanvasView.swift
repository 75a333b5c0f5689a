import XUIKit

/// The window's background: draws a circle under every finger (or the pointer's button) that is
/// down, and counts them. Touches that begin on its subviews reach it too, because a plain
/// `UIView` forwards its touches to its superview.
///
/// Synthesized touches (simulated multitouch) are drawn as rings, real ones as discs.
final class TouchCanvasView: UIView {
    /// Called with the number of touches down after every change.
    var onTouchCountChange: ((Int) -> Void)?
    private var live: Set<UITouch> = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        backgroundColor = .systemBackground
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        live.formUnion(touches)
        changed("touchesBegan", touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        setNeedsDisplay()
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        live.subtract(touches)
        changed("touchesEnded", touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        live.subtract(touches)
        changed("touchesCancelled", touches)
    }

    private func changed(_ what: String, _ touches: Set<UITouch>) {
        let kind = touches.contains { $0.isSynthesized } ? " synthesized"
            : touches.contains { $0.type == .indirectPointer } ? " pointer" : ""
        print("\(what) \(live.count)\(kind)")
        onTouchCountChange?(live.count)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        for touch in live {
            let point = touch.location(in: self)
            let circle = UIBezierPath(ovalIn: CGRect(x: point.x - 22, y: point.y - 22, width: 44, height: 44))
            if touch.isSynthesized {
                UIColor.systemOrange.setStroke()
                circle.lineWidth = 4
                circle.stroke()
            } else {
                UIColor.systemBlue.withAlphaComponent(0.5).setFill()
                circle.fill()
            }
        }
    }
}
