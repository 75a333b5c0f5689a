import CDBus
import Foundation
import XUIKitCore
import XUIKitDBus

/// The desktop's notification server over D-Bus (the freedesktop Desktop Notifications
/// Specification, `org.freedesktop.Notifications` at `/org/freedesktop/Notifications`), as
/// `UIApplication.shared.desktopServices.notifications` (R37.6).
///
/// - `show` sends `Notify` without waiting; the reply (the server's id) arrives through the run
///   loop. An error reply — `ServiceUnknown` when no server runs — fails the notification.
/// - The server's `ActionInvoked` and `NotificationClosed` signals reach the notification's
///   `events`. They are untrusted input: a signal with other argument types, or from another
///   sender than the server that answered `Notify`, is ignored with a diagnostic; an id the app
///   never got is ignored (with a diagnostic only when the signal was addressed to this app,
///   as servers broadcast every app's signals).
/// - `close` sends `CloseNotification`.
@MainActor
final class FreedesktopNotifications: NotificationService {
    static let busName = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"
    static let interface = "org.freedesktop.Notifications"
    /// How long `Notify` may take to answer (servers answer at once).
    static let callTimeout: Int32 = 10_000

    private let connection: BusConnection
    private var driver: BusConnectionDriver?
    /// The events handler of each shown notification, by the server's id.
    private var shown: [UInt32: @MainActor (DesktopNotificationEvent) -> Void] = [:]
    /// The unique name of the server that answered `Notify`: only its signals count.
    private var serverName: String?

    private init(connection: BusConnection) {
        self.connection = connection
    }

    /// The service on the session bus, or nil when there is none. Whether a server runs is
    /// learnt from the first `Notify` (a server may be started by D-Bus activation).
    static func start(environment: [String: String] = ProcessInfo.processInfo.environment) -> FreedesktopNotifications? {
        guard let connection = BusConnection.session(environment: environment),
              let descriptor = connection.fileDescriptor else { return nil }
        let service = FreedesktopNotifications(connection: connection)
        service.install(descriptor: descriptor)
        return service
    }

    private func install(descriptor: Int32) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = dbus_connection_add_filter(connection.raw, { _, message, context in
            guard let message, let context else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            return MainActor.assumeIsolated {
                let service = Unmanaged<FreedesktopNotifications>.fromOpaque(context).takeUnretainedValue()
                return service.handle(message) ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
            }
        }, context, nil)
        driver = BusConnectionDriver(connection: connection, descriptor: descriptor) { [weak self] in self?.disconnected() }
        NotificationBusCalls.subscribe("type='signal',sender='\(Self.busName)',path='\(Self.objectPath)',interface='\(Self.interface)'",
                                       on: connection)
    }

    private func disconnected() {
        Diagnostics.handler("notifications: the session bus went away; notifications are no longer shown")
        shown.removeAll()
    }

    // MARK: - NotificationService

    func show(_ notification: DesktopNotification,
              completion: @escaping @MainActor (Result<UInt32, DesktopNotificationError>) -> Void,
              events: @escaping @MainActor (DesktopNotificationEvent) -> Void) {
        guard connection.isConnected,
              let message = dbus_message_new_method_call(Self.busName, Self.objectPath, Self.interface, "Notify") else {
            completion(.failure(DesktopNotificationError("the session bus is gone")))
            return
        }
        defer { dbus_message_unref(message) }
        DBusWriter.append(to: message) { NotifyArguments.write(notification, to: $0) }
        NotificationBusCalls.call(message, on: connection, timeout: Self.callTimeout) { [weak self] reply in
            guard let self else { return }
            guard let reply else {
                completion(.failure(DesktopNotificationError("no answer from \(Self.busName)")))
                return
            }
            if let error = NotificationBusCalls.errorName(of: reply) {
                let reason = error == "org.freedesktop.DBus.Error.ServiceUnknown"
                    ? "no notification server on the session bus (\(Self.busName))" : "\(Self.busName) answered \(error)"
                completion(.failure(DesktopNotificationError(reason)))
                return
            }
            var reader = DBusReader(reply)
            guard let id = reader.uint32(), id != 0 else {
                completion(.failure(DesktopNotificationError("\(Self.busName) answered Notify with no notification id")))
                return
            }
            self.serverName = dbus_message_get_sender(reply).map { String(cString: $0) }
            self.shown[id] = events
            completion(.success(id))
        }
    }

    func close(_ id: UInt32) {
        guard connection.isConnected,
              let message = dbus_message_new_method_call(Self.busName, Self.objectPath, Self.interface, "CloseNotification") else { return }
        defer { dbus_message_unref(message) }
        DBusWriter.append(to: message) { $0.uint32(id) }
        connection.send(message)
    }

    // MARK: - Signals

    /// Handles the server's signals; everything else is left to other filters.
    private func handle(_ message: OpaquePointer) -> Bool {
        let invoked = dbus_message_is_signal(message, Self.interface, "ActionInvoked") != 0
        let closed = dbus_message_is_signal(message, Self.interface, "NotificationClosed") != 0
        guard invoked || closed else { return false }
        let member = invoked ? "ActionInvoked" : "NotificationClosed"
        let sender = dbus_message_get_sender(message).map { String(cString: $0) }
        guard let serverName, sender == serverName else {
            Diagnostics.handler("notifications: ignored \(member) from \(sender ?? "no sender"), not from the server that showed the notifications")
            return true
        }
        var reader = DBusReader(message)
        let id = reader.uint32()
        let event: DesktopNotificationEvent?
        if invoked {
            event = reader.string().map { .actionInvoked($0) }
        } else {
            event = reader.uint32().map { .closed(reason: $0) }
        }
        guard let id, let event, !reader.mismatched else {
            let signature = dbus_message_get_signature(message).map { String(cString: $0) } ?? ""
            Diagnostics.handler("notifications: ignored \(member) with arguments (\(signature)), not (\(invoked ? "us" : "uu"))")
            return true
        }
        guard let handler = shown[id] else {
            let destination = dbus_message_get_destination(message).map { String(cString: $0) }
            if destination == connection.uniqueName {
                Diagnostics.handler("notifications: ignored an event for notification \(id), which this app did not show")
            }
            return true
        }
        if case .closed = event { shown[id] = nil }
        handler(event)
        return true
    }
}
