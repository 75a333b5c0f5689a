import Foundation

/// Told when a navigation controller shows another controller on top (R25.45). Every method
/// has a default.
@MainActor
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
    /// Tells the delegate `willShow` for a new top, now, and `didShow` after the frame that ends
    /// its appearance (R25.45).
    func announceWillShow(_ top: UIViewController) {
        guard announcedTop !== top else { return }
        announcedTop = top
        guard let delegate else { return }
        delegate.navigationController(self, willShow: top, animated: false)
        if let window = viewIfLoaded?.window, !window.isHidden {
            window.enqueueAppearanceWork { [weak self, weak top] in
                guard let self, let top, self.announcedTop === top else { return }
                self.delegate?.navigationController(self, didShow: top, animated: false)
            }
        } else {
            delegate.navigationController(self, didShow: top, animated: false)
        }
    }
}
