import Foundation
import XUIKitCore
import XUIKitDBus

/// Follows the Settings portal's `org.freedesktop.appearance` (R31.11): reads `color-scheme`,
/// `accent-color` and `contrast` with `ReadAll` at launch and follows `SettingChanged`, handing
/// each new appearance to `UIApplication.shared.desktopAppearanceDidChange(_:)`.
@MainActor
final class PortalAppearance {
    static let interface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"

    private let client: PortalClient
    private var appearance = DesktopAppearance()
    private var subscription: BusSignalSubscription?

    init(client: PortalClient) { self.client = client }

    /// Subscribes to `SettingChanged`, then reads every appearance setting.
    func start() {
        let rule = BusSignalRule(sender: PortalClient.busName, path: PortalClient.objectPath,
                                 interface: Self.interface, member: "SettingChanged")
        subscription = client.signals.subscribe(rule, trustedSender: { [weak client] in client?.portalOwner ?? "" }) {
            [weak self] message in
            var reader = DBusReader(message)
            guard reader.string() == Self.namespace, let key = reader.string(), let value = reader.value() else { return }
            self?.apply(key, value.unwrapped)
        }
        client.connection.callAsync(destination: PortalClient.busName, path: PortalClient.objectPath,
                                    interface: Self.interface, member: "ReadAll", timeout: PortalClient.callTimeout,
                                    arguments: { writer in writer.value(.strings([Self.namespace])) }) { [weak self] result in
            guard case .success(let reply) = result else { return }
            var reader = DBusReader(reply)
            guard let namespaces = reader.value()?.stringKeyedDictionary,
                  let settings = namespaces[Self.namespace]?.stringKeyedDictionary else { return }
            for key in settings.keys.sorted() { self?.apply(key, settings[key]!, report: false) }
            self?.report()
        }
    }

    /// Takes one setting; a value of the wrong type or out of range counts as unset, with one
    /// diagnostic (untrusted input, R31.3).
    private func apply(_ key: String, _ value: DBusValue, report shouldReport: Bool = true) {
        switch key {
        case "color-scheme":
            appearance.colorScheme = value.uint32.flatMap(DesktopAppearance.ColorScheme.init(rawValue:))
            if appearance.colorScheme == nil { complain(key, value) }
        case "accent-color":
            // Out of range is the portal's "unset"; only another type is a fault.
            appearance.accentColor = Self.color(value)
            if value.signature != "(ddd)" { complain(key, value) }
        case "contrast":
            appearance.prefersHighContrast = value.uint32.flatMap { $0 <= 1 ? $0 == 1 : nil }
            if appearance.prefersHighContrast == nil { complain(key, value) }
        default:
            return
        }
        if shouldReport { report() }
    }

    private func report() { UIApplication.shared.desktopAppearanceDidChange(appearance) }

    private func complain(_ key: String, _ value: DBusValue) {
        Diagnostics.handler("the Settings portal's \(Self.namespace) \(key) is unusable (\(value.signature)); ignoring it")
    }

    /// `(ddd)` with each component in 0…1 (the portal's "unset" is out of range), or nil.
    static func color(_ value: DBusValue) -> UIColor? {
        guard let fields = value.fields, fields.count == 3 else { return nil }
        let components = fields.compactMap { field -> Double? in
            guard case .double(let number) = field, (0 ... 1).contains(number) else { return nil }
            return number
        }
        guard components.count == 3 else { return nil }
        return UIColor(red: components[0], green: components[1], blue: components[2], alpha: 1)
    }
}
