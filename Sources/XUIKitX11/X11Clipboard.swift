import CX11
import Foundation
import XUIKitCore

/// The CLIPBOARD selection: owning it for text the app copies, answering other clients'
/// requests, and converting it when the app pastes.
///
/// Transfers are single-shot; the INCR protocol for very large selections is not spoken.
@MainActor
final class X11Clipboard {
    /// An unmapped window that owns the selection and receives conversions.
    let window: Window
    private let connection: X11Connection
    private let atoms: X11Atoms
    /// The text the app put on the clipboard, while it owns the selection.
    private var ownedText: String?
    /// How long a paste waits for the owner to answer.
    private let timeout: TimeInterval = 1

    init(connection: X11Connection, atoms: X11Atoms) {
        self.connection = connection
        self.atoms = atoms
        let display = connection.display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), -10, -10, 1, 1, 0, 0, 0)
    }

    /// Takes ownership of the selection with `text`; `time` is the last user event's server time.
    func setText(_ text: String, time: Time) {
        let display = connection.display
        ownedText = text
        XSetSelectionOwner(display, atoms.clipboard, window, time)
        if XGetSelectionOwner(display, atoms.clipboard) != window { ownedText = nil }
    }

    /// The clipboard's text: the app's own without a round trip, else asked from the owner as
    /// UTF-8 (then Latin-1) text, waiting at most `timeout`. Other events that arrive meanwhile
    /// stay queued for the event loop.
    func text(time: Time) -> String? {
        let display = connection.display
        let owner = XGetSelectionOwner(display, atoms.clipboard)
        if owner == window { return ownedText }
        guard owner != 0 else { return nil }
        let deadline = Date(timeIntervalSinceNow: timeout)
        for target in [atoms.utf8String, XA_STRING] {
            XDeleteProperty(display, window, atoms.clipboardTransfer)
            XConvertSelection(display, atoms.clipboard, target, atoms.clipboardTransfer, window, time)
            guard let notify = waitForSelectionNotify(until: deadline) else { return nil }
            if notify.property != 0 { return readTransferredText() }
        }
        return nil
    }

    private func waitForSelectionNotify(until deadline: Date) -> XSelectionEvent? {
        var event = XEvent()
        while connection.isOpen {
            // Takes only our SelectionNotify; reads (without blocking) whatever else arrived.
            if XCheckTypedWindowEvent(connection.display, window, SelectionNotify, &event) != 0 {
                return event.xselection
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0, connection.isOpen else { return nil }
            var descriptor = pollfd(fd: XConnectionNumber(connection.display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
        }
        return nil
    }

    private func readTransferredText() -> String? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(connection.display, window, atoms.clipboardTransfer, 0, 0x1FFF_FFFF, 1, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        guard let data, format == 8, type != atoms.incr else { return nil }
        let bytes = UnsafeBufferPointer(start: data, count: Int(count))
        return type == XA_STRING ? String(bytes.map { Character(Unicode.Scalar($0)) }) : String(decoding: bytes, as: UTF8.self)
    }

    /// Answers another client's request for the selection (ICCCM §2.2): TARGETS, UTF8_STRING
    /// or STRING, or a refusal.
    func answer(_ request: XSelectionRequestEvent) {
        let display = connection.display
        // Obsolete clients pass no property; the target then names it.
        let property = request.property != 0 ? request.property : request.target
        var converted = false
        if request.selection == atoms.clipboard, request.owner == window, let text = ownedText {
            converted = true
            switch request.target {
            case atoms.targets:
                // Format-32 data is an array of C longs, which is what Atom is.
                let targets = [atoms.targets, atoms.utf8String, XA_STRING]
                targets.withUnsafeBytes { bytes in
                    _ = XChangeProperty(display, request.requestor, property, XA_ATOM, 32, PropModeReplace,
                                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(targets.count))
                }
            case atoms.utf8String:
                let bytes = Array(text.utf8)
                XChangeProperty(display, request.requestor, property, atoms.utf8String, 8, PropModeReplace,
                                bytes, Int32(bytes.count))
            case XA_STRING:
                let bytes = [UInt8](text.data(using: .isoLatin1, allowLossyConversion: true) ?? Data())
                XChangeProperty(display, request.requestor, property, XA_STRING, 8, PropModeReplace,
                                bytes, Int32(bytes.count))
            default:
                converted = false
            }
        }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = converted ? property : 0
        reply.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
    }

    /// Another client took the selection.
    func ownershipLost(_ event: XSelectionClearEvent) {
        if event.selection == atoms.clipboard { ownedText = nil }
    }
}
