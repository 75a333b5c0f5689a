@_exported import XUIKitCore
@_exported import Foundation
import CX11
import XUIKitX11

extension UIApplicationDelegate {
    /// The `@main` entry point: opens the X display named by `$DISPLAY`, launches the app and
    /// runs its event loop. With no reachable display it prints one clear line on stderr and
    /// exits with status 1.
    ///
    /// Standard output is line-buffered, so an app's `print` lines reach a pipe or a log file as
    /// they are printed, as they do on a terminal.
    public static func main() {
        cx11_line_buffer_stdout()
        let backend: X11Backend
        do {
            backend = try X11Backend()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        exit(UIApplication.run(delegate: Self(), backend: backend))
    }
}
