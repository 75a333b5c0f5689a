import Foundation

extension UIWindow {
    /// The smallest size the window manager lets the user give the window, nil until set.
    var minimumSize: CGSize? { minimumSizeStorage }

    /// Asks the window manager not to let the user shrink the window below `size` (X11:
    /// WM_NORMAL_HINTS' minimum size). Zero in a dimension means no minimum there. Sent now if
    /// the native window exists, else when it is created. A negative or non-finite size is
    /// reported and ignored.
    func setMinimumSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            Diagnostics.report("UIWindow minimum size \(size) must be finite and not negative; ignored")
            return
        }
        guard size != minimumSizeStorage else { return }
        minimumSizeStorage = size
        if let windowID { UIApplication.shared.backend.setWindowMinimumSize(windowID, size) }
    }
}
