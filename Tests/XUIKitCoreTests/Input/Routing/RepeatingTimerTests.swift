import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The toolkit's repeating timers (caret blink, stepper autorepeat) run on the app's one clock,
/// so a manual clock drives them like every other timeout.
@MainActor
@Suite("Repeating timers on the app's clock")
struct RepeatingTimerTests {
    @Test("Fires after the first delay, then every interval; invalidating stops it")
    func firesAndStops() {
        let scheduler = EventScheduler()
        scheduler.useManualClock(startingAt: 0)
        var fired: [TimeInterval] = []
        let timer = RepeatingTimer(scheduler: scheduler, firstAfter: 0.5, interval: 0.1) { fired.append(scheduler.now) }
        scheduler.advance(to: 0.45)
        #expect(fired.isEmpty && timer.isValid)
        scheduler.advance(to: 0.75)
        #expect(fired.count == 3)
        #expect(fired.enumerated().allSatisfy { abs($0.element - (0.5 + 0.1 * Double($0.offset))) < 1e-9 })
        timer.invalidate()
        scheduler.advance(to: 2)
        #expect(fired.count == 3 && !timer.isValid && scheduler.pendingCount == 0)
    }

    @Test("Time jumping a million seconds ahead fires it once, not once per missed tick, and it keeps its grid after")
    func lateFiringSkipsMissedTicks() {
        let scheduler = EventScheduler()
        scheduler.useManualClock(startingAt: 0)
        var fired: [TimeInterval] = []
        let timer = RepeatingTimer(scheduler: scheduler, firstAfter: 0.5, interval: 0.5) { fired.append(scheduler.now) }
        defer { timer.invalidate() }
        scheduler.advance(to: 1_000_000.2)
        #expect(fired == [0.5])
        scheduler.advance(to: 1_000_000.6)
        #expect(fired.count == 2 && abs(fired[1] - 1_000_000.5) < 1e-6)
        // A run of missed ticks up to the bound still fires tick by tick.
        scheduler.advance(to: 1_000_000.5 + 0.5 * RepeatingTimer.maximumCatchUp + 0.1)
        #expect(fired.count == 2 + Int(RepeatingTimer.maximumCatchUp))
    }

    @Test("A clock moved to 1e300 or to infinity fires it once and leaves it idle, never in a loop (1e300 + 0.5 == 1e300)")
    func absurdClockDoesNotLoop() {
        for time in [1e300, Double.greatestFiniteMagnitude, .infinity] {
            let scheduler = EventScheduler()
            scheduler.useManualClock(startingAt: 0)
            var count = 0
            let timer = RepeatingTimer(scheduler: scheduler, firstAfter: 0.5, interval: 0.5) { count += 1 }
            scheduler.advance(to: time)
            #expect(count == 1 && !timer.isValid && scheduler.pendingCount == 0, "clock at \(time)")
            // Moving it (an edit restarting the blink) books it again.
            timer.fire(after: 0.5)
            #expect(timer.isValid)
            timer.invalidate()
        }
    }

    @Test("On the real clock a late firing fires once, as Foundation's repeating Timer does, then keeps its grid")
    func realClockLateFiringOnce() {
        let scheduler = EventScheduler()
        var count = 0
        let start = scheduler.now
        let timer = RepeatingTimer(scheduler: scheduler, firstAfter: 0.1, interval: 0.1) { count += 1 }
        defer { timer.invalidate() }
        // Input stamped five seconds ahead of the clock: fifty ticks late.
        scheduler.advance(to: start + 5)
        #expect(count == 1 && scheduler.pendingCount == 1)
    }

    @Test("Moving the next firing replaces it: an edit restarts the blink without a second timer")
    func restartMoves() {
        let scheduler = EventScheduler()
        scheduler.useManualClock(startingAt: 0)
        var count = 0
        let timer = RepeatingTimer(scheduler: scheduler, firstAfter: 0.5, interval: 0.5) { count += 1 }
        scheduler.advance(to: 0.4)
        timer.fire(after: 0.5)
        #expect(scheduler.pendingCount == 1)
        scheduler.advance(to: 0.8)
        #expect(count == 0)
        scheduler.advance(to: 0.9)
        #expect(count == 1)
    }

    @Test("An action may invalidate its own timer")
    func invalidatedFromAction() {
        let scheduler = EventScheduler()
        scheduler.useManualClock(startingAt: 0)
        var count = 0
        var timer: RepeatingTimer?
        timer = RepeatingTimer(scheduler: scheduler, firstAfter: 1, interval: 1) {
            count += 1
            timer?.invalidate()
        }
        scheduler.advance(to: 5)
        #expect(count == 1 && timer?.isValid == false && scheduler.pendingCount == 0)
    }

    @Test("R9.24: the caret blinks every 0.5 s on the app's clock while a field is edited")
    func caretBlinksOnAppClock() {
        let fixture = ControlFixture(UITextField(frame: .zero), frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        let harness = fixture.harness, field = fixture.control
        #expect(field.becomeFirstResponder() && field.caretBlinkVisible)
        harness.advance(by: 0.49)
        #expect(field.caretBlinkVisible)
        harness.advance(by: 0.02)
        #expect(!field.caretBlinkVisible)
        harness.advance(by: 0.5)
        #expect(field.caretBlinkVisible)
        field.resignFirstResponder()
        #expect(field.caretTimer == nil && UIApplication.shared.scheduler.pendingCount == 0)
    }

    @Test("Stepper autorepeat: the first repeat 0.5 s after the press, then one every 0.1 s")
    func stepperAutorepeatTimings() {
        let fixture = ControlFixture(UIStepper(frame: .zero), frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        fixture.harness.touch(.began, 80, 25)
        #expect(fixture.control.value == 1)
        fixture.harness.advance(by: UIStepper.autorepeatDelay - 0.02)
        #expect(fixture.control.value == 1)
        fixture.harness.advance(by: 0.02)
        #expect(fixture.control.value == 2)
        fixture.harness.advance(by: UIStepper.autorepeatInterval * 3)
        #expect(fixture.control.value == 5)
        fixture.harness.touch(.ended, 80, 25)
        fixture.harness.advance(by: 1)
        #expect(fixture.control.value == 5 && !fixture.control.isAutorepeating)
    }
}
