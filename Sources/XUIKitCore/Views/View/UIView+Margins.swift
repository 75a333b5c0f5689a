import Foundation

// Layout margins as UIKit computes them: the margins set (8 pt by default), measured from the
// safe area's edges when `insetsLayoutMarginsFromSafeArea` (UIKit adds the safe area insets: a
// root view under a 44 pt bar with a top margin of 8 reports 52), and, when
// `preservesSuperviewLayoutMargins`, grown by the smallest amount that keeps content inside the
// superview's margins too.

extension UIView {
    /// The margins in effect (what `layoutMargins` reads).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = requestedLayoutMargins
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsetsStorage }
        if preservesSuperviewLayoutMargins, let superview {
            // How far the superview's margin reaches into this view on each edge.
            let outer = superview.layoutMargins, area = superview.bounds, frame = self.frame
            margins.left = max(margins.left, outer.left - (frame.minX - area.minX))
            margins.top = max(margins.top, outer.top - (frame.minY - area.minY))
            margins.right = max(margins.right, outer.right - (area.maxX - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (area.maxY - frame.maxY))
        }
        return margins
    }

    /// Stores the margins asked for through `layoutMargins` or `directionalLayoutMargins`.
    func setRequestedLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != requestedLayoutMargins else { return }
        requestedLayoutMargins = margins
        layoutMarginInputsDidChange()
    }

    /// Something the effective margins depend on changed: tell the view, its controller, and
    /// the subviews that preserve these margins.
    func layoutMarginInputsDidChange() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        for subview in subviews where subview.preservesSuperviewLayoutMargins {
            subview.layoutMarginInputsDidChange()
        }
    }
}
