import Foundation

extension UIApplication {
    /// Makes a new application the shared one, on `backend`, and returns it: the way a test that
    /// shares the process-wide app starts from a clean one. Tests reach it with
    /// `@_spi(Testing) import XUIKitCore`.
    ///
    /// Nothing is reset: everything an app holds — windows, input state, the open menu, the
    /// tooltip, the desktop's appearance, animations, accessibility observers, run-loop sources —
    /// hangs on the application object, so the new one starts with none of it. The app it
    /// replaces closes its windows (their native windows are destroyed on its backend) and stops
    /// its animations without running their completions, then goes away with its backend.
    @_spi(Testing)
    @discardableResult
    public static func makeFreshForTesting(backend: any PlatformBackend = HeadlessBackend()) -> UIApplication {
        sharedInstance?.retire()
        let app = UIApplication()
        app.install(backend: backend)
        sharedInstance = app
        return app
    }

    /// Lets go of the display before the app is replaced.
    private func retire() {
        for window in windows { window.close() }
        animationClock.reset()
        // The driver holds the app; without it the app, and its backend, are freed.
        runLoopDriver = nil
    }
}
