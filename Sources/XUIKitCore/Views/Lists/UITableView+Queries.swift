import Foundation

/// What the table answers about its sections, rows and cells, and scrolling to a row.
extension UITableView {
    /// The number of sections, as the data source last said.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as the data source last said; 0 for a section that does
    /// not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowCount : 0
    }

    /// The row's rectangle in the table's (content) coordinates; `.zero` for a row that does not
    /// exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let span = geometry.rowSpan(at: indexPath) else { return .zero }
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.height)
    }

    /// The rectangle of `section`: its header, rows and footer, in the table's coordinates.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let info = geometry.sections[section]
        return CGRect(x: 0, y: info.top, width: bounds.width, height: info.height)
    }

    /// The row at `point` (in the table's coordinates), or nil where there is none (a header, a
    /// gap, outside the content).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.indexPath(atY: point.y)
    }

    /// The rows that meet `rect` (in the table's coordinates), top to bottom.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return geometry.indexPaths(from: rect.minY, to: rect.maxY)
    }

    /// The cell showing the row, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutRowsIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The row a visible cell shows, or nil for a cell that is not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        layoutRowsIfNeeded()
        return visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutRowsIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutRowsIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// Scrolls so the row shows at `scrollPosition`, within the scrollable range. Jumps:
    /// `animated` is not honoured. A row that does not exist is reported and ignored.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard let span = geometry.rowSpan(at: indexPath) else {
            Diagnostics.report("UITableView.scrollToRow: no row at \(indexPath.description) (sections: \(geometry.sections.map(\.rowCount))); not scrolled")
            return
        }
        scroll(toShow: span.top...(span.top + span.height), at: scrollPosition)
    }
}
