import Dispatch
import Foundation

extension UIApplication {
    /// How long a SIGTERM waits for the event loop to end the app in order before the process
    /// exits anyway (a loop stuck in app code must not make the app unkillable).
    nonisolated static let terminationGracePeriod: TimeInterval = 2

    /// The thread that takes SIGTERM, started by the first app that runs. Static, not on the app:
    /// a signal goes to the process, and this one thread hands it to whichever app is shared when
    /// it comes (`UIApplication.shared`), so a fresh app needs no thread of its own.
    private static var terminationWaiter: Thread?

    /// Makes SIGTERM end the app as `terminate()` does: `applicationWillTerminate(_:)` runs and
    /// `UserDefaults` are written, then the run loop returns. If the loop does not get there
    /// within `terminationGracePeriod`, the defaults are written from the waiting thread and the
    /// process exits with status 143 (128 + SIGTERM), as an unhandled SIGTERM would.
    ///
    /// SIGTERM is blocked on the main thread (threads started later inherit that) and taken by
    /// one thread with `sigwait`, so it stays pending until taken: neither lost nor delivered to
    /// a thread with no handler. (A Dispatch signal source lost signals that came before its
    /// asynchronous registration, and its main-actor closure trapped on the source's queue.)
    ///
    /// It is the first thing `@main` (module XUIKit) and `run(delegate:backend:)` do, before the
    /// font loader's thread, the application or its backend exists: a thread started before it
    /// would not block SIGTERM, take it, and drop it under `SIG_IGN`, so a SIGTERM sent as the
    /// first window shows was lost (the font loader's thread, started first and still alive on a
    /// loaded machine, lost 1 SIGTERM in about 10 runs).
    package static func handleTerminationSignal() {
        guard Self.terminationWaiter == nil else { return }
        signal(SIGTERM, SIG_IGN)   // a thread started earlier that does not block it discards it
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let waiter = Thread(block: Self.waitForTerminationSignal)
        waiter.name = "XUIKit SIGTERM"
        waiter.start()
        Self.terminationWaiter = waiter
    }

    /// Runs on its own thread: waits for SIGTERM, then asks the main actor to terminate and
    /// starts the grace period.
    nonisolated private static func waitForTerminationSignal() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 || received != SIGTERM {}
        DispatchQueue.main.async {
            MainActor.assumeIsolated { UIApplication.shared.terminate(status: 0) }
        }
        Thread.sleep(forTimeInterval: terminationGracePeriod)
        UserDefaults.standard.synchronize()
        exit(143)
    }
}
