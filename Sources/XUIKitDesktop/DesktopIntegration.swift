import Foundation
import XUIKitCore
import XUIKitDBus

// How the desktop integration fits together:
//
// - `DesktopIntegration.start(backend:)` (this file) runs in the event loop's first turn of an app
//   launched through `XUIKit`'s `main()`. It opens the session bus once (none: nothing to do) and
//   fills the slots of `UIApplication.shared.desktopServices` with the services found there.
// - The services speak the public D-Bus APIs GTK and Qt use: the XDG desktop portals
//   (`org.freedesktop.portal.Desktop`, Portals/, whose `PortalClient` explains the Request
//   pattern) and the freedesktop services. Every answer another client sends is untrusted
//   input: read with `DBusReader` / `DBusValue`, checked, and a bad one is a diagnostic, never a
//   crash.
// - Tests run fake services that speak the same API on a private bus (never a mock in the app).

/// Connects an app to its desktop's services over the session bus.
@MainActor
public enum DesktopIntegration {
    /// Every client started, kept for the process's life: libdbus holds pointers to a client's
    /// signal router and driver for as long as its connection exists, and the connection is
    /// never closed. A static rather than app state for that reason (tests make fresh apps; the
    /// connections they started stay valid until their private bus ends).
    private static var clients: [PortalClient] = []

    /// Finds the desktop's services on the session bus and installs them on the app. Does nothing
    /// when there is no session bus.
    public static func start(backend: any PlatformBackend) {
        UIApplication.shared.desktopServices.notifications = FreedesktopNotifications.start()   // R37.6
        start(backend: backend, environment: ProcessInfo.processInfo.environment)
    }

    /// `start(backend:)` on the session bus `environment` names (`DBUS_SESSION_BUS_ADDRESS`).
    /// Each portal interface is installed once it answers for its `version`, a few
    /// milliseconds after launch (R31.1); until then its slot stays empty.
    package static func start(backend: any PlatformBackend, environment: [String: String]) {
        guard let connection = BusConnection.session(environment: environment) else { return }
        let services = UIApplication.shared.desktopServices
        let client = PortalClient(connection: connection)
        clients.append(client)
        client.locate { found in
            guard found else { return }
            client.version(of: PortalFileChooser.interface) { version in
                guard version != nil else { return }
                services.fileChooser = PortalFileChooser(client: client, backend: backend)
            }
            client.version(of: PortalURLOpener.interface) { version in
                guard let version else { return }
                services.urlOpener = PortalURLOpener(client: client, backend: backend, version: version)
            }
            client.version(of: PortalAppearance.interface) { version in
                guard version != nil else { return }
                let appearance = PortalAppearance(client: client)
                client.appearance = appearance
                appearance.start()
            }
        }
    }
}
