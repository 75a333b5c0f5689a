import Foundation

/// Work for a later turn of the event loop: a run-loop timer, so it runs wherever the app's loop
/// turns (`RunLoop.main` fires due timers every turn, R34.2), also inside a test that turns the
/// loop by hand, where the main dispatch queue is not drained.
@MainActor
enum NextTurn {
    /// Runs `body` on a later turn, after `delay` seconds (0: the next turn).
    static func perform(after delay: TimeInterval = 0, _ body: @escaping @MainActor () -> Void) {
        let timer = Timer(timeInterval: delay, repeats: false) { _ in
            MainActor.assumeIsolated { body() }
        }
        RunLoop.main.add(timer, forMode: .common)
    }
}
