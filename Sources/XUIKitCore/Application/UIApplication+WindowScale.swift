import Foundation

extension UIApplication: WindowScaleObserving {
    /// A window's scale changed (it moved to a monitor of another scale, or the desktop's DPI
    /// changed): it re-renders at the new scale and its views hear the trait change (R40.3).
    public func windowScaleDidChange(_ id: WindowID) {
        window(for: id)?.backendScaleDidChange()
    }
}
