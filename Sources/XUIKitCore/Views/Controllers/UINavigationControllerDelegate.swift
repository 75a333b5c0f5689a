import Foundation

/// Told when a navigation controller shows another controller on top (R18.45). Every method
/// has a default.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController`'s view is about to show on top: called before its `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController`'s view shows on top: called after its `viewDidAppear` (or at once when
    /// the navigation controller is not in a shown window).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

extension UINavigationController {
    /// Tells the delegate `willShow` for a new top, now; `didShow` follows its `viewDidAppear`
    /// (R18.45).
    func announceWillShow(_ top: UIViewController) {
        guard announcedTop !== top else { return }
        announcedTop = top
        awaitsDidShow = true
        delegate?.navigationController(self, willShow: top, animated: false)
    }

    /// Called when a child's `viewDidAppear` ran: the announced top's is the delegate's `didShow`.
    func topDidAppear(_ child: UIViewController) {
        guard child === announcedTop, awaitsDidShow else { return }
        awaitsDidShow = false
        delegate?.navigationController(self, didShow: child, animated: false)
    }
}
