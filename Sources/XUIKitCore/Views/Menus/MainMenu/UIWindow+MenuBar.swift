import Foundation

/// R33.9: a window shows the menu bar across its top, inside the window as GTK and Qt apps on X11
/// draw it, when the main menu is active; its root view controller's view then starts below the
/// bar. Only ordinary windows have one (not menus, tooltips).
extension UIWindow {
    /// The window's menu bar, if it shows one.
    var menuBarView: MenuBarView? { subviews.lazy.compactMap { $0 as? MenuBarView }.first }

    /// Where the root view controller's view goes: the bounds below the menu bar.
    var rootContentFrame: CGRect {
        guard let bar = menuBarView else { return bounds }
        return CGRect(x: 0, y: bar.frame.height, width: bounds.width, height: max(0, bounds.height - bar.frame.height))
    }

    /// Puts the bar in or takes it out as the main menu says, shows its current menus, and
    /// moves the root view to match.
    func updateMenuBar() {
        guard nativeWindowStyle == .normal else { return }
        let state = application.mainMenu
        if state.isActive {
            let bar = menuBarView ?? MenuBarView(width: bounds.width)
            if bar.superview == nil { addSubview(bar) }
            bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: MenuBarView.height)
            bar.reload(state.menu)
        } else {
            menuBarView?.removeFromSuperview()
        }
        rootViewController?.viewIfLoaded?.frame = rootContentFrame
    }
}
