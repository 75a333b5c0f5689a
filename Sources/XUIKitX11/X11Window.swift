import CX11
import Foundation
import XUIKitCore

/// One native toplevel window and what the backend tracks about it.
@MainActor
final class X11Window {
    /// The X `Window` id.
    let xid: Window
    /// The input context keys are looked up through, once the input method opened.
    private(set) var inputContext: XIC?
    /// The on-the-spot composition, when the input method reports its preedit (X11Composition).
    private(set) var composition: X11Composition?
    /// The spot last told to the input method (X11Backend+Composition.swift).
    var inputMethodSpot: CGPoint?
    /// The size the toolkit knows, so only real changes are reported.
    var size: CGSize
    /// True between MapNotify and UnmapNotify.
    var isMapped = false
    /// Device pixels per point: the scale of the monitor holding most of the window (R40.2).
    var scale: CGFloat = 1
    /// The minimum size the toolkit asked for, in points, set again in pixels at a new scale.
    var minimumPointSize: CGSize?
    /// Focus was asked for before the window was mapped; granted on MapNotify.
    var wantsFocus = false
    /// True between XI FocusIn and FocusOut: an input context made meanwhile starts focused.
    var hasKeyboardFocus = false
    /// The shared-memory segment of the window's current surface, when it has one.
    weak var sharedSegment: X11ShmSegment?
    /// Normal, a menu popup (override-redirect, holds the pointer while mapped) or a tooltip
    /// (override-redirect, never focused).
    let style: WindowStyle

