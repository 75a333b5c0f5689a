import CX11
import Foundation
import XUIKitCore

/// One X selection the app owns and pastes from: CLIPBOARD (copy and paste) or PRIMARY
/// (select, then middle-click; R35.1), one instance each.
///
/// While the app owns the selection it serves an `X11SelectionOffer`: text, read when asked (so
/// PRIMARY always answers with the editor's current selection), and typed data (image/png,
/// text/uri-list, …). Requests are answered in X11Clipboard+Serving.swift.
///
/// Pasting speaks ICCCM's INCR protocol (§2.7.2), so selections larger than the server's request
/// size arrive in chunks; serving copies is single-shot. A paste is asked either asynchronously
/// (`requestText`, the seam's way: the answer arrives through the event loop) or synchronously
/// (`text`, `data(for:)`, `targets`, behind `UIPasteboard`: a bounded wait).
@MainActor
final class X11Clipboard {
    /// An unmapped window that owns the selection and receives conversions.
    let window: Window
    let connection: X11Connection
    let atoms: X11Atoms
    /// The selection this instance speaks for: CLIPBOARD or PRIMARY.
    let selection: Atom
    /// The property on `window` conversions are written to.
    let transferProperty: Atom
    /// What the app offers while it owns the selection; nil when it does not.
    var offer: X11SelectionOffer?
    /// Counts changes of the selection's contents that the app knows of: each offer the app
    /// makes, and each loss of ownership to another client (`UIPasteboard.changeCount`).
    private(set) var changeCount = 0
    /// Answers a request for another selection window of the app's (set by the backend), so a
    /// bounded wait on this selection does not refuse requests meant for the other one.
    var answerOtherRequest: (@MainActor @Sendable (XSelectionRequestEvent) -> Void)?
    /// The asynchronous paste waiting for the owner's answer (X11Clipboard+Request.swift).
    var pendingPaste: PendingPaste?
    /// How long a paste waits for the owner's answer.
    let timeout: TimeInterval = 1
    /// The largest paste accepted, in bytes; a larger selection is refused with a message.
    static let maximumPasteBytes = 64 * 1024 * 1024

