@_exported import XUIKitCore
// Like UIKit, importing XUIKit brings Foundation (CGRect, Date…) with it.
@_exported import Foundation
import XUIKitX11

extension UIApplicationDelegate {
    /// The `@main` entry point: opens the X display named by `$DISPLAY`, launches the app and
    /// runs its event loop. With no reachable display it prints one clear line on stderr and
    /// exits with status 1.
    public static func main() {
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
