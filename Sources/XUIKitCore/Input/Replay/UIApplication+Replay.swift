import Foundation

/// How `UIApplication.replay(_:timing:)` spaces the events of a trace.
public enum ReplayTiming: Sendable {
    /// As recorded: each event is handled when its recorded delay since the first has passed,
    /// with the event loop running in between (timers, redraws, other input).
    case recorded
    /// All now, in order, one batch after another: for tests on a manual clock.
    case immediate
}

extension InputTrace {
    /// Hands the trace to `sink` (the app, or a test's sink) batch by batch, timestamps rebased so
    /// the first event happens at `now` on the input clock. With `.recorded`, one batch at a time
    /// waits on the main queue (which the app's event loop services) and, once handled, schedules
    /// the next: a long trace costs one pending callback, not one timer per batch. The sink is
    /// held weakly meanwhile.
    @preconcurrency @MainActor
    public func play(into sink: any PlatformEventSink, startingAt now: TimeInterval, timing: ReplayTiming) {
        guard let first = events.first?.timestamp else { return }
        let batches = batches.map { batch in
            batch.map { event in
                var event = event
                event.timestamp = now + (event.timestamp - first)
                return event
            }
        }
        switch timing {
        case .immediate:
            for batch in batches { sink.handle(batch) }
        case .recorded:
            ScheduledReplay(batches: batches, sink: sink, start: DispatchTime.now(), startTime: now).next()
        }
    }
}

/// A trace being played with its recorded timing: each batch is handed over at its time, then
/// the next is scheduled. The sink is held weakly; a sink that went away ends the replay.
@MainActor
private final class ScheduledReplay {
    private let batches: [[InputEvent]]
    private weak var sink: (any PlatformEventSink)?
    private let start: DispatchTime
    private let startTime: TimeInterval
    private var index = 0

    init(batches: [[InputEvent]], sink: any PlatformEventSink, start: DispatchTime, startTime: TimeInterval) {
        self.batches = batches
        self.sink = sink
        self.start = start
        self.startTime = startTime
    }

    /// Schedules the next batch; the pending closure keeps the replay alive until the end.
    func next() {
        guard index < batches.count, sink != nil else { return }
        let delay = max(0, batches[index][0].timestamp - startTime)
        DispatchQueue.main.asyncAfter(deadline: start + delay) {
            MainActor.assumeIsolated {
                guard let sink = self.sink else { return }
                let batch = self.batches[self.index]
                self.index += 1
                sink.handle(batch)
                self.next()
            }
        }
    }
}

extension UIApplication {
    /// The environment variable naming a trace an app replays into itself after launch.
    public static let replayEnvironmentKey = "XUIKIT_REPLAY"

    /// Feeds a recorded trace to the app through the one input door, `handle(_:)`, as if the
    /// platform had just delivered it.
    ///
    /// Timestamps are rebased so the first event happens now (the input clock, R4.4) and the rest
    /// keep their recorded spacing, so tap intervals and long-press delays replay faithfully.
    /// Events go to the windows with the recorded `WindowID`s — windows are numbered in creation
    /// order, so an app that builds the same windows gets the same ids. Events that share a
    /// timestamp were one read of the platform's queue and are handed over as one batch.
    public func replay(_ trace: InputTrace, timing: ReplayTiming = .recorded) {
        trace.play(into: self, startingAt: scheduler.now, timing: timing)
    }

    /// Replays the trace named by `XUIKIT_REPLAY`, if set, once the event loop runs: called at
    /// launch after the delegate built its windows. A bad trace is reported on stderr and the
    /// app carries on.
    func replayFromEnvironment() {
        guard let path = ProcessEnvironment[Self.replayEnvironmentKey], !path.isEmpty else { return }
        do {
            let trace = try InputTrace(contentsOf: URL(fileURLWithPath: path))
            DispatchQueue.main.async { [self] in replay(trace, timing: .recorded) }
        } catch {
            Diagnostics.report("\(Self.replayEnvironmentKey): \(error)")
        }
    }
}
