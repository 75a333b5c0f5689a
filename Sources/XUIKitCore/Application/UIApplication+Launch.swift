import Foundation

extension UIApplication {
    /// Launches an app: installs `backend`, creates nothing else, calls
    /// `application(_:didFinishLaunchingWithOptions:)` and runs the event loop until the app
    /// terminates. Returns the exit status.
    ///
    /// Apps normally never call this: `@main` on an `UIApplicationDelegate` does (module XUIKit).
    public static func run(delegate: any UIApplicationDelegate, backend: any PlatformBackend) -> Int32 {
        handleTerminationSignal()   // before any thread starts: a SIGTERM from then on ends in order
        PreferredLanguages.load()   // R36.1: the user's languages, before the first string is shown
        let app = shared
        app.install(backend: backend)
        app.delegate = delegate
        app.applyLaunchEnvironment(ProcessEnvironment.values(["XUIKIT_SIMULATE_MULTITOUCH"]))
        guard app.launch(delegate) else { return 1 }
        app.replayFromEnvironment()
        return app.runLoop.run()
    }

    /// Finishes launching: `application(_:didFinishLaunchingWithOptions:)` and
    /// `didFinishLaunchingNotification`, then the first scene (R19.2), whose activation makes the
    /// app active — or, for an app without scenes, `applicationDidBecomeActive(_:)` (which UIKit
    /// does not call for a scene-based app) and `didBecomeActiveNotification` (R19.11). Returns
    /// false when the delegate refused to launch.
    func launch(_ delegate: any UIApplicationDelegate) -> Bool {
        guard delegate.application(self, didFinishLaunchingWithOptions: nil) else { return false }
        postLifecycle(Self.didFinishLaunchingNotification)
        if !connectScenesAtLaunch() {
            applicationState = .active
            delegate.applicationDidBecomeActive(self)
            postLifecycle(Self.didBecomeActiveNotification)
        }
        return true
    }

    /// Settings an app's environment turns on at launch: `XUIKIT_SIMULATE_MULTITOUCH=1` sets
    /// `simulatesMultitouch`.
    func applyLaunchEnvironment(_ environment: [String: String]) {
        if environment["XUIKIT_SIMULATE_MULTITOUCH"] == "1" { simulatesMultitouch = true }
    }

    var runLoop: RunLoopDriver {
        if let driver = runLoopDriver { return driver }
        let driver = RunLoopDriver(application: self)
        runLoopDriver = driver
        return driver
    }

    /// Runs the event loop once without blocking: reads pending native events, redraws, runs
    /// due timers and main-queue work. Tests use it to let the app catch up; they reach it with
    /// `@_spi(Testing) import XUIKitCore`.
    @_spi(Testing) public func runPendingWork() {
        runLoop.turn(blocking: false)
    }
}
