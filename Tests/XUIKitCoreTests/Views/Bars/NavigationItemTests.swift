import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Navigation items: what the bar shows (R16.1–R16.8)")
struct NavigationItemTests {
    @Test("The item's title is the controller's until set; the bar shows the top item's (R16.5)")
    func titleFallsBackToController() {
        let root = UIViewController()
        root.title = "Notes"
        let navigation = UINavigationController(rootViewController: root)
        _ = showInWindow(navigation)
        #expect(root.navigationItem.title == "Notes")
        #expect(navigation.navigationBar.titleLabel.text == "Notes")
        root.title = "All Notes"
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.titleLabel.text == "All Notes")
        root.navigationItem.title = "Mine"
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.titleLabel.text == "Mine")
        #expect(root.title == "All Notes", "the item's title does not change the controller's")
    }

    @Test("Right items sit from the trailing edge, first outermost; left items from the leading edge")
    func itemOrder() {
        let root = UIViewController()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [add, share]
        root.navigationItem.leftBarButtonItem = cancel
        let navigation = UINavigationController(rootViewController: root)
        _ = showInWindow(navigation)
        let bar = navigation.navigationBar
        let addView = try! #require(barView(for: add, in: bar))
        let shareView = try! #require(barView(for: share, in: bar))
        let cancelView = try! #require(barView(for: cancel, in: bar))
        // 400 - 8 (margin) = 392: add (22 + 2 × 8 = 38 wide) ends there, share left of it.
        #expect(addView.frame.maxX == 392 && addView.frame.width == 38)
        #expect(shareView.frame.maxX == addView.frame.minX)
        #expect(cancelView.frame.minX == 8)
        #expect(addView.frame.height == 44 && addView.frame.minY == 0)
        #expect(bar.backButton.isHidden, "the root item has no back button")
    }

    @Test("The back button shows the previous item's back title, its title, or Back (R16.6)")
    func backTitle() {
        let root = UIViewController(), second = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        _ = showInWindow(navigation)
        navigation.pushViewController(second, animated: false)
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(!bar.backButton.isHidden && bar.backButton.backTitle == "Inbox")
        root.navigationItem.backButtonTitle = "Mail"
        navigation.view.layoutIfNeeded()
        #expect(bar.backButton.backTitle == "Mail")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        navigation.view.layoutIfNeeded()
        #expect(bar.backButton.backTitle == "Up")
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonTitle = nil
        root.title = nil
        navigation.view.layoutIfNeeded()
        #expect(bar.backButton.backTitle == "Back")
    }

    @Test("Left items replace the back button unless they supplement it; hidesBackButton hides it")
    func backButtonVisibility() {
        let root = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        _ = showInWindow(navigation)
        navigation.pushViewController(second, animated: false)
        let bar = navigation.navigationBar
        let left = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        second.navigationItem.leftBarButtonItem = left
        navigation.view.layoutIfNeeded()
        #expect(bar.backButton.isHidden)
        second.navigationItem.leftItemsSupplementBackButton = true
        navigation.view.layoutIfNeeded()
        #expect(!bar.backButton.isHidden)
        #expect(try! #require(barView(for: left, in: bar)).frame.minX >= bar.backButton.frame.maxX - 8)
        second.navigationItem.setHidesBackButton(true, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(bar.backButton.isHidden)
    }

    @Test("A title view takes the title's place, centred; a prompt adds 30 pt above the row (R16.7)")
    func titleViewAndPrompt() {
        let root = UIViewController()
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.navigationItem.titleView = titleView
        let navigation = UINavigationController(rootViewController: root)
        _ = showInWindow(navigation)
        #expect(titleView.superview === navigation.navigationBar)
        #expect(titleView.frame == CGRect(x: 150, y: 7, width: 100, height: 30))
        #expect(navigation.navigationBar.titleLabel.isHidden)
        root.navigationItem.prompt = "Choose a note"
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 74)
        #expect(titleView.frame.minY == 37)
        #expect(root.view.safeAreaInsets.top == 74)
    }

    @Test("Large titles: 52 pt under the row for the root; .never and .always decide; automatic follows below (R16.8)")
    func largeTitles() {
        let root = UIViewController(), second = UIViewController(), third = UIViewController()
        root.title = "Library"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        _ = showInWindow(navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96 && !bar.largeTitleLabel.isHidden && bar.largeTitleLabel.text == "Library")
        #expect(bar.largeTitleLabel.frame.minX == 16 && bar.largeTitleLabel.frame.minY == 44)
        #expect(root.view.safeAreaInsets.top == 96)
        second.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(second, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 44 && bar.largeTitleLabel.isHidden)
        navigation.pushViewController(third, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 44, "automatic follows the item below: never")
        third.navigationItem.largeTitleDisplayMode = .always
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 96)
    }

    @Test("Bar attributes: titleTextAttributes win over the appearance's; the appearance's over the default")
    func titleAttributes() {
        let root = UIViewController()
        root.title = "T"
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        navigation.navigationBar.standardAppearance = appearance
        _ = showInWindow(navigation)
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.textColor == .systemRed)
        #expect(bar.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        bar.layoutIfNeeded()
        #expect(bar.titleLabel.textColor == .systemGreen)
        #expect(appearance.backgroundColor == .systemBackground && appearance.shadowColor == .separator)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)
    }
}
