import Foundation

// Showing and hiding the navigation controller's bars. Hiding a bar gives its room to the top
// controller's view: its safe area (and a scroll view's adjusted inset) loses the bar (R16.12).

extension UINavigationController {
    /// Shows or hides the navigation bar. Animated, the content's new frame glides there with
    /// the app's animation clock; otherwise it changes at once.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        barsDidChange(animated: animated)
    }

    /// Shows or hides the toolbar (hidden by default), as `setNavigationBarHidden(_:animated:)`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        barsDidChange(animated: animated)
    }

    private func barsDidChange(animated: Bool) {
        guard let container = viewIfLoaded else { return }
        container.setNeedsLayout()
        guard animated, container.window != nil else {
            container.layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: 0.25) { container.layoutIfNeeded() }
    }
}
