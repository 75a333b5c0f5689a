import Foundation

/// Row selection as an assistive technology performs it (AT-SPI's `Selection` and `Table`):
/// the user's path, so the delegate hears it exactly as it hears a tap (R13.9).
extension UITableView {
    /// Selects the row as a tap would: `willSelectRowAt`, the other rows' deselection (single
    /// selection), `didSelectRowAt`; then scrolls the row into view by the least amount, as a
    /// screen reader follows what it chose. Returns whether the row was selected (the delegate may
    /// redirect or refuse; an app that deselects in `didSelectRowAt` still counts as selected).
    /// A row that is already selected stays selected and answers true.
    @_spi(AssistiveTechnology)
    @discardableResult
    public func accessibilitySelectRow(at indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        guard geometry.contains(indexPath), userCanSelect else { return false }
        if selectedIndexPaths.contains(indexPath) { return true }
        guard userSelectRow(at: indexPath) else { return false }
        if geometry.contains(indexPath) { scrollToRow(at: indexPath, at: .none, animated: false) }
        return true
    }

    /// Deselects the row as the user's action would (`willDeselectRowAt`, `didDeselectRowAt`).
    /// Returns whether the row is no longer selected.
    @_spi(AssistiveTechnology)
    @discardableResult
    public func accessibilityDeselectRow(at indexPath: IndexPath) -> Bool {
        guard selectedIndexPaths.contains(indexPath) else { return true }
        userDeselectRow(at: indexPath)
        return !selectedIndexPaths.contains(indexPath)
    }
}

extension UITableView {
    /// Selects every row as the user's action would, for AT-SPI's `Selection.SelectAll` (R13.9):
    /// each row not yet selected hears `willSelectRowAt` and `didSelectRowAt`, in order, and the
    /// last row selected is then scrolled into view once. Linear in the number of rows (100 000
    /// rows once took 52 s: each row searched the selection and scrolled). Returns whether every
    /// row ended selected; false without `allowsMultipleSelection`.
    @_spi(AssistiveTechnology)
    @discardableResult
    public func accessibilitySelectAllRows() -> Bool {
        reloadIfNeeded()
        guard allowsMultipleSelection, userCanSelect else { return false }
        var everyRow = true
        var lastSelected: IndexPath?
        for section in 0..<numberOfSections {
            for row in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                if selectedIndexPaths.contains(indexPath) { continue }
                if userSelectRow(at: indexPath) { lastSelected = indexPath } else { everyRow = false }
            }
        }
        if let lastSelected, geometry.contains(lastSelected) { scrollToRow(at: lastSelected, at: .none, animated: false) }
        return everyRow
    }
}
