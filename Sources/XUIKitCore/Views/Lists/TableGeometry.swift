import Foundation

/// Where one section lies along the table's content: its header, rows and footer.
///
/// Rows are either all `uniformHeight` tall, found by division with no memory per row, or have
/// heights of their own, kept as running totals (`rowOffsets[r]` is the top of row `r` from the
/// first row's top; one more entry than rows) and found by bisection.
struct TableSectionGeometry {
    /// The top of the header, in content coordinates.
    var top: CGFloat = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowCount = 0
    /// The height of every row; nil when `rowOffsets` holds per-row heights.
    var uniformHeight: CGFloat? = 44
    var rowOffsets: [CGFloat] = []

    /// The total height of the rows.
    var rowsHeight: CGFloat {
        if let uniformHeight { return uniformHeight * CGFloat(rowCount) }
        return rowOffsets.last ?? 0
    }

    /// The top of the first row.
    var rowsTop: CGFloat { top + headerHeight }
    /// The header, rows and footer together.
    var height: CGFloat { headerHeight + rowsHeight + footerHeight }
    /// Just below the footer.
    var bottom: CGFloat { top + height }

    /// The top of `row` and its height, in content coordinates.
    func span(ofRow row: Int) -> (top: CGFloat, height: CGFloat) {
        if let uniformHeight { return (rowsTop + uniformHeight * CGFloat(row), uniformHeight) }
        return (rowsTop + rowOffsets[row], rowOffsets[row + 1] - rowOffsets[row])
    }

    /// The row whose span holds `y` (content coordinates), clamped to the section's rows; nil
    /// when the section has no rows.
    func row(atY y: CGFloat) -> Int? {
        guard rowCount > 0 else { return nil }
        let local = y - rowsTop
        if let uniformHeight {
            guard uniformHeight > 0 else { return 0 }
            return min(max(Int((local / uniformHeight).rounded(.down)), 0), rowCount - 1)
        }
        // The last row whose top is at or above `local`.
        var low = 0, high = rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowOffsets[middle] <= local { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// Where every section and row of a table lies along its content, built from the data source
/// and delegate without creating any view (see `UITableView`'s overview).
struct TableGeometry {
    var sections: [TableSectionGeometry] = []
    /// The height of the table header view, above the first section.
    var headerViewHeight: CGFloat = 0
    /// The height of the table footer view, below the last section.
    var footerViewHeight: CGFloat = 0

    /// The height of the whole content.
    var contentHeight: CGFloat {
        (sections.last?.bottom ?? headerViewHeight) + footerViewHeight
    }

    /// Places the sections one under the other below the table header view.
    mutating func stackSections() {
        var y = headerViewHeight
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].height
        }
    }

    /// Whether `indexPath` names an existing row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The row's top and height, or nil for a row that does not exist.
    func rowSpan(at indexPath: IndexPath) -> (top: CGFloat, height: CGFloat)? {
        guard contains(indexPath) else { return nil }
        return sections[indexPath.section].span(ofRow: indexPath.row)
    }

    /// The section whose span holds `y`, by bisection over the section tops; nil above the first
    /// section or below the last.
    func section(atY y: CGFloat) -> Int? {
        guard let first = sections.first, let last = sections.last, y >= first.top, y < last.bottom else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row whose span holds `y`, or nil (a header, a footer, outside the rows).
    func indexPath(atY y: CGFloat) -> IndexPath? {
        guard let section = section(atY: y) else { return nil }
        let info = sections[section]
        guard y >= info.rowsTop, y < info.rowsTop + info.rowsHeight, let row = info.row(atY: y) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows that meet `minY..<maxY`, top to bottom. Work is proportional to the rows found,
    /// plus a bisection: never to the number of rows in the table.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, !sections.isEmpty else { return [] }
        var result: [IndexPath] = []
        var section = self.section(atY: max(minY, sections[0].top)) ?? sections.count
        while section < sections.count, sections[section].top < maxY {
            let info = sections[section]
            if info.rowCount > 0, info.rowsTop < maxY, info.rowsTop + info.rowsHeight > minY,
               var row = info.row(atY: max(minY, info.rowsTop)) {
                while row < info.rowCount {
                    let span = info.span(ofRow: row)
                    if span.top >= maxY { break }
                    if span.top + span.height > minY { result.append(IndexPath(row: row, section: section)) }
                    row += 1
                }
            }
            section += 1
        }
        return result
    }

    /// The row after `indexPath` in reading order (across sections), or nil at the end.
    func indexPath(after indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while sections.indices.contains(section) {
            if row < sections[section].rowCount { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }

    /// The row before `indexPath` in reading order (across sections), or nil at the start.
    func indexPath(before indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row - 1
        while section >= 0 {
            if sections.indices.contains(section), row >= 0, row < sections[section].rowCount {
                return IndexPath(row: row, section: section)
            }
            section -= 1
            guard section >= 0, sections.indices.contains(section) else { return nil }
            row = sections[section].rowCount - 1
        }
        return nil
    }

    /// The first row of the table, if it has one.
    var firstIndexPath: IndexPath? {
        guard let section = sections.firstIndex(where: { $0.rowCount > 0 }) else { return nil }
        return IndexPath(row: 0, section: section)
    }
}
