import Foundation

/// What a cell draws itself, under its content: the highlight or selection, the separator, the
/// standard accessory and the editing control.
extension UITableViewCell {
    /// Draws the selection fill, the standard accessory, the editing control and the separator.
    func drawCellDecorations() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if showsSelection, selectedBackgroundView == nil {
            context.setFillColor(TableColors.selection)
            context.fill(bounds)
        }
        if accessoryView == nil, !showsReorderControl { drawAccessory(in: context) }
        if let control = editingControlRect { drawEditingControl(in: control, context: context) }
        if let grip = reorderControlRect { drawReorderGrip(in: grip, context: context) }
        if let color = tableAppearance.separatorColor, let line = separatorRect {
            context.setFillColor(color)
            context.fill(line)
        }
    }

    /// R25.3: the separator's rectangle, a 1 pt line at the bottom from the left inset (the
    /// cell's own when it has one, else the table's; moved right by the editing control) to the
    /// width less the right inset; nil when none is drawn.
    var separatorRect: CGRect? {
        guard tableAppearance.separatorColor != nil else { return nil }
        let inset = separatorInset
        let left = inset.left + (isEditing && tableEditingStyle != .none ? Self.editingControlWidth : 0)
        let width = bounds.width - left - inset.right
        guard width > 0, width.isFinite else { return nil }
        return CGRect(x: left, y: bounds.height - 1, width: width, height: 1)
    }

    private func drawAccessory(in context: CGContext) {
        let rect = accessoryRect
        guard rect != .zero else { return }
        switch accessoryType {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(in: rect, context: context)
        case .checkmark:
            ListGlyphs.drawCheckmark(in: rect, color: tintColor, context: context)
        case .detailButton:
            drawInfoButton(in: rect, context: context)
        case .detailDisclosureButton:
            drawInfoButton(in: CGRect(x: rect.minX, y: rect.minY, width: 22, height: 22), context: context)
            drawChevron(in: CGRect(x: rect.maxX - 8, y: rect.midY - 6.5, width: 8, height: 13), context: context)
        }
    }

    /// Three grey lines: the grip that drags a row in editing mode (R25.9).
    private func drawReorderGrip(in rect: CGRect, context: CGContext) {
        context.setFillColor(TableColors.chevron)
        for index in 0..<3 {
            context.fill(CGRect(x: rect.midX - 9, y: rect.midY - 5.5 + CGFloat(index) * 5, width: 18, height: 1.5))
        }
    }

    /// A grey ">" filling `rect`.
    private func drawChevron(in rect: CGRect, context: CGContext) {
        ListGlyphs.drawChevron(in: rect, color: TableColors.chevron, context: context)
    }

    /// A tinted circle with an "i" in it.
    private func drawInfoButton(in rect: CGRect, context: CGContext) {
        context.setStrokeColor(tintColor)
        context.setFillColor(tintColor)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: rect.insetBy(dx: 1, dy: 1))
        context.fill(CGRect(x: rect.midX - 1, y: rect.minY + 9, width: 2, height: 8))
        context.fillEllipse(in: CGRect(x: rect.midX - 1.25, y: rect.minY + 5, width: 2.5, height: 2.5))
    }

    /// A red circle with a white minus (delete) or a green one with a white plus (insert).
    private func drawEditingControl(in rect: CGRect, context: CGContext) {
        ListGlyphs.drawControl(in: rect, fill: tableEditingStyle == .delete ? TableColors.destructive : TableColors.insert,
                               plus: tableEditingStyle == .insert, context: context)
    }
}
