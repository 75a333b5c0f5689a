import Foundation

/// Self-sizing rows (R25.6): with `rowHeight` `automaticDimension` and an `estimatedRowHeight`
/// above 0, every row is its estimate tall until its cell comes on screen; the cell is then
/// measured (`UITableViewCell.fittingHeight(forWidth:)`) and the geometry takes its height,
/// moving the rows below. Only rows that were on screen are measured, so a long table costs
/// one running total per row, not one measurement.
extension UITableView {
    /// Whether rows size themselves: automatic rows with an estimate above 0.
    var selfSizesRows: Bool {
        rowHeight == UITableView.automaticDimension && estimatedRowHeight > 0 && estimatedRowHeight.isFinite
    }

    /// `estimatedRowHeight`, or 44 pt when it is not above 0.
    public var resolvedEstimatedRowHeight: CGFloat {
        estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : 44
    }

    /// The running totals of a self-sizing section before any row is measured: the delegate's
    /// estimate of each row (`estimatedRowHeight` by default).
    func estimatedRowOffsets(section: Int, rows: Int) -> [CGFloat] {
        var offsets: [CGFloat] = [0]
        offsets.reserveCapacity(rows + 1)
        var y: CGFloat = 0
        for row in 0..<rows {
            var estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
                ?? resolvedEstimatedRowHeight
            if !(estimate > 0) || !estimate.isFinite { estimate = resolvedEstimatedRowHeight }
            y += estimate
            offsets.append(y)
        }
        return offsets
    }

    /// Measures the rows among `indexPaths` not measured yet (creating their cells) and puts
    /// their heights into the geometry. Rows above `anchor` that change height move the offset
    /// by as much, so the anchor row stays where it is on screen. Returns whether any height
    /// changed.
    func measureRows(_ indexPaths: [IndexPath], keepingStill anchor: IndexPath? = nil) -> Bool {
        var changed = false
        var shift: CGFloat = 0
        for indexPath in indexPaths where !measuredRows.contains(indexPath) {
            guard geometry.contains(indexPath), geometry.sections[indexPath.section].uniformHeight == nil else { continue }
            if visibleCellsByIndexPath[indexPath] == nil { showCell(at: indexPath) }
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            measuredRows.insert(indexPath)
            let inset: CGFloat = style == .insetGrouped ? 20 : 0
            let height = cell.fittingHeight(forWidth: max(0, bounds.width - 2 * inset))
            let before = geometry.sections[indexPath.section].span(ofRow: indexPath.row).height
            if setHeight(height, ofRow: indexPath) {
                changed = true
                if let anchor, indexPath < anchor { shift += height - before }
            }
        }
        if changed {
            geometry.stackSections()
            contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
            shiftContentOffsetKeepingMotion(by: shift)
        }
        return changed
    }

    /// Sets one row's height in its section's running totals (the rows below move). Returns
    /// whether it changed by half a point or more.
    private func setHeight(_ height: CGFloat, ofRow indexPath: IndexPath) -> Bool {
        let row = indexPath.row
        var offsets = geometry.sections[indexPath.section].rowOffsets
        let delta = height - (offsets[row + 1] - offsets[row])
        guard abs(delta) >= 0.5 else { return false }
        for index in (row + 1)..<offsets.count { offsets[index] += delta }
        geometry.sections[indexPath.section].rowOffsets = offsets
        return true
    }

    /// R25.6: after an update, the rows measured before keep their heights at their new index
    /// paths (reloaded and new rows are measured when they show).
    func carryMeasuredHeights(_ measured: Set<IndexPath>, from oldGeometry: TableGeometry, mapping: TableUpdateMapping) {
        var carried: Set<IndexPath> = []
        var heightsBySection: [Int: [(row: Int, height: CGFloat)]] = [:]
        for old in measured {
            guard let new = mapping.newIndexPath(for: old), geometry.contains(new),
                  geometry.sections[new.section].uniformHeight == nil,
                  let span = oldGeometry.rowSpan(at: old) else { continue }
            carried.insert(new)
            heightsBySection[new.section, default: []].append((new.row, span.height))
        }
        for (section, heights) in heightsBySection {
            var offsets = geometry.sections[section].rowOffsets
            var rowHeights = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
            for item in heights { rowHeights[item.row] = item.height }
            var y: CGFloat = 0
            for (row, height) in rowHeights.enumerated() {
                y += height
                offsets[row + 1] = y
            }
            geometry.sections[section].rowOffsets = offsets
        }
        geometry.stackSections()
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        measuredRows = carried
    }

    /// R25.7: a visible cell called `invalidateIntrinsicContentSize()`: its row is measured again
    /// at the next layout, unless `selfSizingInvalidation` is `.disabled`.
    func cellDidInvalidateSize(_ cell: UITableViewCell) {
        guard selfSizingInvalidation != .disabled, selfSizesRows,
              let indexPath = visibleCellsByIndexPath.first(where: { $0.value === cell })?.key else { return }
        measuredRows.remove(indexPath)
        setNeedsLayout()
    }
}

/// How tall a cell wants to be for self-sizing rows.
extension UITableViewCell {
    /// The height the cell's content asks for at `width`: what the content view's constraints
    /// give at that width, or what the standard labels need with 11 pt above and below,
    /// whichever is taller; 44 pt when neither gives a height (R25.6).
    public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if bounds.width != width { bounds.size.width = width }
        layoutCellParts()
        let contentWidth = contentView.bounds.width
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).height
        let height = max(fitted.isFinite ? fitted : 0, standardLabelsHeight(forContentWidth: contentWidth))
        return height > 0 ? height.rounded(.up) : 44
    }

    /// The standard labels' height at `contentWidth` plus 11 pt above and below; 0 without text.
    private func standardLabelsHeight(forContentWidth contentWidth: CGFloat) -> CGFloat {
        let imageWidth = imageViewStorage?.image.map { $0.size.width + Self.margin } ?? 0
        var labelWidth = contentWidth - 2 * Self.margin - imageWidth
        if cellStyle == .value1 || cellStyle == .value2 { labelWidth /= 2 }
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, label.text?.isEmpty == false else { return 0 }
            return label.sizeThatFits(CGSize(width: max(0, labelWidth), height: .greatestFiniteMagnitude)).height
        }
        let text = height(textLabelStorage), detail = height(detailTextLabelStorage)
        let labels = cellStyle == .subtitle ? text + detail : max(text, detail)
        return labels > 0 ? labels + 22 : 0
    }
}
