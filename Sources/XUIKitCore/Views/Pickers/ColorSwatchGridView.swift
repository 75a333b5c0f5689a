import Foundation

/// The colour picker's Grid: 12 columns × 10 rows of swatches, as UIKit's Grid tab (R26.16).
///
/// The top row is a grey ramp from white to black. Below it each column is a hue (red, orange,
/// …, magenta: `column / 12` of the hue circle) and the nine rows run from the darkest shade at
/// the top, through the pure colour, to the palest tint at the bottom [IMPL: UIKit's own palette
/// is a fixed table; this one is computed to the same layout]. A click on a swatch picks it.
@MainActor
final class ColorSwatchGridView: UIView {
    static let columns = 12
    static let rows = 10

    /// Called with the swatch the user clicked.
    final var onPick: ((UIColor) -> Void)?
    /// The swatch drawn as selected, if any.
    var selectedCell: (row: Int, column: Int)? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { return nil }

    /// The colour of a swatch.
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 {
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return UIColor(white: white, alpha: 1)
        }
        let hue = CGFloat(column) / CGFloat(columns)
        let step = CGFloat(row - 1) / CGFloat(rows - 2)     // 0 … 1 down the column
        if step <= 0.5 {
            return UIColor(hue: hue, saturation: 1, brightness: 0.3 + 1.4 * step, alpha: 1)
        }
        return UIColor(hue: hue, saturation: 1 - 1.6 * (step - 0.5), brightness: 1, alpha: 1)
    }

    /// The cell under `point`, if any.
    func cell(at point: CGPoint) -> (row: Int, column: Int)? {
        guard bounds.contains(point), bounds.width > 0, bounds.height > 0 else { return nil }
        let column = min(Int((point.x - bounds.minX) / (bounds.width / CGFloat(ColorSwatchGridView.columns))), ColorSwatchGridView.columns - 1)
        let row = min(Int((point.y - bounds.minY) / (bounds.height / CGFloat(ColorSwatchGridView.rows))), ColorSwatchGridView.rows - 1)
        return (row, column)
    }

    /// The rect of a swatch.
    func rect(row: Int, column: Int) -> CGRect {
        let width = bounds.width / CGFloat(ColorSwatchGridView.columns)
        let height = bounds.height / CGFloat(ColorSwatchGridView.rows)
        return CGRect(x: bounds.minX + CGFloat(column) * width, y: bounds.minY + CGFloat(row) * height, width: width, height: height)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let cell = cell(at: point) else { return }
        selectedCell = cell
        onPick?(ColorSwatchGridView.color(row: cell.row, column: cell.column))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).addClip()
        for row in 0..<ColorSwatchGridView.rows {
            for column in 0..<ColorSwatchGridView.columns {
                ColorSwatchGridView.color(row: row, column: column).setFill()
                context.fill(self.rect(row: row, column: column))
            }
        }
        context.restoreGState()
        if let selected = selectedCell {
            let path = UIBezierPath(roundedRect: self.rect(row: selected.row, column: selected.column).insetBy(dx: 1.5, dy: 1.5), cornerRadius: 3)
            path.lineWidth = 3
            UIColor.white.setStroke()
            path.stroke()
        }
    }
}
