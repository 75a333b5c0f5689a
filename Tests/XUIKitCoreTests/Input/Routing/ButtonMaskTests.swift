import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Pointer buttons: every button drives the pointer's touch; buttonMask (R4.22, R5.15, R8.36)")
struct ButtonMaskTests {
    /// A view that notes the event's button mask at each touch callback.
    final class MaskView: UIView {
        var log: [String] = []
        var masks: [UIEvent.ButtonMask] = []
        var types: [UITouch.TouchType] = []
        func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            log.append("\(phase)(\(touches.count))")
            masks.append(event?.buttonMask ?? [])
            types += touches.map(\.type)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches, event) }
    }

    func makeView(_ harness: Harness) -> MaskView {
        let view = MaskView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        return view
    }

    @Test("R5.15, R4.22: a secondary click is an .indirectPointer touch with buttonMask .secondary")
    func secondaryClick() {
        let harness = Harness()
        let view = makeView(harness)
        harness.button(2, down: true, 50, 50)
        harness.pointer(60, 50)
        harness.button(2, down: false, 60, 50)
        #expect(view.log == ["began(1)", "moved(1)", "ended(1)"])
        #expect(view.masks == [.secondary, .secondary, .secondary])
        #expect(view.types == [.indirectPointer, .indirectPointer, .indirectPointer])
    }

    @Test("R4.22: middle is button(3), back and forward button(4) and button(5)")
    func otherButtons() {
        let harness = Harness()
        let view = makeView(harness)
        for (number, mask) in [(3, UIEvent.ButtonMask.button(3)), (4, .button(4)), (5, .button(5))] {
            harness.button(number, down: true, 50, 50)
            harness.button(number, down: false, 50, 50, device: 0)
            #expect(view.masks.suffix(2) == [mask, mask])
        }
        #expect(view.log == ["began(1)", "ended(1)", "began(1)", "ended(1)", "began(1)", "ended(1)"])
    }

    @Test("The first button pressed begins the touch, the last released ends it; the mask shows all held")
    func chord() {
        let harness = Harness()
        let view = makeView(harness)
        harness.button(1, down: true, 50, 50)
        harness.button(2, down: true, 50, 50)
        harness.pointer(70, 50)
        harness.button(1, down: false, 70, 50)
        harness.pointer(80, 50)
        harness.button(2, down: false, 80, 50)
        #expect(view.log == ["began(1)", "moved(1)", "moved(1)", "ended(1)"])
        #expect(view.masks == [.primary, [.primary, .secondary], .secondary, .secondary])
    }

    @Test("UIButton fires on a primary click, not on a secondary or middle one")
    func buttonIgnoresSecondary() {
        let harness = Harness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        harness.window.addSubview(button)
        let recorder = ControlEventRecorder()
        recorder.observe(button, [.touchDown, .touchUpInside, .primaryActionTriggered])
        harness.button(2, down: true, 20, 20)
        harness.button(2, down: false, 20, 20)
        harness.button(3, down: true, 20, 20)
        harness.button(3, down: false, 20, 20)
        #expect(recorder.log.isEmpty)
        #expect(!button.isTracking)
        harness.click(20, 20)
        #expect(recorder.log == ["touchDown", "upInside", "primary"])
    }

    @Test("A finger (empty mask) still drives a control")
    func fingerDrivesControl() {
        let harness = Harness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        harness.window.addSubview(button)
        let recorder = ControlEventRecorder()
        recorder.observe(button, [.touchUpInside])
        harness.tap(20, 20)
        #expect(recorder.log == ["upInside"])
    }

    @Test("R8.36: a tap recognizer needs .primary by default; buttonMaskRequired = .secondary recognizes right clicks")
    func tapButtonMaskRequired() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let primaryTap = UITapGestureRecognizer()
        let secondaryTap = UITapGestureRecognizer()
        secondaryTap.buttonMaskRequired = .secondary
        let primaryTarget = GestureTarget(), secondaryTarget = GestureTarget()
        primaryTap.addTarget(primaryTarget, action: .gestureHandle)
        secondaryTap.addTarget(secondaryTarget, action: .gestureHandle)
        #expect(primaryTap.buttonMaskRequired == .primary)
        view.addGestureRecognizer(primaryTap)
        view.addGestureRecognizer(secondaryTap)

        harness.button(2, down: true, 50, 50)
        harness.button(2, down: false, 50, 50)
        #expect(primaryTarget.states.isEmpty)
        #expect(secondaryTarget.states == [.ended])

        harness.advance(by: 1)
        harness.click(50, 50)
        #expect(primaryTarget.states == [.ended])
        #expect(secondaryTarget.states == [.ended])   // unchanged: a primary click is not its button
    }
}

