import CDBus

/// One private libdbus connection (shared with XUIKitTesting's AT-SPI client, hence `package`):
/// blocking calls for the few start-up questions; once the app runs, `BusConnectionDriver` reads,
/// dispatches and writes it from the run loop without blocking.
package final class BusConnection {
    package let raw: OpaquePointer

    private init(raw: OpaquePointer) {
        self.raw = raw
        // A lost bus must not end the app (libdbus's default for bus connections).
        dbus_connection_set_exit_on_disconnect(raw, 0)
    }

    /// The session bus, or nil when there is none (no `DBUS_SESSION_BUS_ADDRESS`: libdbus would
    /// otherwise try to autolaunch one through X11).
    package static func session(environment: [String: String]) -> BusConnection? {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else { return nil }
        return open(address: address)
    }

    /// A connection to the bus at `address`, registered (it has a unique name), or nil.
    package static func open(address: String) -> BusConnection? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let raw = dbus_connection_open_private(address, &error) else { return nil }
        guard dbus_bus_register(raw, &error) != 0 else {
            dbus_connection_close(raw)
            dbus_connection_unref(raw)
            return nil
        }
        return BusConnection(raw: raw)
    }

    /// This connection's unique name on its bus (":1.42").
    package var uniqueName: String { dbus_bus_get_unique_name(raw).map { String(cString: $0) } ?? "" }

    /// The socket to watch for readability.
    package var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(raw, &descriptor) != 0 ? descriptor : nil
    }

    package var isConnected: Bool { dbus_connection_get_is_connected(raw) != 0 }

    /// A method call waiting at most `timeout` milliseconds for its reply, or nil on error.
    package func call(destination: String, path: String, interface: String, member: String, timeout: Int32,
              arguments: (DBusWriter) -> Void = { _ in }) -> OpaquePointer? {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return nil }
        defer { dbus_message_unref(message) }
        DBusWriter.append(to: message, arguments)
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        return dbus_connection_send_with_reply_and_block(raw, message, timeout, &error)
    }

    /// Sends a message without waiting for an answer.
    package func send(_ message: OpaquePointer) {
        _ = dbus_connection_send(raw, message, nil)
    }

    package func close() {
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }
}
