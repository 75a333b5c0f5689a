import Foundation

/// Where a popup window (a menu level, a tooltip) asks to go: against `anchor`, a rectangle in
/// `parent`'s coordinates, following `placement`. The backend does the placing
/// (`PlatformBackend.createPopup`).
@MainActor
struct PopupAnchor {
    /// The window the popup belongs to.
    weak var parent: UIWindow?
    /// The rectangle, in the parent's coordinates, the popup is placed against.
    var rect: CGRect
    /// How the backend may move the popup to keep it on screen.
    var placement: PopupPlacement
}

extension UIWindow {
    /// Creates the native window for `id`: a popup placed by the backend when the window has a
    /// `popupAnchor` (its frame's origin becomes where the backend put it), else a window at
    /// `frame`.
    func createNativeWindow(_ id: WindowID, title: String, backend: any PlatformBackend) {
        guard let popup = popupAnchor, let parent = popup.parent else {
            backend.createWindow(id, frame: frame, title: title, style: nativeWindowStyle)
            return
        }
        if let parentID = parent.windowID {
            let placed = backend.createPopup(id, parent: parentID, anchor: popup.rect, size: frame.size,
                                             placement: popup.placement, style: nativeWindowStyle)
            frame.origin = placed.origin
        } else {
            // A parent never shown has no native window to be placed against: the popup goes
            // where the parent's frame says, on the screen the backend reports.
            frame = popup.placement.frame(size: frame.size, anchor: popup.rect, parentOrigin: parent.frame.origin,
                                          screen: backend.screenSizeInPoints)
            backend.createWindow(id, frame: frame, title: title, style: nativeWindowStyle)
        }
    }
}
