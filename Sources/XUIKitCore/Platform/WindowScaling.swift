import Foundation

/// A backend whose windows can each have their own scale: the scale of the monitor holding most
/// of the window (R40.1, R40.2). A backend without it draws every window at `UIScreen.main.scale`.
///
/// The backend is the source of truth: a window asks for its scale whenever it sizes its surface
/// or builds its traits, and the backend tells its sink (`WindowScaleObserving`) after a window's
/// scale changed (the window moved to another monitor, the monitors or the desktop's DPI changed).
@preconcurrency @MainActor
public protocol WindowScaling: AnyObject {
    /// Device pixels per point of the window `id` now, or nil for an unknown window.
    func scale(of id: WindowID) -> CGFloat?
}

/// What hears that windows changed scale (the application, as the backend's sink).
@preconcurrency @MainActor
public protocol WindowScaleObserving: AnyObject {
    /// The window `id` now draws at another scale: it re-reads it, resizes its surface, reports
    /// the trait change and redraws (R40.3).
    func windowScaleDidChange(_ id: WindowID)
}
