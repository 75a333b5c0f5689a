import Foundation

extension DesktopServices {
    /// Makes `UIApplication.open`'s `xdg-open` fallback search `environment`'s `PATH` (and run
    /// with it), so a test can put a fake `xdg-open` there without changing the process's
    /// environment.
    @_spi(Testing) public func useXDGOpen(environment: [String: String]) {
        xdgOpen = XDGOpenLauncher(environment: environment)
    }
}
