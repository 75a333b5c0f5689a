import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A controller whose view is a table of `rows` rows.
@MainActor
final class TableScreen: UIViewController, UITableViewDataSource {
    let rows: Int
    var insetChanges = 0
    init(rows: Int) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    var table: UITableView { view as! UITableView }
    override func loadView() {
        let table = InsetRecordingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.onInsetChange = { [weak self] in self?.insetChanges += 1 }
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        view = table
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
final class InsetRecordingTable: UITableView {
    var onInsetChange: (() -> Void)?
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        onInsetChange?()
    }
}

/// A controller whose view is a plain scroll view with `contentHeight` of content.
@MainActor
final class ScrollScreen: UIViewController {
    let contentHeight: CGFloat
    init(contentHeight: CGFloat) {
        self.contentHeight = contentHeight
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    var scrollView: UIScrollView { view as! UIScrollView }
    override func loadView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: contentHeight)
        view = scrollView
    }
}

@MainActor
@Suite("Insets for bars: contentInsetAdjustmentBehavior and adjustedContentInset (R16.12)")
struct ContentInsetAdjustmentTests {
    @Test("A table under a navigation bar: adjusted top 44, first offset -44, row 0 just below the bar")
    func tableUnderBar() {
        let screen = TableScreen(rows: 30)
        let navigation = UINavigationController(rootViewController: screen)
        _ = showInWindow(navigation)
        let table = screen.table
        #expect(table.contentInset == .zero)
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(table.contentOffset.y == -44)
        let row0 = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(row0.minY == 44, "row 0 starts at the bar's bottom edge")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        #expect(screen.insetChanges == 1)
    }

    @Test(".never leaves the content under the bar: adjusted inset is contentInset alone")
    func never() {
        let screen = TableScreen(rows: 30)
        screen.loadViewIfNeeded()
        screen.table.contentInsetAdjustmentBehavior = .never
        screen.table.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        let navigation = UINavigationController(rootViewController: screen)
        _ = showInWindow(navigation)
        #expect(screen.table.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0))
    }

    @Test(".always adds every edge of the safe area, the toolbar's bottom too")
    func always() {
        let screen = ScrollScreen(contentHeight: 10)
        screen.loadViewIfNeeded()
        screen.scrollView.contentInsetAdjustmentBehavior = .always
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 4)
        let navigation = UINavigationController(rootViewController: screen)
        _ = showInWindow(navigation)
        navigation.setToolbarHidden(false, animated: false)
        #expect(screen.scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 3, bottom: 44, right: 4))
    }

    @Test(".scrollableAxes adjusts only an axis that scrolls: short content none, tall content top and bottom")
    func scrollableAxes() {
        let screen = ScrollScreen(contentHeight: 100)
        screen.loadViewIfNeeded()
        screen.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 0)
        let navigation = UINavigationController(rootViewController: screen)
        _ = showInWindow(navigation)
        #expect(screen.scrollView.adjustedContentInset == .zero)
        screen.scrollView.contentSize = CGSize(width: 100, height: 2000)
        #expect(screen.scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0),
                "vertical only: the content is not wider than the view")
    }

    @Test(".automatic: always vertical in a navigation controller, even for short content; not outside one")
    func automatic() {
        let screen = ScrollScreen(contentHeight: 100)
        let navigation = UINavigationController(rootViewController: screen)
        _ = showInWindow(navigation)
        #expect(screen.scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(screen.scrollView.adjustedContentInset.top == 44)

        let alone = ScrollScreen(contentHeight: 100)
        alone.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        _ = showInWindow(alone)
        #expect(alone.scrollView.adjustedContentInset == .zero, "short content outside a bar controller: as scrollableAxes")
        alone.scrollView.contentSize = CGSize(width: 100, height: 2000)
        #expect(alone.scrollView.adjustedContentInset.top == 20)
    }

    @Test("Hiding the bar moves content resting at the top back to 0; scrolled content stays where it is")
    func restingContentFollows() {
        let screen = TableScreen(rows: 30)
        let navigation = UINavigationController(rootViewController: screen)
        _ = showInWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(screen.table.adjustedContentInset.top == 0 && screen.table.contentOffset.y == 0)
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(screen.table.contentOffset.y == -44)
        screen.table.contentOffset = CGPoint(x: 0, y: 100)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(screen.table.contentOffset.y == 100)
    }

    @Test("Scrolling stops at -adjustedContentInset.top, and scrollToRow keeps rows below the bar")
    func clampingUsesAdjustedInset() {
        let screen = TableScreen(rows: 30)
        let navigation = UINavigationController(rootViewController: screen)
        _ = showInWindow(navigation)
        let table = screen.table
        #expect(table.clampedOffset(CGPoint(x: 0, y: -500)).y == -44)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(abs(table.contentOffset.y - (440 - 44)) < 0.001, "row 10 at the bar's bottom edge")
    }

    @Test("A large title and a prompt grow the inset; a tab bar adds its 49 pt at the bottom")
    func largeTitleAndTabBar() {
        let screen = TableScreen(rows: 30)
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        _ = showInWindow(tabs)
        #expect(screen.table.adjustedContentInset == UIEdgeInsets(top: 96, left: 0, bottom: 49, right: 0))
        #expect(screen.table.contentOffset.y == -96)
    }
}
