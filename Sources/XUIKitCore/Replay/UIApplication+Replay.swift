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
    /// the first event happens at `now` on the input clock. With `.recorded`, each batch waits
    /// for a Foundation timer on the main run loop, which the app's event loop services; the
    /// sink is held weakly meanwhile.
    @MainActor
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
            let target = WeakSink(sink)
            for batch in batches {
                let delay = max(0, batch[0].timestamp - now)
                let timer = Timer(fire: Date(timeIntervalSinceNow: delay), interval: 0, repeats: false) { _ in
                    // Timers on RunLoop.main fire on the main thread.
                    MainActor.assumeIsolated { target.sink?.handle(batch) }
                }
                RunLoop.main.add(timer, forMode: .default)
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
        guard let path = ProcessInfo.processInfo.environment[Self.replayEnvironmentKey], !path.isEmpty else { return }
        do {
            let trace = try InputTrace(contentsOf: URL(fileURLWithPath: path))
            DispatchQueue.main.async { UIApplication.shared.replay(trace, timing: .recorded) }
        } catch {
            Diagnostics.report("\(Self.replayEnvironmentKey): \(error)")
        }
    }
}

/// Holds a sink weakly for pending replay timers (a main-actor class may cross into their closures).
@MainActor
private final class WeakSink {
    weak var sink: (any PlatformEventSink)?
    init(_ sink: any PlatformEventSink) { self.sink = sink }
}
