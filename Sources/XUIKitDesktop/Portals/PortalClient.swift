import CDBus
import Foundation
import XUIKitCore
import XUIKitDBus

// How the portals fit together:
//
// - `PortalClient` (this file) is the one session-bus connection to `org.freedesktop.portal.Desktop`:
//   it knows the portal's unique name (signals from anyone else are ignored), asks each portal
//   interface for its `version`, and runs the Request pattern every dialog-like call uses.
// - The Request pattern (R31.2): the caller picks a `handle_token`; the portal's Request object
//   will be `/org/freedesktop/portal/desktop/request/SENDER/TOKEN` (SENDER: this connection's
//   unique name without ':' and with '.' as '_'). The client subscribes to that path's `Response`
//   signal *before* calling, as GTK does, so a fast answer cannot be missed, and also to the
//   handle the call returns when an older portal names another. The first `Response` wins.
// - `PortalFileChooser`, `PortalURLOpener` and `PortalAppearance` speak one interface each and
//   turn its untrusted answers into the core's types (`FileChooserOptions` builds the options).
// - `DesktopIntegration.start(backend:)` installs each one whose interface answered.

/// What a portal Request ended with.
enum PortalResponse: Equatable {
    /// The `Response` signal: 0 success, 1 cancelled by the user, 2 ended otherwise; and the
    /// results (variants unwrapped; untrusted: check every type).
    case response(code: UInt32, results: [String: DBusValue])
    /// No `Response` will come: the call failed, the portal went away, or its answer was malformed.
    case failed(String)
}

/// The connection to the XDG desktop portal.
@MainActor
final class PortalClient {
    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    /// How long a portal method may take to *return* (not the user's time in a dialog, which is
    /// unbounded: that answer is the `Response` signal).
    static let callTimeout: Int32 = 25_000

    let connection: BusConnection
    let signals: BusSignalRouter
    private let driver: BusConnectionDriver?
    /// The portal's unique name; signals from any other sender are ignored.
    private(set) var portalOwner: String?
    private var nextToken = 0
    /// The Settings portal's follower, kept here for the connection's life.
    var appearance: PortalAppearance?
    /// Requests waiting for their `Response`, by token.
    private var requests: [String: PortalRequest] = [:]

    init(connection: BusConnection) {
        self.connection = connection
        signals = BusSignalRouter(connection: connection)
        driver = connection.fileDescriptor.map { descriptor in
            BusConnectionDriver(connection: connection, descriptor: descriptor) {}
        }
        _ = signals.subscribe(BusSignalRule(sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                            interface: "org.freedesktop.DBus", member: "NameOwnerChanged"),
                              trustedSender: { "org.freedesktop.DBus" }) { [weak self] message in
            self?.nameOwnerChanged(message)
        }
    }

    /// Finds the portal: asks its unique name (which starts an activatable portal), then calls
    /// `ready` once with whether it is there.
    func locate(_ ready: @escaping @MainActor (Bool) -> Void) {
        connection.callAsync(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                             interface: "org.freedesktop.DBus", member: "StartServiceByName", timeout: Self.callTimeout,
                             arguments: { $0.string(Self.busName); $0.uint32(0) }) { [weak self] _ in
            // Started or not (a portal that is simply running is not activatable), ask its owner.
            self?.connection.callAsync(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                       interface: "org.freedesktop.DBus", member: "GetNameOwner", timeout: Self.callTimeout,
                                       arguments: { $0.string(Self.busName) }) { [weak self] result in
                guard let self, case .success(let reply) = result else { return ready(false) }
                var reader = DBusReader(reply)
                portalOwner = reader.string()
                ready(portalOwner != nil)
            }
        }
    }

