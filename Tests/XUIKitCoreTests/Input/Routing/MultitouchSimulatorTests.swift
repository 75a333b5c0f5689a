import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Simulated multitouch: Control-drag makes two synthesized fingers (R5.15)")
struct MultitouchSimulatorTests {
    /// A 400×400 window (centre 200,200) filled by one multi-touch view.
    func setUp(simulating: Bool = true) -> (Harness, RecordingView) {
        let harness = Harness()
        UIApplication.shared.simulatesMultitouch = simulating
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        return (harness, view)
    }

    func add<R: UIGestureRecognizer>(_ recognizer: R, to view: UIView) -> GestureTarget {
        let target = GestureTarget()
        recognizer.addTarget(target, action: .gestureHandle)
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)
        return target
    }

    @Test("Off by default: a Control-drag is an ordinary pointer touch")
    func offByDefault() {
        let harness = Harness()
        #expect(!UIApplication.shared.simulatesMultitouch)
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.button(1, down: true, 300, 200, modifiers: .control)
        harness.button(1, down: false, 300, 200, modifiers: .control)
        #expect(view.log == ["began(1)", "ended(1)"])
        #expect(view.touchesSeen.allSatisfy { $0.type == .indirectPointer && !$0.isSynthesized })
    }

    @Test("On: two synthesized .direct fingers at p and 2c − p, in one touchesBegan; release lifts both")
    func twoFingers() {
        let (harness, view) = setUp()
        harness.button(1, down: true, 300, 250, modifiers: .control)
        let locations = view.touchesSeen.map { $0.location(in: nil) }.sorted { $0.x < $1.x }
        #expect(view.log == ["began(2)"])
        #expect(locations == [CGPoint(x: 100, y: 150), CGPoint(x: 300, y: 250)])
        #expect(view.touchesSeen.allSatisfy { $0.isSynthesized && $0.type == .direct })
        harness.pointer(320, 250, modifiers: .control)
        harness.button(1, down: false, 320, 250)
        #expect(view.log == ["began(2)", "moved(2)", "ended(2)"])
    }

    @Test("R8.41: dragging away from the centre pinches out (scale > 1)")
    func pinchOut() {
        let (harness, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let target = add(pinch, to: view)
        var scales: [CGFloat] = []
        target.onAction = { _ in scales.append(pinch.scale) }
        harness.button(1, down: true, 250, 200, modifiers: .control)
        harness.pointer(300, 200, modifiers: .control)
        harness.pointer(350, 200, modifiers: .control)
        harness.button(1, down: false, 350, 200, modifiers: .control)
        #expect(target.states == [.began, .changed, .ended])
        #expect(scales.first.map { abs($0 - 2) < 0.001 } == true)    // 100 pt apart → 200
        #expect(scales.dropLast().last.map { abs($0 - 3) < 0.001 } == true)
    }

    @Test("R8.4: dragging around the centre rotates")
    func rotate() {
        let (harness, view) = setUp()
        let rotation = UIRotationGestureRecognizer()
        let target = add(rotation, to: view)
        var angles: [CGFloat] = []
        target.onAction = { _ in angles.append(rotation.rotation) }
        harness.button(1, down: true, 300, 200, modifiers: .control)
        harness.pointer(300, 300, modifiers: .control)     // 45° clockwise about the centre
        harness.pointer(200, 300, modifiers: .control)     // 90°
        #expect(target.states == [.began, .changed])
        #expect(abs(angles[0] - .pi / 4) < 0.0001)
        #expect(abs(angles[1] - .pi / 2) < 0.0001)
    }

    @Test("R8.39: Control+Shift moves both fingers together: a two-finger pan")
    func twoFingerPan() {
        let (harness, view) = setUp()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let sampler = PanSampler()
        pan.addTarget(sampler, action: .panSample)
        view.addGestureRecognizer(pan)
        harness.button(1, down: true, 250, 200, modifiers: [.control, .shift])
        harness.pointer(250, 230, modifiers: [.control, .shift])
        harness.pointer(270, 260)           // releasing the keys mid-drag keeps the mode
        harness.button(1, down: false, 270, 260)
        #expect(sampler.states == [.began, .changed, .ended])
        #expect(sampler.translations[0] == CGPoint(x: 0, y: 30))
        #expect(sampler.translations[1] == CGPoint(x: 20, y: 60))
        #expect(sampler.touchCounts.first == 2)
    }

    @Test("Without Control, a drag stays an ordinary pointer touch even when simulating")
    func plainDrag() {
        let (harness, view) = setUp()
        harness.button(1, down: true, 300, 200)
        harness.button(1, down: false, 300, 200)
        #expect(view.log == ["began(1)", "ended(1)"])
        #expect(view.touchesSeen.allSatisfy { $0.type == .indirectPointer })
    }

    @Test("XUIKIT_SIMULATE_MULTITOUCH=1 turns it on at launch; other values leave it off")
    func launchEnvironment() {
        _ = Harness()
        UIApplication.shared.applyLaunchEnvironment(["XUIKIT_SIMULATE_MULTITOUCH": "0"])
        #expect(!UIApplication.shared.simulatesMultitouch)
        UIApplication.shared.applyLaunchEnvironment(["XUIKIT_SIMULATE_MULTITOUCH": "1"])
        #expect(UIApplication.shared.simulatesMultitouch)
        UIApplication.makeFreshForTesting()
        #expect(!UIApplication.shared.simulatesMultitouch)
    }
}
