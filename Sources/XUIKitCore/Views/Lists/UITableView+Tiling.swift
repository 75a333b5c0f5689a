import Foundation

/// Building the geometry from the data source, and keeping cells for exactly the rows on screen.
extension UITableView {
    /// `rowHeight`, with `automaticDimension` (or any other negative value) as 44 pt.
    var resolvedRowHeight: CGFloat { rowHeight >= 0 && rowHeight.isFinite ? rowHeight : 44 }

    /// The geometry is stale (a new data source, delegate or row height): rebuild it before its
    /// next use.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reloads if the data source, delegate or heights changed since the last reload.
    func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Lays out now if a layout is pending, so queries about visible rows answer for the
    /// current offset.
    func layoutRowsIfNeeded() {
        if needsReload || needsLayout { tileRows() }
    }

    // MARK: - Geometry

    /// Asks the data source and delegate for the sections, row counts and heights.
    func rebuildGeometry() {
        needsReload = false
        var built = TableGeometry()
        built.headerViewHeight = tableHeaderView?.frame.height ?? 0
        built.footerViewHeight = tableFooterView?.frame.height ?? 0
        if let dataSource {
            var sectionCount = dataSource.numberOfSections(in: self)
            if sectionCount < 0 {
                Diagnostics.report("UITableView: numberOfSections(in:) returned \(sectionCount); using 0")
                sectionCount = 0
            }
            // Whether the delegate gives heights per row: learnt from the first row asked.
            var perRowHeights: Bool? = tableDelegate == nil ? false : nil
            built.sections.reserveCapacity(sectionCount)
            for section in 0..<sectionCount {
                var info = TableSectionGeometry()
                var rows = dataSource.tableView(self, numberOfRowsInSection: section)
                if rows < 0 {
                    Diagnostics.report("UITableView: numberOfRowsInSection \(section) returned \(rows); using 0")
                    rows = 0
                }
                info.rowCount = rows
                info.headerHeight = sectionAccessoryHeight(for: section, header: true)
                info.footerHeight = sectionAccessoryHeight(for: section, header: false)
                if rows > 0, perRowHeights == nil, let delegate = tableDelegate {
                    delegateLacksHeightForRow = false
                    _ = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))
                    perRowHeights = !delegateLacksHeightForRow
                }
                if perRowHeights == true, let delegate = tableDelegate {
                    info.uniformHeight = nil
                    info.rowOffsets = [0]
                    info.rowOffsets.reserveCapacity(rows + 1)
                    var y: CGFloat = 0
                    for row in 0..<rows {
                        y += checkedRowHeight(delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section)),
                                              at: IndexPath(row: row, section: section))
                        info.rowOffsets.append(y)
                    }
                } else if selfSizesRows {
                    info.uniformHeight = nil
                    info.rowOffsets = estimatedRowOffsets(section: section, rows: rows)
                } else {
                    info.uniformHeight = resolvedRowHeight
                }
                built.sections.append(info)
            }
        }
        built.stackSections()
        geometry = built
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// A height from `heightForRowAt`: `automaticDimension` is 44 pt; a negative or non-finite
    /// height is reported and taken as 0.
    private func checkedRowHeight(_ height: CGFloat, at indexPath: IndexPath) -> CGFloat {
        if height == UITableView.automaticDimension { return resolvedRowHeight }
        guard height >= 0, height.isFinite else {
            Diagnostics.report("UITableView: heightForRowAt \(indexPath.description) returned \(height); using 0")
            return 0
        }
        return height
    }

    /// The header (or footer) height of `section`: the delegate's, else `sectionHeaderHeight`
    /// (`sectionFooterHeight`); automatic is the height the delegate's view asks for (R25.4),
    /// else 28 pt (38 pt grouped) with a title and 0 (18 pt grouped) without.
    private func sectionAccessoryHeight(for section: Int, header: Bool) -> CGFloat {
        var height = UITableView.automaticDimension
        if let delegate = tableDelegate {
            height = header ? delegate.tableView(self, heightForHeaderInSection: section)
                            : delegate.tableView(self, heightForFooterInSection: section)
        }
        if height == UITableView.automaticDimension { height = header ? sectionHeaderHeight : sectionFooterHeight }
        if height >= 0, height.isFinite { return height }
        if let measured = measuredSectionViewHeight(for: section, header: header) { return measured }
        let hasTitle = sectionTitle(for: section, header: header) != nil
        switch style {
        case .plain: return hasTitle ? 28 : 0
        case .grouped, .insetGrouped: return hasTitle ? 38 : 18
        }
    }

    /// The data source's header or footer title for `section`.
    func sectionTitle(for section: Int, header: Bool) -> String? {
        guard let dataSource else { return nil }
        return header ? dataSource.tableView(self, titleForHeaderInSection: section)
                      : dataSource.tableView(self, titleForFooterInSection: section)
    }

    // MARK: - Tiling

    /// R14.1: places the table header and footer views, then makes the visible cells exactly the rows
    /// that meet the bounds: cells of rows that left go back to the reuse queue, rows that came in
    /// get cells from the data source.
    func tileRows() {
        reloadIfNeeded()
        placeTableHeaderAndFooterViews()
        var wanted = geometry.indexPaths(from: bounds.minY, to: bounds.maxY)
        // R25.6: self-sized rows coming on screen are measured first; new heights may bring
        // other rows in, measured in turn (a few rounds at most).
        // The topmost row already on screen that stays there: rows measured above it move the
        // offset with them, so it does not move (R25.6).
        let anchor = selfSizesRows ? wanted.first { visibleCellsByIndexPath[$0] != nil } : nil
        var rounds = 0
        while selfSizesRows, rounds < 4, measureRows(wanted, keepingStill: anchor) {
            wanted = geometry.indexPaths(from: bounds.minY, to: bounds.maxY)
            rounds += 1
        }
        let wantedSet = Set(wanted)
        // The row dragged by its grip keeps its cell while it is carried off screen (R25.9).
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) && !isBeingReordered(cell) {
            visibleCellsByIndexPath[indexPath] = nil
            if swipe?.indexPath == indexPath { closeSwipeActions() }
            recycle(cell, from: indexPath)
        }
        for indexPath in wanted {
            if let cell = visibleCellsByIndexPath[indexPath] {
                place(cell, at: indexPath)
            } else {
                showCell(at: indexPath)
            }
        }
        tileSectionHeadersAndFooters()
        updatePrefetching(visible: wantedSet)
    }

    /// Asks the data source for the row's cell and shows it.
    func showCell(at indexPath: IndexPath) {
        guard let dataSource else { return }
        install(dataSource.tableView(self, cellForRowAt: indexPath), at: indexPath)
    }

    /// Shows `cell` for the row: a subview of the table, unhidden, selected as the row is,
    /// placed, and announced with `willDisplay`.
    func install(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if let other = visibleCellsByIndexPath.first(where: { $0.value === cell })?.key {
            Diagnostics.report("UITableView: cellForRowAt \(indexPath.description) returned the cell already showing \(other.description); dequeue a cell per row")
            return
        }
        cell.owningTableView = self
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        cell.setHighlighted(false, animated: false)
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        visibleCellsByIndexPath[indexPath] = cell
        place(cell, at: indexPath)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Gives a visible cell its frame, its place in the section (for separators and rounded
    /// corners) and the table's editing state.
    func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard geometry.contains(indexPath) else { return }
        // While a row is dragged by its grip, the others show where they will be (R25.9).
        if !isBeingReordered(cell), let span = geometry.rowSpan(at: shownIndexPath(for: indexPath)) ?? geometry.rowSpan(at: indexPath) {
            let inset: CGFloat = style == .insetGrouped ? 20 : 0
            cell.frame = CGRect(x: inset, y: span.top, width: max(0, bounds.width - 2 * inset), height: span.height)
        }
        let isLast = indexPath.row == geometry.sections[indexPath.section].rowCount - 1
        cell.tableAppearance = TableCellAppearance(
            separatorColor: separatorStyle == .none || (isLast && style != .plain) ? nil : separatorColor,
            separatorInset: separatorInset,
            roundedCorners: style == .insetGrouped ? (indexPath.row == 0, isLast) : nil)
        cell.tableEditingStyle = isEditing ? editingStyle(at: indexPath) : .none
        cell.tableShowsReorderControl = isEditing && canMoveRow(at: indexPath)
        cell.setEditing(isEditing, animated: false)
    }

    /// Puts a cell that left the screen back in its reuse queue (hidden, still a subview), or
    /// removes it when it has no reuse identifier.
    func recycle(_ cell: UITableViewCell, from indexPath: IndexPath) {
        cell.swipeOffset = 0
        cell.isHidden = true
        if let identifier = cell.reuseIdentifier {
            reusePool[identifier, default: []].append(cell)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Re-applies separators and editing state to the visible cells.
    func refreshVisibleCellAppearance() {
        for (indexPath, cell) in visibleCellsByIndexPath { place(cell, at: indexPath) }
    }

    // MARK: - Table header and footer views

    /// Swaps a table header or footer view in the view tree and relays out; the sections move
    /// by the height difference at the next layout (the selection stays).
    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    /// The table header view at the top and the footer view at the bottom, as wide as the
    /// table; a height change restacks the sections.
    private func placeTableHeaderAndFooterViews() {
        let headerHeight = tableHeaderView?.frame.height ?? 0
        let footerHeight = tableFooterView?.frame.height ?? 0
        if headerHeight != geometry.headerViewHeight || footerHeight != geometry.footerViewHeight {
            geometry.headerViewHeight = headerHeight
            geometry.footerViewHeight = footerHeight
            geometry.stackSections()
        }
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.contentHeight - footerHeight, width: bounds.width, height: footerHeight)
    }
}
