import Foundation

// Where `navigationItem.searchController` puts its bar (R18.22): under the navigation bar, as wide
// as the navigation controller's view. A navigation controller calls this while it lays out its
// top controller, and adds the returned height to that controller's top safe-area inset.

extension UISearchController {
    /// Puts the search bar in `container` at `top`, full width, and makes `host` the controller
    /// whose view the results cover. Returns the bar's height (56 pt, 100 with the scope bar).
    func placeSearchBar(in container: UIView, at top: CGFloat, hostedBy host: UIViewController) -> CGFloat {
        hostingViewController = host
        let height = searchBar.intrinsicContentSize.height
        let frame = CGRect(x: container.bounds.minX, y: top, width: container.bounds.width, height: height)
        if searchBar.frame != frame { searchBar.frame = frame }
        if searchBar.superview !== container { container.addSubview(searchBar) }
        container.bringSubviewToFront(searchBar)
        return height
    }

    /// Takes the bar out of a navigation controller's view when its item no longer has it.
    func removeSearchBarPlacement(from container: UIView) {
        if searchBar.superview === container { searchBar.removeFromSuperview() }
        if isActive { isActive = false }
    }
}
