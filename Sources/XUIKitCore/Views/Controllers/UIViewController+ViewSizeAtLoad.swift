import Foundation

extension UIViewController {
    /// The size the default `loadView()` gives the view: the size it will have (R19.9), so that
    /// `viewDidLoad` sees it —
    /// 1. for a window's root view controller, that window's size;
    /// 2. for a child or presented controller, its container's window's size (or what the
    ///    container itself is getting, when the container's view is not in a window yet);
    /// 3. otherwise the key window's size, else the screen's.
    ///
    /// UIKit gives the screen's size; on a phone that is the window's. On the desktop a window is
    /// smaller than the screen, so the window is the better promise.
    var viewSizeAtLoad: CGSize {
        if let viewSizeHint { return viewSizeHint }
        if let container = parent ?? presentingViewController {
            if let window = container.viewIfLoaded?.window { return window.bounds.size }
            return container.viewSizeAtLoad
        }
        if let key = UIApplication.shared.keyWindow, key.bounds.size != .zero { return key.bounds.size }
        return UIScreen.main.bounds.size
    }

    /// The default view's frame: at the origin, `viewSizeAtLoad`.
    var defaultViewFrame: CGRect { CGRect(origin: .zero, size: viewSizeAtLoad) }

    /// Loads the view (if it is not loaded) sized for a window of `size`: what
    /// `UIWindow.rootViewController` does before installing the view.
    func loadViewIfNeeded(sizedFor size: CGSize) {
        guard !isViewLoaded else { return }
        viewSizeHint = size
        loadViewIfNeeded()
        viewSizeHint = nil
    }
}
