import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("The gesture clock (spec H2)")
struct EventSchedulerTests {
    @Test("A manual clock runs due callbacks in deadline order, each seeing its own deadline as now")
    func order() {
        let scheduler = EventScheduler()
        scheduler.useManualClock(startingAt: 10)
        var fired: [String] = []
        scheduler.schedule(at: 10.5) { fired.append("b@\(scheduler.now)") }
        scheduler.schedule(at: 10.2) { fired.append("a@\(scheduler.now)") }
        let cancelled = scheduler.schedule(at: 10.3) { fired.append("cancelled") }
        scheduler.schedule(at: 11) { fired.append("late") }
        scheduler.cancel(cancelled)
        scheduler.advance(to: 10.6)
        #expect(fired == ["a@10.2", "b@10.5"])
        #expect(scheduler.now == 10.6)
        scheduler.advance(to: 10)                 // never backwards
        #expect(scheduler.now == 10.6)
        scheduler.advance(to: 11 - 1e-12)         // a last-bit difference still reaches 11
        #expect(fired.last == "late")
    }

    @Test("Callbacks scheduled by callbacks run in the same advance when due")
    func chained() {
        let scheduler = EventScheduler()
        scheduler.useManualClock(startingAt: 0)
        var fired: [Int] = []
        scheduler.schedule(at: 1) {
            fired.append(1)
            scheduler.schedule(at: 2) { fired.append(2) }
        }
        scheduler.advance(to: 3)
        #expect(fired == [1, 2])
    }

    @Test("Input with a later timestamp first runs the timers that fell due before it")
    func inputAdvancesClock() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        let press = UILongPressGestureRecognizer()
        let target = GestureTarget()
        press.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(press)
        harness.touch(.began, 50, 50)
        harness.touch(.moved, 52, 50, after: 0.6)   // the press began at 0.5 s, before this move
        #expect(target.states == [.began, .changed])
        harness.touch(.ended, 52, 50)
    }
}
