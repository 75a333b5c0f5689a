import Foundation

/// Pages of view controllers, one shown at a time, that the user turns (R18.40).
///
/// The data source gives the page before and after the shown one; `setViewControllers` shows a
/// page in code (the delegate hears nothing, as UIKit). The user turns pages on the desktop with
/// the arrow keys (Left/Right, or Up/Down for a vertical book) while the page view controller is
/// first responder — it takes the keyboard when it appears and nothing else has it — and by
/// dragging the page (a pan past a third of the width, or a flick, turns it). Both transition
/// styles are drawn as a 0.3 s slide. When the data source answers `presentationCount(for:)`
/// with more than zero, a page control shows the dots at the bottom.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl, drawn as a slide.
        case pageCurl = 0
        /// A scroll.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where a book's spine is; kept for API compatibility.
    public enum SpineLocation: Int, Sendable {
        /// No spine (scroll style).
        case none = 0
        /// At the left (or top) edge.
        case min
        /// In the middle: two pages show.
        case mid
        /// At the right (or bottom) edge.
        case max
    }

    /// Keys of the options dictionary.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Names a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (an `NSNumber` of a `SpineLocation` raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages (a number of points).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The transition style given at creation.
    public let transitionStyle: TransitionStyle
    /// The axis given at creation.
    public let navigationOrientation: NavigationOrientation
    /// The spine location; `.none` for scroll style, `.min` for page curl.
    public let spineLocation: SpineLocation
    /// Gives the pages around the shown one.
    open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { updatePageControl() } }
    /// Told about turns the user makes.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Whether pages have two sides; kept for API compatibility.
    open var isDoubleSided = false
    /// The shown page(s).
    public internal(set) var viewControllers: [UIViewController]? = []
    /// The page control that shows the dots, when the data source counts pages.
    let pageControl = UIPageControl()
    /// A turn under way, so another waits until it ends.
    var isTurning = false

    /// Makes a page view controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = spine ?? (style == .pageCurl ? .min : .none)
        super.init(nibName: nil, bundle: nil)
    }

    /// XUIKit does not load view controllers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Shows `viewControllers` (the first is the page), sliding in `direction` when animated;
    /// `completion` runs after the slide with true. The delegate is not told, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first else {
            Diagnostics.report("setViewControllers(_:direction:animated:completion:) needs one view controller; ignored")
            completion?(false)
            return
        }
        turn(to: page, direction: direction, animated: animated) { completion?($0) }
    }

    // MARK: - The view

    /// Makes the view the pages show in, with the page dots and the drag recognizer.
    open override func loadView() {
        let container = PageContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.controller = self
        container.clipsToBounds = true
        pageControl.isUserInteractionEnabled = false
        container.addSubview(pageControl)
        let pan = UIPanGestureRecognizer(target: self, action: .pageViewPan)
        container.addGestureRecognizer(pan)
        view = container
        if let page = viewControllers?.first { container.insertSubview(page.view, at: 0) }
        updatePageControl()
    }

    /// Takes the keyboard for the arrow keys when nothing else has it.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let window = viewIfLoaded?.window, window.firstResponder == nil { becomeFirstResponder() }
    }

    /// True: the arrow keys turn pages.
    open override var canBecomeFirstResponder: Bool { true }

    /// Left/Right (or Up/Down for a vertical book) turn pages.
    open override var keyCommands: [UIKeyCommand]? {
        let (back, forward) = navigationOrientation == .horizontal
            ? (UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow) : (UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow)
        return [UIKeyCommand(input: back, modifierFlags: [], action: .pageViewPrevious),
                UIKeyCommand(input: forward, modifierFlags: [], action: .pageViewNext)]
    }
}

/// Gives a page view controller its pages. `presentationCount`/`presentationIndex` default to 0:
/// no page dots.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots to show; 0 for none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown first.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0: no dots.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about the turns the user makes.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// The user started turning to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The turn ended: `completed` says whether the new page shows; `previousViewControllers`
    /// were shown before it.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
