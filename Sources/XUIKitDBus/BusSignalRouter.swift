import CDBus

/// Which signals a subscription hears: the bus's match rule (what the bus sends this connection)
/// and the same test on each message (what the handler is given).
package struct BusSignalRule: Equatable, Sendable {
    /// The sender's name for the bus's match rule (a well-known name the bus resolves), or nil.
    package var sender: String?
    /// The object path, or nil for any.
    package var path: String?
    /// The interface.
    package var interface: String
    /// The signal's name, or nil for any.
    package var member: String?

    package init(sender: String? = nil, path: String? = nil, interface: String, member: String? = nil) {
        self.sender = sender
        self.path = path
        self.interface = interface
        self.member = member
    }

    /// The rule in the bus's syntax (`type='signal',sender='…',path='…',…`).
    package var matchRule: String {
        var parts = ["type='signal'"]
        if let sender { parts.append("sender='\(sender)'") }
        if let path { parts.append("path='\(path)'") }
        parts.append("interface='\(interface)'")
        if let member { parts.append("member='\(member)'") }
        return parts.joined(separator: ",")
    }

    /// Whether `message` (a signal) is one this rule names (the sender is checked separately).
    func matches(_ message: OpaquePointer) -> Bool {
        func field(_ value: UnsafePointer<CChar>?) -> String? { value.map { String(cString: $0) } }
        guard dbus_message_get_type(message) == cdbus_message_signal,
              field(dbus_message_get_interface(message)) == interface else { return false }
        if let path, field(dbus_message_get_path(message)) != path { return false }
        if let member, field(dbus_message_get_member(message)) != member { return false }
        return true
    }
}

/// One subscription; `cancel()` removes its match rule and handler.
@MainActor
package final class BusSignalSubscription {
    fileprivate let rule: BusSignalRule
    fileprivate let trustedSender: @MainActor () -> String?
    fileprivate let handler: @MainActor (OpaquePointer) -> Void
    fileprivate weak var router: BusSignalRouter?

    fileprivate init(rule: BusSignalRule, trustedSender: @escaping @MainActor () -> String?,
                     handler: @escaping @MainActor (OpaquePointer) -> Void) {
        self.rule = rule
        self.trustedSender = trustedSender
        self.handler = handler
    }

    /// Stops hearing the signal. Cancelling twice does nothing.
    package func cancel() { router?.remove(self) }
}

/// Signal subscriptions on one connection: a match rule on the bus per subscription, and one
/// filter that hands each matching signal to its handlers on the main actor (from the
/// connection's `BusConnectionDriver`).
///
/// A signal is given to a handler only when its sender is the one the subscription trusts (a
/// unique name such as ":1.7", asked when the signal arrives): the bus's match rule filters what
/// is broadcast, but any client may send a signal straight to this connection, and such a
/// forgery must not pass for the service's answer.
@MainActor
package final class BusSignalRouter {
    private let connection: BusConnection
    private var subscriptions: [BusSignalSubscription] = []

    /// Installs the router's filter on `connection`. The router must live as long as the
    /// connection (libdbus keeps a pointer to it).
    package init(connection: BusConnection) {
        self.connection = connection
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = dbus_connection_add_filter(connection.raw, { _, message, context in
            guard let message, let context else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            MainActor.assumeIsolated {
                Unmanaged<BusSignalRouter>.fromOpaque(context).takeUnretainedValue().deliver(message)
            }
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }, context, nil)
    }

    /// Subscribes `handler` to the signals `rule` names whose sender is `trustedSender()` (nil:
    /// any sender). The match rule is sent before any later message of this connection, so a
    /// method call made after subscribing cannot have its answering signal missed.
    package func subscribe(_ rule: BusSignalRule, trustedSender: @escaping @MainActor () -> String?,
                           handler: @escaping @MainActor (OpaquePointer) -> Void) -> BusSignalSubscription {
        let subscription = BusSignalSubscription(rule: rule, trustedSender: trustedSender, handler: handler)
        subscription.router = self
        subscriptions.append(subscription)
        // With no error to fill, libdbus sends AddMatch without waiting for the bus's answer.
        dbus_bus_add_match(connection.raw, rule.matchRule, nil)
        return subscription
    }

    fileprivate func remove(_ subscription: BusSignalSubscription) {
        guard subscriptions.contains(where: { $0 === subscription }) else { return }
        subscriptions.removeAll { $0 === subscription }
        dbus_bus_remove_match(connection.raw, subscription.rule.matchRule, nil)
    }

    private func deliver(_ message: OpaquePointer) {
        guard dbus_message_get_type(message) == cdbus_message_signal else { return }
        let sender = dbus_message_get_sender(message).map { String(cString: $0) }
        // A copy: a handler may cancel subscriptions (its own, once answered).
        for subscription in subscriptions where subscription.rule.matches(message) {
            guard subscriptions.contains(where: { $0 === subscription }) else { continue }
            if let trusted = subscription.trustedSender(), trusted != sender { continue }
            subscription.handler(message)
        }
    }
}
