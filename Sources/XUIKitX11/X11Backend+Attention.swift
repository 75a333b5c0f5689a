import CX11
import XUIKitCore

/// The urgency hint (R37.9), as GTK's `gtk_window_set_urgency_hint` and
/// `_NET_WM_STATE_DEMANDS_ATTENTION` say it: the ICCCM urgency flag of `WM_HINTS`, which the
/// client owns, and the EWMH state. A window manager owns a mapped window's `_NET_WM_STATE`, so
/// with one running (`_NET_SUPPORTING_WM_CHECK` on the root) the state is asked for with a
/// `_NET_WM_STATE` client message to the root window; with none (a bare X server) the app
/// writes the property itself, as the window manager would.
extension X11Backend: WindowAttentionRequesting {
    /// Sets or clears window `id`'s urgency hint.
    public func setDemandsAttention(_ demandsAttention: Bool, for id: WindowID) {
        guard let window = windows[id] else { return }
        let xid = window.xid
        if let hints = XGetWMHints(display, xid) ?? XAllocWMHints() {
            if demandsAttention { hints.pointee.flags |= XUrgencyHint } else { hints.pointee.flags &= ~XUrgencyHint }
            XSetWMHints(display, xid, hints)
            XFree(hints)
        }
        let state = XInternAtom(display, "_NET_WM_STATE", 0)
        let attention = XInternAtom(display, "_NET_WM_STATE_DEMANDS_ATTENTION", 0)
        let root = XDefaultRootWindow(display)
        if hasWindowManager(root: root) {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = xid
            event.xclient.message_type = state
            event.xclient.format = 32
            event.xclient.data.l.0 = demandsAttention ? 1 : 0   // _NET_WM_STATE_ADD / _REMOVE
            event.xclient.data.l.1 = Int(attention)
            event.xclient.data.l.2 = 0
            event.xclient.data.l.3 = 1                           // from a normal application
            XSendEvent(display, root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        } else {
            var atoms = atomList(state, of: xid).filter { $0 != attention }
            if demandsAttention { atoms.append(attention) }
            atoms.withUnsafeBytes { bytes in
                _ = XChangeProperty(display, xid, state, XA_ATOM, 32, PropModeReplace,
                                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(atoms.count))
            }
        }
        XFlush(display)
    }

    /// Whether a window manager says it runs (EWMH's `_NET_SUPPORTING_WM_CHECK` on the root).
    private func hasWindowManager(root: Window) -> Bool {
        !atomList(XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", 0), of: root, type: XA_WINDOW).isEmpty
    }

    /// The 32-bit items of `property` on `window` (atoms or window ids), empty when it is unset.
    private func atomList(_ property: Atom, of window: Window, type: Atom = XA_ATOM) -> [Atom] {
        var actualType: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, property, 0, 64, 0, type, &actualType, &format, &count, &remaining, &data) == Success,
              let data else { return [] }
        defer { XFree(data) }
        guard actualType == type, format == 32 else { return [] }
        // Xlib hands 32-bit items as C longs.
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
            .map { Atom($0) }
    }
}
