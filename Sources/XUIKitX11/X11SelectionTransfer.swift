import CX11
import Foundation
import XUIKitCore

/// Waits on the X connection for an event a selection transfer needs, answering the
/// SelectionRequests that come meanwhile (another client pasting what the app copied, or
/// converting its drag), so two clients waiting on each other do not stall. Shared by the
/// clipboard and PRIMARY (R35) and XDND transfers (R34.15).
@MainActor
struct X11SelectionWaiter {
    let connection: X11Connection
    /// Answers a request for one of the app's selections taken from the queue while waiting.
    let answerRequest: @MainActor (XSelectionRequestEvent) -> Void

    /// Polls the connection until `found` (which takes an event without blocking) succeeds or
    /// `deadline` passes.
    func wait(until deadline: Date, for found: () -> Bool) -> Bool {
        var request = XEvent()
        while connection.isOpen {
            if found() { return true }
            while XCheckTypedEvent(connection.display, SelectionRequest, &request) != 0 {
                answerRequest(request.xselectionrequest)
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
}

/// Reads a converted selection from `property` of `window` (which selects PropertyChangeMask),
/// INCR included (ICCCM §2.7.2): the answer to a paste (R35) or to a drop's conversion (R34.15).
@MainActor
struct X11SelectionReader {
    let waiter: X11SelectionWaiter
    let window: Window
    let property: Atom
    let incr: Atom
    /// Who sends, for messages ("paste: the clipboard's owner").
    let sender: String
    /// What a failure means, for messages ("nothing was pasted").
    let outcome: String
    /// How long an INCR transfer waits for each chunk from a sender that has answered.
    var chunkTimeout: TimeInterval = 5
    /// The largest transfer accepted, in bytes; a larger one is dropped with a message.
    var maximumBytes = 64 * 1024 * 1024

    private var display: OpaquePointer { waiter.connection.display }

    /// Reads (and deletes) the property: its bytes, or for an INCR answer every chunk; nil if
    /// unset, not 8-bit, or the transfer failed.
    func read() -> (type: Atom, bytes: [UInt8])? {
        guard let first = take() else { return nil }
        guard first.type == incr else { return first }
        // Deleting the INCR property (done by the read) asks for the first chunk; each chunk is
        // a new value, read and deleted; an empty chunk ends the transfer.
        var bytes: [UInt8] = []
        var type = first.type
        // Notifications queued before the read (the sender writing the INCR property itself)
        // announce no chunk.
        var stale = XEvent()
        while XCheckTypedWindowEvent(display, window, PropertyNotify, &stale) != 0 {}
        while true {
            // A fast sender may have written the next chunk already, its notification perhaps
            // among those drained above: look at the property before waiting for news of it.
            let chunk: (type: Atom, bytes: [UInt8])
            if let ready = take() {
                chunk = ready
            } else {
                guard waitForNewValue() else {
                    Diagnostics.handler("\(sender) stopped sending after \(bytes.count) bytes (no chunk within \(chunkTimeout) s); \(outcome)")
                    return nil
                }
                // A notification for a value already taken finds no property: wait for the next.
                guard let next = take() else { continue }
                chunk = next
            }
            if chunk.bytes.isEmpty { break }
            type = chunk.type
            guard bytes.count + chunk.bytes.count <= maximumBytes else {
                Diagnostics.handler("\(sender) sent more than \(maximumBytes) bytes; \(outcome)")
                return nil
            }
            bytes += chunk.bytes
        }
        return (type, bytes)
    }

    private func waitForNewValue() -> Bool {
        var event = XEvent()
        return waiter.wait(until: Date(timeIntervalSinceNow: chunkTimeout)) {
            while XCheckTypedWindowEvent(display, window, PropertyNotify, &event) != 0 {
                let changed = event.xproperty
                if changed.atom == property, changed.state == PropertyNewValue { return true }
            }
            return false
        }
    }

    /// The property's 8-bit data and type, deleted from the window; nil if unset or not 8-bit
    /// (INCR's size announcement is 32-bit and gives empty bytes).
    private func take() -> (type: Atom, bytes: [UInt8])? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, property, 0, 0x1FFF_FFFF, 1, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        if type == incr { return (type, []) }
        guard type != 0, format == 8 else { return nil }
        guard let data, count > 0 else { return (type, []) }
        return (type, Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }
}
