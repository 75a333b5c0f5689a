import CX11
import Foundation
import XUIKitCore

/// The CLIPBOARD selection: owning it for text the app copies, answering other clients'
/// requests, and converting it when the app pastes.
///
/// Pasting speaks ICCCM's INCR protocol (§2.7.2), so selections larger than the server's request
/// size arrive in chunks; serving copies is single-shot. A paste is asked either asynchronously
/// (`requestText`, the seam's way: the answer arrives through the event loop) or synchronously
/// (`text`, behind `UIPasteboard.string`: a bounded wait).
@MainActor
final class X11Clipboard {
    /// An unmapped window that owns the selection and receives conversions.
    let window: Window
    let connection: X11Connection
    let atoms: X11Atoms
    /// The text the app put on the clipboard, while it owns the selection.
    private var ownedText: String?
    /// The asynchronous paste waiting for the owner's answer (X11Clipboard+Request.swift).
    var pendingPaste: PendingPaste?
    /// How long a paste waits for the owner's answer.
    let timeout: TimeInterval = 1
    /// How long an INCR transfer waits for each chunk from an owner that has answered.
    private let chunkTimeout: TimeInterval = 5
    /// The largest paste accepted, in bytes; a larger selection is refused with a message.
    static let maximumPasteBytes = 64 * 1024 * 1024

    init(connection: X11Connection, atoms: X11Atoms) {
        self.connection = connection
        self.atoms = atoms
        let display = connection.display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), -10, -10, 1, 1, 0, 0, 0)
        // INCR transfers arrive as property changes on this window.
        XSelectInput(display, window, PropertyChangeMask)
    }

    /// The app's own text while it still owns the selection (one round trip to ask), else nil.
    var ownText: String? {
        XGetSelectionOwner(connection.display, atoms.clipboard) == window ? ownedText : nil
    }

    /// Takes ownership of the selection with `text`; `time` is the last user event's server time.
    func setText(_ text: String, time: Time) {
        let display = connection.display
        ownedText = text
        XSetSelectionOwner(display, atoms.clipboard, window, time)
        if XGetSelectionOwner(display, atoms.clipboard) != window { ownedText = nil }
    }

    /// The clipboard's text: the app's own without a round trip, else asked from the owner as
    /// UTF-8 (then Latin-1) text, waiting at most `timeout` for the answer and for each INCR
    /// chunk. Meanwhile other clients' requests for the app's selections are answered; other
    /// events stay queued for the event loop. A paste that times out or is too large is reported
    /// on stderr and gives nil.
    func text(time: Time) -> String? {
        let display = connection.display
        let owner = XGetSelectionOwner(display, atoms.clipboard)
        if owner == window { return ownedText }
        guard owner != 0 else { return nil }
        for target in [atoms.utf8String, XA_STRING] {
            XDeleteProperty(display, window, atoms.clipboardTransfer)
            XConvertSelection(display, atoms.clipboard, target, atoms.clipboardTransfer, window, time)
            guard let notify = waitForSelectionNotify(until: Date(timeIntervalSinceNow: timeout)) else {
                if connection.isOpen {
                    Diagnostics.handler("paste: the clipboard's owner did not answer within \(timeout) s; nothing was pasted")
                }
                return nil
            }
            if notify.property != 0 { return readTransferredText() }
        }
        return nil
    }

    /// Waits for our SelectionNotify, answering requests for our own selection meanwhile.
    private func waitForSelectionNotify(until deadline: Date) -> XSelectionEvent? {
        var event = XEvent()
        let found = wait(until: deadline) {
            XCheckTypedWindowEvent(connection.display, window, SelectionNotify, &event) != 0
        }
        return found ? event.xselection : nil
    }

    /// Polls the connection until `found` (which takes an event without blocking) succeeds or
    /// `deadline` passes. SelectionRequests (another client pasting what the app copied) are
    /// answered while waiting, so two clients waiting on each other do not stall.
    private func wait(until deadline: Date, for found: () -> Bool) -> Bool {
        var request = XEvent()
        while connection.isOpen {
            if found() { return true }
            while XCheckTypedEvent(connection.display, SelectionRequest, &request) != 0 {
                answer(request.xselectionrequest)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0, connection.isOpen else { return false }
            var descriptor = pollfd(fd: XConnectionNumber(connection.display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining * 1000, 50).rounded(.up)))
            // Reads what arrived into Xlib's queue (without blocking) for the checks above.
            _ = XEventsQueued(connection.display, QueuedAfterReading)
        }
        return false
    }

    /// Reads (and deletes) the transfer property: the text, or for an INCR answer every chunk.
    func readTransferredText() -> String? {
        guard let first = takeTransferProperty() else { return nil }
        guard first.type == atoms.incr else { return Self.decode(first.bytes, type: first.type) }
        // INCR (ICCCM §2.7.2): deleting the property (done by the read) asks for the first
        // chunk; each chunk is a new value, read and deleted; an empty chunk ends the transfer.
        var bytes: [UInt8] = []
        var type = atoms.utf8String
        // Notifications queued before the read (the owner writing the INCR property itself)
        // announce no chunk.
        var stale = XEvent()
        while XCheckTypedWindowEvent(connection.display, window, PropertyNotify, &stale) != 0 {}
        while true {
            guard waitForNewTransferValue() else {
                Diagnostics.handler("paste: the clipboard's owner stopped sending after \(bytes.count) bytes (no chunk within \(chunkTimeout) s); nothing was pasted")
                return nil
            }
            // A notification for a value already taken finds no property: wait for the next.
            guard let chunk = takeTransferProperty() else { continue }
            if chunk.bytes.isEmpty { break }
            type = chunk.type
            guard bytes.count + chunk.bytes.count <= Self.maximumPasteBytes else {
                Diagnostics.handler("paste: the clipboard holds more than \(Self.maximumPasteBytes) bytes; nothing was pasted")
                return nil
            }
            bytes += chunk.bytes
        }
        return Self.decode(bytes, type: type)
    }

    private func waitForNewTransferValue() -> Bool {
        var event = XEvent()
        return wait(until: Date(timeIntervalSinceNow: chunkTimeout)) {
            while XCheckTypedWindowEvent(connection.display, window, PropertyNotify, &event) != 0 {
                let property = event.xproperty
                if property.atom == atoms.clipboardTransfer, property.state == PropertyNewValue { return true }
            }
            return false
        }
    }

    /// The transfer property's 8-bit data and type, deleted from the window; nil if unset or
    /// not 8-bit (INCR's size announcement is 32-bit and gives empty bytes).
    private func takeTransferProperty() -> (type: Atom, bytes: [UInt8])? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(connection.display, window, atoms.clipboardTransfer, 0, 0x1FFF_FFFF, 1, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        if type == atoms.incr { return (type, []) }
        guard type != 0, format == 8 else { return nil }
        guard let data, count > 0 else { return (type, []) }
        return (type, Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    private static func decode(_ bytes: [UInt8], type: Atom) -> String {
        type == XA_STRING ? String(bytes.map { Character(Unicode.Scalar($0)) }) : String(decoding: bytes, as: UTF8.self)
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
