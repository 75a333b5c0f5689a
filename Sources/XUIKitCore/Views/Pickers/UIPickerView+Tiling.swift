import Foundation

/// The rows on the drums: only the rows that show are asked of the delegate (R26.4); rows that
/// scroll away go to a reuse pool and come back as `viewForRow`'s `reusing` view.
extension UIPickerView {
    /// Frames the component views and places each component's visible rows.
    func tileComponents() {
        let frames = componentFrames()
        for index in components.indices {
            componentViews[index].frame = frames[index]
            tileRows(of: index)
        }
    }

    /// Asks for the rows that came into view, recycles those that left, and puts every visible
    /// row at its place on the drum, squashed and faded by its angle (R26.1).
    func tileRows(of index: Int) {
        let geometry = geometry(of: index)
        let container = componentViews[index]
        let visible = geometry.visibleRows(count: components[index].rowCount)
        for (row, view) in components[index].visibleViews where !(visible?.contains(row) ?? false) {
            view.removeFromSuperview()
            components[index].visibleViews[row] = nil
            components[index].reusePool.append(view)
        }
        guard let visible else { return }
        let rowWidth = container.bounds.width
        let rowHeight = components[index].rowHeight
        for row in visible {
            let view = components[index].visibleViews[row] ?? makeRowView(row: row, component: index)
            guard let placement = geometry.placement(ofRow: row) else {
                view.isHidden = true
                continue
            }
            view.isHidden = false
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: rowWidth, height: rowHeight)
            view.center = CGPoint(x: rowWidth / 2, y: placement.centerY)
            view.transform = CGAffineTransform(scaleX: 1, y: max(placement.scale, 0.01))
            view.alpha = placement.alpha
        }
    }

    /// Asks the delegate for a row's view, offering a recycled one.
    private func makeRowView(row: Int, component: Int) -> UIView {
        let reusable = components[component].reusePool.popLast()
        let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reusable)
            ?? titleRowView(row: row, component: component, reusing: reusable)
        componentViews[component].addSubview(view)
        components[component].visibleViews[row] = view
        return view
    }

    /// The row view for a title: a centred label with the attributed title, the title, or "?"
    /// (R26.3). A label this method made before is reused.
    public func titleRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel(frame: .zero)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.font = UIPickerView.titleFont
            label.textColor = .label
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        label.textAlignment = .center
        return label
    }

    /// The grey rounded band across the middle, behind the selected rows (R26.1).
    func drawSelectionBand() {
        guard !components.isEmpty else { return }
        let height = components.map(\.rowHeight).max() ?? UIPickerView.standardRowHeight
        let band = CGRect(x: bounds.minX + UIPickerView.sideMargin, y: bounds.midY - height / 2,
                          width: max(0, bounds.width - 2 * UIPickerView.sideMargin), height: height)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: band, cornerRadius: 7).fill()
    }
}

/// The label a picker makes for a title row; a type of its own so it is reused only for titles.
@preconcurrency @MainActor
final class PickerRowLabel: UILabel {}
