import Foundation

/// What a view controller shows in its navigation controller's bar while it is on top: a title
/// (or a view in its place), a prompt, buttons on either side, and what the next controller's
/// back button says. Every controller has one (`navigationItem`), made on first use.
///
/// ```swift
/// navigationItem.title = "Notes"
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: .addNote)
/// navigationItem.leftBarButtonItem = editButtonItem
/// navigationItem.backButtonTitle = "All"
/// ```
@preconcurrency @MainActor
open class UINavigationItem {
    /// When a navigation bar that `prefersLargeTitles` shows the item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack; the root item shows it large.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// The controller whose title stands in when `title` is nil.
    weak var owner: UIViewController?
    /// The bar showing the item, told when it changes.
    weak var navigationBar: UINavigationBar?

    /// Makes an item with a title.
    public init(title: String) {
        titleStorage = title
    }

    /// Makes an item for `owner`: its title is the controller's until one is set.
    init(owner: UIViewController) {
        self.owner = owner
    }

    private var titleStorage: String?

    /// The title shown in the middle of the bar; the controller's `title` when not set (R16.5).
    open var title: String? {
        get { titleStorage ?? owner?.title }
        set { titleStorage = newValue; changed() }
    }
    /// A view shown in place of the title, centred, at its own size.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text above the bar: the bar grows by 30 pt to show it (R16.7).
    open var prompt: String? { didSet { changed() } }
    /// The buttons on the leading side, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons on the trailing side, first outermost (at the trailing edge).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The title the back button shows when this item is below the top one; the item's title
    /// (or "Back") when nil (R16.6).
    open var backButtonTitle: String? { didSet { changed() } }
    /// The item the back button shows when this item is below the top one; its title wins over
    /// `backButtonTitle`.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top; false by default.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items show after the back button rather than in its place; false by
    /// default.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// When the title shows large in a bar that `prefersLargeTitles`; `.automatic` by default.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// The bar's look while this item is on top; the bar's own `standardAppearance` when nil.
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The look in a compact-height bar; `standardAppearance` when nil.
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The look when the content is scrolled to its top edge; stored (see the bar).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The search controller whose bar shows under the navigation bar while this item is on top
    /// (R18.22); the item's controller's top safe-area inset grows by the bar's height.
    open var searchController: UISearchController? {
        didSet { changed(); navigationBar?.superview?.setNeedsLayout() }
    }
    /// Whether the search bar hides as the content scrolls up. Stored: XUIKit keeps the bar shown.
    open var hidesSearchBarWhenScrolling = true

    /// Sets `hidesBackButton`; XUIKit does not animate the change.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets `leftBarButtonItem`; XUIKit does not animate the change.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem`; XUIKit does not animate the change.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItems`; XUIKit does not animate the change.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `rightBarButtonItems`; XUIKit does not animate the change.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// What the back button says while this item is the one below the top (R16.6): the back item's
    /// title, else `backButtonTitle`, else the title, else "Back".
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return BarStrings.back
    }

    /// Tells the bar showing the item to show it again (the owner's title changed, or a property).
    func changed() {
        navigationBar?.itemDidChange(self)
    }
}
