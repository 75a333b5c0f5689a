import CX11
import Foundation
import XUIKitCore

/// Close requests and destroyed windows do not wait behind a backlog of input.
///
/// A drain reads at most `maximumEventsPerDrain` events, oldest first, so under a flood of input
/// (issue 25: 5 s of XTest clicks) a `WM_DELETE_WINDOW` sent at the flood's end sat behind
/// everything queued before it, and was obeyed tens of seconds later. So each drain first looks
/// ahead: `XCheckIfEvent` scans Xlib's queue — reading what the connection holds as well — and
/// every close request (`WM_DELETE_WINDOW`) and `DestroyNotify` found there behind a backlog is
/// handled before that backlog.
///
/// Only a backlog is jumped: one with fewer than `urgentBacklog` events ahead of it keeps its place
/// (R11.11). A click followed at once by a close — Save, then
/// the close button — is handled in that order, as GTK and Qt handle it; a close that came first
/// would end the app before the click, and lose what the click does. A backlog that large is no
/// person's input but a stuck app's or a flood's; there a window closed early hears none of the
/// input queued for it before the close (input for a window the backend no longer knows is
/// dropped), which is what the user asked for by closing it. Everything else keeps its order.
///
/// The look-ahead is bounded in memory: while Xlib's queue already holds `lookaheadLimit` events
/// or more, the drain does not read further ahead. Every event in the queue was scanned when it was
/// read, so nothing urgent among them is missed; only a close request further back than that waits
/// until the queue shrinks.
extension X11Backend {
    /// The most events Xlib's queue is read ahead to while looking for close requests: about
    /// 16 MB of queued events.
    public static let lookaheadLimit = 32_768

    /// How many events must stand ahead of a close request for it to jump them (R11.11): a
    /// thousand, several seconds of the fastest clicking and pointer motion a person makes.
    public static let urgentBacklog = 1_000

    /// Handles the close requests (`WM_DELETE_WINDOW`) and destroyed windows (`DestroyNotify`)
    /// queued behind a backlog of `urgentBacklog` events or more, before that backlog. One queued
    /// behind fewer keeps its place. Returns how many it handled.
    @discardableResult
    func dispatchUrgentEvents(resizes: inout [WindowID: CGSize]) -> Int {
        var handled = 0
        var event = XEvent()
        // What the predicate, a C function, reads and counts with.
        var scan = UrgentScan(wmProtocols: atoms.wmProtocols, wmDeleteWindow: atoms.wmDeleteWindow,
                              ahead: 0, backlog: Self.urgentBacklog)
        while connection.isOpen, XEventsQueued(connection.display, QueuedAlready) < Self.lookaheadLimit {
            scan.ahead = 0
            let found = withUnsafeMutableBytes(of: &scan) { bytes in
                XCheckIfEvent(connection.display, &event, Self.isUrgent,
                              bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard found != 0 else { break }
            handled += 1
            dispatch(&event, resizes: &resizes)
        }
        return handled
    }

    /// What `isUrgent` compares against (WM_PROTOCOLS, WM_DELETE_WINDOW) and counts: how many
    /// events it has passed in this scan, and how many must stand ahead of an urgent one.
    private struct UrgentScan {
        var wmProtocols: Atom
        var wmDeleteWindow: Atom
        var ahead: Int
        var backlog: Int
    }

    /// `XCheckIfEvent`'s predicate, called for each queued event in order: a window destroyed, or
    /// a window manager's close request, with a backlog ahead of it. Other client messages keep
    /// their place: the input method's, for one, must pass `XFilterEvent` in order.
    private static let isUrgent: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XEvent>?, XPointer?) -> Int32 = {
        _, event, context in
        guard let event, let context else { return 0 }
        let scan = UnsafeMutableRawPointer(context).assumingMemoryBound(to: UrgentScan.self)
        defer { scan.pointee.ahead += 1 }
        let urgent: Bool
        switch event.pointee.type {
        case DestroyNotify:
            urgent = true
        case ClientMessage:
            let message = event.pointee.xclient
            urgent = message.message_type == scan.pointee.wmProtocols && message.format == 32
                && Atom(message.data.l.0) == scan.pointee.wmDeleteWindow
        default:
            urgent = false
        }
        return urgent && scan.pointee.ahead >= scan.pointee.backlog ? 1 : 0
    }
}
