import XUIKit

/// A sketch canvas as iOS code writes it (R28.10): strokes are hit-tested through their outline
/// (`copy(strokingWithWidth:)` then `contains`), a tap selects the stroke under the finger, and the
/// selection arrow is filled with a gradient clipped to the outline of its lines.
class SketchCanvasView: UIView {
    struct Stroke {
        var path: UIBezierPath
        var width: CGFloat
        var color: UIColor
    }

    var strokes: [Stroke] = []
    private(set) var selectedIndex: Int?
    var onSelect: ((Int?) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        let tap = UITapGestureRecognizer(target: self, action: .sketchTapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The index of the topmost stroke within `tolerance` points of `point`.
    func strokeIndex(at point: CGPoint, tolerance: CGFloat = 6) -> Int? {
        for (index, stroke) in strokes.enumerated().reversed() {
            let width = max(stroke.width, tolerance * 2)
            let outline = stroke.path.cgPath.copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 4)
            if outline.contains(point) { return index }
        }
        return nil
    }

    private func handleTap(_ recognizer: UITapGestureRecognizer) {
        selectedIndex = strokeIndex(at: recognizer.location(in: self))
        onSelect?(selectedIndex)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        for (index, stroke) in strokes.enumerated() {
            stroke.color.setStroke()
            stroke.path.lineWidth = stroke.width
            stroke.path.lineCapStyle = .round
            stroke.path.lineJoinStyle = .round
            stroke.path.stroke()
            if index == selectedIndex { drawArrow(pointingAt: stroke.path.bounds, in: ctx) }
        }
    }

    private func drawArrow(pointingAt target: CGRect, in ctx: CGContext) {
        let endX = target.minX - 6, y = target.midY
        let shaft = CGMutablePath()
        shaft.move(to: CGPoint(x: endX - 50, y: y))
        shaft.addLine(to: CGPoint(x: endX, y: y))
        let head = CGMutablePath()
        head.move(to: CGPoint(x: endX - 12, y: y - 10))
        head.addLine(to: CGPoint(x: endX, y: y))
        head.addLine(to: CGPoint(x: endX - 12, y: y + 10))
        let arrow = CGMutablePath()
        for part in [shaft, head] {
            arrow.addPath(part.copy(strokingWithWidth: 5, lineCap: .round, lineJoin: .round, miterLimit: 10))
        }
        let colors = [UIColor.systemOrange.cgColor, UIColor.systemRed.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil) else { return }
        ctx.saveGState()
        ctx.addPath(arrow)
        ctx.clip()
        ctx.drawLinearGradient(gradient, start: CGPoint(x: endX - 50, y: y), end: CGPoint(x: endX, y: y), options: [])
        ctx.restoreGState()
    }
}

// The private-action form, as the porting command writes it.
extension SketchCanvasView {
    nonisolated static let handleTapAction = Selector("handleTap:", handleTap)
}

extension Selector {
    static let sketchTapped = SketchCanvasView.handleTapAction
}
