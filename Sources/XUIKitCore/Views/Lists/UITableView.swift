import Foundation

/// A scrolling list of rows in sections: UIKit's table view, a `UIScrollView` subclass.
///
/// ```swift
/// let table = UITableView(frame: view.bounds, style: .plain)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
/// table.dataSource = self            // numberOfRowsInSection, cellForRowAt
/// table.delegate = self              // didSelectRowAt, trailingSwipeActions…
/// view.addSubview(table)
/// ```
///
/// How the pieces fit (all in `Views/Lists/`):
/// - `TableGeometry` (`TableGeometry.swift`) knows where every section, header and row lies along
///   the content, without views: when every row is `rowHeight` tall a row is found by division
///   (no memory per row); only when the delegate implements `heightForRowAt`, or rows size
///   themselves, does a section keep one running total per row, searched by bisection.
///   `reloadData` rebuilds it from the data source (`UITableView+Tiling.swift`).
/// - Tiling (`UITableView+Tiling.swift`): `layoutSubviews` asks the geometry which rows meet the
///   visible part of the content, puts the cells of rows that left it back in the reuse queue
///   (`UITableView+Reuse.swift`: hidden, kept as subviews) and asks the data source for cells for
///   the rows that came in. Only rows on screen have cells, so a 100 000-row table holds about
///   a screenful of cells. Scrolling (`contentOffset`) asks for a new layout. Self-sizing rows
///   (`UITableView+SelfSizing.swift`) are measured as their cells come on screen and the
///   geometry takes their heights; prefetching (`UITableView+Prefetching.swift`) tells the
///   `prefetchDataSource` about the rows a screen above and below.
/// - Section headers and footers (`UITableView+SectionViews.swift`): the delegate's views
///   (`UITableViewHeaderFooterView`, reused like cells) or the titles' label views, for the
///   sections on screen only; plain headers stick to the top.
/// - Updates (`UITableView+Updates.swift`, `UITableView+SectionUpdates.swift`): inserts,
///   deletes, reloads and moves of rows and sections, recorded in a `TableUpdateBatch`, checked
///   against the data source's new counts, and mapped old → new by `TableUpdateMapping`; the
///   visible cells and the selection follow their rows. `TableUpdateAnimator`
///   (`UITableView+UpdateAnimations.swift`) then animates through `UIView.animate`: surviving
///   rows glide from their old frames, inserted rows come in and deleted rows go out as their
///   `RowAnimation` says, on the presentation layer.
/// - Selection (`UITableView+Selection.swift`) keeps the selected index paths; touches on rows
///   (`UITableView+Touches.swift`) highlight the row while the finger is down and select it on
///   lift, telling the delegate in UIKit's order; the keyboard (`UITableView+Keyboard.swift`)
///   moves the selection with the arrows and activates with Return.
/// - Editing (`UITableView+Editing.swift`), reordering (`UITableView+Reordering.swift`: the grip
///   of a movable row in editing mode drags the row) and swipe actions
///   (`UITableView+SwipeActions.swift`, `UIContextualAction`, `UISwipeActionsConfiguration`,
///   `SwipeActionsView`): a horizontal pan on a row slides the cell aside over its actions; the
///   default trailing action is Delete, which calls the data source's `commit editingStyle`.
/// - Cells (`UITableViewCell` and its extensions) lay out their standard labels, image and
///   accessory by hand, and draw their highlight, selection, accessory, reorder grip and
///   separator (`separatorInset`, the cell's or the table's).
/// - `UITableViewController` (`UITableViewController.swift`) is a view controller whose view is
///   a table it serves as data source and delegate, with open methods to override;
///   `UIRefreshControl` (`Views/Controls/`) hangs above any scroll view's content.
///
/// - Drag and drop (`UITableView+DragAndDrop.swift`, with `Input/DragAndDrop/ListDragDrop.swift`):
///   with a `dragDelegate` rows lift into the app's drags (R39), with a `dropDelegate` the table
///   takes drops between or into rows, reorders its own rows through the data source and shows
///   a gap line.
///
/// Not done (UIKit does these): section index titles, and the separators UIKit draws below the
/// last row of a short plain table.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How a table shows its sections.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; a section's header sticks to the top while its rows scroll under it.
        case plain
        /// Sections apart on a grey background, with spacing above and below each.
        case grouped
        /// As `.grouped`, with each section's rows inset from the sides and their corners rounded.
        case insetGrouped
    }

    /// How inserted, deleted or reloaded rows animate (R25.5). The rows that stay glide to their
    /// new places whatever the case.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade
        /// Slide in from or out to the right.
        case right
        /// Slide in from or out to the left.
        case left
        /// Slide in from or out to the top.
        case top
        /// Slide in from or out to the bottom.
        case bottom
        /// No animation.
        case none
        /// Grow from (or shrink to) the row's middle line.
        case middle
        /// The table chooses: `.fade`.
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll the least that shows the row (or not at all when it is shown).
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// How the lines between rows are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A one-point line under each row.
        case singleLine
    }

    /// The value for `rowHeight` and the header and footer heights that asks the table to choose:
    /// UIKit's value, -1.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style

    /// Provides the sections, rows and cells. Not retained. Setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            dataSourceCommitIsMissing = false
            dataSourceLacksMove = false
            dataSourceMoveProbed = false
            setNeedsReload()
        }
    }

    /// The table's delegate, which may be any `UIScrollViewDelegate`; the table's own messages go
    /// to it when it is also a `UITableViewDelegate`. Not retained.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            setNeedsReload()
        }
    }

    /// `delegate` as a table delegate, cast once when it is set.
    weak var tableDelegate: (any UITableViewDelegate)?

    /// The height of every row when the delegate does not give one per row (R14.9).
    /// `UITableView.automaticDimension` by default, as in UIKit: 44 pt rows, the height of
    /// UIKit's standard cells at the default text size; with an `estimatedRowHeight` above 0 the
    /// rows size themselves (R25.6).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }

    /// The estimated row height; `automaticDimension` by default, as in UIKit. With
    /// `rowHeight` `automaticDimension`, a value above 0 turns on self-sizing rows: each row is
    /// this tall until its cell comes on screen and is measured (R25.6).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }
    /// The estimated section header height; kept, as `estimatedRowHeight` is (R17.6).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated section footer height; kept, as `estimatedRowHeight` is (R17.6).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The header height when the delegate does not give one; `automaticDimension` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }

    /// The footer height when the delegate does not give one; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }

    /// Whether lines are drawn between rows; `.singleLine` by default.
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { refreshVisibleCellAppearance() }
    }

    /// The colour of the lines between rows; `UIColor.separator` by default.
    open var separatorColor: UIColor? = TableColors.separator {
        didSet { refreshVisibleCellAppearance() }
    }

    /// How far the lines between rows stay from the left and right edges; 16 pt on the left
    /// by default (UIKit's default follows the cells' margins, 16 pt on a phone). A cell's own
    /// `separatorInset` overrides it (R25.3).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { refreshVisibleCellAppearance() }
    }

    /// A view shown above the first section and scrolled with the rows. The table sets its
    /// width to the table's and keeps its height.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// A view shown below the last section and scrolled with the rows. The table sets its width
    /// to the table's and keeps its height.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Whether the user can select rows; true by default.
    open var allowsSelection = true {
        didSet { if !allowsSelection, !allowsMultipleSelection { clearSelection() } }
    }

    /// Whether the user can select several rows: a tap toggles a row. False by default.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection { keepOnlyFirstSelection() } }
    }

    /// Whether the user can select rows while the table is editing; false by default.
    open var allowsSelectionDuringEditing = false

    /// Whether Up and Down select rows through the delegate (`willSelectRowAt`, `didSelectRowAt`).
    /// False by default, as UIKit's: the arrows move the selection silently and Return selects
    /// the row through the delegate.
    open var selectionFollowsFocus = false

    /// Whether the table shows its editing controls. Setting it is `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: - Internal state

    var editingStorage = false
    /// Where the sections and rows lie; rebuilt from the data source by `reloadData`.
    var geometry = TableGeometry()
    /// Whether the geometry must be rebuilt before the next use.
    var needsReload = true
    /// The cells on screen, by the index path each shows.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The section header views on screen (the delegate's, or title labels), by section.
    var headerViews: [Int: UIView] = [:]
    /// The section footer views on screen, by section.
    var footerViews: [Int: UIView] = [:]
    /// The selected rows, in the order they were selected.
    var selectedIndexPaths = SelectedIndexPaths()
    /// Registered cell classes by reuse identifier.
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    /// Cells waiting for reuse, by reuse identifier.
    var reusePool: [String: [UITableViewCell]] = [:]
    /// Reuse identifiers already reported as unregistered, so each is reported once.
    var reportedUnregisteredIdentifiers: Set<String> = []
    /// Set by the delegate's default `heightForRowAt` when the table asked it: every row is
    /// `rowHeight` tall.
    var delegateLacksHeightForRow = false
    /// Set by the data source's default `commit editingStyle`: no Delete action is offered.
    var dataSourceCommitIsMissing = false
    /// Set by the data source's default `moveRowAt`: no reorder grips (R25.9); and whether the
    /// table has asked yet.
    var dataSourceLacksMove = false
    var dataSourceMoveProbed = false
    /// The row a touch is highlighting, and the touch.
    var touchTracking: TableTouchTracking?
    /// The row whose swipe actions are open or being dragged.
    var swipe: TableSwipeState?
    /// The recognizer that drags rows aside to reveal their swipe actions.
    let swipeRecognizer = UIPanGestureRecognizer()
    /// Row updates recorded inside `performBatchUpdates`.
    var pendingUpdates: TableUpdateBatch?
    /// Cells of deleted or reloaded rows still animating out; recycled when their animation ends.
    var outgoingCells: [(cell: UITableViewCell, indexPath: IndexPath)] = []
    /// Header and footer view classes by reuse identifier, and the views waiting for reuse.
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterReusePool: [String: [UITableViewHeaderFooterView]] = [:]
    /// The rows told to the prefetch data source and not yet shown or cancelled.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// Self-sized rows measured since the last reload (R25.6).
    var measuredRows: Set<IndexPath> = []
    /// The cell `reconfigureRows` hands back from `dequeueReusableCell`.
    var reconfiguringCell: UITableViewCell?
    /// The row being dragged by its reorder grip.
    var reorder: TableReorderState?

    // MARK: - Drag and drop (UITableView+DragAndDrop.swift)

    /// Asked for the items when the user drags a row (R39.1, R39.2). Not retained.
    open weak var dragDelegate: (any UITableViewDragDelegate)? { didSet { updateDragAndDrop() } }
    /// Asked what a drop over the table would do, and given the drop (R39.3–R39.6). Not retained.
    open weak var dropDelegate: (any UITableViewDropDelegate)? { didSet { updateDragAndDrop() } }
    /// Whether rows can be dragged (with a `dragDelegate`); true by default, as on iPad (R39.1).
    open var dragInteractionEnabled = true { didSet { updateDragAndDrop() } }
    /// The drag and drop interactions and state, while a delegate is set.
    var listDragDrop: ListDragDrop?

    // MARK: - Self-sizing and prefetching

    /// Whether a self-sizing cell that calls `invalidateIntrinsicContentSize()` gets its row
    /// measured again; `.enabled` by default, as from iOS 16 (R25.7).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells must be resized with `beginUpdates()`/`endUpdates()`.
        case disabled
        /// `invalidateIntrinsicContentSize()` on a cell measures its row again.
        case enabled
        /// As `.enabled`; XUIKit also measures again when the cell's constraints change through
        /// `invalidateIntrinsicContentSize()` only.
        case enabledIncludingConstraints
    }

    /// Whether cells can ask for their rows to be measured again (R25.7).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// Told ahead about rows about to come on screen (R25.8). Not retained.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Whether the table tells `prefetchDataSource` about rows ahead; true by default.
    open var isPrefetchingEnabled = true

    // MARK: - Creation

    /// A table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        // UIKit's tables bounce vertically even when the rows do not fill them.
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? TableColors.plainBackground : TableColors.groupedBackground
        installSwipeRecognizer()
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// XUIKit does not load views from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Scrolling asks for a layout

    /// Moves the content, then lays out the rows the new offset shows (on the next layout pass, or
    /// at once when asked for `visibleCells`).
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let before = self.contentOffset
        super.setContentOffset(contentOffset, animated: animated)
        guard self.contentOffset != before else { return }
        if isDragging, swipe != nil { closeSwipeActions() }
        setNeedsLayout()
    }

    /// Lays out the table header and footer views and the rows on screen.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    // MARK: - Touches and keys (the work is in UITableView+Touches.swift and +Keyboard.swift)

    /// Highlights the touched row; passes touches outside the rows up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A touch that leaves its row lets go of it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Lifting on the touched row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A drag that scrolls or swipes cancels the touch and its highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// A table can become first responder, to take the arrow keys and Return.
    open override var canBecomeFirstResponder: Bool { true }

    /// Up and Down move the selection, Return and Enter select through the delegate; other keys
    /// go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handleTablePresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// The releases of the keys the table handles stay here.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesNotForTable(presses)
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// The swipe recognizer begins only for a mostly horizontal drag on a row with actions; the
    /// scrolling pan does not begin while a row is dragged by its grip.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeMayBegin() }
        // R25.9: a drag on a reorder grip moves the row, not the content.
        if gestureRecognizer === panGestureRecognizer, reorder != nil { return false }
        // R39.1: a mouse drag on a row of a table with a drag delegate drags the row; the grip
        // reorders as before.
        if gestureRecognizer === panGestureRecognizer, pointerDragWouldLiftRow { return false }
        if let listDragDrop, gestureRecognizer === listDragDrop.dragInteraction.liftRecognizer, reorder != nil { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Data

    /// Asks the data source again for everything: sections, rows, heights and the visible cells.
    /// The selection is cleared, as in UIKit.
    open func reloadData() {
        closeSwipeActions()
        cancelReorder()
        touchTracking = nil
        finishOutgoingCells()
        for (indexPath, cell) in visibleCellsByIndexPath { recycle(cell, from: indexPath) }
        visibleCellsByIndexPath.removeAll()
        removeAllSectionViews()
        selectedIndexPaths.removeAll()
        measuredRows.removeAll()
        prefetchedIndexPaths.removeAll()
        rebuildGeometry()
        setNeedsLayout()
    }
}
