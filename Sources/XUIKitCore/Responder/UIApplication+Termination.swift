import Dispatch
import Foundation

extension UIApplication {
    /// How long a SIGTERM waits for the event loop to end the app in order before the process
    /// exits anyway (a loop stuck in app code must not make the app unkillable).
    nonisolated static let terminationGracePeriod: TimeInterval = 2

    /// Makes SIGTERM end the app as `terminate()` does: `applicationWillTerminate(_:)` runs and
    /// `UserDefaults` are written, then the run loop returns. If the loop does not get there
    /// within `terminationGracePeriod`, the defaults are written from the signal's queue and the
    /// process exits with status 143 (128 + SIGTERM), as an unhandled SIGTERM would.
    func handleTerminationSignal() {
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        // @Sendable: the handler runs on the signal queue, not the main actor; an inferred
        // main-actor closure would trap there on its isolation check.
        source.setEventHandler { @Sendable in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { UIApplication.shared.terminate(status: 0) }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + UIApplication.terminationGracePeriod) {
                UserDefaults.standard.synchronize()
                exit(143)
            }
        }
        source.resume()
        terminationSignalSource = source
    }
}
