import Foundation

// Telling views and view controllers that their traits changed (R15.3). A view's collection is
// remembered the first time it is seen in a window (or registers a handler); from then on, a
// walk after any change compares and reports.

extension UIView {
    /// Walks this subtree after something that may change its traits: reports each view (and
    /// view controller) whose collection differs from the one it had, and redraws the subtree.
    func reportTraitChanges() {
        let inherited = superview?.inheritedInterfaceStyle ?? application.systemAppearance.style
        let changed = visitTraitChanges(inherited: inherited, inWindow: window != nil, scale: window?.windowScale)
        guard changed else { return }
        if let window = self as? UIWindow { window.invalidate(rect: window.bounds) } else { invalidateFrameInWindow() }
    }

    /// Returns whether any view in the subtree changed.
    private func visitTraitChanges(inherited: UIUserInterfaceStyle, inWindow: Bool, scale: CGFloat?) -> Bool {
        var style = inherited
        if let controllerStyle = owningViewController?.traitState.overrideStyle, controllerStyle != .unspecified { style = controllerStyle }
        if traitState.overrideStyle != .unspecified { style = traitState.overrideStyle }
        let traits = UIScreen.main.traitCollection(style: style, direction: effectiveUserInterfaceLayoutDirection, scale: scale)
        var changed = false
        if let previous = traitState.last {
            if previous != traits {
                changed = true
                traitState.last = traits
                traitCollectionDidChange(previous)
                for registration in traitState.registrations where registration.isAffected(from: previous, to: traits) {
                    registration.handler(self, previous)
                }
            }
        } else if inWindow {
            traitState.last = traits
        }
        owningViewController?.reportTraits(traits, inWindow: inWindow)
        for subview in subviews where subview.visitTraitChanges(inherited: style, inWindow: inWindow, scale: scale) { changed = true }
        return changed
    }
}

extension UIViewController {
    /// The controller's view now has `traits`: the controller hears of a change after its view.
    func reportTraits(_ traits: UITraitCollection, inWindow: Bool) {
        guard let previous = traitState.last else {
            if inWindow { traitState.last = traits }
            return
        }
        guard previous != traits else { return }
        traitState.last = traits
        traitCollectionDidChange(previous)
        for registration in traitState.registrations where registration.isAffected(from: previous, to: traits) {
            registration.handler(self, previous)
        }
    }
}
