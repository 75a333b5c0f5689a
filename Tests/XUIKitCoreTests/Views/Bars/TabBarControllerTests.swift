import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class TabDelegateLog: UITabBarControllerDelegate {
    var log: [String] = []
    var refuse: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect \(viewController.title ?? "")")
        return !refuse.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title ?? "") index \(tabBarController.selectedIndex)")
    }
}

@MainActor
@Suite("UITabBarController, UITabBar and UITabBarItem (R16.10, R16.11)")
struct TabBarControllerTests {
    private func controllers(_ titles: [String]) -> [UIViewController] {
        titles.map { title in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
    }

    @Test("Each controller's tabBarItem is made from its title; the first is selected; its view is shown")
    func setUp() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil && tabs.selectedIndex == NSNotFound)
        let children = controllers(["Notes", "Search", "Settings"])
        tabs.viewControllers = children
        _ = showInWindow(tabs)
        #expect(tabs.tabBar.items?.map(\.title) == ["Notes", "Search", "Settings"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
        #expect(children[0].view.window != nil && !children[1].isViewLoaded)
        #expect(children[0].tabBarController === tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 351, width: 400, height: 49))
        children[1].title = "Find"
        #expect(tabs.tabBar.items?[1].title == "Find", "the title follows the controller's")
    }

    @Test("A click asks shouldSelect, then selects and tells didSelect; a refusal leaves the selection (R16.10)")
    func userSelection() {
        let tabs = UITabBarController()
        let delegate = TabDelegateLog()
        tabs.delegate = delegate
        let children = controllers(["A", "B", "C"])
        tabs.viewControllers = children
        let harness = showInWindow(tabs)
        // Three items of 400 / 3 pt: C's centre is at x 333.
        harness.click(333, 375)
        #expect(delegate.log == ["shouldSelect C", "didSelect C index 2"])
        #expect(tabs.selectedIndex == 2 && children[2].view.window != nil && children[0].view.window == nil)
        delegate.refuse = ["B"]
        harness.click(200, 375)
        #expect(delegate.log.suffix(1) == ["shouldSelect B"])
        #expect(tabs.selectedIndex == 2)
    }

    @Test("Selecting in code tells no delegate; an index out of range is reported and ignored")
    func codeSelection() {
        let tabs = UITabBarController()
        let delegate = TabDelegateLog()
        tabs.delegate = delegate
        tabs.viewControllers = controllers(["A", "B"])
        _ = showInWindow(tabs)
        tabs.selectedIndex = 1
        #expect(delegate.log.isEmpty && tabs.selectedIndex == 1)
        let messages = capturingDiagnostics { tabs.selectedIndex = 5 }
        #expect(messages.count == 1 && tabs.selectedIndex == 1)
    }

    @Test("Clicking the selected tab of a navigation controller pops it to its root")
    func reselectPopsToRoot() {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Nav"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let harness = showInWindow(tabs)
        navigation.pushViewController(UIViewController(), animated: false)
        harness.click(100, 375)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("The shown view extends under the tab bar, which is its safe area's bottom; a nav inside stacks both")
    func safeArea() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        _ = showInWindow(tabs)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        navigation.setToolbarHidden(false, animated: false)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 307, width: 400, height: 44), "above the tab bar")
        #expect(root.view.safeAreaInsets.bottom == 93)
    }

    @Test("Items: system items get UIKit's titles; badges draw a red capsule at the icon's top-right (R16.11)")
    func itemsAndBadges() {
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        #expect(favorites.title == "Favorites" && favorites.tag == 7)
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).title == "Most Viewed")
        let plain = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        plain.badgeValue = "3"
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = plain
        second.tabBarItem = favorites
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.tabBar.backgroundColor = .white
        let harness = showInWindow(tabs)
        let drawing = TabBarItemDrawing(item: plain, frame: tabs.tabBar.itemFrame(at: 0), selected: true, tint: .systemBlue,
                                        unselected: nil, appearance: UITabBarItemAppearance())
        let badge = drawing.badgeFrame(for: "3", icon: drawing.iconFrame)
        #expect(badge.height == 18 && badge.width >= 18)
        // The badge's centre, in the window: red.
        let point = tabs.tabBar.convert(CGPoint(x: badge.midX - 5, y: badge.midY + 5), to: nil)
        let pixel = harness.window.surface!.pixel(x: Int(point.x), y: Int(point.y))
        #expect(pixel.red > 200 && pixel.green < 100 && pixel.blue < 100, "badge pixel \(pixel)")
    }
}

@MainActor
@Suite("UITabBar accessibility")
struct TabBarAccessibilityTests {
    @Test("Each tab item is a button element with its title and badge; the selected one is .selected; activating selects")
    func elements() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Inbox"
        second.title = "Sent"
        second.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        _ = showInWindow(tabs)
        let elements = tabs.tabBar.accessibilityElements as? [UIAccessibilityElement] ?? []
        #expect(elements.map(\.accessibilityLabel) == ["Inbox", "Sent"])
        #expect(elements[1].accessibilityValue == "2")
        #expect(elements[0].accessibilityTraits == [.button, .selected] && elements[1].accessibilityTraits == .button)
        #expect(elements[1].accessibilityActivate())
        #expect(tabs.selectedIndex == 1)
    }
}
