import Foundation

/// A stack of view controllers: the top one's view fills the navigation controller's view,
/// under a bar (`navigationBar`) showing its navigation item, over an optional toolbar showing
/// its `toolbarItems`.
///
/// As in UIKit, the top view extends under the (translucent) bars when its controller's
/// `edgesForExtendedLayout` includes the edge (the default): its frame fills the container and
/// the bars show up as its safe area (`safeAreaInsets.top` is the bar's bottom edge), so a scroll
/// view in it is inset for them (`adjustedContentInset`, R16.12). With the edge left out, or
/// under an opaque bar without `extendedLayoutIncludesOpaqueBars`, it starts below the bar.
///
/// Push and pop slide as UIKit's (UINavigationController+Transitions.swift, R16.13).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// Told before and after a controller's view shows on top (UINavigationControllerDelegate.swift).
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The top controller the delegate was last told about.
    weak var announcedTop: UIViewController?
    /// Whether the announced top's `didShow` is still to come.
    var awaitsDidShow = false
    /// The search controller whose bar is placed under the navigation bar (R18.22).
    weak var placedSearchController: UISearchController?
    /// The bar at the top, showing the top controller's navigation item.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while
    /// `isToolbarHidden` is false.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// The height of the bar without a prompt or large title.
    public static let barHeight: CGFloat = UINavigationBar.standardHeight

    /// Whether the navigation bar is hidden; false by default.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    var navigationBarHiddenStorage = false
    /// Whether the toolbar is hidden; true by default, as UIKit's.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var toolbarHiddenStorage = true
    /// The slide under way, if any (UINavigationController+Transitions.swift).
    var transition: NavigationTransition?

    /// A navigation controller showing `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// A navigation controller whose bar and toolbar are of the given classes. XUIKit uses its own
    /// `UINavigationBar` and `UIToolbar`; the classes are ignored.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view is shown: the top one.
    open var visibleViewController: UIViewController? { topViewController }

    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.backgroundColor = .systemBackground
        container.navigationController = self
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        navigationBar.onBack = { [weak self] in self?.goBack() }
        navigationBar.onMetricsChange = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
        view = container
        showTop(from: nil, push: true, animated: false)
    }

    /// Pushes a controller and shows its view, sliding in from the trailing edge when animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        stack.append(viewController)
        if isViewLoaded {
            // As UIKit: the new view loads before the old one starts to disappear.
            viewController.loadViewIfNeeded()
            showTop(from: previous, push: true, animated: animated)
        } else {
            syncBars()
        }
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.willMove(toParent: nil)
        if isViewLoaded {
            showTop(from: top, push: false, animated: animated)
        } else {
            syncBars()
        }
        top.removeFromParent()
        return top
    }

    /// Pops every controller above `viewController` and returns them, bottom first; nil when it
    /// is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(toCount: index + 1, animated: animated)
    }

    /// Pops to the root controller and returns the popped ones, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        pop(toCount: 1, animated: animated)
    }

    private func pop(toCount count: Int, animated: Bool) -> [UIViewController] {
        guard stack.count > count else { return [] }
        let top = stack.last!
        let popped = Array(stack[count...])
        stack.removeSubrange(count...)
        for controller in popped { controller.willMove(toParent: nil) }
        if isViewLoaded { showTop(from: top, push: false, animated: animated) } else { syncBars() }
        for controller in popped {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        if isViewLoaded { controllers.last?.loadViewIfNeeded() }
        for controller in stack {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        stack = []
        for controller in controllers {
            addChild(controller)
            stack.append(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded { showTop(from: nil, push: true, animated: false) } else { syncBars() }
    }

    /// Shows the top controller's view and its bar contents; `from` is the controller that was
    /// on top, whose view leaves (with a slide when animated, R16.13).
    func showTop(from previous: UIViewController?, push: Bool, animated: Bool) {
        guard let container = viewIfLoaded, let top = topViewController else { return }
        syncBars()
        let content = top.view!
        announceWillShow(top)
        layOutContent(of: top, in: container.bounds)
        let slides = animated && previous != nil && previous !== top && container.window != nil
        let outgoing = slides ? previous.flatMap { snapshot(of: $0) } : nil
        if let previous, previous !== top { previous.viewIfLoaded?.removeFromSuperview() }
        if content.superview !== container { container.insertSubview(content, at: 0) }
        if let outgoing { slide(in: top, out: outgoing, push: push) }
    }

    /// The navigation bar and toolbar show the stack's items and the top controller's toolbar
    /// items.
    func syncBars() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places `controller`'s view in `area` (the container's bounds): under the bars when it
    /// extends under their edges, with the bars as its safe area; between them otherwise.
    func layOutContent(of controller: UIViewController, in area: CGRect) {
        let barBottom = navigationBarHiddenStorage ? 0 : navigationBar.barHeight
        let top = barBottom + placeSearchBar(of: controller, at: barBottom)
        let bottom = toolbarHiddenStorage ? 0 : UIToolbar.standardHeight
        let extendsUnderOpaque = controller.extendedLayoutIncludesOpaqueBars
        let underTop = controller.edgesForExtendedLayout.contains(.top) && (navigationBar.isTranslucent || extendsUnderOpaque)
        let underBottom = controller.edgesForExtendedLayout.contains(.bottom) && (toolbar.isTranslucent || extendsUnderOpaque)
        let minY = area.minY + (underTop ? 0 : top)
        let maxY = area.maxY - (underBottom ? 0 : bottom)
        let frame = CGRect(x: area.minX, y: minY, width: area.width, height: max(0, maxY - minY))
        if controller.view.frame != frame { controller.view.frame = frame }
        controller.containerSafeAreaInsets = UIEdgeInsets(top: underTop ? top : 0, left: 0, bottom: underBottom ? bottom : 0, right: 0)
    }

    /// Puts the search bar of `controller`'s navigation item under the navigation bar, at `y`, and
    /// takes away the one of the controller that was on top before; returns the bar's height (R18.22).
    private func placeSearchBar(of controller: UIViewController, at y: CGFloat) -> CGFloat {
        guard let container = viewIfLoaded else { return 0 }
        let search = controller.navigationItem.searchController
        if let placed = placedSearchController, placed !== search {
            placed.removeSearchBarPlacement(from: container)
            placedSearchController = nil
        }
        guard let search else { return 0 }
        placedSearchController = search
        return search.placeSearchBar(in: container, at: y, hostedBy: controller)
    }

    func goBack() { popViewController(animated: true) }

    /// `controller`'s toolbar items changed: shown at once if it is on top.
    func toolbarItemsDidChange(of controller: UIViewController) {
        if controller === topViewController { toolbar.setItems(controller.toolbarItems, animated: false) }
    }
}

/// The navigation controller's view: lays out the bars and keeps them in front of the content.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        guard let navigationController else { return }
        let bar = navigationController.navigationBar, toolbar = navigationController.toolbar!
        bar.isHidden = navigationController.navigationBarHiddenStorage
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bar.barHeight)
        toolbar.isHidden = navigationController.toolbarHiddenStorage
        // The toolbar sits above whatever covers the container's bottom (a tab bar).
        toolbar.frame = CGRect(x: 0, y: bounds.height - safeAreaInsets.bottom - UIToolbar.standardHeight,
                               width: bounds.width, height: UIToolbar.standardHeight)
        if let top = navigationController.topViewController, top.viewIfLoaded?.superview === self {
            navigationController.layOutContent(of: top, in: bounds)
        }
        bringSubviewToFront(toolbar)
        bringSubviewToFront(bar)
    }
}
