import Foundation

/// A callback that repeats on the app's one clock (`EventScheduler`), for the toolkit's own
/// repeating timers: the caret blink (R9.24) and a stepper's autorepeat.
///
/// One object serves a whole run of firings: `fire(after:)` moves the next firing (an edit
/// restarts the blink) and `invalidate()` stops it.
///
/// A late firing does not fire once per missed tick. On the real clock (a blocked main thread,
/// input timestamps ahead of the clock) it fires once and goes on from the first tick after the
/// time reached, as Foundation's repeating `Timer` does when its firing is late. A manual clock
/// (tests, spec H2) stands for time moving continuously, so there missed ticks fire one by one
/// (a 0.3 s step gives a stepper three repeats), up to `maximumCatchUp` of them: a clock moved a
/// million seconds by a hostile or recorded timestamp fires once, not two million times. It makes no Foundation `Timer` of its own, so
/// it costs nothing while idle beyond the scheduler's one timer, and manual-clock tests (spec H2)
/// drive it like every other timeout.
@MainActor
final class RepeatingTimer {
    private let scheduler: EventScheduler
    private let interval: TimeInterval
    private let action: @MainActor () -> Void
    private var pending: EventScheduler.Token?
    /// When the booked firing is due.
    private var deadline: TimeInterval = 0

    /// How many missed ticks a manual clock still fires one by one.
    static let maximumCatchUp: Double = 16

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
        book(at: scheduler.now + delay)
    }

    private func book(at time: TimeInterval) {
        if let pending { scheduler.cancel(pending) }
        deadline = time
        pending = scheduler.schedule(at: time) { [weak self] in self?.fired() }
    }

    /// Stops the timer; it never fires again.
    func invalidate() {
        if let pending { scheduler.cancel(pending) }
        pending = nil
    }

    private func fired() {
        // The next firing is booked first, so that `action` may invalidate or move it.
        pending = nil
        let reached = scheduler.timeBeingReached
        let missed = ((reached - deadline) / interval).rounded(.down)
        let catchUp = scheduler.isManual ? Self.maximumCatchUp : 0
        let tickByTick = missed <= catchUp
        // Late by many ticks: once, then on the grid again after the time reached.
        let next = tickByTick ? deadline + interval : deadline + (missed + 1) * interval
        // A clock so far ahead that the next tick is not a later number (1e300 + 0.5 == 1e300),
        // or no number at all, would fire it forever: it stays idle until `fire(after:)` moves it.
        if next.isFinite, next > deadline, tickByTick || next > reached { book(at: next) }
        action()
    }

    isolated deinit { invalidate() }
}
