import Foundation

/// The selected rows: set in code without delegate messages, or by the user (a tap, Return)
/// with them, in UIKit's order.
extension UITableView {
    /// The selected row (the first selected, when several are); nil when none is.
    public var indexPathForSelectedRow: IndexPath? {
        selectedIndexPaths.first
    }

    /// The selected rows in the order they were selected; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.elements
    }

    /// Selects the row and scrolls it to `scrollPosition` (`.none`: no scrolling); nil clears
    /// the selection. Without
    /// `allowsMultipleSelection` the other rows are deselected. As in UIKit, the delegate is not
    /// told (R14.4). A row that does not exist is reported and ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else { clearSelection(); return }
        guard geometry.contains(indexPath) else {
            Diagnostics.report("UITableView.selectRow: no row at \(indexPath.description); selection unchanged")
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { markSelected(false, at: other) }
        }
        markSelected(true, at: indexPath)
        // As in UIKit, `.none` here means no scrolling (unlike `scrollToRow`'s least scroll).
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row, without telling the delegate (as in UIKit). Often called from
    /// `didSelectRowAt` so a tapped row only flashes.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        markSelected(false, at: indexPath)
    }

    // MARK: - Bookkeeping

    /// Adds or removes the row from the selection and shows it on its cell.
    func markSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            selectedIndexPaths.append(indexPath)
        } else {
            selectedIndexPaths.remove(indexPath)
        }
        visibleCellsByIndexPath[indexPath]?.setSelected(selected, animated: false)
    }

    /// Deselects every row, without delegate messages.
    func clearSelection() {
        for indexPath in selectedIndexPaths { markSelected(false, at: indexPath) }
    }

    /// Keeps only the first selected row (multiple selection was turned off).
    func keepOnlyFirstSelection() {
        for indexPath in selectedIndexPaths.dropFirst() { markSelected(false, at: indexPath) }
    }

    /// Whether the user may select rows now: `allowsSelection` (or `allowsMultipleSelection`),
    /// or `allowsSelectionDuringEditing` while editing.
    var userCanSelect: Bool {
        isEditing ? allowsSelectionDuringEditing : (allowsSelection || allowsMultipleSelection)
    }

    // MARK: - The user's selection

    /// R14.3: the user chose the row (a tap or Return). In UIKit's order: `willSelectRowAt` (which may
    /// redirect or refuse), then for each other selected row `willDeselectRowAt` and
    /// `didDeselectRowAt` (single selection), then `didSelectRowAt`. With multiple selection a
    /// selected row is deselected instead (`willDeselectRowAt`, `didDeselectRowAt`).
    /// Returns whether a row was selected (false when refused or when it deselected instead).
    @discardableResult
    func userSelectRow(at indexPath: IndexPath) -> Bool {
        guard userCanSelect, geometry.contains(indexPath) else { return false }
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            userDeselectRow(at: indexPath)
            return false
        }
        let target: IndexPath?
        if let delegate = tableDelegate { target = delegate.tableView(self, willSelectRowAt: indexPath) } else { target = indexPath }
        guard let target, geometry.contains(target) else { return false }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != target { userDeselectRow(at: other) }
        }
        markSelected(true, at: target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    /// The user's action deselects the row: `willDeselectRowAt` (which may redirect or refuse),
    /// then `didDeselectRowAt`.
    func userDeselectRow(at indexPath: IndexPath) {
        let target: IndexPath?
        if let delegate = tableDelegate { target = delegate.tableView(self, willDeselectRowAt: indexPath) } else { target = indexPath }
        guard let target, selectedIndexPaths.contains(target) else { return }
        markSelected(false, at: target)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: - Scrolling to a span

    /// Scrolls so `span` (content y) shows at `position` within the visible area, clamped to
    /// the scrollable range.
    func scroll(toShow span: ClosedRange<CGFloat>, at position: ScrollPosition) {
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let visibleTop = bounds.minY + adjustedContentInset.top
        var top: CGFloat
        switch position {
        case .top: top = span.lowerBound
        case .middle: top = (span.lowerBound + span.upperBound) / 2 - visibleHeight / 2
        case .bottom: top = span.upperBound - visibleHeight
        case .none:
            if span.lowerBound < visibleTop { top = span.lowerBound }
            else if span.upperBound > visibleTop + visibleHeight { top = span.upperBound - visibleHeight }
            else { return }
        }
        top -= adjustedContentInset.top
        let maxY = max(-adjustedContentInset.top, contentSize.height - bounds.height + adjustedContentInset.bottom)
        top = min(max(top, -adjustedContentInset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: false)
    }
}
