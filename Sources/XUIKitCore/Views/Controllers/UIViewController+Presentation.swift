import Foundation

extension UIViewController {
    /// `present(_:animated:completion:)`'s work.
    func performPresentation(of viewControllerToPresent: UIViewController, completion: (() -> Void)?) {
        guard presentedViewController == nil else {
            Diagnostics.report("\(description) is already presenting \(presentedViewController!.description); present(_:) ignored")
            return
        }
        guard viewControllerToPresent.presentingViewController == nil, viewControllerToPresent !== self else {
            Diagnostics.report("\(viewControllerToPresent.description) is already presented; present(_:) ignored")
            return
        }
        guard let window = viewIfLoaded?.window else {
            Diagnostics.report("\(description) cannot present \(viewControllerToPresent.description): its view is not in a window")
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        // R11.1: key input belongs to what is presented; the first responder behind it resigns
        // and is remembered for the dismissal (R11.2).
        viewControllerToPresent.firstResponderBehindPresentation = window.takeFirstResponderForPresentation()
        let covered = controllersInViewTree.filter { $0.beginDisappearance() }
        let presentedView = viewControllerToPresent.view!
        presentedView.frame = window.bounds
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(presentedView)
        viewControllerToPresent.presentationDidInstallView()
        for controller in covered { window.enqueueAppearanceEnd(of: controller) }
        window.enqueueAppearanceWork { completion?() }
        window.finishAppearanceTransitionsUnlessShown()
    }

    /// `dismiss(animated:completion:)`'s work.
    func performDismissal(completion: (() -> Void)?) {
        let presented = presentedViewController ?? (presentingViewController != nil ? self : nil)
        guard let presented, let presenting = presented.presentingViewController else { completion?(); return }
        presented.presentedViewController?.dismiss(animated: false)
        let window = presented.viewIfLoaded?.window ?? presenting.viewIfLoaded?.window
        presented.viewIfLoaded?.removeFromSuperview()
        presenting.presentedViewController = nil
        presented.presentingViewController = nil
        // R11.2: the responder that resigned for the presentation becomes first responder again.
        let remembered = presented.firstResponderBehindPresentation
        presented.firstResponderBehindPresentation = nil
        guard let window else { completion?(); return }
        if let remembered, window.firstResponder == nil, remembered.responderWindow === window {
            remembered.becomeFirstResponder()
        }
        let uncovered = window.isHidden ? [] : presenting.controllersInViewTree.filter { $0.beginAppearance() }
        for controller in uncovered { window.enqueueAppearanceEnd(of: controller) }
        window.enqueueAppearanceWork { completion?() }
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
