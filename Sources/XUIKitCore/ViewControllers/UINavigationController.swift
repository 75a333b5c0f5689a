import Foundation

/// A stack of view controllers: the top one's view fills the navigation controller's view
/// below a bar showing its title and a back button.
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open private(set) var viewControllers: [UIViewController] = []
    private let navigationBar = NavigationBarView()
    /// The height of the bar; its views sit below it.
    public static let barHeight: CGFloat = 44

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller whose view is shown: the top one.
    open var visibleViewController: UIViewController? { topViewController }

    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.backgroundColor = .white
        container.navigationBar = navigationBar
        container.addSubview(navigationBar)
        navigationBar.backButton.addTarget(self, action: .navigationBack, for: .touchUpInside)
        view = container
        showTop()
    }

    /// Pushes a controller and shows its view.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
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
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
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
        while viewControllers.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        if isViewLoaded { controllers.last?.loadViewIfNeeded() }
        for controller in viewControllers {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        viewControllers = []
        for controller in controllers {
            addChild(controller)
            viewControllers.append(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded { showTop() }
    }

    func showTop() {
        guard let container = viewIfLoaded, let top = topViewController else { return }
        let content = top.view!
        content.frame = CGRect(x: 0, y: Self.barHeight, width: container.bounds.width,
                               height: max(0, container.bounds.height - Self.barHeight))
        if content.superview !== container { container.insertSubview(content, at: 0) }
        navigationBar.update(title: top.title, showsBack: viewControllers.count > 1)
    }

    func topViewControllerTitleDidChange(_ controller: UIViewController) {
        if controller === topViewController { navigationBar.update(title: controller.title, showsBack: viewControllers.count > 1) }
    }

    func goBack() { popViewController(animated: true) }
}

extension Selector {
    static let navigationBack = Selector("goBack", UINavigationController.goBack)
}

/// The navigation controller's view: keeps the bar on top and the content below it.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationBar: NavigationBarView?

    override func layoutSubviews() {
        navigationBar?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationController.barHeight)
        for subview in subviews where subview !== navigationBar {
            subview.frame = CGRect(x: 0, y: UINavigationController.barHeight, width: bounds.width,
                                   height: max(0, bounds.height - UINavigationController.barHeight))
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
