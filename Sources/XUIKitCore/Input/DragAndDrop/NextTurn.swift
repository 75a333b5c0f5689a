import Dispatch
import Foundation

/// Work for a later turn of the event loop, through a `NextTurnSignal` (a pipe the loop watches),
/// so it runs wherever the app's loop turns (R34.2): also inside a test that turns the loop by
/// hand from a job of the main queue, where neither the main dispatch queue nor `RunLoop.main`'s
/// timers run.
@MainActor
package enum NextTurn {
    /// Runs `body` on a later turn, after `delay` seconds (0: the next turn).
    package static func perform(after delay: TimeInterval = 0, _ body: @escaping @MainActor () -> Void) {
        guard delay > 0 else { return NextTurnSignal.later(body) }
        guard let signal = NextTurnSignal(body) else {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { body() } }
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { signal.fire() }
    }
}
