import CX11
import XUIKitCore

extension X11Backend: WindowHandleExporting {
    /// `x11:` and the window's XID in hexadecimal, as the XDG desktop portals take `parent_window`.
    public func exportedHandle(of id: WindowID) -> String? {
        guard let window = windows[id] else { return nil }
        return "x11:" + String(UInt(window.xid), radix: 16)
    }
}
