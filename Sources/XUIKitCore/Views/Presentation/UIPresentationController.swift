import Foundation

/// Manages one presentation: where the presented view goes in the window, the chrome around it
/// (dimming, card, arrow) and how the user may dismiss it. How the pieces of `Presentation/` fit:
///
/// - `UIViewController+Presentation.swift` (in `Controllers/`) runs `present` and `dismiss`:
///   the first responder (R11.1, R11.2), the appearance callbacks (R18.3) and the animation.
/// - `UIPresentationController` (this file) is the base, used as is for the full-screen styles;
///   `UISheetPresentationController` lays out the centred card (detents, grabber),
///   `UIPopoverPresentationController` the bubble and its arrow, `AlertPresentationController`
///   the alert's box.
/// - `PresentationContainerView` is `containerView`: it fills the window, dims it, holds the
///   presented view (in a `PresentationCardView` for sheets and popovers) and turns a click
///   outside into a dismissal attempt (R18.4).
/// - `PresentationTransition` animates present and dismiss on the presentation layer (R18.6).
/// - `UIAdaptivePresentationControllerDelegate` is told about dismissals by the user (R18.5).
/// - Custom presentations (R18.50, R18.51): a presented controller's `transitioningDelegate`
///   (`UIViewControllerTransitioning.swift`) may give a `.custom` presentation's controller and
///   the animators of present and dismiss, which get a `TransitionContext`; every present and
///   dismiss has a `TransitionCoordinator` for animations alongside it.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller that presents; before `present` runs, the presented controller's own
    /// presenter if known.
    public var presentingViewController: UIViewController! { presentingStorage }
    weak var presentingStorage: UIViewController?
    /// The view that holds the presented view and its chrome while presented; nil otherwise.
    public internal(set) var containerView: UIView?
    /// Told when the user dismisses the presentation, and asked whether they may.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Makes a presentation controller for `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
    }

    /// The style this controller presents with.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle.resolved }

    /// The view that is animated in: the presented controller's view (or the card around it).
    open var presentedView: UIView? { cardView ?? presentedViewController.viewIfLoaded }

    /// Whether the presenting controller's view is covered, so that it disappears (R18.3).
    open var shouldRemovePresentersView: Bool { presentationStyle.removesPresentersView }

    /// Whether the presentation covers the whole window.
    open var shouldPresentInFullscreen: Bool { true }

    /// Where the presented view goes, in the container's coordinates: the whole container here.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Called before the container lays out the presented view.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out the presented view.
    open func containerViewDidLayoutSubviews() {}
    /// Called as the presentation starts, with the container in the window.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation's views are in place; `completed` is always true here.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal starts.
    open func dismissalTransitionWillBegin() {}
    /// Called when the presented view has left the window.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: - What the subclasses decide (internal)

    /// The card that wraps the presented view (sheets, popovers), if any.
    var cardView: PresentationCardView?
    /// Whether the window behind is dimmed.
    var dimsBackground: Bool { false }
    /// Whether a click outside the presented view is a dismissal attempt (R18.4).
    var dismissesOnOutsideClick: Bool { false }
    /// Whether Escape is a dismissal attempt (R18.4).
    var dismissesOnEscape: Bool { false }
    /// How the presented view enters and leaves.
    var transitionKind: PresentationTransition.Kind {
        switch presentedViewController.modalTransitionStyle {
        case .coverVertical: return .slideUp
        case .crossDissolve, .flipHorizontal, .partialCurl: return .fade
        }
    }
    /// Whether the presented view is wrapped in a card.
    var wantsCard: Bool { false }

    /// Places the presented view (or its card) and any chrome in `container`.
    func layOutPresentedView(in container: PresentationContainerView) {
        let frame = frameOfPresentedViewInContainerView
        if let cardView {
            cardView.frame = frame
            presentedViewController.viewIfLoaded?.frame = cardView.bounds
        } else {
            presentedViewController.viewIfLoaded?.frame = frame
        }
    }

    // MARK: - Dismissal by the user (R18.4, R18.5)

    /// The user asked to dismiss (Escape, a click outside): as UIKit, a controller that is modal
    /// in presentation, or a delegate that says no, gets `presentationControllerDidAttemptToDismiss`;
    /// otherwise the delegate hears `WillDismiss`, the presentation is dismissed with animation,
    /// and the delegate hears `DidDismiss` after it. Returns whether the dismissal started.
    @discardableResult
    func userRequestedDismissal() -> Bool {
        let modal = presentedViewController.isModalInPresentation
            || presentedViewController.children.contains { $0.isModalInPresentation }
        if modal || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}

/// Told about a presentation the user may dismiss, and asked how it adapts.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss now (Escape, a click outside); true by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing the presentation: called before the animation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation: called after it left the window. Not called for
    /// `dismiss(animated:)` in code, as in UIKit.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that is modal in presentation, or whose dismissal
    /// `presentationControllerShouldDismiss` refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to use instead in a compact environment; the desktop window never adapts, so
    /// XUIKit only asks it to let apps compile (`.none` is what most return).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// As `adaptivePresentationStyle(for:)`, with the trait collection it would adapt to.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    /// True: the user may dismiss.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// `.none`: no adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    /// `.none`: no adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}
