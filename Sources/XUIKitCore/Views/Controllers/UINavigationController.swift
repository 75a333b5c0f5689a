import Foundation

/// A stack of view controllers: the top one's view fills the navigation controller's view,
/// under a bar showing its title and a back button.
///
/// As in UIKit, the top view extends under the (translucent) bar when its controller's
/// `edgesForExtendedLayout` includes `.top` (the default): its frame starts at y 0 and the bar
/// shows up as its `safeAreaInsets.top`, the bar's bottom edge. With `.top` left out it starts
/// below the bar.
@MainActor
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
    private let navigationBar = NavigationBarView()
    /// The height of the bar.
    public static let barHeight: CGFloat = 44

    /// A navigation controller showing `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
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
        container.navigationBar = navigationBar
        container.navigationController = self
        container.addSubview(navigationBar)
        navigationBar.backButton.addTarget(self, action: .navigationBack, for: .touchUpInside)
        view = container
        showTop()
    }

    /// Pushes a controller and shows its view.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        stack.append(viewController)
        if isViewLoaded {
            // As UIKit: the new view loads before the old one starts to disappear.
            viewController.loadViewIfNeeded()
            previous?.viewIfLoaded?.removeFromSuperview()
            showTop()
        }
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        if isViewLoaded { showTop() }
        return top
    }

    /// Pops to the root controller and returns the popped ones.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while stack.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
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
        if isViewLoaded { showTop() }
    }

    func showTop() {
        guard let container = viewIfLoaded, let top = topViewController else { return }
        let content = top.view!
        announceWillShow(top)
        layOutContent(of: top, in: container.bounds)
        if content.superview !== container { container.insertSubview(content, at: 0) }
        navigationBar.update(title: top.title, showsBack: stack.count > 1)
    }

    /// Places `controller`'s view in `area` (the container's bounds): under the bar when it
    /// extends under the top edge, with the bar as its safe area's top; below the bar otherwise.
    func layOutContent(of controller: UIViewController, in area: CGRect) {
        let bar = Self.barHeight
        let underBar = controller.edgesForExtendedLayout.contains(.top)
        controller.view.frame = underBar
            ? area
            : CGRect(x: area.minX, y: area.minY + bar, width: area.width, height: max(0, area.height - bar))
        controller.containerSafeAreaInsets = UIEdgeInsets(top: underBar ? bar : 0, left: 0, bottom: 0, right: 0)
    }

    func topViewControllerTitleDidChange(_ controller: UIViewController) {
        if controller === topViewController { navigationBar.update(title: controller.title, showsBack: stack.count > 1) }
    }

    func goBack() { popViewController(animated: true) }
}

extension Selector {
    static let navigationBack = Selector("goBack", UINavigationController.goBack)
}

/// The navigation controller's view: keeps the bar in front of the content.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationBar: NavigationBarView?
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        navigationBar?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationController.barHeight)
        for subview in subviews where subview !== navigationBar {
            if let controller = subview.owningViewController {
                navigationController?.layOutContent(of: controller, in: bounds)
            }
        }
        if let navigationBar { bringSubviewToFront(navigationBar) }
    }
}

/// A minimal navigation bar: a centred title and a back button.
@MainActor
final class NavigationBarView: UIView {
    let titleLabel = UILabel(frame: .zero)
    let backButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.textAlignment = .center
        titleLabel.font = .boldSystemFont(ofSize: 17)
        backButton.setTitle("‹ Back", for: .normal)
        addSubview(titleLabel)
        addSubview(backButton)
    }

    required init?(coder: NSCoder) { return nil }

    func update(title: String?, showsBack: Bool) {
        titleLabel.text = title
        backButton.isHidden = !showsBack
        setNeedsLayout()
    }

    override func layoutSubviews() {
        titleLabel.frame = CGRect(x: 80, y: 0, width: max(0, bounds.width - 160), height: bounds.height)
        backButton.frame = CGRect(x: 4, y: 4, width: 76, height: bounds.height - 8)
    }

    override func draw(_ rect: CGRect) {
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
    }
}
