import CX11
import Foundation
import XUIKitCore

/// Client messages and destroyed windows do not wait behind a backlog of input (R11.11, R11.12).
///
/// Each drain reads what the connection holds into the backend's own queue (`X11EventQueue`) before
/// it handles anything, so under a flood of input (issue 25: 5 s of XTest clicks) a
/// `WM_DELETE_WINDOW` sent at the flood's end is in the queue once the flood is read — and the
/// queue sheds flooded pointer input, so it never holds more than a few thousand input events.
/// Then every client message (a window manager's close request or ping, the XSETTINGS manager's
/// announcement) and every `DestroyNotify` queued behind a backlog is handled before that backlog.
///
/// Only a backlog is jumped: a message with fewer than `urgentBacklog` entries ahead of it keeps its
/// place. A click followed at once by a close — Save, then the close button — is handled in that
/// order, as GTK and Qt handle it; a close that came first would end the app before the click, and
/// lose what the click does. A backlog that large is no person's input but a stuck app's or a
/// flood's; there a window closed early hears none of the input queued for it before the close
/// (the queue drops input for a window destroyed), which is what the user asked for by closing it.
/// The input method's client messages are not among them: `XFilterEvent` saw them when they were
/// read, in order.
extension X11Backend {
    /// How many queued entries must stand ahead of a client message or a destroyed window for it
    /// to jump them (R11.11): a thousand, several seconds of the fastest clicking and pointer motion
    /// a person makes.
    public static let urgentBacklog = 1_000

    /// Handles the client messages and destroyed windows (`DestroyNotify`) queued behind a backlog
    /// of `urgentBacklog` entries or more, before that backlog. One queued behind fewer keeps its
    /// place. Returns how many it handled.
    @discardableResult
    func dispatchUrgentEvents(resizes: inout [WindowID: CGSize]) -> Int {
        let urgent = pending.removeUrgent(behind: Self.urgentBacklog) { event in
            event.type == ClientMessage || event.type == DestroyNotify
        }
        for var event in urgent where connection.isOpen {
            dispatch(&event, resizes: &resizes)
        }
        return urgent.count
    }

    /// How many input events the queue has shed since the backend opened (R11.12).
    @_spi(Testing) public var shedInputCount: Int { pending.shedCount }
}
