import Foundation

/// A list row's open swipe actions.
struct ListSwipeState {
    /// Trailing actions (content slides left) or leading ones (content slides right).
    let trailing: Bool
    let configuration: UISwipeActionsConfiguration
    let actionsView: SwipeActionsView
    /// The content's offset when the current drag began.
    var dragStartOffset: CGFloat = 0
}

/// R21.14: swipe actions in list sections, as `UITableView`'s (R14.5): a mostly horizontal drag
/// on a row slides its content over the actions the list configuration's provider gives for
/// that edge (`SwipeActionsView`, shared with tables); released past half their width they
/// stay open, otherwise they close; dragged most of the way across, the first action runs (with
/// `performsFirstActionWithFullSwipe`). Clicking an action runs its handler; its completion
/// closes the row. Opening one row closes the row open before.
extension UICollectionViewListCell {
    /// The row whose actions are open, one per application as in UIKit.
    @MainActor private static weak var openRow: UICollectionViewListCell?

    func installSwipeRecognizer() {
        swipeRecognizer.addTarget(self, action: .listCellSwipePan)
        swipeRecognizer.maximumNumberOfTouches = 1
        addGestureRecognizer(swipeRecognizer)
    }

    /// The actions of one edge, from the list configuration of the cell's section.
    func swipeConfiguration(trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let collectionView = superview as? UICollectionView,
              let indexPath = collectionView.indexPath(for: self),
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout.geometries.indices.contains(indexPath.section),
              let list = layout.geometries[indexPath.section].section.listConfiguration else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Whether a drag may swipe the row: mostly sideways, with actions on the edge it uncovers
    /// (or the row's actions already open).
    func swipeMayBegin() -> Bool {
        guard !configurationState.isEditing else { return false }
        let translation = swipeRecognizer.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        if swipe != nil { return true }
        return beginSwipe(trailing: translation.x < 0)
    }

    /// Puts the actions view for one edge into the cell, closed.
    private func beginSwipe(trailing: Bool) -> Bool {
        guard let configuration = swipeConfiguration(trailing: trailing) else { return false }
        if let open = Self.openRow, open !== self { open.closeSwipeActions() }
        let view = SwipeActionsView(actions: configuration.actions, trailing: trailing) { [weak self] index in
            self?.performSwipeAction(at: index)
        }
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = view
        addSubview(view)
        swipe = ListSwipeState(trailing: trailing, configuration: configuration, actionsView: view)
        Self.openRow = self
        return true
    }

    /// The content follows the drag; the release opens, closes or performs the first action.
    func swipePan(_ pan: UIPanGestureRecognizer) {
        guard var state = swipe else { return }
        switch pan.state {
        case .began:
            state.dragStartOffset = swipeOffset
            swipe = state
            follow(pan, state: state)
        case .changed:
            follow(pan, state: state)
        case .ended:
            follow(pan, state: state)
            let reach = abs(swipeOffset)
            if state.configuration.performsFirstActionWithFullSwipe, reach > bounds.width * UITableView.fullSwipeFraction {
                performSwipeAction(at: 0)
            } else if reach > state.actionsView.naturalWidth / 2 {
                swipeOffset = state.trailing ? -state.actionsView.naturalWidth : state.actionsView.naturalWidth
            } else {
                closeSwipeActions()
            }
        case .cancelled, .failed:
            closeSwipeActions()
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer, state: ListSwipeState) {
        let limit = state.configuration.performsFirstActionWithFullSwipe ? bounds.width : state.actionsView.naturalWidth
        let offset = state.dragStartOffset + pan.translation(in: self).x
        swipeOffset = state.trailing ? min(0, max(-limit, offset)) : max(0, min(limit, offset))
    }

    /// Opens the actions of one edge as a swipe released past half their width would; returns
    /// whether there were any.
    @discardableResult
    func openSwipeActions(trailing: Bool) -> Bool {
        closeSwipeActions()
        guard beginSwipe(trailing: trailing), let state = swipe else { return false }
        swipeOffset = trailing ? -state.actionsView.naturalWidth : state.actionsView.naturalWidth
        return true
    }

    /// Slides the row back and removes its actions.
    func closeSwipeActions() {
        guard let state = swipe else { return }
        swipe = nil
        swipeOffset = 0
        state.actionsView.removeFromSuperview()
        if swipeActionsView === state.actionsView { swipeActionsView = nil }
        if Self.openRow === self { Self.openRow = nil }
    }

    /// Runs the handler of the action at `index`; its completion closes the row.
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
    /// `UICollectionViewListCell`'s swipe recognizer action.
    static let listCellSwipePan = Selector("listCellSwipePan:", UICollectionViewListCell.swipePan)
}