    init(connection: X11Connection, atoms: X11Atoms, selection: Atom, transferProperty: Atom) {
        self.connection = connection
        self.atoms = atoms
        self.selection = selection
        self.transferProperty = transferProperty
        let display = connection.display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), -10, -10, 1, 1, 0, 0, 0)
        // INCR transfers arrive as property changes on this window.
        XSelectInput(display, window, PropertyChangeMask)
    }

    /// What the selection is called in messages.
    var name: String { selection == XA_PRIMARY ? "PRIMARY selection" : "clipboard" }

    /// The app's own text while it still owns the selection (one round trip to ask), else nil.
    var ownText: String? {
        XGetSelectionOwner(connection.display, selection) == window ? offer?.text?() : nil
    }

    /// Whether the app owns the selection, as far as it knows without a round trip (it learns of
    /// a loss through SelectionClear).
    var isOwner: Bool { offer != nil }

    /// Takes ownership of the selection with `text`; `time` is the last user event's server time.
    func setText(_ text: String, time: Time) {
        setOffer(X11SelectionOffer(text: { text }), time: time)
    }

    /// Takes ownership of the selection with `offer` (or, already owning it, just changes what
    /// is served); nil gives the selection up.
    func setOffer(_ newOffer: X11SelectionOffer?, time: Time, reclaim: Bool = true) {
        let display = connection.display
        changeCount += 1
        guard let newOffer else {
            if offer != nil, XGetSelectionOwner(display, selection) == window {
                XSetSelectionOwner(display, selection, 0, time)
            }
            offer = nil
            return
        }
        let owned = offer != nil
        offer = newOffer
        guard reclaim || !owned else { return }
        XSetSelectionOwner(display, selection, window, time)
        if XGetSelectionOwner(display, selection) != window { offer = nil }
    }

    /// The selection's text: the app's own without a round trip, else asked from the owner as
    /// UTF-8 (then Latin-1) text, waiting at most `timeout` for the answer and for each INCR
    /// chunk. Meanwhile other clients' requests for the app's selections are answered; other
    /// events stay queued for the event loop. A paste that times out or is too large is reported
    /// on stderr and gives nil.
    func text(time: Time) -> String? {
        let display = connection.display
        let owner = XGetSelectionOwner(display, selection)
        if owner == window { return offer?.text?() }
        guard owner != 0 else { return nil }
        for target in [atoms.utf8String, XA_STRING] {
            switch convertWaiting(to: target, time: time) {
            case .noAnswer: return nil
            case .refused: continue
            case .converted:
                return readTransferred().map { Self.decode($0.bytes, type: $0.type) }
            }
        }
        return nil
    }

    /// The owner's bytes for `target` (a MIME type's atom), waited for as `text` waits; the
    /// app's own offer without a round trip.
    func data(for target: Atom, time: Time) -> [UInt8]? {
        let owner = XGetSelectionOwner(connection.display, selection)
        if owner == window { return offer?.bytes(for: target, atoms: atoms) }
        guard owner != 0, convertWaiting(to: target, time: time) == .converted else { return nil }
        return readTransferred()?.bytes
    }

    /// The targets the owner offers (its TARGETS answer), waited for as `text` waits.
    func targets(time: Time) -> [Atom] {
        let owner = XGetSelectionOwner(connection.display, selection)
        if owner == window { return offer?.targets(atoms: atoms) ?? [] }
        guard owner != 0, convertWaiting(to: atoms.targets, time: time) == .converted else { return [] }
        return takeAtomProperty()
    }

    enum ConversionAnswer { case converted, refused, noAnswer }

    /// Asks the owner to convert the selection to `target` and waits for its SelectionNotify.
    private func convertWaiting(to target: Atom, time: Time) -> ConversionAnswer {
        let display = connection.display
        XDeleteProperty(display, window, transferProperty)
        XConvertSelection(display, selection, target, transferProperty, window, time)
        guard let notify = waitForSelectionNotify(until: Date(timeIntervalSinceNow: timeout)) else {
            if connection.isOpen {
                Diagnostics.handler("paste: the \(name)'s owner did not answer within \(timeout) s; nothing was pasted")
            }
            return .noAnswer
        }
        return notify.property != 0 ? .converted : .refused
    }

    /// Waits for our SelectionNotify, answering requests for our own selections meanwhile.
    private func waitForSelectionNotify(until deadline: Date) -> XSelectionEvent? {
        var event = XEvent()
        let found = wait(until: deadline) {
            XCheckTypedWindowEvent(connection.display, window, SelectionNotify, &event) != 0
        }
        return found ? event.xselection : nil
    }

    /// Polls the connection until `found` (which takes an event without blocking) succeeds or
    /// `deadline` passes, answering requests for the app's selections meanwhile.
    private func wait(until deadline: Date, for found: () -> Bool) -> Bool {
        waiter.wait(until: deadline, for: found)
    }

    /// The wait of a paste: SelectionRequests (another client pasting what the app copied or
    /// selected) are answered while it waits (X11SelectionTransfer.swift).
    private var waiter: X11SelectionWaiter {
        X11SelectionWaiter(connection: connection) { [unowned self] event in
            if event.owner == window || answerOtherRequest == nil { answer(event) } else { answerOtherRequest?(event) }
        }
    }

    /// Reads (and deletes) the transfer property as text.
    func readTransferredText() -> String? {
        readTransferred().map { Self.decode($0.bytes, type: $0.type) }
    }

    /// Reads (and deletes) the transfer property: its bytes, or for an INCR answer every chunk
    /// (X11SelectionReader, shared with XDND drops).
    func readTransferred() -> (type: Atom, bytes: [UInt8])? {
        X11SelectionReader(waiter: waiter, window: window, property: transferProperty, incr: atoms.incr,
                           sender: "paste: the \(name)'s owner", outcome: "nothing was pasted",
                           maximumBytes: Self.maximumPasteBytes).read()
    }

    /// The transfer property as a list of atoms (a TARGETS answer), deleted from the window.
    private func takeAtomProperty() -> [Atom] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(connection.display, window, transferProperty, 0, 4096, 1, XA_ATOM,
                                 &type, &format, &count, &remaining, &data) == Success else { return [] }
        defer { if let data { XFree(data) } }
        guard let data, format == 32, count > 0 else { return [] }
        // Format-32 data comes back as an array of C longs, which is what Atom is.
        return data.withMemoryRebound(to: Atom.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    static func decode(_ bytes: [UInt8], type: Atom) -> String {
        type == XA_STRING ? String(bytes.map { Character(Unicode.Scalar($0)) }) : String(decoding: bytes, as: UTF8.self)
    }

    /// Another client took the selection.
    func ownershipLost(_ event: XSelectionClearEvent) {
        guard event.selection == selection, event.window == window, offer != nil else { return }
        offer = nil
        changeCount += 1
    }
}
