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
        // R19.8: never below the scene's minimum size.
        let scene = sceneMinimumSize
        let size = CGSize(width: max(size.width, scene.width), height: max(size.height, scene.height))
        guard size != minimumSizeStorage else { return }
        minimumSizeStorage = size
        if let windowID { application.backend.setWindowMinimumSize(windowID, size) }
    }

    /// After a layout pass: a window whose tree is laid out with constraints cannot be made smaller
    /// than its root view's compressed fitting size, so the user cannot shrink it below its layout.
    /// Computed again only when the constraints or their inputs changed since the last time, not
    /// when only the window's own size did (a resize re-solves in place and asks for no fitting).
    func updateMinimumSizeFromLayout() {
        guard let engine = autoLayout.engine, let root = rootViewController?.viewIfLoaded, root.superview === self else { return }
        let source = MinimumSizeSource(engine: ObjectIdentifier(engine), revision: engine.fittingRevision)
        guard source != minimumSizeSource else { return }
        minimumSizeSource = source
        let fitting = root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        setMinimumSize(CGSize(width: max(0, fitting.width.rounded(.up)), height: max(0, fitting.height.rounded(.up))))
    }
}

/// Which engine, at which fitting revision, a window's minimum size was computed from.
struct MinimumSizeSource: Equatable {
    let engine: ObjectIdentifier
    let revision: Int
}
