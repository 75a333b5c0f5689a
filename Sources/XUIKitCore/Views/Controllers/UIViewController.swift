import Foundation

/// Manages a view hierarchy: loads its view on first use, gets appearance callbacks, contains
/// child view controllers and presents others.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    /// The size the view is about to be given, while a window loads it (UIViewController+ViewSizeAtLoad.swift).
    var viewSizeHint: CGSize?
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState = AppearanceState.disappeared
    /// The override and registrations of `Views/Traits/UITraitEnvironment.swift`.
    var traitState = TraitState()

    /// Called after the traits of the controller's view changed, with the collection before
    /// (R15.3). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The controller that contains this one (`addChild`), if any.
    public internal(set) weak var parent: UIViewController?
    /// Contained controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The controller that presented this one, or the one that presented the controller containing
    /// it, as in UIKit: the root controller of a presented navigation controller answers with the
    /// presenter too (R18.8).
    public var presentingViewController: UIViewController? { presenterStorage ?? parent?.presentingViewController }
    /// The controller that presented this very one.
    weak var presenterStorage: UIViewController?
    /// This controller if it was presented, or the presented controller containing it.
    var presentedAncestor: UIViewController? { presenterStorage != nil ? self : parent?.presentedAncestor }
    /// The controller this one presents.
    public internal(set) var presentedViewController: UIViewController?
    /// For a presented controller: the responder that was first responder behind it when it was
    /// presented, made first responder again when it is dismissed (R11.2).
    weak var firstResponderBehindPresentation: UIResponder?
    /// Presentation settings and the presentation controller (Views/Presentation/).
    let presentationStorage = PresentationStorage()

    /// A title, shown by a navigation controller's bar (through `navigationItem`) and a tab
    /// bar (setting it sets `tabBarItem.title`).
    open var title: String? { didSet { titleDidChange() } }

    /// The navigation item, edit button, toolbar items and tab bar item (UIViewController+Bars.swift).
    let bars = ControllerBars()

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { bars.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, and turns `editButtonItem` into Done (bold) or back into
    /// Edit (R16.2). Override to put your views into editing mode; call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        bars.isEditing = editing
        updateEditButtonItem()
    }

    /// XUIKit has no nib files; both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// XUIKit does not load view controllers from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The view

    /// The root view, created by `loadView()` and followed by `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            if viewStorage == nil { loadViewIfNeeded() }
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { viewStorage }
    /// Whether `view` has been created (reading `view` creates it).
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: defaultViewFrame) }
        viewDidLoad()
    }

    /// Creates the view. The default makes a plain `UIView` with no background (so an uncovered
    /// window shows black, R19.10), of the size it will have (R19.9); override to build your own
    /// and assign it to `view`.
    open func loadView() {
        view = UIView(frame: defaultViewFrame)
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// Called when the system is low on memory: release what can be rebuilt. Linux sends no
    /// memory warnings; only the app calls it (R41.9).
    open func didReceiveMemoryWarning() {}
    /// The view is about to be added to a window's visible tree. Call super.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen: after layout and the first frame presented. Call super.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen. Call super.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the screen. Call super.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called in the update-constraints pass when the root view needs its constraints updated,
    /// in place of the view's own `updateConstraints()`: override it to add or change
    /// constraints, and call `super.updateViewConstraints()` as the final step, as UIKit
    /// requires. The default calls the view's `updateConstraints()`.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        viewIfLoaded?.updateConstraints()
    }
    /// Set by the default `updateViewConstraints()`, to report an override that skips `super`.
    var calledSuperUpdateViewConstraints = false

    // MARK: - Safe area and margins (UIViewController+SafeArea.swift)

    /// Insets added to the root view's safe area, for content of your own that covers it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.updateSafeAreaInsets(subtree: true) } }
    }
    /// The edges along which the root view extends under a container's bars (a navigation
    /// controller's bar); all by default, as UIKit.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether the root view also extends under opaque bars; false by default. XUIKit's bars
    /// are translucent, as UIKit's are by default, so this changes nothing yet.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The bars a container (a navigation controller) lays over the root view.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { viewIfLoaded?.updateSafeAreaInsets(subtree: true) } }
    }
    /// Called when the root view's safe area insets change.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins change.
    open func viewLayoutMarginsDidChange() {}

    // MARK: - The chain (R2.3–R2.6)

    /// The presenting controller for a presented one (R2.4); otherwise the view's superview —
    /// the window for a window's root controller (R2.3, R2.5); nil when the view is in no
    /// hierarchy (R2.6).
    open override var next: UIResponder? {
        if let presenting = presenterStorage { return presenting }
        return viewStorage?.superview
    }

    override var responderWindow: UIWindow? { viewStorage?.window }

    // MARK: - Containment

    /// Adds a child controller. Add its view to your hierarchy yourself, then call
    /// `child.didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent. Remove its view yourself first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        containerSafeAreaInsets = .zero
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container (nil: removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a container (nil: removed).
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller up the parent chain.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    // MARK: - Presentation (the work is in UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` over this controller's window, in the geometry its
    /// `modalPresentationStyle` names (R18.1).
    ///
    /// For `.fullScreen` and `.currentContext`, as in UIKit, this controller (and the controllers
    /// in its view tree) gets `viewWillDisappear`, the presented one `viewWillAppear`, then after
    /// its layout and the next frame the presented one `viewDidAppear`, this one
    /// `viewDidDisappear`, and `completion` runs. Sheets, popovers and the `over…` styles leave
    /// this controller shown: it gets no callbacks (R18.3). The presenting view stays in the
    /// window under the presented one, so the responder chain keeps reaching the window (R2.4).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Shows `vc` as the detail: in the secondary column of a split view controller up the
    /// parent chain, else presented (UISplitViewController.swift).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showAsDetail(vc, sender: sender)
    }

    /// Called by a presentation once this (presented) controller's view is in the window, before
    /// the appearance transitions end. Subclasses in the toolkit pick their first responder here;
    /// controllers of other modules of the package hear it as `PresentedFileChoosing` (R32.15).
    func presentationDidInstallView() { (self as? any PresentedFileChoosing)?.presentedViewDidInstall() }

    /// Dismisses the controller this one presents, or this one if it was presented.
    ///
    /// The presented controller gets `viewWillDisappear`, the presenting one (and the
    /// controllers in its view tree) `viewWillAppear`; after the next frame the presented one
    /// gets `viewDidDisappear`, the presenting ones `viewDidAppear`, then `completion` runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: - Inert on the desktop (UIViewController+InertOnDesktop.swift, R17.9)

    /// The status bar's style this controller wants; `.default`. There is no status bar on the
    /// desktop: overrides compile and are never read (R17.9).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden; false. Never read on the desktop (R17.9).
    open var prefersStatusBarHidden: Bool { false }
    /// Whether this controller wants the home indicator hidden; false. Never read on the desktop (R17.9).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The orientations this controller supports; all but upside-down. A desktop window does not
    /// rotate: never read (R17.9).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
