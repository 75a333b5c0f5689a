@_exported import XUIKitCore
@_exported import Foundation
@_exported import UniformTypeIdentifiers
@_exported import UserNotifications
import CEarlyFonts
import CX11
import XUIKitAccessibility
import XUIKitDesktop
import XUIKitX11

extension UIApplicationDelegate {
    /// The `@main` entry point: opens the backend `XUIKIT_BACKEND` names (`x11`, the default,
    /// on the X display named by `$DISPLAY`; or `headless`, with no X server at all), launches the
    /// app and runs its event loop. With no reachable display, or an unknown backend name, it
    /// prints one clear line on stderr and exits with status 1.
    ///
    /// When the desktop has an accessibility bus, the app appears to screen readers and AT-SPI
    /// clients (`ATSPIBridge`); set `NO_AT_BRIDGE=1` to keep it off.
    ///
    /// Standard output is line-buffered, so an app's `print` lines reach a pipe or a log file as
    /// they are printed, as they do on a terminal.
    public static func main() {
        // R36.1: the user's languages, from LANGUAGE, LC_ALL, LC_MESSAGES and LANG, before anything
        // can show a string (Foundation on Linux does not read them).
        PreferredLanguages.load()
        // SIGTERM is blocked before any thread starts, so every later thread inherits the mask.
        UIApplication.handleTerminationSignal()
        // Fonts load while the display opens (the first label needs them before the window maps):
        // fontconfig's configuration has been loading on Pango's thread since the process loaded
        // (R27.23, Sources/CEarlyFonts; the call keeps that constructor linked into every app), and
        // the system family is chosen on a thread as soon as it is ready.
        _ = xuikit_early_fonts_started()
        FontCatalog.startLoading()
        cx11_line_buffer_stdout()
        let backend: any PlatformBackend
        do {
            backend = try LaunchBackend.named(in: ProcessEnvironment.values(["XUIKIT_BACKEND"])).get().open()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        // The accessibility bridge starts in the loop's first turn, once the app exists; with no
        // accessibility bus (or NO_AT_BRIDGE=1) it costs nothing.
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                _ = ATSPIBridge.start()
                DesktopIntegration.start(backend: backend)
            }
        }
        exit(UIApplication.run(delegate: Self(), backend: backend))
    }
}
