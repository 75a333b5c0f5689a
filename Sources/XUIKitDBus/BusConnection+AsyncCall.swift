import CDBus
import Dispatch

/// Why a method call has no reply: the error the peer (or the bus, or libdbus's timeout) sent.
package struct BusCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The D-Bus error name (`org.freedesktop.DBus.Error.NoReply` after the timeout).
    package let name: String
    /// The error's message.
    package let message: String

    package init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    package var description: String { message.isEmpty ? name : "\(name): \(message)" }
}

extension BusConnection {
    /// Calls a method without waiting: `reply` runs once, on the main actor from the connection's
    /// `BusConnectionDriver`, with the reply message (valid only during the call) or the error —
    /// `org.freedesktop.DBus.Error.NoReply` when no reply came within `timeout` milliseconds, so a
    /// hung peer costs a bounded wait, never a stuck caller.
    @MainActor
    package func callAsync(destination: String, path: String, interface: String, member: String, timeout: Int32,
                           arguments: (DBusWriter) -> Void = { _ in },
                           reply: @escaping @MainActor (Result<OpaquePointer, BusCallError>) -> Void) {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else {
            Self.later(reply, BusCallError(name: "org.freedesktop.DBus.Error.NoMemory", message: ""))
            return
        }
        defer { dbus_message_unref(message) }
        DBusWriter.append(to: message, arguments)
        var pending: OpaquePointer?
        guard dbus_connection_send_with_reply(raw, message, &pending, timeout) != 0, let pending else {
            Self.later(reply, BusCallError(name: "org.freedesktop.DBus.Error.Disconnected",
                                           message: "the bus connection is closed"))
            return
        }
        let box = PendingReply(reply)
        let context = Unmanaged.passRetained(box).toOpaque()
        _ = dbus_pending_call_set_notify(pending, { pending, context in
            guard let pending, let context else { return }
            MainActor.assumeIsolated {
                Unmanaged<PendingReply>.fromOpaque(context).takeUnretainedValue().complete(pending)
            }
        }, context, { context in
            guard let context else { return }
            Unmanaged<PendingReply>.fromOpaque(context).release()
        })
        // A reply already read (libdbus may read while it sends) completes now.
        if dbus_pending_call_get_completed(pending) != 0 { box.complete(pending) }
        dbus_pending_call_unref(pending)
    }

    /// Runs `reply` on the next turn, so a call that fails at once still answers asynchronously,
    /// as one that fails later does.
    @MainActor
    private static func later(_ reply: @escaping @MainActor (Result<OpaquePointer, BusCallError>) -> Void,
                              _ error: BusCallError) {
        DispatchQueue.main.async { MainActor.assumeIsolated { reply(.failure(error)) } }
    }
}

/// The reply handler of one pending call, called at most once.
@MainActor
private final class PendingReply {
    private var reply: (@MainActor (Result<OpaquePointer, BusCallError>) -> Void)?

    init(_ reply: @escaping @MainActor (Result<OpaquePointer, BusCallError>) -> Void) { self.reply = reply }

    func complete(_ pending: OpaquePointer) {
        guard let reply, let message = dbus_pending_call_steal_reply(pending) else { return }
        self.reply = nil
        defer { dbus_message_unref(message) }
        if dbus_message_get_type(message) == cdbus_message_error {
            var error = DBusError()
            dbus_error_init(&error)
            defer { dbus_error_free(&error) }
            _ = dbus_set_error_from_message(&error, message)
            let name = error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
            reply(.failure(BusCallError(name: name, message: error.message.map { String(cString: $0) } ?? "")))
        } else {
            reply(.success(message))
        }
    }
}