    /// Creates an unmapped toplevel at `frame` (its origin is the X window position) with the
    /// properties window managers read and the events the backend decodes. A `.popupMenu` window
    /// is override-redirect — the window manager neither decorates nor moves it — and typed
    /// `_NET_WM_WINDOW_TYPE_POPUP_MENU` (EWMH); a `.tooltip` one is override-redirect too, typed
    /// `_NET_WM_WINDOW_TYPE_TOOLTIP`, and says in WM_HINTS that it takes no keyboard input.
    init(connection: X11Connection, atoms: X11Atoms, frame: CGRect, title: String, style: WindowStyle,
         nameAndIcon: X11NameAndIcon, inputMethod: XIM?, gestures: Bool) {
        self.style = style
        let display = connection.display
        let screen = XDefaultScreen(display)
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XWhitePixel(display, screen)
        // Keep the pixels on resize; the toolkit repaints what changed.
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = Self.eventMask
        var valueMask = CWBackPixel | CWBitGravity | CWEventMask
        if style != .normal {
            attributes.override_redirect = 1
            attributes.save_under = 1
            valueMask |= CWOverrideRedirect | CWSaveUnder
        }
        let width = X11Coordinates.size(frame.width), height = X11Coordinates.size(frame.height)
        let xid = XCreateWindow(display, XRootWindow(display, screen), X11Coordinates.position(frame.minX),
                                X11Coordinates.position(frame.minY),
                                width, height, 0, Int32(CopyFromParent), UInt32(InputOutput), nil,
                                UInt(valueMask), &attributes)
        self.xid = xid
        size = CGSize(width: CGFloat(width), height: CGFloat(height))
        if let inputMethod { attachInputContext(inputMethod, display: display) }
        XInput2.selectEvents(display: display, window: xid, gestures: gestures)
        setProtocolsAndPosition(display: display, atoms: atoms, position: frame.origin)
        setApplicationName(nameAndIcon.name, display: display)
        setIcon(nameAndIcon.icon, display: display, atoms: atoms)
        setTitle(title, display: display, atoms: atoms)
        if style != .normal {
            var type = style == .tooltip ? atoms.netWMWindowTypeTooltip : atoms.netWMWindowTypePopupMenu
            withUnsafeBytes(of: &type) { bytes in
                _ = XChangeProperty(display, xid, atoms.netWMWindowType, XA_ATOM, 32, PropModeReplace,
                                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
        }
        if style == .tooltip, let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint
            hints.pointee.input = 0
            XSetWMHints(display, xid, hints)
            XFree(hints)
        }
    }

    /// The core events every window selects. PropertyChangeMask: the replay channel
    /// (X11ReplayChannel) writes a property here.
    static let eventMask = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | PropertyChangeMask

    /// Gives the window an input context on `inputMethod` (unless it has one), and selects the
    /// events the input method says it needs besides keys.
    func attachInputContext(_ inputMethod: XIM, display: OpaquePointer) {
        guard inputContext == nil else { return }
        // R35.7: on-the-spot preedit when the input method offers it, else none of our own.
        var context: XIC?
        if cx11_im_supports_style(inputMethod, XIMStyle(XIMPreeditCallbacks | XIMStatusNothing)) != 0 {
            let composition = X11Composition(xid: xid)
            context = composition.makeInputContext(inputMethod)
            if context != nil { self.composition = composition }
        }
        guard let context = context ?? cx11_create_ic(inputMethod, xid) else { return }
        inputContext = context
        let filterMask = cx11_ic_filter_events(context)
        guard filterMask != 0 else { return }
        var attributes = XSetWindowAttributes()
        attributes.event_mask = Self.eventMask | filterMask
        XChangeWindowAttributes(display, xid, UInt(CWEventMask), &attributes)
    }

    /// WM_PROTOCOLS, _NET_WM_PID + WM_CLIENT_MACHINE and the requested position.
    private func setProtocolsAndPosition(display: OpaquePointer, atoms: X11Atoms, position: CGPoint) {
        var protocols = [atoms.wmDeleteWindow]
        XSetWMProtocols(display, xid, &protocols, Int32(protocols.count))

        var pid = UInt(getpid())   // format-32 properties are C longs in Xlib's API
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(display, xid, atoms.netWMPID, XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        // EWMH: _NET_WM_PID is only meaningful together with WM_CLIENT_MACHINE.
        let host = ProcessInfo.processInfo.hostName
        setStringProperty(display: display, property: XA_WM_CLIENT_MACHINE, type: XA_STRING, bytes: Array(host.utf8))

        // Without this, a window manager may place the window wherever it likes.
        if let hints = XAllocSizeHints() {
            hints.pointee.flags = PPosition | PSize
            hints.pointee.x = X11Coordinates.position(position.x)
            hints.pointee.y = X11Coordinates.position(position.y)
            hints.pointee.width = Int32(X11Coordinates.size(size.width))
            hints.pointee.height = Int32(X11Coordinates.size(size.height))
            XSetWMNormalHints(display, xid, hints)
            XFree(hints)
        }
    }

    /// Sets the minimum size in WM_NORMAL_HINTS (PMinSize), keeping the other hints; a zero
    /// size clears it.
    func setMinimumSize(_ size: CGSize, display: OpaquePointer) {
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        var supplied = 0
        if XGetWMNormalHints(display, xid, hints, &supplied) == 0 { hints.pointee.flags = 0 }
        let width = X11Coordinates.sizeHint(size.width), height = X11Coordinates.sizeHint(size.height)
        if width > 0 || height > 0 {
            hints.pointee.flags |= PMinSize
            hints.pointee.min_width = width
            hints.pointee.min_height = height
        } else {
            hints.pointee.flags &= ~PMinSize
        }
        XSetWMNormalHints(display, xid, hints)
    }

    /// Sets the title as UTF-8 `_NET_WM_NAME` and as ICCCM `WM_NAME` (Latin-1 or compound text).
    func setTitle(_ title: String, display: OpaquePointer, atoms: X11Atoms) {
        setStringProperty(display: display, property: atoms.netWMName, type: atoms.utf8String, bytes: Array(title.utf8))
        var property = XTextProperty()
        var text: UnsafeMutablePointer<CChar>? = strdup(title)
        defer { free(text) }
        guard Xutf8TextListToTextProperty(display, &text, 1, XStdICCTextStyle, &property) >= 0 else { return }
        XSetWMName(display, xid, &property)
        XFree(property.value)
    }

    private func setStringProperty(display: OpaquePointer, property: Atom, type: Atom, bytes: [UInt8]) {
        XChangeProperty(display, xid, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// Releases the input context and the native window.
    func destroy(display: OpaquePointer) {
        releaseInputContext()
        XDestroyWindow(display, xid)
    }

    /// Drops the input context without destroying it (R35.10): its input method's server is gone
    /// and Xlib freed it with the input method. A composition in progress ends (delivered "" with
    /// the batch, like the input method's own preedit-done).
    func forgetInputContext() {
        inputContext = nil
        composition?.reset()
    }

    /// Releases the input context, for a native window someone else destroyed.
    func releaseInputContext() {
        if let inputContext { XDestroyIC(inputContext) }
        inputContext = nil
        composition = nil
    }
}
