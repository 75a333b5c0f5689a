import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Records what a search controller reports.
@MainActor
final class SearchLog: UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    var entries: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        entries.append("update \"\(searchController.searchBar.text ?? "")\" active \(searchController.isActive)")
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("textDidChange \"\(searchText)\"") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { entries.append("search clicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel clicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { entries.append("scope \(selectedScope)") }
    func willPresentSearchController(_ searchController: UISearchController) { entries.append("willPresent") }
    func didDismissSearchController(_ searchController: UISearchController) { entries.append("didDismiss") }
}

/// A table whose header is a search controller's bar.
@MainActor
private final class SearchFixture {
    let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
    let root = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
    let search: UISearchController
    let log = SearchLog()

    init(results: UIViewController? = nil) {
        search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = log
        search.delegate = log
        search.searchBar.delegate = log
        root.view.addSubview(table)
        table.tableHeaderView = search.searchBar
        harness.window.rootViewController = root
        harness.display()
    }

    func tapField() {
        let field = search.searchBar.searchTextField
        let centre = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        harness.tap(centre.x, centre.y)
        harness.display()
    }
}

@MainActor
@Suite("UISearchController and UISearchBar")
struct SearchControllerTests {
    @Test("R18.20: a search bar as a table header is 56 pt tall and as wide as the table")
    func tableHeader() {
        let fixture = SearchFixture()
        #expect(fixture.search.searchBar.frame.size == CGSize(width: 400, height: 56))
        #expect(fixture.search.searchBar.placeholder == "Search")
    }

    @Test("R18.21: typing makes the search active and calls the updater with the text after every key")
    func typingUpdates() {
        let fixture = SearchFixture()
        fixture.tapField()
        #expect(fixture.search.isActive)
        #expect(fixture.search.searchBar.showsCancelButton)
        fixture.harness.type("ab")
        #expect(fixture.log.entries == ["willPresent", "update \"\" active true",
                                        "textDidChange \"a\"", "update \"a\" active true",
                                        "textDidChange \"ab\"", "update \"ab\" active true"])
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log.entries.last == "search clicked")
    }

    @Test("R18.21: Cancel clears the text, ends the search and tells the updater")
    func cancelEnds() {
        let fixture = SearchFixture()
        fixture.tapField()
        fixture.harness.type("x")
        fixture.log.entries.removeAll()
        let cancel = fixture.search.searchBar.cancelButtonForTesting
        fixture.harness.display()
        let centre = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        fixture.harness.tap(centre.x, centre.y)
        #expect(fixture.log.entries == ["cancel clicked", "update \"\" active false", "didDismiss"])
        #expect(!fixture.search.isActive)
        #expect(fixture.search.searchBar.text == "")
        #expect(!fixture.search.searchBar.searchTextField.isFirstResponder)
    }

    @Test("R18.21: with text, the results controller's view covers the host below the bar")
    func resultsController() {
        let results = UIViewController()
        let fixture = SearchFixture(results: results)
        fixture.tapField()
        #expect(results.viewIfLoaded?.window == nil, "no results before there is text")
        fixture.harness.type("q")
        fixture.harness.display()
        #expect(results.view.window === fixture.harness.window)
        let frame = results.view.convert(results.view.bounds, to: nil)
        #expect(frame.minY == 56 && frame.maxY == 500)
    }

    @Test("R18.20: scope buttons show while searching; choosing one tells the delegate and the updater")
    func scopes() {
        let fixture = SearchFixture()
        fixture.search.searchBar.scopeButtonTitles = ["All", "Mine"]
        fixture.tapField()
        #expect(fixture.search.searchBar.showsScopeBar)
        #expect(fixture.search.searchBar.intrinsicContentSize.height == 100)
        fixture.log.entries.removeAll()
        let scope = fixture.search.searchBar.scopeBarForTesting
        fixture.harness.display()
        let point = scope.convert(CGPoint(x: scope.bounds.width * 0.75, y: scope.bounds.midY), to: nil)
        fixture.harness.tap(point.x, point.y)
        #expect(fixture.search.searchBar.selectedScopeButtonIndex == 1)
        #expect(fixture.log.entries == ["scope 1", "update \"\" active true"])
    }
}

@MainActor
@Suite("Search bar placement under a navigation bar")
struct SearchBarPlacementTests {
    @Test("R18.22: the bar goes under the navigation bar, full width; results cover the hosting controller below it")
    func placement() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        let host = UIViewController()
        harness.window.rootViewController = host
        harness.display()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let height = search.placeSearchBar(in: host.view, at: 44, hostedBy: host)
        #expect(height == 56)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: 400, height: 56))
        search.isActive = true
        search.searchBar.text = "a"
        search.showsSearchResultsController = true
        #expect(results.view.window === harness.window)
        #expect(results.view.convert(results.view.bounds, to: nil).minY == 100)
        search.removeSearchBarPlacement(from: host.view)
        #expect(search.searchBar.superview == nil && !search.isActive)
    }
}
