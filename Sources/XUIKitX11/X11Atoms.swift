import CX11
import Foundation

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
    /// Text targets besides UTF8_STRING and STRING (ICCCM's TEXT, and the MIME names GTK and
    /// Qt offer), and the property PRIMARY conversions arrive in (R35.1).
    let text: Atom
    let textPlainUTF8: Atom
    let textPlain: Atom
    let primaryTransfer: Atom

    init(display: OpaquePointer) {
        let names = ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "_NET_WM_PID", "UTF8_STRING", "CLIPBOARD",
                     "TARGETS", "XUIKIT_CLIPBOARD", "INCR", X11ReplayChannel.propertyName, "_NET_WM_WINDOW_TYPE",
                     "_NET_WM_WINDOW_TYPE_POPUP_MENU", "_NET_WM_WINDOW_TYPE_TOOLTIP", "_NET_WM_ICON",
                     "TEXT", "text/plain;charset=utf-8", "text/plain", "XUIKIT_PRIMARY"]
        let atoms = Self.intern(names, display: display)
        wmProtocols = atoms[0]
        wmDeleteWindow = atoms[1]
        netWMName = atoms[2]
        netWMPID = atoms[3]
        utf8String = atoms[4]
        clipboard = atoms[5]
        targets = atoms[6]
        clipboardTransfer = atoms[7]
        incr = atoms[8]
        replay = atoms[9]
        netWMWindowType = atoms[10]
        netWMWindowTypePopupMenu = atoms[11]
        netWMWindowTypeTooltip = atoms[12]
        netWMIcon = atoms[13]
        text = atoms[14]
        textPlainUTF8 = atoms[15]
        textPlain = atoms[16]
        primaryTransfer = atoms[17]
    }

    /// The atoms named `names`, in order, interned with one round trip (XInternAtoms).
    static func intern(_ names: [String], display: OpaquePointer) -> [Atom] {
        var atoms = [Atom](repeating: 0, count: names.count)
        var cNames = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        XInternAtoms(display, &cNames, Int32(names.count), 0, &atoms)
        return atoms
    }
}
