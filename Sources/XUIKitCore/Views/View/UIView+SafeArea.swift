import Foundation

// The safe area (UIKit's documentation of `safeAreaInsets`): a window's insets are zero (an X11
// window has no notch or status bar); a view's are the part of its superview's safe-area insets
// that overlaps it; a view controller's root view adds the controller's
// `additionalSafeAreaInsets` and the bars its container lays over it. A view in no window has
// zero insets. The insets are kept up to date as frames change and views move, and
// `safeAreaInsetsDidChange()` (with the controller's `viewSafeAreaInsetsDidChange()`) reports
// each change.

extension UIView {
    /// Recomputes the insets; on a change tells the view, its controller and its margins, and
    /// carries on into the subviews. `subtree` visits every subview (the view moved in or out of
    /// a hierarchy); `boundsChanged` visits them when the insets are not zero (a new size or
    /// scroll position moves the safe area in their coordinates).
    func updateSafeAreaInsets(subtree: Bool, boundsChanged: Bool = false) {
        let insets = computedSafeAreaInsets()
        let changed = insets != safeAreaInsetsStorage
        if changed {
            safeAreaInsetsStorage = insets
            safeAreaInsetsDidChange()
            (self as? UIScrollView)?.updateAdjustedContentInset()             // R16.12
            owningViewController?.viewSafeAreaInsetsDidChange()
            if insetsLayoutMarginsFromSafeArea { layoutMarginInputsDidChange() }
        }
        guard subtree || changed || (boundsChanged && insets != .zero) else { return }
        for subview in subviews { subview.updateSafeAreaInsets(subtree: subtree) }
    }

    private func computedSafeAreaInsets() -> UIEdgeInsets {
        // A window, or the top of a tree in no window.
        guard let superview else { return .zero }
        var insets = UIView.overlap(of: frame, withInsets: superview.safeAreaInsetsStorage, of: superview.bounds)
        if let controller = owningViewController {
            guard window != nil else { return .zero }
            insets = insets + controller.additionalSafeAreaInsets + controller.containerSafeAreaInsets
        }
        return insets
    }

    /// How far `insets` of `area` reach into `frame` (both in the same coordinates), edge by
    /// edge, between zero and the frame's size.
    static func overlap(of frame: CGRect, withInsets insets: UIEdgeInsets, of area: CGRect) -> UIEdgeInsets {
        guard insets != .zero else { return .zero }
        let safe = area.inset(by: insets)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(top: clamp(safe.minY - frame.minY, frame.height),
                            left: clamp(safe.minX - frame.minX, frame.width),
                            bottom: clamp(frame.maxY - safe.maxY, frame.height),
                            right: clamp(frame.maxX - safe.maxX, frame.width))
    }
}
