import Foundation

/// Runs callbacks at given times on the input time base (seconds, `systemUptime`, R4.4): the
/// clock behind tap timeouts, long presses and the delayed touches of R8.25.
///
/// In an app, each callback is a Foundation `Timer` on the main run loop, which the app's event
/// loop services. Tests switch to a manual clock (spec H2): time then moves only when input with a
/// later timestamp arrives or a test advances it, and due callbacks run in deadline order.
///
/// Either way, input routing calls `advance(to:)` with each event's timestamp first, so a callback
/// that was due before an event always runs before that event is handled.
@MainActor
final class EventScheduler {
    /// Identifies a scheduled callback, for `cancel(_:)`.
    struct Token: Hashable, Sendable { fileprivate let id: Int }

    private struct Entry {
        let id: Int
        let deadline: TimeInterval
        let action: @MainActor () -> Void
        var timer: Timer?
    }

    private var entries: [Entry] = []
    private var nextID = 0
    private var manualNow: TimeInterval?

    /// True once `useManualClock(startingAt:)` was called.
    var isManual: Bool { manualNow != nil }

    /// The current time on the input time base.
    var now: TimeInterval { manualNow ?? ProcessInfo.processInfo.systemUptime }

    /// Switches to a manual clock that reads `time` until advanced. Pending callbacks are dropped.
    func useManualClock(startingAt time: TimeInterval) {
        for entry in entries { entry.timer?.invalidate() }
        entries.removeAll()
        manualNow = time
    }

    /// Runs `action` once `deadline` is reached.
    @discardableResult
    func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Token {
        nextID += 1
        var entry = Entry(id: nextID, deadline: deadline, action: action)
        if !isManual {
            let id = nextID
            let timer = Timer(fire: Date(timeIntervalSinceNow: max(0, deadline - now)), interval: 0,
                              repeats: false) { [weak self] _ in
                // Timers on RunLoop.main fire on the main thread.
                MainActor.assumeIsolated { self?.fire(id) }
            }
            RunLoop.main.add(timer, forMode: .default)
            entry.timer = timer
        }
        entries.append(entry)
        return Token(id: entry.id)
    }

    /// Forgets a callback that has not run yet. Cancelling one that ran is harmless.
    func cancel(_ token: Token) {
        guard let index = entries.firstIndex(where: { $0.id == token.id }) else { return }
        entries[index].timer?.invalidate()
        entries.remove(at: index)
    }

    /// Deadlines this close past `time` count as reached, so that sums of decimal steps that
    /// differ only in the last bit (1000.01 + 0.5 versus 1000.01 + 0.49 + 0.01) still meet.
    static let tolerance: TimeInterval = 1e-9

    /// Runs every callback due at or before `time`, earliest first (ties in scheduling order),
    /// including ones those callbacks schedule. A manual clock reads each deadline while its
    /// callback runs and `time` afterwards; it never goes backwards.
    func advance(to time: TimeInterval) {
        let limit = time + Self.tolerance
        while let next = entries.filter({ $0.deadline <= limit }).min(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) {
            if let current = manualNow { manualNow = max(current, next.deadline) }
            fire(next.id)
        }
        if let current = manualNow { manualNow = max(current, time) }
    }

    private func fire(_ id: Int) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let entry = entries.remove(at: index)
        entry.timer?.invalidate()
        entry.action()
    }
}

extension UIApplication {
    /// The clock gesture recognizers schedule their timeouts on.
    var scheduler: EventScheduler { inputRouter.scheduler }

    /// Test support (spec H2): from now on time moves only through input timestamps and
    /// `advanceClock(to:)`, starting at `time`.
    func useManualClock(startingAt time: TimeInterval) {
        scheduler.useManualClock(startingAt: time)
    }

    /// Test support (spec H2): moves the manual clock to `time`, running every timer that falls
    /// due on the way, as draining the run loop at that time would.
    func advanceClock(to time: TimeInterval) {
        inputRouter.gestureEnvironment.performAndSettle { scheduler.advance(to: time) }
    }
}
