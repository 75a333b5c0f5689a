import CX11
import Foundation
import XUIKitCore

extension X11Backend {
    /// Where the window's top-left corner is on the root window, asked of the X server each time
    /// (the window manager may have moved or reparented it).
    public func windowOriginOnScreen(_ id: WindowID) -> CGPoint? {
        guard let window = windows[id] else { return nil }
        let display = connection.display
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display, window.xid, XDefaultRootWindow(display), 0, 0, &x, &y, &child) != 0 else { return nil }
        return CGPoint(x: Int(x), y: Int(y))
    }
}
