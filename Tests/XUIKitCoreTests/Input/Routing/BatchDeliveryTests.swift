import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Batch delivery: touches of one hardware frame make one touches event (R5.10, R6.13)")
struct BatchDeliveryTests {
    func finger(_ id: Int, _ phase: InputEvent.Touch.Phase, _ x: CGFloat, _ y: CGFloat) -> InputEvent.Kind {
        .touch(.init(id: id, phase: phase, location: CGPoint(x: x, y: y)))
    }

    @Test("R6.13: two fingers landing together give one touchesBegan with two touches, and so on to the end")
    func twoFingersTogether() {
        let harness = Harness()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        harness.sendTogether([finger(1, .began, 50, 50), finger(2, .began, 150, 50)])
        #expect(view.log == ["began(2)"])
        #expect(Set(view.touchesSeen).count == 2)
        harness.sendTogether([finger(1, .moved, 60, 50), finger(2, .moved, 160, 50)])
        harness.sendTogether([finger(1, .ended, 60, 50), finger(2, .ended, 160, 50)])
        #expect(view.log == ["began(2)", "moved(2)", "ended(2)"])
    }

    @Test("R5.10: one finger moving in a frame leaves the other stationary")
    func stationaryInBatch() {
        final class PhaseView: UIView {
            var phases: [[UITouch.Phase]] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                phases.append((event?.allTouches ?? []).map(\.phase).sorted { $0.rawValue < $1.rawValue })
            }
        }
        let harness = Harness()
        let view = PhaseView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        harness.sendTogether([finger(1, .began, 50, 50), finger(2, .began, 150, 50)])
        harness.sendTogether([finger(1, .moved, 60, 50)])
        #expect(view.phases == [[.moved, .stationary]])
    }

    @Test("Input handled one by one still gives one call per finger")
    func separateInputs() {
        let harness = Harness()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        harness.touch(.began, 50, 50, id: 1)
        harness.touch(.began, 150, 50, id: 2)
        #expect(view.log == ["began(1)", "began(1)"])
    }

    @Test("Runs: a phase change, another kind of input or the same finger again starts a new run")
    func runs() {
        let window = WindowID(1)
        func input(_ kind: InputEvent.Kind) -> InputEvent { InputEvent(timestamp: 0, window: window, kind: kind) }
        let key = InputEvent.Kind.focus(true)
        let inputs = [input(finger(1, .began, 0, 0)), input(finger(2, .began, 0, 0)), input(finger(1, .moved, 1, 0)),
                      input(finger(1, .moved, 2, 0)), input(key), input(finger(1, .ended, 2, 0)),
                      input(finger(2, .cancelled, 0, 0))]
        #expect(InputRouter.touchRuns(inputs).map(\.count) == [2, 1, 1, 1, 2])
        let otherWindow = InputEvent(timestamp: 0, window: WindowID(2), kind: finger(3, .began, 0, 0))
        #expect(InputRouter.touchRuns([input(finger(1, .began, 0, 0)), otherWindow]).map(\.count) == [1, 1])
    }

    @Test("R8.41: a pinch recognizer sees both fingers of a batch in one touchesBegan")
    func pinchSeesBatch() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        let target = GestureTarget()
        pinch.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(pinch)
        harness.sendTogether([finger(1, .began, 100, 100), finger(2, .began, 200, 100)])
        harness.sendTogether([finger(1, .moved, 50, 100), finger(2, .moved, 250, 100)])
        #expect(target.states == [.began])
        #expect(abs(pinch.scale - 2) < 0.001)
    }
}
