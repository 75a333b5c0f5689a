import CDBus
import XUIKitCore
import XUIKitDBus

/// What the notification service needs of libdbus beyond `BusConnection`: a method call whose
/// reply arrives later, through the run loop (a pending call), and signal subscriptions. Local to
/// the notifications for now (the portals' generic helpers in XUIKitDBus are being written in
/// parallel; the two fold into one later).
@MainActor
enum NotificationBusCalls {
    /// The reply handler of one pending call, kept alive by libdbus until the call ends.
    private final class ReplyBox {
        let reply: @MainActor (OpaquePointer?) -> Void
        init(_ reply: @escaping @MainActor (OpaquePointer?) -> Void) { self.reply = reply }
    }

    /// Sends `message` and calls `reply` once, on the main actor, with the reply (a method return
    /// or an error), or nil when none can come (the bus is gone). The reply message is only
    /// valid during the call.
    static func call(_ message: OpaquePointer, on connection: BusConnection, timeout: Int32,
                     reply: @escaping @MainActor (OpaquePointer?) -> Void) {
        var pending: OpaquePointer?
        guard dbus_connection_send_with_reply(connection.raw, message, &pending, timeout) != 0, let pending else {
            reply(nil)
            return
        }
        let box = Unmanaged.passRetained(ReplyBox(reply)).toOpaque()
        // The reply is dispatched on the main thread by `BusConnectionDriver`, never between the
        // send and this line.
        _ = dbus_pending_call_set_notify(pending, { pending, context in
            guard let pending, let context else { return }
            MainActor.assumeIsolated {
                let box = Unmanaged<ReplyBox>.fromOpaque(context).takeUnretainedValue()
                let message = dbus_pending_call_steal_reply(pending)
                box.reply(message)
                if let message { dbus_message_unref(message) }
            }
        }, box, { context in
            guard let context else { return }
            Unmanaged<ReplyBox>.fromOpaque(context).release()
        })
        dbus_pending_call_unref(pending)
    }

    /// The error name of an error reply ("org.freedesktop.DBus.Error.ServiceUnknown"), or nil
    /// for a method return.
    static func errorName(of reply: OpaquePointer) -> String? {
        guard dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_ERROR else { return nil }
        return dbus_message_get_error_name(reply).map { String(cString: $0) } ?? "an unnamed error"
    }

    /// Asks the bus to route the signals `rule` matches to this connection (without waiting).
    static func subscribe(_ rule: String, on connection: BusConnection) {
        dbus_bus_add_match(connection.raw, rule, nil)
    }
}
