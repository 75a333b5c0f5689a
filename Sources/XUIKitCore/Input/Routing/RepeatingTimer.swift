import Foundation

/// A callback that repeats on the app's one clock (`EventScheduler`), for the toolkit's own
/// repeating timers: the caret blink (R9.24) and a stepper's autorepeat.
///
/// One object serves a whole run of firings: `fire(after:)` moves the next firing (an edit
/// restarts the blink) and `invalidate()` stops it. It makes no Foundation `Timer` of its own, so
/// it costs nothing while idle beyond the scheduler's one timer, and manual-clock tests (spec H2)
/// drive it like every other timeout.
@MainActor
final class RepeatingTimer {
    private let scheduler: EventScheduler
    private let interval: TimeInterval
    private let action: @MainActor () -> Void
    private var pending: EventScheduler.Token?

    /// Starts firing `action` after `delay`, then every `interval`, on `scheduler`.
    init(scheduler: EventScheduler, firstAfter delay: TimeInterval, interval: TimeInterval,
         action: @escaping @MainActor () -> Void) {
        self.scheduler = scheduler
        self.interval = interval
        self.action = action
        fire(after: delay)
    }

    /// Whether the timer will fire again.
    var isValid: Bool { pending != nil }

    /// Moves the next firing to `delay` from now; later ones follow every `interval`.
    func fire(after delay: TimeInterval) {
        if let pending { scheduler.cancel(pending) }
        pending = scheduler.schedule(at: scheduler.now + delay) { [weak self] in self?.fired() }
    }

    /// Stops the timer; it never fires again.
    func invalidate() {
        if let pending { scheduler.cancel(pending) }
        pending = nil
    }

    private func fired() {
        // The next firing is booked first, so that `action` may invalidate or move it.
        pending = nil
        fire(after: interval)
        action()
    }

    isolated deinit { invalidate() }
}
