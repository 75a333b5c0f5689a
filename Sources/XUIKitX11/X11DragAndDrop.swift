import CX11
import Foundation
import XUIKitCore

/// XDND's X side (R34.8–R34.12): the atoms, a hidden window that is the source of the app's
/// drags and the requestor of dropped data, and the reading and sending the protocol needs.
/// The rules live in `Xdnd` (XdndProtocol.swift, XdndStateMachines.swift); the backend's
/// extensions X11Backend+DropTarget.swift and X11Backend+DragSource.swift drive both sides.
@MainActor
final class X11DragAndDrop {
    let display: OpaquePointer
    /// Unmapped: the source window of the app's drags, owner of `XdndSelection` while one is
    /// under way, and where dropped data is converted to.
    let window: Window
    let aware, proxy, selection, typeList, actionCopy, actionMove, actionLink, actionAsk, actionPrivate: Atom
    let targets, transfer, incr: Atom
    private let kinds: [Atom: Xdnd.Kind]

    /// Another client's drag over the app.
    var target = Xdnd.TargetState()
    /// The app's window that drag is over, and its MIME types.
    var targetWindow: WindowID?
    /// The conversions of dropped data asked for, the first under way.
    var dataRequests: [(mimeType: String, completion: @MainActor (Data?) -> Void)] = []
    var dataRequestStarted: TimeInterval = 0

    /// The app's own drag: its state, the window it began in, and how it answers for data.
    var source: Xdnd.SourceState?
    var sourceWindow: WindowID?
    var sourceData: (@MainActor (String) -> Data?)?
    var sourceMIMETypes: [Atom: String] = [:]
    var keyboardGrabbed = false

    /// Checks the deadlines while anything is under way.
    var watchdog: Timer?
    /// The picture under the pointer during the app's drag (X11Backend+DragPreview.swift).
    var preview: X11DragPreviewWindow?

    init(display: OpaquePointer) {
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), -10, -10, 1, 1, 0, 0, 0)
        // A drop's INCR chunks arrive as property changes on this window (R34.15).
        XSelectInput(display, window, PropertyChangeMask)
        let names = ["XdndAware", "XdndProxy", "XdndSelection", "XdndTypeList", "XdndActionCopy", "XdndActionMove",
                     "XdndActionLink", "XdndActionAsk", "XdndActionPrivate", "TARGETS", "XUIKIT_XDND", "INCR",
                     "XdndEnter", "XdndPosition", "XdndStatus", "XdndLeave", "XdndDrop", "XdndFinished"]
        let atoms = X11Atoms.intern(names, display: display)
        (aware, proxy, selection, typeList) = (atoms[0], atoms[1], atoms[2], atoms[3])
        (actionCopy, actionMove, actionLink, actionAsk, actionPrivate) = (atoms[4], atoms[5], atoms[6], atoms[7], atoms[8])
        (targets, transfer, incr) = (atoms[9], atoms[10], atoms[11])
        var kinds: [Atom: Xdnd.Kind] = [:]
        for (atom, kind) in zip(atoms[12...], Xdnd.Kind.allCases) { kinds[atom] = kind }
        self.kinds = kinds
    }

    /// Monotonic seconds, for the deadlines.
    static var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Writes `XdndAware` = 5 on `xid` (R34.8).
    func markAware(_ xid: Window) {
        var version = UInt(Xdnd.version)
        withUnsafeBytes(of: &version) { bytes in
            _ = XChangeProperty(display, xid, aware, XA_ATOM, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// The XDND message a ClientMessage carries, or nil for any other.
    func decode(_ event: XClientMessageEvent) -> Xdnd.Message?? {
        guard let kind = kinds[event.message_type] else { return nil }
        guard event.format == 32 else { return .some(nil) }
        let l = event.data.l
        return .some(Xdnd.Message(kind: kind, longs: [l.0, l.1, l.2, l.3, l.4]))
    }

    /// Sends `message` to `to`, about `window` (the toplevel the message concerns).
    func send(_ message: Xdnd.Message, to destination: UInt, about window: UInt) {
        guard let type = kinds.first(where: { $0.value == message.kind })?.key else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        event.xclient.window = Window(window)
        event.xclient.message_type = type
        event.xclient.format = 32
        let l = message.longs
        event.xclient.data.l = (l[0], l[1], l[2], l[3], l[4])
        XSendEvent(display, Window(destination), 0, NoEventMask, &event)
    }

    /// The XDND version of the window's `XdndAware`, or nil when it has none.
    func awareVersion(of xid: Window) -> Int? {
        guard let value = readLongs(xid, aware, type: XA_ATOM, maximum: 1).first else { return nil }
        return Int(truncatingIfNeeded: value)
    }

    /// The window's `XdndProxy` when it names a window whose own `XdndProxy` names itself (the
    /// spec's check against a stale proxy), else nil.
    func proxyWindow(of xid: Window) -> Window? {
        guard let proxyWindow = readLongs(xid, proxy, type: XA_WINDOW, maximum: 1).first, proxyWindow != 0,
              readLongs(Window(proxyWindow), proxy, type: XA_WINDOW, maximum: 1).first == proxyWindow else { return nil }
        return Window(proxyWindow)
    }

    /// Up to `maximum` format-32 values of a property of `type` (a window that vanished, or a
    /// property of another type or format, gives none).
    func readLongs(_ xid: Window, _ property: Atom, type expected: Atom, maximum: Int) -> [UInt] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, xid, property, 0, maximum, 0, expected, &type, &format, &count, &remaining,
                                 &data) == Success else { return [] }
        defer { if let data { XFree(data) } }
        guard type == expected, format == 32, let data else { return [] }
        // Format-32 data comes as C longs.
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: min(Int(count), maximum))) }
    }

    /// The names of `atoms` (at most `Xdnd.maximumTypes`, each at most 255 bytes; unnamed ones
    /// left out).
    func names(of atoms: [UInt]) -> [String] {
        atoms.prefix(Xdnd.maximumTypes).compactMap { atom in
            guard atom != 0, let name = XGetAtomName(display, Atom(atom)) else { return nil }
            defer { XFree(name) }
            let text = String(cString: name)
            return text.utf8.count <= 255 ? text : nil
        }
    }

    /// The atom of a MIME type, interned.
    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// The UIKit operation an XDND action stands for.
    func operation(for action: UInt) -> UIDropOperation {
        switch Atom(action) {
        case actionMove: return .move
        case 0: return .forbidden
        default: return .copy
        }
    }

    /// The XDND action of a UIKit operation (0 for none).
    func action(for operation: UIDropOperation) -> UInt {
        switch operation {
        case .copy: return UInt(actionCopy)
        case .move: return UInt(actionMove)
        case .cancel, .forbidden: return 0
        }
    }

    /// Releases the hidden window.
    func destroy() {
        watchdog?.invalidate()
        preview?.destroy()
        preview = nil
        XDestroyWindow(display, window)
    }
}
