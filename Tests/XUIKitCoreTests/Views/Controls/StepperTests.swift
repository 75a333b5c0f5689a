import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIStepper")
struct StepperTests {
    /// A stepper at (10, 10): the minus half is x 10…57, the plus half x 57…104.
    func makeStepper() -> ControlFixture<UIStepper> {
        let fixture = ControlFixture(UIStepper(frame: .zero), frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        fixture.control.autorepeat = false
        return fixture
    }

    @Test("Defaults: 0 in 0…100, step 1, no wrapping, autorepeat, continuous; always 94×32")
    func defaults() {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    }

    @Test("R7.23: setting value in code sends nothing and is pinned into the range")
    func programmaticValueIsSilent() {
        let fixture = makeStepper()
        fixture.control.value = 42
        fixture.control.value = 500
        #expect(fixture.control.value == 100)
        #expect(fixture.log.isEmpty)
    }

    @Test("R7.24: the plus half steps up and sends valueChanged with primaryActionTriggered")
    func plusStepsUp() {
        let fixture = makeStepper()
        fixture.control.stepValue = 5
        fixture.harness.tap(80, 25)
        #expect(fixture.control.value == 5)
        #expect(fixture.log == ["valueChanged", "primary", "touchDown", "upInside"])
    }

    @Test("The minus half steps down; at the minimum it does nothing")
    func minusStepsDown() {
        let fixture = makeStepper()
        fixture.control.value = 2
        fixture.harness.tap(30, 25)
        #expect(fixture.control.value == 1)
        fixture.harness.tap(30, 25, after: 1)
        fixture.harness.tap(30, 25, after: 1)
        #expect(fixture.control.value == 0)
        #expect(fixture.log.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("wraps: past the maximum continues from the minimum and back")
    func wrapping() {
        let fixture = makeStepper()
        fixture.control.maximumValue = 3
        fixture.control.value = 3
        fixture.harness.tap(80, 25)
        #expect(fixture.control.value == 3)
        fixture.control.wraps = true
        fixture.harness.tap(80, 25, after: 1)
        #expect(fixture.control.value == 0)
        fixture.harness.tap(30, 25, after: 1)
        #expect(fixture.control.value == 3)
    }

    @Test("isContinuous false: one valueChanged at touch-up")
    func nonContinuous() {
        let fixture = makeStepper()
        fixture.control.isContinuous = false
        fixture.harness.touch(.began, 80, 25)
        #expect(fixture.control.value == 1)
        #expect(!fixture.log.contains("valueChanged"))
        fixture.harness.touch(.ended, 80, 25)
        #expect(fixture.log == ["touchDown", "valueChanged", "primary", "upInside"])
    }

    @Test("Autorepeat: holding a half schedules repeats; each tick steps and announces; release stops it")
    func autorepeat() {
        let fixture = makeStepper()
        fixture.control.autorepeat = true
        fixture.harness.touch(.began, 80, 25)
        #expect(fixture.control.isAutorepeating)
        fixture.control.autorepeatTick()
        fixture.control.autorepeatTick()
        #expect(fixture.control.value == 3)
        #expect(fixture.log.filter { $0 == "valueChanged" }.count == 3)
        fixture.harness.touch(.ended, 80, 25)
        #expect(!fixture.control.isAutorepeating)
        fixture.control.autorepeatTick()
        #expect(fixture.control.value == 3)
    }

    @Test("Drawing: light rounded background, dark minus and plus glyphs, dimmed glyph at the limit")
    func rendering() {
        let fixture = makeStepper()
        let harness = fixture.harness
        let background = harness.pixel(20, 15)
        #expect(!background.isWhite && background.r > 200)
        // The plus glyph's centre (x 80.5, y 26) is dark; the minus glyph is dimmed at the minimum.
        #expect(harness.pixel(80, 26).r < 60)
        let minus = harness.pixel(33, 26)
        #expect(minus.r > 150 && minus.r < 220)
        fixture.control.value = 5
        #expect(harness.pixel(33, 26).r < 60)
    }
}
