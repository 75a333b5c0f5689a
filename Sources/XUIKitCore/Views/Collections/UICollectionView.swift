import Foundation

/// A scrolling collection of items in sections, placed by a layout object: UIKit's collection
/// view, a `UIScrollView` subclass.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self            // numberOfItemsInSection, cellForItemAt
/// grid.delegate = self              // didSelectItemAt…
/// view.addSubview(grid)
/// ```
///
/// How the pieces fit (all in `Collections/`; behaviour rules R20.x in docs/Behaviour.md):
/// - The layout (`UICollectionViewLayout` and its subclasses; `Flow/` holds
///   `UICollectionViewFlowLayout`) knows where every element lies in the content, from the item
///   counts the collection view caches at `reloadData` (`numberOfSections`,
///   `numberOfItems(inSection:)`). It makes `UICollectionViewLayoutAttributes`.
/// - Tiling (`UICollectionView+Tiling.swift`): `layoutSubviews` prepares the layout when it is
///   invalid, sets the content size, asks the layout for the elements in the visible rectangle,
///   puts the views of elements that left it back in the reuse queues
///   (`UICollectionView+Reuse.swift`) and asks the data source for views for the elements that
///   came in. Only elements on screen have views; subviews follow `zIndex`. Self-sizing cells are
///   measured there (`preferredLayoutAttributesFitting`) and the layout told.
/// - Registrations (`UICollectionView+Registration.swift`): `CellRegistration` and
///   `SupplementaryRegistration`, dequeued with their configuration handler.
/// - Selection (`+Selection.swift`), touches (`+Touches.swift`) and keys (`+Keyboard.swift`):
///   highlight on touch down, select on lift, the arrow keys move the selection to the nearest
///   item in their direction, Return activates; all in UIKit's delegate order.
/// - Scrolling to an item (`+Scrolling.swift`) and prefetching the next screenful in the scroll
///   direction (`+Prefetching.swift`).
/// - Updates (`+Updates.swift`, the index arithmetic in `CollectionUpdateBatch.swift`, the
///   animation in `+UpdateAnimation.swift`): inserts, deletes, moves, reloads and reconfigures,
///   checked against the data source's new counts; visible cells keep their identity and slide,
///   new ones fade in, deleted ones fade out; the selection follows its items.
/// - Interactive reordering (`+InteractiveMovement.swift`): `beginInteractiveMovementForItem`
///   and its companions, moving a live placeholder through the layout.
/// - `outlineToggleHandler` is the seam list cells' outline disclosure uses to reach a diffable
///   data source's section snapshots.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of section header views flow and compositional layouts ask for.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footer views flow and compositional layouts ask for.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put an
    /// item: one vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// A position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Do not scroll.
        public static let none = ScrollPosition([])
        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the vertical middle of the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the horizontal middle of the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout that places the items. Setting it invalidates and re-tiles.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }

    /// The object that supplies the items. Not retained.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The collection view's delegate, which may be any `UIScrollViewDelegate`; the collection
    /// view's own messages go to it when it is also a `UICollectionViewDelegate`. Not retained.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { collectionDelegate = delegate as? any UICollectionViewDelegate }
    }

    /// `delegate` as a collection view delegate, cast once when it is set.
    weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// A view behind the content, as large as the collection view; nil by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    // MARK: - Internal state

    /// The item count of each section, cached at the last reload.
    var itemCounts: [Int] = []
    /// The counts are stale: ask the data source before their next use.
    var needsReload = true
    /// Registered cell classes by reuse identifier.
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Registered supplementary view classes by kind and reuse identifier.
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Views waiting to be reused, by reuse identifier (supplementary ones by kind and identifier).
    var reuseQueues: [String: [UICollectionReusableView]] = [:]
    /// The cells on screen by index path.
    var visibleCellViews: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary and decoration views on screen, by kind and index path.
    var visibleSupplementaryViews: [ElementKey: UICollectionReusableView] = [:]
    /// The kinds the data source was found not to supply (reported once each).
    var reportedMissingSupplementaryKinds: Set<String> = []
    /// What an outline-disclosure accessory calls when clicked without its own action handler:
    /// set by a diffable data source, which expands or collapses the item's children in its
    /// section snapshot.
    var outlineToggleHandler: (@MainActor @Sendable (IndexPath) -> Void)?
    /// The bounds size the layout was last prepared for.
    var preparedBoundsSize: CGSize?
    /// The selected items, in the order they were selected.
    var selectedItems = SelectedIndexPaths()
    /// The touch being tracked on an item.
    var touchTracking: CollectionTouchTracking?
    /// The update batch `performBatchUpdates` is collecting.
    var pendingBatch: CollectionUpdateBatch?
    /// The cells being reconfigured in place: `dequeueReusableCell` hands these back.
    var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]
    /// Cells fading out after their items were deleted or reloaded.
    var disappearingCells: [UICollectionReusableView] = []
    /// The interactive movement under way.
    var interactiveMovement: InteractiveMovement?
    /// The drag and drop interactions and state, while a delegate is set (R39).
    var listDragDrop: ListDragDrop?

    /// Asked for the items when the user drags an item (R39.1, R39.2). Not retained.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)? { didSet { updateDragAndDrop() } }
    /// Asked what a drop over the collection view would do, and given the drop (R39.3–R39.6). Not retained.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)? { didSet { updateDragAndDrop() } }
    /// Whether items can be dragged (with a `dragDelegate`); true by default, as on iPad (R39.1).
    open var dragInteractionEnabled = true { didSet { updateDragAndDrop() } }
    /// How quickly items move aside while a drop reorders; `.immediate` by default. XUIKit shows
    /// a gap line and moves nothing aside, so it changes nothing (R39.8).
    open var reorderingCadence: ReorderingCadence = .immediate
    /// The items handed to the prefetching data source and not yet shown or cancelled.
    var prefetchedItems: Set<IndexPath> = []
    /// The last content offset tiling saw, to tell the scroll direction for prefetching.
    var lastTiledOffset: CGPoint = .zero

    /// Whether the user can select items; true by default. Turning it off deselects every item.
    open var allowsSelection = true {
        didSet { if !allowsSelection, !allowsMultipleSelection { clearSelection() } }
    }

    /// Whether the user can select several items (a tap on a selected item deselects it); false
    /// by default. Turning it off keeps only the first selected item.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection { keepOnlyFirstSelection() } }
    }

    /// Whether the arrow keys select (through the delegate) rather than only move the selection;
    /// false by default.
    open var selectionFollowsFocus = false

    /// Whether the collection view asks its prefetching data source for the items about to come
    /// on screen; true by default.
    open var isPrefetchingEnabled = true

    /// The object told about items before they come on screen, to start loading their data.
    /// Not retained.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// A supplementary or decoration element: its category, kind and index path.
    struct ElementKey: Hashable {
        var category: UICollectionViewLayoutAttributes.Category
        var kind: String
        var indexPath: IndexPath
    }

    // MARK: - Creation

    /// A collection view with `frame`, placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        // R20.20: as UIKit since iOS 13, a collection view is painted `systemBackground` until
        // told otherwise (a window is black where no view draws).
        backgroundColor = .systemBackground
        adopt(layout)
    }

    /// Not supported: XUIKit has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            Diagnostics.report("UICollectionView: the layout was in use by another collection view; it now serves this one")
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Sets the layout; `animated` is accepted and the new layout applies at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Sets the layout, then calls `completion` with true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: - Counts

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as the data source last said; 0 for a section that
    /// does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Asks the data source for every count again, and re-tiles every visible element. The
    /// selection is cleared, as in UIKit.
    open func reloadData() {
        touchTracking = nil
        for indexPath in selectedItems { visibleCellViews[indexPath]?.isSelected = false }
        selectedItems.removeAll()
        cancelAllPrefetching()
        needsReload = true
        reloadCountsIfNeeded()
        recycleAllVisibleViews()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The counts are stale: ask again before their next use.
    func setNeedsReload() {
        needsReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Prepares the layout if needed, sizes the content and tiles the visible elements.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
        tileElements()
    }

    /// Moves the content; the next layout pass tiles what the new offset shows.
    override func applyContentOffset(_ contentOffset: CGPoint) {
        let before = self.contentOffset
        super.applyContentOffset(contentOffset)
        if self.contentOffset != before { setNeedsLayout() }
    }

    // MARK: - Touches and keys (the work is in +Touches.swift and +Keyboard.swift)

    /// Highlights the touched item; passes touches outside the items up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A touch that leaves its item lets go of it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Lifting on the touched item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A drag that scrolls cancels the touch and its highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// A collection view can become first responder, to take the arrow keys and Return.
    /// A mouse drag that starts on an item drags it when there is a drag delegate (R39.1);
    /// otherwise as the scroll view says.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, pointerDragWouldLiftItem { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// The arrows move the selection, Return and Enter activate it; other keys go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handleCollectionPresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// The releases of the keys the collection view handles stay here.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesNotForCollection(presses)
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// Asks the data source for the counts if they are stale.
    func reloadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else { itemCounts = []; return }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            Diagnostics.report("UICollectionView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        itemCounts = (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                Diagnostics.report("UICollectionView: numberOfItemsInSection \(section) returned \(count); using 0")
                return 0
            }
            return count
        }
    }
}
