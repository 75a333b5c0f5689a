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
        let transitioning = viewControllerToPresent.transitioningDelegate
        // R18.50: a `.custom` presentation's controller may come from the transitioning delegate.
        if viewControllerToPresent.modalPresentationStyle == .custom,
           let custom = transitioning?.presentationController(forPresented: viewControllerToPresent, presenting: self, source: self) {
            custom.delegate = custom.delegate ?? viewControllerToPresent.presentationStorage.controller?.delegate
            viewControllerToPresent.presentationStorage.controller = custom
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
        // R18.51: the coordinator exists before the presentation controller hears the start.
        let participants = TransitionParticipants(from: self, to: viewControllerToPresent,
                                                  fromView: controller.shouldRemovePresentersView ? view : nil,
                                                  toView: viewControllerToPresent.view)
        let coordinator = TransitionCoordinator(container: container, style: viewControllerToPresent.modalPresentationStyle,
                                                animated: animated, participants: participants)
        viewControllerToPresent.presentationStorage.coordinator = coordinator
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
        let animator = animated
            ? transitioning?.animationController(forPresented: viewControllerToPresent, presenting: self, source: self) : nil
        if animator == nil, animated, let shown = controller.presentedView {
            PresentationTransition.animateIn(shown, kind: controller.transitionKind, in: container)
            coordinator.start(duration: PresentationTransition.duration)
        }
        viewControllerToPresent.presentationDidInstallView()
        for coveredController in covered { window.enqueueAppearanceEnd(of: coveredController) }
        let finish = {
            window.enqueueAppearanceWork {
                controller.presentationTransitionDidEnd(true)
                Self.endCoordinator(coordinator, of: viewControllerToPresent)
                completion?()
            }
            window.finishAppearanceTransitionsUnlessShown()
        }
        guard let animator, let presentedView = controller.presentedView else {
            if !animated { coordinator.start(duration: 0) }
            return finish()
        }
        // R18.50: the delegate's animator moves the views; the presentation's end (its
        // `presentationTransitionDidEnd` and `completion`) waits for `completeTransition`.
        if transitioning?.interactionControllerForPresentation(using: animator) != nil { TransitionContext.sayNotInteractive() }
        let final = controller.frameOfPresentedViewInContainerView
        let context = TransitionContext(
            container: container, style: viewControllerToPresent.modalPresentationStyle,
            participants: TransitionParticipants(from: self, to: viewControllerToPresent, fromView: participants.fromView, toView: presentedView),
            frames: [ObjectIdentifier(viewControllerToPresent): (.zero, final), ObjectIdentifier(self): (container.bounds, container.bounds)],
            animator: animator) { _ in finish() }
        coordinator.start(duration: animator.transitionDuration(using: context))
        animator.animateTransition(using: context)
    }

    /// The transition's end for its coordinator's blocks (R18.51); the controller has none after.
    static func endCoordinator(_ coordinator: TransitionCoordinator, of presented: UIViewController) {
        if presented.presentationStorage.coordinator === coordinator { presented.presentationStorage.coordinator = nil }
        coordinator.end()
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
        let container = controller?.containerView as? PresentationContainerView
        let transitioning = presented.transitioningDelegate
        let animator = animated ? transitioning?.animationController(forDismissed: presented) : nil
        // R18.51: the coordinator exists before the presentation controller hears the start.
        var coordinator: TransitionCoordinator?
        if let container {
            coordinator = TransitionCoordinator(
                container: container, style: presented.modalPresentationStyle, animated: animated && container.window != nil,
                participants: TransitionParticipants(from: presented, to: presenting, fromView: presented.viewIfLoaded,
                                                     toView: controller?.shouldRemovePresentersView == true ? presenting.viewIfLoaded : nil))
            presented.presentationStorage.coordinator = coordinator
        }
        controller?.dismissalTransitionWillBegin()
        // R18.50: a custom animator moves the real view out; it leaves the window at the end.
        var customAnimation: ((@escaping () -> Void) -> Void)?
        if let animator, let container, container.window != nil, let controller, let shown = controller.presentedView, shown.window != nil {
            if transitioning?.interactionControllerForDismissal(using: animator) != nil { TransitionContext.sayNotInteractive() }
            container.isUserInteractionEnabled = false
            let start = shown.frame
            customAnimation = { wrapUp in
                let context = TransitionContext(
                    container: container, style: presented.modalPresentationStyle,
                    participants: TransitionParticipants(from: presented, to: presenting, fromView: shown,
                                                         toView: controller.shouldRemovePresentersView ? presenting.viewIfLoaded : nil),
                    frames: [ObjectIdentifier(presented): (start, .zero), ObjectIdentifier(presenting): (container.bounds, container.bounds)],
                    animator: animator) { _ in
                        presented.viewIfLoaded?.removeFromSuperview()
                        container.removeFromSuperview()
                        wrapUp()
                    }
                coordinator?.start(duration: animator.transitionDuration(using: context))
                animator.animateTransition(using: context)
            }
        } else if animated, let container, container.window != nil, let shown = controller?.presentedView, shown.window != nil {
            // The dimming and anything alongside go with the snapshot's animation; the container
            // leaves when it ends (PresentationTransition.animateOut).
            PresentationTransition.animateOut(shown, kind: controller!.transitionKind, from: container)
            coordinator?.start(duration: PresentationTransition.duration)
            presented.viewIfLoaded?.removeFromSuperview()
        } else {
            coordinator?.start(duration: 0)
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
            if let coordinator { Self.endCoordinator(coordinator, of: presented) }
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
        let wrapUp = {
            for controller in uncovered { window.enqueueAppearanceEnd(of: controller) }
            window.enqueueAppearanceWork(finish)
            window.finishAppearanceTransitionsUnlessShown()
        }
        // R18.50: after a custom animator's `completeTransition`, when the view has left.
        if let customAnimation { customAnimation(wrapUp) } else { wrapUp() }
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
