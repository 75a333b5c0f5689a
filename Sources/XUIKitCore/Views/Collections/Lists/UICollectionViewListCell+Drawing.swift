import Foundation

/// What a list cell paints under its content: its background (with the section's rounded
/// corners in inset grouped lists and the sidebar's rounded selection), the highlight or
/// selection, and the separator.
extension UICollectionViewListCell {
    /// R21.12: paints the background, selection and separator for the cell's list placement.
    func drawListDecorations() {
        guard let context = UIGraphicsGetCurrentContext(), let placement = listPlacement else { return }
        let shape = bounds.offsetBy(dx: swipeOffset, dy: 0)
        let selected = (isSelected || isHighlighted) && selectedBackgroundView == nil
        switch placement.appearance {
        case .plain, .sidebarPlain:
            fill(shape, color: selected ? TableColors.selection : backgroundView == nil ? .systemBackground : nil, context: context)
        case .grouped:
            fill(shape, color: selected ? TableColors.selection : .secondarySystemGroupedBackground, context: context)
        case .insetGrouped:
            // R21.13: the section's first and last rows round their outer corners by 10 pt.
            let color: UIColor = selected ? TableColors.selection : .secondarySystemGroupedBackground
            fillRounded(shape, radius: ListMetrics.insetGroupedCornerRadius, top: placement.isFirstInSection,
                        bottom: placement.isLastInSection, color: color)
        case .sidebar:
            // A sidebar row shows the sidebar behind it; its selection is a rounded fill.
            // R21.12: a selected sidebar row is filled with the tint (its content turns white,
            // R23.3); one only pressed is grey.
            if selected {
                let color: UIColor = isSelected ? tintColor : TableColors.selection
                fillRounded(shape, radius: ListMetrics.sidebarCornerRadius, top: true, bottom: true, color: color)
            }
        }
        if placement.showsSeparator {
            context.setFillColor(TableColors.separator)
            let start = separatorStart + swipeOffset
            context.fill(CGRect(x: start, y: bounds.height - 1, width: max(0, bounds.width + swipeOffset - start), height: 1))
        }
    }

    private func fill(_ rect: CGRect, color: UIColor?, context: CGContext) {
        guard let color else { return }
        context.setFillColor(color)
        context.fill(rect)
    }

    /// Fills `rect` with its top corners, bottom corners, both or neither rounded: a rounded
    /// rectangle, with the square half filled over it where corners stay square.
    private func fillRounded(_ rect: CGRect, radius: CGFloat, top: Bool, bottom: Bool, color: UIColor) {
        color.setFill()
        guard top || bottom else {
            UIBezierPath(rect: rect).fill()
            return
        }
        UIBezierPath(roundedRect: rect, cornerRadius: radius).fill()
        let half = rect.height / 2
        if !top { UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: half)).fill() }
        if !bottom { UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY + half, width: rect.width, height: rect.height - half)).fill() }
    }
}
