import Foundation

/// Controllers side by side, one shown at a time, chosen with the tab bar at the bottom
/// (`tabBar`), one item per controller (each controller's `tabBarItem`).
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: notes), settings]
/// tabs.selectedIndex = 0
/// window.rootViewController = tabs
/// ```
///
/// A click on an item asks the delegate `tabBarController(_:shouldSelect:)`; if it agrees the
/// controller is selected and the delegate told `tabBarController(_:didSelect:)` (R16.10). A click
/// on the selected item of a navigation controller pops it to its root. Selecting in code
/// (`selectedIndex`, `selectedViewController`) does not ask or tell the delegate, as in UIKit.
/// The shown view extends under the (translucent) tab bar, which is its safe area's bottom
/// (R16.12).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tab bar.
    public let tabBar = UITabBar(frame: .zero)
    /// Told about selection by the user. Not retained.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The controllers, one per tab, leading first.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty && !hasControllers ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var controllers: [UIViewController] = []
    private var hasControllers = false
    private var selectedIndexStorage = NSNotFound

    /// A tab bar controller with no controllers.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the controllers; the selection stays on the same index when it still exists,
    /// else moves to the first controller.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for controller in controllers {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        controllers = viewControllers ?? []
        hasControllers = viewControllers != nil
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBarItemsDidChange()
        if controllers.isEmpty {
            selectedIndexStorage = NSNotFound
        } else if let previous, let index = controllers.firstIndex(where: { $0 === previous }) {
            selectedIndexStorage = index
        } else if selectedIndexStorage == NSNotFound || selectedIndexStorage >= controllers.count {
            selectedIndexStorage = 0
        }
        showSelected()
    }

    /// The index of the selected controller; `NSNotFound` when there are none. An index out of
    /// range is reported and ignored.
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard controllers.indices.contains(newValue) else {
                Diagnostics.report("UITabBarController: selectedIndex \(newValue) is out of range 0..<\(controllers.count); the selection stays \(selectedIndexStorage)")
                return
            }
            guard newValue != selectedIndexStorage else { return }
            selectedIndexStorage = newValue
            showSelected()
        }
    }

    /// The selected controller; setting one that is not a tab is reported and ignored.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selectedIndexStorage) ? controllers[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                Diagnostics.report("UITabBarController: selectedViewController must be one of viewControllers; the selection stays \(selectedIndexStorage)")
                return
            }
            selectedIndex = index
        }
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.backgroundColor = .systemBackground
        container.tabBarController = self
        container.addSubview(tabBar)
        view = container
        showSelected()
    }

    /// The tab bar shows the controllers' items.
    func tabBarItemsDidChange() {
        tabBar.items = controllers.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Shows the selected controller's view, in place of any other tab's.
    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard let container = viewIfLoaded else { return }
        let selected = selectedViewController
        for controller in controllers where controller !== selected {
            if controller.viewIfLoaded?.superview === container { controller.view.removeFromSuperview() }
        }
        if let selected, selected.view.superview !== container {
            layOutContent(of: selected, in: container.bounds)
            container.insertSubview(selected.view, at: 0)
        }
        container.setNeedsLayout()
    }

    /// A click on `item` (R16.10): ask the delegate, select, tell it.
    func userSelected(_ item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if index == selectedIndexStorage, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Places the selected view: under the tab bar when it extends under the bottom edge, with the
    /// bar as its safe area's bottom; above it otherwise.
    func layOutContent(of controller: UIViewController, in area: CGRect) {
        let bar = tabBar.isHidden ? 0 : UITabBar.standardHeight
        let under = controller.edgesForExtendedLayout.contains(.bottom) && (tabBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
        let frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: max(0, area.height - (under ? 0 : bar)))
        if controller.view.frame != frame { controller.view.frame = frame }
        controller.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: under ? bar : 0, right: 0)
    }
}

/// Told when the user picks a tab.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user clicked may be selected; true by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// The tab bar controller's view: the tab bar at the bottom, in front of the selected view.
@MainActor
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        guard let tabBarController else { return }
        let bar = tabBarController.tabBar
        bar.frame = CGRect(x: 0, y: bounds.height - UITabBar.standardHeight, width: bounds.width, height: UITabBar.standardHeight)
        if let selected = tabBarController.selectedViewController, selected.viewIfLoaded?.superview === self {
            tabBarController.layOutContent(of: selected, in: bounds)
        }
        bringSubviewToFront(bar)
    }
}
