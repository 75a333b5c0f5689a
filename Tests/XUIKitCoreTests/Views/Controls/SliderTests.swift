import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UISlider")
struct SliderTests {
    /// A 228-wide slider at (10, 10): the thumb centre travels x 24…224 (200 pt for 0…1).
    func makeSlider() -> ControlFixture<UISlider> {
        ControlFixture(UISlider(frame: .zero), frame: CGRect(x: 10, y: 10, width: 228, height: 31))
    }

    @Test("Defaults: value 0 in 0…1, continuous")
    func defaults() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
    }

    @Test("R7.23: setting value in code sends nothing and is pinned into the range")
    func programmaticValueIsSilent() {
        let fixture = makeSlider()
        fixture.control.value = 0.4
        #expect(fixture.control.value == 0.4)
        fixture.control.setValue(7, animated: true)
        #expect(fixture.control.value == 1)
        fixture.control.minimumValue = 2
        fixture.control.maximumValue = 4
        #expect(fixture.control.value == 2)
        #expect(fixture.log.isEmpty)
    }

    @Test("R7.24: dragging the thumb sends valueChanged with primaryActionTriggered on every change")
    func continuousDrag() {
        let fixture = makeSlider()
        fixture.harness.touch(.began, 24, 25)
        fixture.harness.touch(.moved, 74, 25)
        #expect(abs(fixture.control.value - 0.25) < 0.001)
        fixture.harness.touch(.moved, 124, 25)
        #expect(abs(fixture.control.value - 0.5) < 0.001)
        fixture.harness.touch(.ended, 124, 25)
        #expect(fixture.log == ["touchDown", "valueChanged", "primary", "dragInside",
                                "valueChanged", "primary", "dragInside", "upInside"])
    }

    @Test("The thumb keeps its offset from the finger and stops at the ends")
    func grabOffsetAndClamping() {
        let fixture = makeSlider()
        fixture.control.value = 0.5
        fixture.harness.touch(.began, 130, 25)       // 6 pt right of the thumb centre (124)
        fixture.harness.touch(.moved, 180, 25)
        #expect(abs(fixture.control.value - 0.75) < 0.001)
        fixture.harness.touch(.moved, 390, 25)
        #expect(fixture.control.value == 1)
        fixture.harness.touch(.ended, 390, 25)
    }

    @Test("isContinuous false: one valueChanged at touch-up, only if the value changed")
    func nonContinuous() {
        let fixture = makeSlider()
        fixture.control.isContinuous = false
        fixture.harness.touch(.began, 24, 25)
        fixture.harness.touch(.moved, 74, 25)
        fixture.harness.touch(.moved, 124, 25)
        #expect(!fixture.log.contains("valueChanged"))
        fixture.harness.touch(.ended, 124, 25)
        #expect(fixture.log == ["touchDown", "dragInside", "dragInside", "valueChanged", "primary", "upInside"])
        fixture.recorder.log = []
        fixture.harness.touch(.began, 124, 25, after: 1)
        fixture.harness.touch(.ended, 124, 25)
        #expect(fixture.log == ["touchDown", "upInside"])
    }

    @Test("A cancelled non-continuous drag restores the value and sends no valueChanged")
    func nonContinuousCancel() {
        let fixture = makeSlider()
        fixture.control.isContinuous = false
        fixture.harness.touch(.began, 24, 25)
        fixture.harness.touch(.moved, 124, 25)
        fixture.harness.touch(.cancelled, 124, 25)
        #expect(fixture.control.value == 0)
        #expect(!fixture.log.contains("valueChanged"))
    }

    @Test("A touch on the track away from the thumb is not tracked")
    func trackTouchIgnored() {
        let fixture = makeSlider()
        fixture.harness.touch(.began, 200, 25)
        fixture.harness.touch(.moved, 210, 25)
        fixture.harness.touch(.ended, 210, 25)
        #expect(fixture.control.value == 0)
        #expect(fixture.log.isEmpty)
    }

    @Test("Drawing: tinted track left of the thumb, grey right of it, white thumb")
    func rendering() {
        let fixture = makeSlider()
        fixture.control.value = 0.5                    // thumb centre at x 134 in the window
        let harness = fixture.harness
        #expect(harness.pixel(60, 25).near(.systemBlue))
        let right = harness.pixel(200, 25)
        #expect(!right.isWhite && abs(right.r - right.g) < 10 && right.r > 200)
        #expect(harness.pixel(134, 25).isWhite)
        #expect(harness.pixel(60, 18).isWhite)         // above the 4 pt track
        fixture.control.minimumTrackTintColor = .red
        #expect(harness.pixel(60, 25) == .red)
    }
}
