import Foundation
import XUIKitCore
import XUIKitDBus

// How the desktop integration fits together:
//
// - `DesktopIntegration.start(backend:)` (this file) runs in the event loop's first turn of an app
//   launched through `XUIKit`'s `main()`. It opens the session bus once (none: nothing to do) and
//   fills the slots of `UIApplication.shared.desktopServices` with the services found there.
// - The services speak the public D-Bus APIs GTK and Qt use: the XDG desktop portals
//   (`org.freedesktop.portal.Desktop`) and the freedesktop services. Every answer another client
//   sends is untrusted input: read with `DBusReader`, checked, and a bad one is a diagnostic,
//   never a crash.
// - Tests run fake services that speak the same API on a private bus (never a mock in the app).

/// Connects an app to its desktop's services over the session bus.
@MainActor
public enum DesktopIntegration {
    /// Finds the desktop's services on the session bus and installs them on the app. Does nothing
    /// when there is no session bus.
    public static func start(backend: any PlatformBackend) {
        _ = backend
        UIApplication.shared.desktopServices.notifications = FreedesktopNotifications.start()   // R37.6
    }
}
