import Foundation

/// The row being swiped, or whose swipe actions are open.
struct TableSwipeState {
    let indexPath: IndexPath
    /// Trailing actions (content slides left) or leading ones (content slides right).
    let trailing: Bool
    let configuration: UISwipeActionsConfiguration
    let actionsView: SwipeActionsView
    /// The content's offset when the current drag began.
    var dragStartOffset: CGFloat = 0
}

/// Swipe actions: a mostly horizontal drag on a row slides its content aside over the actions of
/// that edge; released past half their width they stay open, otherwise they close. Dragged most of
/// the way across (with `performsFirstActionWithFullSwipe`) the first action runs. Tapping an
/// action runs its handler; a tap elsewhere or scrolling closes them.
extension UITableView {
    /// A full swipe is a drag past this fraction of the row's width.
    static let fullSwipeFraction: CGFloat = 0.6

    /// Adds the swipe recognizer: it takes drags only, not the wheel.
    func installSwipeRecognizer() {
        swipeRecognizer.addTarget(self, action: .tableSwipePan)
        swipeRecognizer.maximumNumberOfTouches = 1
        addGestureRecognizer(swipeRecognizer)
    }

    /// R14.6: the actions of one edge of the row: the delegate's, or for trailing actions the standard
    /// Delete when the row's editing style is `.delete` and the data source commits edits.
    func swipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard geometry.contains(indexPath) else { return nil }
        guard trailing else { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        guard !dataSourceCommitIsMissing, editingStyle(at: indexPath) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
            ?? SystemStrings.localized("Delete")
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// R14.5: whether the swipe recognizer may begin: the drag runs mostly sideways from a row that has
    /// actions on the edge it uncovers (or whose actions are open), and the table is not editing.
    func swipeMayBegin() -> Bool {
        guard !isEditing else { return false }
        let translation = swipeRecognizer.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let location = swipeRecognizer.location(in: self)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        guard let indexPath = indexPathForRow(at: start) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        closeSwipeActions()
        let trailing = translation.x < 0
        guard let configuration = swipeConfiguration(at: indexPath, trailing: trailing),
              !configuration.actions.isEmpty, visibleCellsByIndexPath[indexPath] != nil else { return false }
        beginSwipe(at: indexPath, trailing: trailing, configuration: configuration)
        return true
    }

    /// Puts the actions view into the row's cell, closed.
    private func beginSwipe(at indexPath: IndexPath, trailing: Bool, configuration: UISwipeActionsConfiguration) {
        guard let cell = visibleCellsByIndexPath[indexPath] else { return }
        let view = SwipeActionsView(actions: configuration.actions, trailing: trailing) { [weak self] index in
            self?.performSwipeAction(at: index)
        }
        cell.swipeActionsView?.removeFromSuperview()
        cell.swipeActionsView = view
        cell.addSubview(view)
        swipe = TableSwipeState(indexPath: indexPath, trailing: trailing, configuration: configuration, actionsView: view)
    }

    /// The swipe recognizer's action: the content follows the drag; the release opens, closes or
    /// (far enough, when allowed) performs the first action.
    func tableSwipePan(_ pan: UIPanGestureRecognizer) {
        guard var state = swipe, let cell = visibleCellsByIndexPath[state.indexPath] else { return }
        let width = cell.bounds.width
        switch pan.state {
        case .began:
            state.dragStartOffset = cell.swipeOffset
            swipe = state
            follow(pan, cell: cell, state: state)
        case .changed:
            follow(pan, cell: cell, state: state)
        case .ended:
            follow(pan, cell: cell, state: state)
            let reach = abs(cell.swipeOffset)
            if state.configuration.performsFirstActionWithFullSwipe, reach > width * Self.fullSwipeFraction {
                performSwipeAction(at: 0)
            } else if reach > state.actionsView.naturalWidth / 2 {
                cell.swipeOffset = state.trailing ? -state.actionsView.naturalWidth : state.actionsView.naturalWidth
            } else {
                closeSwipeActions()
            }
        case .cancelled, .failed:
            closeSwipeActions()
        default:
            break
        }
    }

    /// Slides the content by the drag, within the row (or within the actions' width when a full
    /// swipe does nothing).
    private func follow(_ pan: UIPanGestureRecognizer, cell: UITableViewCell, state: TableSwipeState) {
        let limit = state.configuration.performsFirstActionWithFullSwipe ? cell.bounds.width : state.actionsView.naturalWidth
        let offset = state.dragStartOffset + pan.translation(in: self).x
        cell.swipeOffset = state.trailing ? min(0, max(-limit, offset)) : max(0, min(limit, offset))
    }

    /// Opens the row's actions of one edge, as a swipe released past half their width would
    /// (the editing control's minus opens the trailing ones). Returns whether there were any.
    @discardableResult
    func openSwipeActions(at indexPath: IndexPath, trailing: Bool) -> Bool {
        closeSwipeActions()
        guard let configuration = swipeConfiguration(at: indexPath, trailing: trailing), !configuration.actions.isEmpty,
              let cell = visibleCellsByIndexPath[indexPath] else { return false }
        beginSwipe(at: indexPath, trailing: trailing, configuration: configuration)
        guard let state = swipe else { return false }
        cell.swipeOffset = trailing ? -state.actionsView.naturalWidth : state.actionsView.naturalWidth
        return true
    }

    /// Slides the open row back and removes its actions.
    func closeSwipeActions() {
        guard let state = swipe else { return }
        swipe = nil
        if let cell = visibleCellsByIndexPath[state.indexPath] {
            cell.swipeOffset = 0
            if cell.swipeActionsView === state.actionsView { cell.swipeActionsView = nil }
        }
        state.actionsView.removeFromSuperview()
    }

    /// Runs the handler of the open row's action at `index`; its completion closes the actions.
    func performSwipeAction(at index: Int) {
        guard let state = swipe, state.configuration.actions.indices.contains(index) else { return }
        let action = state.configuration.actions[index]
        let source: UIView = state.actionsView.buttons.indices.contains(index) ? state.actionsView.buttons[index] : state.actionsView
        action.handler(action, source) { [weak self] _ in
            guard let self, self.swipe?.actionsView === state.actionsView else { return }
            self.closeSwipeActions()
        }
    }
}

extension Selector {
    /// `UITableView`'s swipe recognizer action.
    static let tableSwipePan = Selector("tableSwipePan:", UITableView.tableSwipePan)
}
