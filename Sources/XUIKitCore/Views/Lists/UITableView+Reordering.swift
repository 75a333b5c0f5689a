import Foundation

/// The row being dragged by its reorder grip.
struct TableReorderState {
    let cell: UITableViewCell
    let source: IndexPath
    /// Where the row would drop now (an index path after the move).
    var destination: IndexPath
    /// The pointer's distance below the cell's top when the drag began.
    let grabOffset: CGFloat
    /// Where every other row shows while the dragged row is over `destination`.
    var mapping: TableUpdateMapping?
}

/// Reordering with the grip (R25.9): in editing mode a row the data source can move
/// (`moveRowAt` implemented, `canMoveRowAt` true) shows a grip at its right edge. Pressing the
/// grip and dragging lifts the row: it follows the pointer and the other rows glide aside to
/// show where it would drop (`targetIndexPathForMoveFromRowAt` may redirect). Lifting drops it:
/// the data source's `moveRowAt` is told and the table moves the row itself. Held within 44 pt of
/// the top or bottom edge, the row scrolls the table (8 pt a frame) and goes on following the
/// pointer.
extension UITableView {
    /// Whether the row shows a reorder grip while editing. Swift cannot ask whether the data
    /// source implements `moveRowAt`: the first time, the table calls it with the row's own
    /// index path as source and destination (a move that changes nothing), and the protocol's
    /// default answers that it is not implemented.
    func canMoveRow(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        if !dataSourceMoveProbed {
            dataSourceMoveProbed = true
            dataSourceLacksMove = false
            dataSource.tableView(self, moveRowAt: indexPath, to: indexPath)
        }
        return !dataSourceLacksMove && dataSource.tableView(self, canMoveRowAt: indexPath)
    }

    /// The row whose place `indexPath`'s cell shows: its own, or while a row is dragged, the
    /// place it moves to to make room.
    func shownIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard let reorder, let mapping = reorder.mapping else { return indexPath }
        return mapping.newIndexPath(for: indexPath) ?? indexPath
    }

    /// Whether `cell` is the one being dragged (its frame follows the pointer, not its row).
    func isBeingReordered(_ cell: UITableViewCell) -> Bool { reorder?.cell === cell }

    /// Lifts the row under the grip at `point` (table coordinates).
    func beginReorder(at indexPath: IndexPath, cell: UITableViewCell, point: CGPoint) {
        closeSwipeActions()
        reorder = TableReorderState(cell: cell, source: indexPath, destination: indexPath,
                                    grabOffset: point.y - cell.frame.minY, mapping: nil)
        bringSubviewToFront(cell)
        cell.layer.shadowOpacity = 0.25
        cell.layer.shadowRadius = 6
    }

    /// The dragged row follows the pointer along the content; the others make room.
    func moveReorder(to point: CGPoint) {
        guard var state = reorder else { return }
        let top = geometry.sections.first?.rowsTop ?? 0
        let bottom = max(top, geometry.contentHeight - geometry.footerViewHeight - state.cell.frame.height)
        let y = min(max(point.y - state.grabOffset, top), bottom)
        state.cell.frame.origin.y = y
        if reorderEdgeStep(at: point) != 0 {
            // Keyed by the dragged cell: the table's own key is its scrolling motion's.
            AnimationClock.current.observeFrames(state.cell) { [weak self] _ in self?.autoscrollReorder() ?? false }
        }
        var proposed = indexPathForRow(at: CGPoint(x: bounds.width / 2, y: y + state.cell.frame.height / 2)) ?? state.destination
        if proposed.section != state.source.section, !geometry.contains(proposed) { proposed = state.destination }
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed) ?? proposed
        guard target != state.destination, isValidReorderDestination(target, from: state.source) else {
            reorder = state
            return
        }
        state.destination = target
        state.mapping = reorderMapping(from: state.source, to: target)
        reorder = state
        UIView.animate(withDuration: 0.2) {
            for (indexPath, cell) in self.visibleCellsByIndexPath where cell !== state.cell { self.place(cell, at: indexPath) }
        }
    }

    /// How far a frame of autoscrolling moves the content for a pointer at `point`: −8 pt near the
    /// top edge, 8 pt near the bottom, 0 elsewhere or where the content cannot go further.
    func reorderEdgeStep(at point: CGPoint) -> CGFloat {
        let edge: CGFloat = 44
        let top = bounds.minY + adjustedContentInset.top, bottom = bounds.maxY - adjustedContentInset.bottom
        let step: CGFloat = point.y < top + edge ? -8 : (point.y > bottom - edge ? 8 : 0)
        let target = clampedOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + step))
        return target.y - contentOffset.y
    }

    /// One frame of autoscrolling while the dragged row is held near an edge: the content moves
    /// and the row goes on following the pointer. Returns whether to go on.
    private func autoscrollReorder() -> Bool {
        guard reorder != nil, let touch = touchTracking?.touch, touchTracking?.kind == .reorder else { return false }
        let step = reorderEdgeStep(at: touch.location(in: self))
        guard step != 0 else { return false }
        applyContentOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + step))
        tileRows()
        moveReorder(to: touch.location(in: self))
        return true
    }

    /// Drops the dragged row: tells the data source and moves the row, or glides it back.
    func finishReorder() {
        guard let state = reorder else { return }
        AnimationClock.current.stopObservingFrames(state.cell)
        let cell = state.cell
        reorder = nil
        cell.layer.shadowOpacity = 0
        guard state.destination != state.source else {
            UIView.animate(withDuration: 0.2) { self.place(cell, at: state.source) }
            return
        }
        dataSource?.tableView(self, moveRowAt: state.source, to: state.destination)
        moveRow(at: state.source, to: state.destination)
    }

    /// Puts a dragged row back without moving it (a reload, an update, a cancelled touch).
    func cancelReorder() {
        guard let state = reorder else { return }
        AnimationClock.current.stopObservingFrames(state.cell)
        reorder = nil
        state.cell.layer.shadowOpacity = 0
        for (indexPath, cell) in visibleCellsByIndexPath { place(cell, at: indexPath) }
    }

    /// A destination must exist after the move: within the rows of its section, counting the
    /// row that arrives from another section.
    private func isValidReorderDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard geometry.sections.indices.contains(destination.section), destination.row >= 0 else { return false }
        let extra = destination.section == source.section ? 0 : 1
        return destination.row < geometry.sections[destination.section].rowCount + extra
    }

    private func reorderMapping(from source: IndexPath, to destination: IndexPath) -> TableUpdateMapping? {
        var batch = TableUpdateBatch()
        batch.movedRows = [(source, destination)]
        let oldCounts = geometry.sections.map(\.rowCount)
        var newCounts = oldCounts
        newCounts[source.section] -= 1
        newCounts[destination.section] += 1
        var failure = ""
        return TableUpdateMapping(batch: batch, oldCounts: oldCounts, newCounts: newCounts, failure: &failure)
    }
}
