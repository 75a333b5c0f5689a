import Foundation

/// Manages a search: a `searchBar`, an optional controller that shows the results, and a
/// `searchResultsUpdater` told about every change (R18.21).
///
/// Put the bar where the app wants it — `tableView.tableHeaderView = searchController.searchBar`,
/// or a navigation item's `searchController`. Starting to edit the bar makes the controller
/// active: the Cancel button shows (`automaticallyShowsCancelButton`), and this controller's
/// view covers the hosting controller's view below the bar — the results controller's view, or
/// a dimmed cover when `obscuresBackgroundDuringPresentation` is true (a click on it ends the
/// search). The Cancel button clears the text and ends the search. The updater hears every
/// user change of the text and scope, and each change of `isActive`.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The bar the user types into.
    public let searchBar = UISearchBar()
    /// The controller that shows the results, given at creation; nil to show them in place.
    public let searchResultsController: UIViewController?
    /// Told about every change of the search (R18.21).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search becomes active or inactive.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the bar is dimmed while searching and no results show; true by
    /// default, as UIKit (apps that filter in place set it to false).
    open var obscuresBackgroundDuringPresentation = true
    /// Kept for API compatibility: the dimming follows `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether a navigation bar hides while searching; kept, and honoured by navigation
    /// controllers that show the bar (true by default).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while searching; true by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows as soon as the text is not empty; true by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now.
    open var showsSearchResultsController = false { didSet { updateCover() } }
    /// Whether the scope bar shows only while searching; true by default.
    open var automaticallyShowsScopeBar = true

    /// The controller whose view hosts the bar (set by a navigation item); else the controller
    /// that owns the nearest view above the bar.
    weak var hostingViewController: UIViewController?

    /// Makes a search controller whose results show in `searchResultsController` (nil: in place).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController); searchResultsController.didMove(toParent: self) }
    }

    /// A search controller that shows its results in place.
    public convenience init() { self.init(searchResultsController: nil) }

    /// XUIKit does not load view controllers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the search is under way. Setting it shows or removes the cover and tells the
    /// delegate and the updater.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
                if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
                updateCover()
                searchResultsUpdater?.updateSearchResults(for: self)
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
                if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
                if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
                updateCover()
                searchResultsUpdater?.updateSearchResults(for: self)
                delegate?.didDismissSearchController(self)
            }
        }
    }

    /// Makes the cover shown under the bar while searching.
    open override func loadView() {
        view = SearchCoverView(controller: self)
    }

    // MARK: - From the bar

    func searchBarDidBeginEditing() { isActive = true }

    func searchBarTextDidChange() {
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarScopeDidChange() { searchResultsUpdater?.updateSearchResults(for: self) }

    /// Cancel: the text is cleared and the search ends.
    func searchBarCancelled() {
        searchBar.text = ""
        showsSearchResultsController = false
        isActive = false
    }

    // MARK: - The cover

    /// The controller whose view the cover goes over.
    var host: UIViewController? {
        if let hostingViewController { return hostingViewController }
        var view = searchBar.superview
        while let current = view {
            if let owner = current.owningViewController, owner !== self { return owner }
            view = current.superview
        }
        return nil
    }

    /// Puts this controller's view over the host's view, below the bar, while active and there
    /// is something to show: the results controller's view, or the dimmed cover.
    func updateCover() {
        let showsResults = searchResultsController != nil && (showsSearchResultsController || !automaticallyShowsSearchResultsController)
        let wanted = isActive && (showsResults || obscuresBackgroundDuringPresentation)
        guard wanted, let hostView = host?.viewIfLoaded else {
            viewIfLoaded?.removeFromSuperview()
            return
        }
        let cover = view as! SearchCoverView
        cover.showsResults = showsResults
        let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: hostView).y
        let top = max(hostView.bounds.minY, barBottom)
        cover.frame = CGRect(x: hostView.bounds.minX, y: top, width: hostView.bounds.width, height: max(0, hostView.bounds.maxY - top))
        if cover.superview !== hostView { hostView.addSubview(cover) }
        hostView.bringSubviewToFront(cover)
    }
}

/// The search controller's view: the results controller's view, or a dimmed cover that ends
/// the search when clicked.
@MainActor
final class SearchCoverView: UIView {
    unowned let controller: UISearchController

    var showsResults = false {
        didSet {
            backgroundColor = showsResults ? .clear : UIColor(white: 0, alpha: 0.2)
            let results = controller.searchResultsController?.view
            if showsResults, let results, results.superview !== self {
                results.frame = bounds
                results.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(results)
            } else if !showsResults {
                results?.removeFromSuperview()
            }
        }
    }

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !showsResults { controller.searchBarCancelled() }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
