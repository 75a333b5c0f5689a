import Foundation

/// What a touch on a row is doing.
struct TableTouchTracking {
    enum Kind {
        /// Highlighting the row; lifting inside selects it.
        case row
        /// On the editing control: lifting reveals Delete, or inserts.
        case editingControl
        /// On the detail (info) button: lifting tells the delegate.
        case detailButton
        /// Closing open swipe actions: lifting does nothing more.
        case closingSwipe
        /// Dragging the row by its reorder grip (R25.9).
        case reorder
    }
    let touch: UITouch
    let indexPath: IndexPath?
    let kind: Kind
    var highlighted = false
}

/// Touches on rows (R14.2): the row highlights while the finger (or mouse button) is down and is selected
/// when it lifts on the row. A drag that scrolls cancels the touch, and with it the highlight.
extension UITableView {
    /// Starts tracking a touch on a row: highlights it (asking `shouldHighlightRowAt`), or notes
    /// a touch on the editing control or the detail button. A touch while swipe actions are open
    /// only closes them.
    /// Returns false when the touch is not on a row (the caller passes it up the chain).
    func trackTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard touchTracking == nil, let touch = touches.first else { return false }
        if swipe != nil {
            closeSwipeActions()
            touchTracking = TableTouchTracking(touch: touch, indexPath: nil, kind: .closingSwipe)
            return true
        }
        let point = touch.location(in: self)
        guard let indexPath = indexPathForRow(at: point), let cell = visibleCellsByIndexPath[indexPath] else {
            return false
        }
        let inCell = cell.convert(point, from: self)
        if let grip = cell.reorderControlRect, grip.contains(inCell) {
            touchTracking = TableTouchTracking(touch: touch, indexPath: indexPath, kind: .reorder)
            beginReorder(at: indexPath, cell: cell, point: point)
        } else if let control = cell.editingControlRect, control.insetBy(dx: -8, dy: -11).contains(inCell) {
            touchTracking = TableTouchTracking(touch: touch, indexPath: indexPath, kind: .editingControl)
        } else if let detail = cell.detailButtonRect, detail.insetBy(dx: -8, dy: -11).contains(inCell) {
            touchTracking = TableTouchTracking(touch: touch, indexPath: indexPath, kind: .detailButton)
        } else {
            var tracking = TableTouchTracking(touch: touch, indexPath: indexPath, kind: .row)
            if userCanSelect, tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
                cell.setHighlighted(true, animated: false)
                tracking.highlighted = true
                tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
            }
            touchTracking = tracking
        }
        return true
    }

    /// A touch that leaves its row lets go of it: the highlight goes and lifting does nothing.
    /// Returns false for touches the table is not tracking.
    func trackTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return false }
        if tracking.kind == .reorder {
            moveReorder(to: tracking.touch.location(in: self))
            return true
        }
        if let indexPath = tracking.indexPath, indexPathForRow(at: tracking.touch.location(in: self)) != indexPath {
            endTouchTracking()
        }
        return true
    }

    /// Lifting on the row selects it (`userSelectRow`), after the highlight goes; on the editing
    /// control it reveals Delete or inserts; on the detail button it tells the delegate. The
    /// table becomes first responder, so the arrow keys move from the row.
    /// Returns false for touches the table is not tracking.
    func trackTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return false }
        endTouchTracking()
        if tracking.kind == .reorder {
            moveReorder(to: tracking.touch.location(in: self))
            finishReorder()
            return true
        }
        guard let indexPath = tracking.indexPath, geometry.contains(indexPath) else { return true }
        if !isFirstResponder, canBecomeFirstResponder { becomeFirstResponder() }
        switch tracking.kind {
        case .row:
            if indexPathForRow(at: tracking.touch.location(in: self)) == indexPath { userSelectRow(at: indexPath) }
        case .editingControl:
            if editingStyle(at: indexPath) == .insert {
                dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
            } else {
                openSwipeActions(at: indexPath, trailing: true)
            }
        case .detailButton:
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        case .closingSwipe, .reorder:
            break
        }
        return true
    }

    /// A cancelled touch (a drag began scrolling or swiping) lets go of its row.
    /// Returns false for touches the table is not tracking.
    func trackTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracking = touchTracking, touches.contains(tracking.touch) else { return false }
        endTouchTracking()
        if tracking.kind == .reorder { cancelReorder() }
        return true
    }

    /// Removes the highlight the tracked touch put on, telling `didUnhighlightRowAt`.
    func endTouchTracking() {
        guard let tracking = touchTracking else { return }
        touchTracking = nil
        guard tracking.highlighted, let indexPath = tracking.indexPath else { return }
        visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
