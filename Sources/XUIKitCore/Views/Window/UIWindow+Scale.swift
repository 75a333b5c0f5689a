import Foundation

// A window's scale (R40.1–R40.4): the backend's scale for the native window when it keeps one
// per window (`WindowScaling`, the monitor holding most of the window on X11), else the screen's.
// When the backend reports a new scale, the window takes a surface at the new scale, every view
// whose traits changed hears `traitCollectionDidChange(_:)` and its registered handlers (top-down,
// once), views are laid out again and the whole window is repainted: images and symbols re-pick
// their variants for the new `displayScale`, and text is drawn again at the new pixel density.

extension UIWindow {
    /// Device pixels per point this window draws at.
    var windowScale: CGFloat {
        if let windowID, let scaling = application.windowScaling, let scale = scaling.scale(of: windowID),
           scale.isFinite, scale > 0 {
            return scale
        }
        return UIScreen.main.scale
    }

    /// The backend reported a new scale for the native window (R40.3).
    func backendScaleDidChange() {
        guard windowID != nil else { return }
        if !isHidden { allocateSurface() }
        reportTraitChanges()
        func relayout(_ view: UIView) {
            view.setNeedsLayout()
            view.setNeedsDisplay()
            view.subviews.forEach(relayout)
        }
        relayout(self)
        invalidate(rect: bounds)
        scheduleLayoutAndDisplay()
    }
}
