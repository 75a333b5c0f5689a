import CX11

/// The atoms the backend uses, interned once per connection.
struct X11Atoms {
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMName: Atom
    let netWMPID: Atom
    let utf8String: Atom
    let clipboard: Atom
    let targets: Atom
    /// The property on the helper window that receives converted clipboard text.
    let clipboardTransfer: Atom
    let incr: Atom
    /// The property the replay channel writes on a window (`X11ReplayChannel.propertyName`).
    let replay: Atom
    /// EWMH window types: a menu popup is typed so compositors treat it as one.
    let netWMWindowType: Atom
    let netWMWindowTypePopupMenu: Atom
    let netWMWindowTypeTooltip: Atom
    /// The window's icon (EWMH `_NET_WM_ICON`).
    let netWMIcon: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        wmProtocols = intern("WM_PROTOCOLS")
        wmDeleteWindow = intern("WM_DELETE_WINDOW")
        netWMName = intern("_NET_WM_NAME")
        netWMPID = intern("_NET_WM_PID")
        utf8String = intern("UTF8_STRING")
        clipboard = intern("CLIPBOARD")
        targets = intern("TARGETS")
        clipboardTransfer = intern("XUIKIT_CLIPBOARD")
        incr = intern("INCR")
        replay = intern(X11ReplayChannel.propertyName)
        netWMWindowType = intern("_NET_WM_WINDOW_TYPE")
        netWMWindowTypePopupMenu = intern("_NET_WM_WINDOW_TYPE_POPUP_MENU")
        netWMWindowTypeTooltip = intern("_NET_WM_WINDOW_TYPE_TOOLTIP")
        netWMIcon = intern("_NET_WM_ICON")
    }
}
