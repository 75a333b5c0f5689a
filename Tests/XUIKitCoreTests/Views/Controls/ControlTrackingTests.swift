import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIControl state and tracking (§7.1–§7.2)")
struct ControlTrackingTests {
    @Test("R7.1: UIControl.State raw values")
    func stateRawValues() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1 << 0)
        #expect(UIControl.State.disabled.rawValue == 1 << 1)
        #expect(UIControl.State.selected.rawValue == 1 << 2)
        #expect(UIControl.State.focused.rawValue == 1 << 3)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test("R7.2: state is synthesized from isHighlighted, isEnabled and isSelected")
    func derivedState() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal && control.state.rawValue == 0)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state == [.disabled, .selected, .highlighted])
        control.isEnabled = true; control.isSelected = false; control.isHighlighted = false
        #expect(control.state == .normal)
    }

    @Test("R7.3: defaults are enabled, not selected, not highlighted, not tracking, not inside")
    func defaults() {
        let control = UIControl(frame: .zero)
        #expect(control.isEnabled)
        #expect(!control.isSelected && !control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test("R7.4: isEnabled toggles .disabled and leaves isUserInteractionEnabled alone")
    func enabledIsNotInteraction() {
        let control = UIControl(frame: .zero)
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
        #expect(control.isUserInteractionEnabled)
        control.isEnabled = true
        #expect(!control.state.contains(.disabled))
        #expect(control.isUserInteractionEnabled)
    }

    @Test("R7.5: a disabled control does not track, highlight or send touch events")
    func disabledIgnoresTouches() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.control.isEnabled = false
        fixture.harness.touch(.began, 50, 20)
        #expect(!fixture.control.isTracking && !fixture.control.isHighlighted)
        fixture.harness.touch(.moved, 60, 20)
        fixture.harness.touch(.ended, 60, 20)
        #expect(fixture.control.calls.isEmpty)
        #expect(fixture.log.isEmpty)
    }

    @Test("R7.6: a disabled control passes its touches to the next responder")
    func disabledPassesTouchesOn() {
        let harness = Harness()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(parent)
        let control = TrackingProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        parent.addSubview(control)
        control.isEnabled = false
        harness.touch(.began, 50, 20)
        control.isEnabled = true            // a touch that began disabled stays with the chain
        harness.touch(.moved, 60, 20)
        harness.touch(.ended, 60, 20)
        #expect(parent.log == ["began(1)", "moved(1)", "ended(1)"])
        #expect(control.calls.isEmpty)
    }

    @Test("R7.7: disabling a tracking control cancels tracking with a nil event and sends no touch-up")
    func disableWhileTracking() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        #expect(fixture.control.isTracking)
        fixture.control.isEnabled = false
        #expect(fixture.control.calls == ["begin", "cancel"])
        #expect(fixture.control.cancelEvents.count == 1 && fixture.control.cancelEvents[0] == nil)
        #expect(!fixture.control.isTracking && !fixture.control.isHighlighted)
        fixture.control.isEnabled = true
        fixture.harness.touch(.moved, 60, 20)
        fixture.harness.touch(.ended, 60, 20)
        #expect(fixture.log == ["touchDown"])
        #expect(fixture.control.calls == ["begin", "cancel"])
    }

    @Test("R7.8: touch-down sets isTouchInside, asks beginTracking, highlights, then sends touchDown")
    func touchDownSequence() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        #expect(fixture.control.flagsAtBegin.map { $0.0 && !$0.1 } == true)
        #expect(fixture.control.isTouchInside && fixture.control.isTracking && fixture.control.isHighlighted)
        #expect(fixture.log == ["touchDown"])
    }

    @Test("R7.8: the second touch-down of a double tap sends touchDown and touchDownRepeat")
    func touchDownRepeat() {
        let fixture = ControlFixture(UIControl(frame: .zero))
        fixture.harness.tap(50, 20)
        fixture.harness.tap(50, 20, after: 0.1)
        #expect(fixture.log == ["touchDown", "upInside", "touchDown", "touchDownRepeat", "upInside"])
    }

    @Test("R7.9: beginTracking and continueTracking return true by default")
    func defaultTrackingAnswers() {
        let harness = Harness()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(control)
        harness.touch(.began, 5, 5)
        let touch = try! #require(control.trackedTouch)
        #expect(control.beginTracking(touch, with: nil))
        #expect(control.continueTracking(touch, with: nil))
    }

    @Test("R7.10: when beginTracking declines, nothing more is called or sent for that touch")
    func declinedTracking() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.control.beginResult = false
        fixture.harness.touch(.began, 50, 20)
        #expect(!fixture.control.isTracking)
        fixture.harness.touch(.moved, 190, 20)
        fixture.harness.touch(.ended, 50, 20)
        #expect(fixture.control.calls == ["begin"])
        #expect(fixture.log.isEmpty)
        #expect(!fixture.control.isHighlighted && !fixture.control.isTouchInside)
    }

    @Test("R7.11: drag inside/outside on every move, exit and enter only on transitions")
    func dragEvents() {
        let fixture = ControlFixture(UIControl(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        fixture.harness.touch(.moved, 60, 20)
        fixture.harness.touch(.moved, 70, 20)
        fixture.harness.touch(.moved, 190, 20)
        fixture.harness.touch(.moved, 200, 20)
        fixture.harness.touch(.moved, 50, 20)
        #expect(fixture.log == ["touchDown", "dragInside", "dragInside", "dragExit", "dragOutside",
                                "dragOutside", "dragEnter", "dragInside"])
    }

    @Test("R7.11: continueTracking returning false ends tracking with no touch-up and no highlight")
    func continueDeclined() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        fixture.control.continueResult = false
        fixture.harness.touch(.moved, 60, 20)
        #expect(!fixture.control.isTracking && !fixture.control.isHighlighted)
        fixture.harness.touch(.moved, 70, 20)
        fixture.harness.touch(.ended, 70, 20)
        #expect(fixture.log == ["touchDown"])
        #expect(fixture.control.calls == ["begin", "continue"])
    }

    @Test("R7.12, S2: isHighlighted follows inside while tracking; isTouchInside reflects the touch")
    func highlightFollowsInside() {
        let fixture = ControlFixture(UIControl(frame: .zero))
        var trail: [(Bool, Bool)] = []
        fixture.harness.touch(.began, 50, 20); trail.append((fixture.control.isHighlighted, fixture.control.isTouchInside))
        fixture.harness.touch(.moved, 190, 20); trail.append((fixture.control.isHighlighted, fixture.control.isTouchInside))
        fixture.harness.touch(.moved, 50, 20); trail.append((fixture.control.isHighlighted, fixture.control.isTouchInside))
        fixture.harness.touch(.ended, 50, 20); trail.append((fixture.control.isHighlighted, fixture.control.isTouchInside))
        #expect(trail.map(\.0) == [true, false, true, false])
        #expect(trail.map(\.1) == [true, false, true, false])
        #expect(fixture.log == ["touchDown", "dragExit", "dragOutside", "dragEnter", "dragInside", "upInside"])
    }

    @Test("R7.13: a plain control counts 70 pt beyond its bounds as inside while tracking")
    func trackingTolerance() {
        let fixture = ControlFixture(UIControl(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        fixture.harness.touch(.moved, 150, 20)
        #expect(fixture.control.isHighlighted)
        fixture.harness.touch(.ended, 150, 20)
        #expect(fixture.log == ["touchDown", "dragInside", "upInside"])
        fixture.recorder.log = []
        fixture.harness.touch(.began, 50, 20, after: 1)
        fixture.harness.touch(.moved, 190, 20)
        fixture.harness.touch(.ended, 190, 20)
        #expect(fixture.log == ["touchDown", "dragExit", "dragOutside", "upOutside"])
    }

    @Test("R7.13: the tolerance is overridable per subclass")
    func overridableTolerance() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.control.customTolerance = 15
        fixture.harness.touch(.began, 50, 20)
        fixture.harness.touch(.moved, 140, 20)
        #expect(!fixture.control.isHighlighted)
        fixture.harness.touch(.ended, 140, 20)
        #expect(fixture.log == ["touchDown", "dragExit", "dragOutside", "upOutside"])
    }

    @Test("R7.14: endTracking comes before the touch-up event; then every flag clears")
    func touchUpSequence() {
        let harness = Harness()
        let control = TrackingProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        harness.window.addSubview(control)
        control.addAction(UIAction { [unowned control] _ in control.calls.append("upInside") }, for: .touchUpInside)
        harness.tap(50, 20)
        #expect(control.calls == ["begin", "end", "upInside"])
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
    }

    @Test("R7.15: UIButton sends primaryActionTriggered with touchUpInside only")
    func buttonPrimaryAction() {
        let fixture = ControlFixture(UIButton(type: .system))
        fixture.harness.tap(50, 20)
        #expect(fixture.log == ["touchDown", "upInside", "primary"])
        fixture.recorder.log = []
        fixture.harness.touch(.began, 50, 20, after: 1)
        fixture.harness.touch(.ended, 190, 20)
        #expect(fixture.log == ["touchDown", "upOutside"])
    }

    @Test("R7.16: a cancelled touch calls cancelTracking, sends touchCancel and no touch-up")
    func cancelledTouch() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        fixture.harness.touch(.cancelled, 50, 20)
        #expect(fixture.control.calls == ["begin", "cancel"])
        #expect(fixture.log == ["touchDown", "cancel"])
        #expect(!fixture.control.isTracking && !fixture.control.isHighlighted && !fixture.control.isTouchInside)
    }

    @Test("R7.17: a control leaving its window mid-touch gets cancelTracking(with: nil) and sends touchCancel")
    func removalCancels() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        fixture.control.removeFromSuperview()
        fixture.harness.touch(.ended, 50, 20)
        #expect(fixture.control.calls == ["begin", "cancel"])
        #expect(fixture.control.cancelEvents.count == 1 && fixture.control.cancelEvents[0] == nil)
        #expect(fixture.log == ["touchDown", "cancel"])
    }

    @Test("R7.18: overrides that call super leave isTracking false after end and cancel")
    func overridesCallSuper() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.harness.touch(.began, 50, 20)
        let touch = try! #require(fixture.control.trackedTouch)
        fixture.control.endTracking(touch, with: nil)
        #expect(!fixture.control.isTracking)
        fixture.harness.touch(.ended, 50, 20)
        fixture.harness.touch(.began, 50, 20, after: 1)
        fixture.control.cancelTracking(with: nil)
        #expect(!fixture.control.isTracking)
    }

    @Test("R7.19: a second touch during tracking produces no control events")
    func oneTouchAtATime() {
        let fixture = ControlFixture(TrackingProbe(frame: .zero))
        fixture.control.isMultipleTouchEnabled = true
        fixture.harness.touch(.began, 20, 20, id: 1)
        fixture.harness.touch(.began, 80, 20, id: 2)
        fixture.harness.touch(.moved, 85, 20, id: 2)
        fixture.harness.touch(.ended, 85, 20, id: 2)
        #expect(fixture.log == ["touchDown"])
        #expect(fixture.control.isTracking)
        fixture.harness.touch(.ended, 20, 20, id: 1)
        #expect(fixture.log == ["touchDown", "upInside"])
        #expect(fixture.control.calls == ["begin", "end"])
    }

    @Test("R7.20: a touch that begins outside never produces control events")
    func beganOutside() {
        let fixture = ControlFixture(UIControl(frame: .zero))
        fixture.harness.touch(.began, 300, 300)
        fixture.harness.touch(.moved, 50, 20)
        fixture.harness.touch(.ended, 50, 20)
        #expect(fixture.log.isEmpty)
    }
}
