import Foundation

// `present` and `dismiss`: the first responder (R11.1, R11.2), the presentation controller and
// its container (Views/Presentation/), the appearance callbacks (R18.3) and the animation (R18.6).

extension UIViewController {
    /// `present(_:animated:completion:)`'s work.
    func performPresentation(of viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil else {
            Diagnostics.report("\(description) is already presenting \(presentedViewController!.description); present(_:) ignored")
            return
        }
        guard viewControllerToPresent.presenterStorage == nil, viewControllerToPresent !== self else {
            Diagnostics.report("\(viewControllerToPresent.description) is already presented; present(_:) ignored")
            return
        }
        guard let window = viewIfLoaded?.window else {
            Diagnostics.report("\(description) cannot present \(viewControllerToPresent.description): its view is not in a window")
            return
        }
        let controller = viewControllerToPresent.presentationController!
        controller.presentingStorage = self
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presenterStorage = self
        // R11.1: key input belongs to what is presented; the first responder behind it resigns
        // and is remembered for the dismissal (R11.2).
        viewControllerToPresent.firstResponderBehindPresentation = window.takeFirstResponderForPresentation()
        // R18.3: only a presentation that covers the presenter makes it disappear.
        let covered = controller.shouldRemovePresentersView ? controllersInViewTree.filter { $0.beginDisappearance() } : []
        let container = PresentationContainerView(controller: controller, frame: window.bounds)
        controller.containerView = container
        controller.presentationTransitionWillBegin()
        window.addSubview(container)
        let presentedView = viewControllerToPresent.view!
        if controller.wantsCard {
            let card = PresentationCardView(frame: .zero)
            controller.cardView = card
            container.addSubview(card)
            card.addSubview(presentedView)
        } else {
            container.addSubview(presentedView)
        }
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.layOutPresentedView(in: container)
        if animated, let shown = controller.presentedView {
            PresentationTransition.animateIn(shown, kind: controller.transitionKind, in: container)
        }
        viewControllerToPresent.presentationDidInstallView()
        for coveredController in covered { window.enqueueAppearanceEnd(of: coveredController) }
        window.enqueueAppearanceWork {
            controller.presentationTransitionDidEnd(true)
            completion?()
        }
        window.finishAppearanceTransitionsUnlessShown()
    }

    /// `dismiss(animated:completion:)`'s work.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        // R18.8: called on a presented controller, or on one inside it (the root of a presented
        // navigation controller), the presented one goes.
        let presented = presentedViewController ?? presentedAncestor
        guard let presented, let presenting = presented.presenterStorage else { completion?(); return }
        presented.presentedViewController?.dismiss(animated: false)
        let controller = presented.presentationStorage.controller
        let window = presented.viewIfLoaded?.window ?? presenting.viewIfLoaded?.window
        controller?.dismissalTransitionWillBegin()
        let container = controller?.containerView as? PresentationContainerView
        if animated, let container, container.window != nil, let shown = controller?.presentedView, shown.window != nil {
            PresentationTransition.animateOut(shown, kind: controller!.transitionKind, from: container)
            presented.viewIfLoaded?.removeFromSuperview()
        } else {
            presented.viewIfLoaded?.removeFromSuperview()
            container?.removeFromSuperview()
        }
        controller?.cardView = nil
        controller?.containerView = nil
        presenting.presentedViewController = nil
        presented.presenterStorage = nil
        // R11.2: the responder that resigned for the presentation becomes first responder again.
        let remembered = presented.firstResponderBehindPresentation
        presented.firstResponderBehindPresentation = nil
        // The presentation controller holds the presented controller (as UIKit's does) and the
        // presented controller holds it: once dismissed, the presented side lets go, so neither
        // outlives the dismissal; a later presentation makes a new one.
        let finish = {
            controller?.dismissalTransitionDidEnd(true)
            if presented.presenterStorage == nil, presented.presentationStorage.controller === controller {
                presented.presentationStorage.controller = nil
            }
            completion?()
        }
        guard let window else { finish(); return }
        if let remembered, window.firstResponder == nil, remembered.responderWindow === window {
            remembered.becomeFirstResponder()
        }
        let uncovered = window.isHidden || controller?.shouldRemovePresentersView == false
            ? [] : presenting.controllersInViewTree.filter { $0.beginAppearance() }
        for controller in uncovered { window.enqueueAppearanceEnd(of: controller) }
        window.enqueueAppearanceWork(finish)
        window.finishAppearanceTransitionsUnlessShown()
    }
}

extension UIWindow {
    /// Ends first-responder status for a presentation (R11.1) and returns the responder that had
    /// it. It is asked to resign first (a text field ends editing as usual, R9.14); one that
    /// refuses loses the status anyway, because keys must not reach a responder that is covered.
    func takeFirstResponderForPresentation() -> UIResponder? {
        guard let responder = firstResponder else { return nil }
        if !responder.resignFirstResponder() || firstResponder === responder {
            revokeFirstResponder()
        }
        return responder
    }
}
