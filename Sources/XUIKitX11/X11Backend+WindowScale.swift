import CX11
import Foundation
import XUIKitCore

// Each window's scale (R40.1–R40.4): the scale of the monitor holding most of it
// (X11ScreenScales). A window moved onto a monitor of another scale, a monitor added or changed
// (RandR screen changes) and a new desktop DPI (XSETTINGS `Xft/DPI`, the `Xft.dpi` resource) all
// end here: each window whose scale changed keeps its size in points, so its size in pixels
// changes; the native window is resized and the app told (`WindowScaleObserving`), which renders
// it again at the new scale.

extension X11Backend: WindowScaling {
    /// Device pixels per point of the window `id` (R40.2).
    public func scale(of id: WindowID) -> CGFloat? { windows[id]?.scale }

    /// The scale of the window `id`, else the reference monitor's.
    func scale(ofWindow id: WindowID) -> CGFloat { windows[id]?.scale ?? pointScale }

    /// The scale a new window at `frame` (points, on the root window) starts with: that of the
    /// monitor holding most of it, its position taken at the reference scale.
    func initialScale(forFrame frame: CGRect) -> CGFloat {
        let reference = screenScales.referenceScale
        guard screenScales.hasSeveralMonitors else { return reference }
        let pixels = CGRect(x: frame.minX * reference, y: frame.minY * reference,
                            width: frame.width * reference, height: frame.height * reference)
        return screenScales.scale(forWindowAt: pixels)
    }

    /// Checks the scale of the window `id` (after it moved), or of every window (after the
    /// monitors or the desktop's DPI changed), and applies the changes. `resizes` holds sizes
    /// not yet reported; a window resized here has its entry updated.
    func updateWindowScales(of id: WindowID? = nil, resizes: inout [WindowID: CGSize]) {
        guard connection.isOpen else { return }
        let ids = id.map { [$0] } ?? windows.keys.sorted { $0.rawValue < $1.rawValue }
        let afterMove = id != nil
        for id in ids {
            guard let window = windows[id], let frame = rootFrame(of: window) else { continue }
            let screens = screenScales
            let scale = !afterMove ? screens.scale(forWindowAt: frame)
                : X11ScreenScales.scaleAfterMove(from: window.scale, frame: frame) { screens.scale(forWindowAt: $0) }
            guard scale != window.scale, scale > 0 else { continue }
            apply(scale, to: window, id: id, resizes: &resizes)
        }
    }

    /// Resizes the native window so its size in points stays, then tells the app (R40.3).
    private func apply(_ scale: CGFloat, to window: X11Window, id: WindowID, resizes: inout [WindowID: CGSize]) {
        let old = window.scale
        window.scale = scale
        let width = X11Coordinates.size((window.size.width / old * scale).rounded(.up))
        let height = X11Coordinates.size((window.size.height / old * scale).rounded(.up))
        window.size = CGSize(width: CGFloat(width), height: CGFloat(height))
        if resizes[id] != nil { resizes[id] = window.size }
        XResizeWindow(connection.display, window.xid, width, height)
        if let minimum = window.minimumPointSize {
            window.setMinimumSize(devicePixels(CGRect(origin: .zero, size: minimum), scale: scale).size, display: connection.display)
        }
        (sink as? WindowScaleObserving)?.windowScaleDidChange(id)
    }

    /// The window's rectangle on the root window in pixels (asked of the server: a window
    /// manager may have reparented it).
    private func rootFrame(of window: X11Window) -> CGRect? {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(connection.display, window.xid, XDefaultRootWindow(connection.display), 0, 0,
                                    &x, &y, &child) != 0 else { return nil }
        return CGRect(origin: CGPoint(x: Int(x), y: Int(y)), size: window.size)
    }

    /// Scale changes an event brings (R40.4): RandR screen changes and a new `RESOURCE_MANAGER`
    /// on the root window rescale every window. Returns true when the event was RandR's (nothing
    /// else to do with it).
    func handleScaleEvent(_ event: inout XEvent, resizes: inout [WindowID: CGSize]) -> Bool {
        if let changed = screenScales.handleRandREvent(&event) {
            if changed { updateWindowScales(resizes: &resizes) }
            return true
        }
        if event.type == PropertyNotify, event.xproperty.window == XDefaultRootWindow(connection.display),
           event.xproperty.atom == XA_RESOURCE_MANAGER, screenScales.resourcesChanged() {
            updateWindowScales(resizes: &resizes)
        }
        return false
    }

    /// The window `id` was moved or resized (ConfigureNotify, after its size was taken): with
    /// several monitors, it may now be mostly on another one (R40.2).
    func windowMayHaveMoved(_ id: WindowID, resizes: inout [WindowID: CGSize]) {
        guard screenScales.hasSeveralMonitors else { return }
        updateWindowScales(of: id, resizes: &resizes)
    }

    /// New XSETTINGS: a new `Xft/DPI` rescales every window (R40.4).
    func desktopSettingsChangedScale(_ settings: DesktopSettings, resizes: inout [WindowID: CGSize]) {
        if screenScales.settingsChanged(dpi: settings.dpi) { updateWindowScales(resizes: &resizes) }
    }
}
