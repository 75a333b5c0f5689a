import CX11
import Foundation
import XUIKitCore

// What X11 offers at the seam: its capabilities, its style hints, popups placed on the root
// window, and which window holds the focus.

extension X11Backend {
    /// X11 has one root window every window's position is known on (global coordinates), lets
    /// clients move their windows, has the window manager decorate them, and grabs the pointer
    /// for menus (X11Backend+Grab.swift), and serves PRIMARY (X11Backend+PrimarySelection.swift).
    public var capabilities: PlatformCapabilities {
        [.globalCoordinates, .windowPositioning, .serverSideDecorations, .pointerGrab, .primarySelection]
    }

    /// XUIKit's standard hints. (XSETTINGS' `Net/DoubleClickTime` and `Net/CursorBlinkTime` are
    /// not followed yet: GTK's defaults for them differ from the values XUIKit's rules name.)
    public var styleHints: StyleHints { .standard }

    /// Places the popup where X11 can: on the root window, against the parent's position asked
    /// of the server (`screenOrigin(of:)`), kept inside the screen by `placement`; then creates
    /// it there (override-redirect, so the window manager does not move it).
    public func createPopup(_ id: WindowID, parent: WindowID, anchor: CGRect, size: CGSize, placement: PopupPlacement,
                            style: WindowStyle) -> CGRect {
        let parentOrigin = screenOrigin(of: parent) ?? .zero
        let frame = placement.frame(size: size, anchor: anchor, parentOrigin: parentOrigin, screen: screenSizeInPoints)
        // Named like every window the app does not title: the program's name (WM_NAME).
        // At its parent's scale (R40.2): its frame is in the parent's points.
        createWindow(id, frame: frame, title: ProcessInfo.processInfo.processName, style: style, scale: scale(ofWindow: parent))
        if windows[id] != nil { popupParents[id] = parent }
        return frame
    }

    /// The window the last XI2 focus event gave the keyboard to, while it has it.
    public var focusedWindow: WindowID? {
        windows.first { $0.value.hasKeyboardFocus }?.key
    }
}
