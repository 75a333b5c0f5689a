import Foundation

// Custom presentations (R18.50): a presented controller's `transitioningDelegate` may give the
// presentation controller of a `.custom` presentation and the objects that animate present and
// dismiss. UIViewController+Presentation.swift runs them; TransitionContext.swift is the context an
// animator is handed.

/// Keys for the two controllers of a transition: `.from` is the one leaving (the presenter when
/// presenting, the presented one when dismissing), `.to` the one arriving.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller leaving.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller arriving.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the two views of a transition (see `UIViewControllerContextTransitioning.view(forKey:)`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is handed: the container the transition happens in, the controllers and
/// views, where the views start and end, and `completeTransition(_:)` to call when it is done.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the presented view is in it.
    var containerView: UIView { get }
    /// True: XUIKit runs only animated custom transitions.
    var isAnimated: Bool { get }
    /// False: XUIKit has no interactive transitions.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled: false until `completeTransition(false)`.
    var transitionWasCancelled: Bool { get }
    /// The presentation's style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The identity: no rotation on the desktop.
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving; nil for a view that stays where it is (the presenter's, in a
    /// presentation that does not remove it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `viewController`'s view is when the transition starts, in the container;
    /// `.zero` when it is not shown then.
    func initialFrame(for viewController: UIViewController) -> CGRect
    /// Where `viewController`'s view is when the transition ends, in the container; `.zero`
    /// when it is not shown then.
    func finalFrame(for viewController: UIViewController) -> CGRect
    /// Ends the transition; call it once, when the animation is done.
    func completeTransition(_ didComplete: Bool)
    /// Interactive transitions are not there: these say so once and do nothing.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}

/// An object that animates a transition: it moves the views in `transitionContext.containerView`
/// and calls `completeTransition(_:)` at the end.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended, with whether it completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that would drive a transition interactively. XUIKit has no interactive transitions:
/// one returned by a transitioning delegate is said once, and the transition runs animated.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Would start driving the transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// What a presented controller's `transitioningDelegate` may give: the presentation controller of
/// a `.custom` presentation, and the animators of present and dismiss. Every method is optional;
/// nil leaves XUIKit's own.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller for presenting (XUIKit runs it animated instead, R18.50).
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// An interaction controller for dismissing (XUIKit runs it animated instead, R18.50).
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: XUIKit's animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: XUIKit's animation.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: XUIKit's presentation controller for the style.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
