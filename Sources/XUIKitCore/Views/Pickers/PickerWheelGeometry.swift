import Foundation

/// Where the rows of one picker wheel sit, as a drum seen from the front (R26.1).
///
/// The wheel is a cylinder of radius `height / 2` whose axis is horizontal. `position` is the
/// (fractional) row at the centre of the selection band. A row `d` rows away from the centre sits
/// at the angle `θ = d · rowHeight / radius`; it shows at `y = centre + radius · sin θ`, squashed
/// vertically by `cos θ` and faded by `cos θ`, so rows shrink and fade away from the band as
/// UIKit's do. Rows past `maximumAngle` are hidden: the picker asks for no other rows (R26.4).
///
/// Pure arithmetic, no views: the picker and its tests share it.
struct PickerWheelGeometry: Equatable, Sendable {
    /// The height of the wheel (the picker's bounds).
    var height: CGFloat
    /// The height of one row.
    var rowHeight: CGFloat
    /// The row at the centre of the band; fractional while the wheel turns.
    var position: CGFloat = 0

    /// The angle past which rows are not shown: a little short of the cylinder's edge, where a
    /// row would be squashed to nothing.
    static let maximumAngle: CGFloat = .pi / 2 * 0.94

    /// The radius of the drum.
    var radius: CGFloat { max(height / 2, 1) }
    /// The y of the centre of the band.
    var centerY: CGFloat { height / 2 }

    /// The selection band: one row high, centred (R26.1).
    var bandRect: (minY: CGFloat, maxY: CGFloat) { (centerY - rowHeight / 2, centerY + rowHeight / 2) }

    /// How many rows either side of the centre can show.
    var reach: CGFloat { rowHeight > 0 ? PickerWheelGeometry.maximumAngle * radius / rowHeight : 0 }

    /// The rows that show, among `0..<count`.
    func visibleRows(count: Int) -> ClosedRange<Int>? {
        guard count > 0, rowHeight > 0 else { return nil }
        let first = max(0, Int((position - reach).rounded(.up)))
        let last = min(count - 1, Int((position + reach).rounded(.down)))
        return first <= last ? first...last : nil
    }

    /// The angle of `row` on the drum; 0 at the band's centre.
    func angle(ofRow row: Int) -> CGFloat { (CGFloat(row) - position) * rowHeight / radius }

    /// Where `row` shows: its centre y, its vertical scale and its opacity; nil when it is hidden.
    func placement(ofRow row: Int) -> (centerY: CGFloat, scale: CGFloat, alpha: CGFloat)? {
        let theta = angle(ofRow: row)
        guard abs(theta) <= PickerWheelGeometry.maximumAngle else { return nil }
        let cosine = cos(theta)
        return (centerY + radius * sin(theta), cosine, cosine)
    }

    /// The row shown at `y` (the inverse of `placement`), before clamping to the rows there are;
    /// nil above or below the drum's visible part (R26.5).
    func row(atY y: CGFloat) -> Int? {
        guard rowHeight > 0 else { return nil }
        let sine = (y - centerY) / radius
        guard abs(sine) <= sin(PickerWheelGeometry.maximumAngle) else { return nil }
        let rows = asin(sine) * radius / rowHeight
        return Int((position + rows).rounded())
    }

    /// The position a drag of `dy` points from `start` gives: the arc length the finger moved
    /// over the drum, in rows (a drag down shows earlier rows).
    func position(afterDragging dy: CGFloat, from start: CGFloat) -> CGFloat {
        guard rowHeight > 0 else { return start }
        return start - dy / rowHeight
    }
}
