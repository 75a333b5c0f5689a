import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// R12.12: each turn's run-loop pass is Foundation's `RunLoop.main.limitDate(forMode: .default)`,
/// made with CoreFoundation's constant for the mode. Timers firing, perform blocks and main-queue
/// work through the blocking loop of a real app are tested out of process (TickerProcessTests):
/// under `swift test` the main actor's work runs on a libdispatch thread, which does not run the
/// main run loop.
@MainActor
@Suite("R12.12: the run-loop pass of every turn", .serialized)
struct RunLoopPassTests {
    @Test("R12.12: a thread that does not run the main run loop makes no pass: no date, and a perform block waits")
    func noPassOffTheMainRunLoop() async {
        _ = Harness()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 30), interval: 0, repeats: false) { _ in }
        RunLoop.main.add(timer, forMode: .default)
        defer { timer.invalidate() }
        let ran = Flag()
        RunLoop.main.perform { ran.set() }
        let answers: (ours: Date?, foundations: Date?) = await withCheckedContinuation { done in
            Thread.detachNewThread {
                let ours = RunLoopDriver.runLoopPass()
                let foundations = RunLoop.main.limitDate(forMode: .default)
                done.resume(returning: (ours, foundations))
            }
        }
        #expect(answers.ours == nil, "no date from a thread without the main run loop")
        #expect(answers.foundations == nil, "as Foundation's limitDate")
        #expect(!ran.isSet, "the block stays queued for the main run loop")
    }
}

/// A flag set from any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
