import Foundation

extension UIViewController {
    /// `present(_:animated:completion:)`'s work.
    func performPresentation(of viewControllerToPresent: UIViewController, completion: (() -> Void)?) {
        guard presentedViewController == nil else {
            Diagnostics.report("\(description) is already presenting \(presentedViewController!.description); present(_:) ignored")
            return
        }
        guard let window = viewIfLoaded?.window else {
            Diagnostics.report("\(description) cannot present \(viewControllerToPresent.description): its view is not in a window")
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let covered = controllersInViewTree.filter { $0.beginDisappearance() }
        let presentedView = viewControllerToPresent.view!
        presentedView.frame = window.bounds
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(presentedView)
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
        guard let window else { completion?(); return }
        let uncovered = window.isHidden ? [] : presenting.controllersInViewTree.filter { $0.beginAppearance() }
        for controller in uncovered { window.enqueueAppearanceEnd(of: controller) }
        window.enqueueAppearanceWork { completion?() }
        window.finishAppearanceTransitionsUnlessShown()
    }
}
