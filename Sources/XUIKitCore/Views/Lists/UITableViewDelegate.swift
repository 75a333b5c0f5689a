import Foundation

/// The object a `UITableView` tells about selection, display and editing, and asks about row
/// heights and swipe actions. It is also the table's `UIScrollViewDelegate`.
///
/// Every method has a default, as UIKit's optional methods do. For a tap on row B while row A is
/// selected (single selection) the order is UIKit's: `willSelectRowAt` B, `willDeselectRowAt` A,
/// `didDeselectRowAt` A, `didSelectRowAt` B. The `will…` methods may redirect the selection to
/// another index path or refuse it by returning nil.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`. Without it every row is `rowHeight` tall and the
    /// table finds rows by division, at no memory per row; with it the table keeps one running
    /// total per row, asked for every row at `reloadData`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the header of `section`; `UITableView.automaticDimension` by default: 28 pt
    /// (38 pt grouped) for a titled header, 0 (18 pt grouped) for none.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the footer of `section`; `UITableView.automaticDimension` by default, sized
    /// as headers are.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The height a self-sizing row has until it is measured (R25.6); the table's
    /// `estimatedRowHeight` by default.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// The view for the header of `section`, in place of the title's label; nil (the default)
    /// shows the title. Usually `dequeueReusableHeaderFooterView(withIdentifier:)` configured.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view for the footer of `section`; nil (the default) shows the title.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The header view of `section` is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// The footer view of `section` is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The header view of `section` left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// The footer view of `section` left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// The user touched the row: whether it highlights; true by default.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight went away.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The user is about to select the row: return it, another index path to select instead, or
    /// nil to select nothing. Returns `indexPath` by default.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user's action is about to deselect the row: return it, another index path, or nil to
    /// keep it selected. Returns `indexPath` by default.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user's action deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The user tapped the row's detail button (`.detailButton`, `.detailDisclosureButton`).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// The cell is about to be shown for the row, after the data source configured it.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the screen (scrolled off, deleted or reloaded) and went back to the reuse queue.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// What editing does to the row: `.delete` (a red minus while editing, and the Delete swipe
    /// action) by default, `.insert` (a green plus) or `.none`.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the default delete action; "Delete" by default.
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The actions revealed by swiping the row to the left. nil (the default) gives the standard
    /// Delete action when the row's editing style is `.delete` and the data source commits edits;
    /// an empty configuration gives none.
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions revealed by swiping the row to the right; none by default.
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Where a row dragged by its reorder grip from `sourceIndexPath` would go when over
    /// `proposedDestinationIndexPath`: return it, or another row. The proposal by default.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

extension UITableViewDelegate {
    /// The table's `rowHeight` for every row.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.delegateLacksHeightForRow = true
        return tableView.resolvedRowHeight
    }
    /// `UITableView.automaticDimension`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// `UITableView.automaticDimension`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// The table's `estimatedRowHeight` (44 pt when not above 0).
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.resolvedEstimatedRowHeight
    }
    /// nil: the title's label.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// nil: the title's label.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// True.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// `.delete`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
    /// "Delete".
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        SystemStrings.localized("Delete")
    }
    /// nil: the standard Delete action, if the row can be deleted.
    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// nil: no leading actions.
    public func tableView(_ tableView: UITableView,
                          leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// The proposal.
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
}
