import CX11

extension XSelectionRequestEvent {
    /// Tells the requestor the conversion is done (ICCCM §2.2): a `SelectionNotify` naming
    /// `property` when `converted`, else None (refused). The one reply of every selection XUIKit
    /// serves: CLIPBOARD, PRIMARY and XdndSelection.
    func sendReply(on display: OpaquePointer, property: Atom, converted: Bool) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = requestor
        reply.xselection.selection = selection
        reply.xselection.target = target
        reply.xselection.property = converted ? property : 0
        reply.xselection.time = time
        XSendEvent(display, requestor, 0, NoEventMask, &reply)
    }
}
