import Foundation

/// Runs callbacks at given times on the input time base (seconds, `systemUptime`, R4.4): the
/// clock behind tap timeouts, long presses, scroll ends and the delayed touches of R8.25.
///
/// In an app, one Foundation `Timer` on the main run loop, which the app's event loop services,
/// is kept pointed at the earliest deadline: scheduling and cancelling move its fire date and
/// never create another timer. (Foundation on Linux keeps ~340 bytes of every timer ever made,
/// so a timer per scroll event or keystroke would grow the app without end.) Tests switch to a
/// manual clock (spec H2): time then moves only when input with a later timestamp arrives or a
/// test advances it, and due callbacks run in deadline order.
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
    }

    private var entries: [Entry] = []
    private var nextID = 0
    private var manualNow: TimeInterval?
    /// The one run-loop timer, created on first use; parked far in the future while idle.
    private(set) var timer: Timer?

    /// True once `useManualClock(startingAt:)` was called.
    var isManual: Bool { manualNow != nil }

    /// The current time on the input time base.
    var now: TimeInterval { manualNow ?? ProcessInfo.processInfo.systemUptime }

    /// The time the running `advance(to:)` is reaching (a manual clock reads each deadline on
    /// the way), or `now` outside one: how late a callback that runs now is.
    var timeBeingReached: TimeInterval { reaching ?? now }
    private var reaching: TimeInterval?

    /// How many callbacks are waiting.
    var pendingCount: Int { entries.count }

    /// Switches to a manual clock that reads `time` until advanced. Pending callbacks are dropped.
    func useManualClock(startingAt time: TimeInterval) {
        entries.removeAll()
        manualNow = time
        rearm()
    }

    /// Runs `action` once `deadline` is reached.
    @discardableResult
    func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Token {
        nextID += 1
        entries.append(Entry(id: nextID, deadline: deadline, action: action))
        // Inside `advance(to:)` the timer is aimed once, at the end.
        if reaching == nil { rearm() }
        return Token(id: nextID)
    }

    /// Forgets a callback that has not run yet. Cancelling one that ran is harmless.
    func cancel(_ token: Token) {
        guard let index = entries.firstIndex(where: { $0.id == token.id }) else { return }
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
        let outer = reaching
        reaching = max(outer ?? time, time)
        defer { reaching = outer }
        while let next = entries.filter({ $0.deadline <= limit }).min(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) {
            if let current = manualNow { manualNow = max(current, next.deadline) }
            fire(next.id)
        }
        if let current = manualNow { manualNow = max(current, time) }
        rearm()
    }

    private func fire(_ id: Int) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let entry = entries.remove(at: index)
        entry.action()
    }

    /// Points the run-loop timer at the earliest deadline (a cancelled callback leaves it early:
    /// it then fires, finds nothing due and re-aims). With a manual clock it stays parked.
    private func rearm() {
        guard !isManual, let earliest = entries.map(\.deadline).min() else {
            timer?.fireDate = .distantFuture
            return
        }
        let fireDate = Date(timeIntervalSinceNow: max(0, earliest - now))
        if let timer {
            if timer.fireDate != fireDate { timer.fireDate = fireDate }
            return
        }
        // Repeating with a very long interval so it stays valid after firing; every firing
        // re-aims it through `advance(to:)`.
        let timer = Timer(fire: fireDate, interval: 1e9, repeats: true) { [weak self] _ in
            // Timers on RunLoop.main fire on the main thread.
            MainActor.assumeIsolated {
                guard let self else { return }
                self.advance(to: self.now)
            }
        }
        RunLoop.main.add(timer, forMode: .default)
        self.timer = timer
    }

    isolated deinit { timer?.invalidate() }
}

extension UIApplication {
    /// The clock gesture recognizers schedule their timeouts on.
    var scheduler: EventScheduler { inputRouter.scheduler }
    /// The app's gesture arbiter (§8): it decides which recognizers recognize and what the
    /// views see (GestureArbitration.md).
    var gestureEnvironment: GestureEnvironment { inputRouter.gestureEnvironment }

    /// Test support (spec H2): from now on time moves only through input timestamps and
    /// `advanceClock(to:)`, starting at `time`.
    @_spi(Testing) public func useManualClock(startingAt time: TimeInterval) {
        scheduler.useManualClock(startingAt: time)
    }

    /// Test support (spec H2): moves the manual clock to `time`, running every timer that falls
    /// due on the way, as draining the run loop at that time would.
    @_spi(Testing) public func advanceClock(to time: TimeInterval) {
        inputRouter.gestureEnvironment.performAndSettle {
            scheduler.advance(to: time)
            // Animations show their values at exactly `time`, not at the last frame before it.
            animationClock.synchronize()
        }
    }
}
