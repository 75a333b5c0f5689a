import Foundation

/// Told what the user does in a `UISearchBar` (R18.20). Every method has a default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the field may start editing; true by default.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The field started editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the field may stop editing; true by default.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting); not called for `text` set in code.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's edit replacing `range` with `text` may happen; true by default.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user pressed Return in the field.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user clicked the Cancel button.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user chose another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// True.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// True.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// True.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// Updates search results as the search changes (R18.21).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called on every change of the search bar's text or scope, and when the search controller
    /// becomes active or inactive.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller becomes active or inactive.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller became inactive.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
