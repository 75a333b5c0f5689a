import Foundation

/// A view controller whose view is a table it serves as data source and delegate, as UIKit's.
///
/// ```swift
/// final class SettingsController: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { … }
/// }
/// ```
///
/// Every data source, delegate and scroll view delegate method is an `open` method here, so a
/// subclass writes `override` on the ones it implements, exactly as iOS code does (R25.1). The
/// defaults behave as the protocols' own defaults: the table still learns that `heightForRowAt`,
/// `commit editingStyle` and `moveRowAt` are not implemented when a subclass does not override
/// them. (An override of `heightForRowAt` that returns `super`'s answer for the first row is
/// taken for no override: return `tableView.rowHeight` there instead.)
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style
    private var tableStorage: UITableView?

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table. XUIKit has no nib files; both arguments are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// XUIKit does not load view controllers from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The table: the controller's view, created by `loadView()` with the controller as its data
    /// source and delegate. Setting it replaces the view.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return tableStorage
        }
        set {
            tableStorage = newValue
            view = newValue
        }
    }

    /// Whether `viewWillAppear` deselects the selected rows; true by default, as in UIKit (R25.1).
    open var clearsSelectionOnViewWillAppear = true

    /// The table's refresh control (`tableView.refreshControl`).
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes a table of the controller's style, as large as the view would be, with the
    /// controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: defaultViewFrame, style: initialStyle)
        table.dataSource = self
        table.delegate = self
        table.setEditing(isEditing, animated: false)
        tableStorage = table
        view = table
    }

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` (R25.1). Call super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableStorage else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    /// Enters or leaves editing mode, the table's too (`editButtonItem` follows). Call super.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableStorage?.setEditing(editing, animated: animated)
    }

    // MARK: - UITableViewDataSource

    /// 1.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// 0: override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Override it; the default reports and returns an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        Diagnostics.report("UITableViewController: \(type(of: self)) does not override tableView(_:cellForRowAt:); showing an empty cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// nil.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// nil.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not overridden: as the protocol's default, the table offers no Delete from then on.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.dataSourceLacksCommit()
    }
    /// True.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Not overridden: as the protocol's default, the table shows no reorder grips.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceLacksMove = true
    }

    // MARK: - UITableViewDelegate

    /// Not overridden: every row is the table's `rowHeight` tall, found with no memory per row.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.delegateLacksHeightForRow = true
        return tableView.resolvedRowHeight
    }
    /// `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    /// `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.resolvedEstimatedRowHeight
    }
    /// nil: the title's label.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// nil: the title's label.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// True.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        SystemStrings.localized("Delete")
    }
    /// nil: the standard Delete action, if the row can be deleted.
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// nil: no leading actions.
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// The proposal.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    // MARK: - UIScrollViewDelegate

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing: the content rests where it would.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
