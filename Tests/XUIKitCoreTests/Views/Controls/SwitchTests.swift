import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UISwitch")
struct SwitchTests {
    /// A switch at (10, 10): its track spans x 10…61, y 10…41.
    func makeSwitch() -> ControlFixture<UISwitch> {
        ControlFixture(UISwitch(frame: .zero), frame: CGRect(x: 10, y: 10, width: 51, height: 31))
    }

    @Test("A switch is off by default and always 51×31")
    func defaults() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(!toggle.isOn)
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    }

    @Test("R7.23: isOn and setOn(_:animated:) in code send no control events")
    func programmaticChangeIsSilent() {
        let fixture = makeSwitch()
        fixture.control.setOn(true, animated: true)
        #expect(fixture.control.isOn)
        fixture.control.isOn = false
        #expect(!fixture.control.isOn)
        #expect(fixture.log.isEmpty)
    }

    @Test("R7.23, R7.24: a tap toggles and sends valueChanged with primaryActionTriggered before touchUpInside")
    func tapToggles() {
        let fixture = makeSwitch()
        fixture.harness.tap(35, 25)
        #expect(fixture.control.isOn)
        #expect(fixture.log == ["touchDown", "valueChanged", "primary", "upInside"])
        fixture.recorder.log = []
        fixture.harness.tap(35, 25, after: 1)
        #expect(!fixture.control.isOn)
        #expect(fixture.log == ["touchDown", "valueChanged", "primary", "upInside"])
    }

    @Test("A touch released far outside without dragging changes nothing")
    func releaseOutside() {
        let fixture = makeSwitch()
        fixture.harness.touch(.began, 35, 25)
        fixture.harness.touch(.ended, 35, 200)
        #expect(!fixture.control.isOn)
        #expect(!fixture.log.contains("valueChanged"))
    }

    @Test("Dragging the knob to the other side sets the value from where it is released")
    func dragKnob() {
        let fixture = makeSwitch()
        fixture.harness.touch(.began, 20, 25)
        fixture.harness.touch(.moved, 30, 25)
        fixture.harness.touch(.moved, 55, 25)
        fixture.harness.touch(.ended, 55, 25)
        #expect(fixture.control.isOn)
        #expect(fixture.log.filter { $0 == "valueChanged" }.count == 1)
        fixture.recorder.log = []
        // Drag right while already on: the knob stays right, nothing changes.
        fixture.harness.touch(.began, 50, 25, after: 1)
        fixture.harness.touch(.moved, 60, 25)
        fixture.harness.touch(.ended, 60, 25)
        #expect(fixture.control.isOn)
        #expect(!fixture.log.contains("valueChanged"))
        // Drag left and back: released on the on side, so still on.
        fixture.harness.touch(.began, 50, 25, after: 1)
        fixture.harness.touch(.moved, 20, 25)
        fixture.harness.touch(.moved, 55, 25)
        fixture.harness.touch(.ended, 55, 25)
        #expect(fixture.control.isOn)
        #expect(!fixture.log.contains("valueChanged"))
    }

    @Test("R7.5: a disabled switch ignores taps")
    func disabled() {
        let fixture = makeSwitch()
        fixture.control.isEnabled = false
        fixture.harness.tap(35, 25)
        #expect(!fixture.control.isOn && fixture.log.isEmpty)
    }

    @Test("A cancelled touch changes nothing")
    func cancelled() {
        let fixture = makeSwitch()
        fixture.harness.touch(.began, 20, 25)
        fixture.harness.touch(.moved, 55, 25)
        fixture.harness.touch(.cancelled, 55, 25)
        #expect(!fixture.control.isOn)
        #expect(fixture.log == ["touchDown", "dragInside", "cancel"])
    }

    @Test("Drawing: grey track with the knob left when off; green track with the knob right when on")
    func rendering() {
        let fixture = makeSwitch()
        let harness = fixture.harness
        // Off: the right end of the track is grey, the knob (white) sits left.
        let offTrack = harness.pixel(55, 25)
        #expect(!offTrack.isWhite && abs(offTrack.r - offTrack.g) < 10)
        #expect(harness.pixel(25, 25).isWhite)
        fixture.control.isOn = true
        #expect(harness.pixel(16, 25).near(.systemGreen))
        #expect(harness.pixel(47, 25).isWhite)
        fixture.control.onTintColor = .blue
        #expect(harness.pixel(16, 25) == .blue)
    }
}