    /// Calls `ready` with the `version` property of portal `interface`, or nil when the portal
    /// does not implement it (R31.1).
    func version(of interface: String, _ ready: @escaping @MainActor (UInt32?) -> Void) {
        connection.callAsync(destination: Self.busName, path: Self.objectPath, interface: "org.freedesktop.DBus.Properties",
                             member: "Get", timeout: Self.callTimeout,
                             arguments: { $0.string(interface); $0.string("version") }) { result in
            guard case .success(let reply) = result else { return ready(nil) }
            var reader = DBusReader(reply)
            ready(reader.value()?.unwrapped.uint32)
        }
    }

    // MARK: - Requests

    /// Calls `member` of portal `interface` the Request way (R31.2): `arguments` writes the
    /// arguments before the options, the client adds `handle_token` to `options`, and
    /// `completion` runs once with the `Response` or the failure.
    func request(_ interface: String, _ member: String, arguments: (DBusWriter) -> Void, options: [(String, DBusValue)],
                 completion: @escaping @MainActor (PortalResponse) -> Void) {
        nextToken += 1
        let token = "xuikit\(nextToken)"
        let request = PortalRequest(completion: completion)
        requests[token] = request
        listen(for: request, token: token, at: requestPath(token: token))
        let allOptions = [("handle_token", DBusValue.string(token))] + options
        connection.callAsync(destination: Self.busName, path: Self.objectPath, interface: interface, member: member,
                             timeout: Self.callTimeout, arguments: { writer in
            arguments(writer)
            writer.value(.dictionary(allOptions))
        }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                finish(token, .failed("\(interface).\(member) failed: \(error)"))
            case .success(let reply):
                var reader = DBusReader(reply)
                guard let handle = reader.value(), case .objectPath(let path) = handle else {
                    return finish(token, .failed("\(interface).\(member) returned no Request handle"))
                }
                // An older portal names its own path: listen there too (R31.2).
                if path != requestPath(token: token), let request = requests[token] { listen(for: request, token: token, at: path) }
            }
        }
    }

    /// The path the portal gives the Request of `token`.
    func requestPath(token: String) -> String {
        let sender = connection.uniqueName.drop { $0 == ":" }.replacingOccurrences(of: ".", with: "_")
        return "\(Self.objectPath)/request/\(sender)/\(token)"
    }

    private func listen(for request: PortalRequest, token: String, at path: String) {
        let rule = BusSignalRule(sender: Self.busName, path: path, interface: "org.freedesktop.portal.Request", member: "Response")
        request.subscriptions.append(signals.subscribe(rule, trustedSender: { [weak self] in self?.portalOwner ?? "" }) {
            [weak self] message in self?.finish(token, Self.response(from: message))
        })
    }

    /// Reads a `Response` signal: `u` then `a{sv}`, anything else is malformed (R31.3).
    static func response(from message: OpaquePointer) -> PortalResponse {
        var reader = DBusReader(message)
        guard case .uint32(let code)? = reader.value(), let results = reader.value()?.stringKeyedDictionary else {
            return .failed("the portal's Response signal is not (u, a{sv})")
        }
        return .response(code: code, results: results)
    }

    private func finish(_ token: String, _ response: PortalResponse) {
        guard let request = requests.removeValue(forKey: token) else { return }
        request.subscriptions.forEach { $0.cancel() }
        request.completion(response)
    }

    /// The portal left the bus: no pending Request will answer (R31.4).
    private func nameOwnerChanged(_ message: OpaquePointer) {
        var reader = DBusReader(message)
        guard reader.string() == Self.busName, reader.string() != nil, let newOwner = reader.string() else { return }
        portalOwner = newOwner.isEmpty ? nil : newOwner
        guard newOwner.isEmpty else { return }
        for token in requests.keys.sorted() { finish(token, .failed("the desktop portal left the session bus")) }
    }
}

/// One Request waiting for its `Response`.
@MainActor
private final class PortalRequest {
    let completion: @MainActor (PortalResponse) -> Void
    var subscriptions: [BusSignalSubscription] = []

    init(completion: @escaping @MainActor (PortalResponse) -> Void) { self.completion = completion }
}
