import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Touchpad transforms: UIPinchGestureRecognizer and UIRotationGestureRecognizer (R8.4, R8.41)")
struct TransformTests {
    func setUp() -> (Harness, UIPinchGestureRecognizer, GestureTarget, UIRotationGestureRecognizer, GestureTarget) {
        let harness = Harness(window: { EventTypeWindow(frame: $0) })
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let pinchTarget = GestureTarget(), rotationTarget = GestureTarget()
        pinch.addTarget(pinchTarget, action: .gestureHandle)
        rotation.addTarget(rotationTarget, action: .gestureHandle)
        inner.addGestureRecognizer(pinch)           // the view under the pointer
        outer.addGestureRecognizer(rotation)        // an ancestor
        return (harness, pinch, pinchTarget, rotation, rotationTarget)
    }

    /// A multitouch view filling the window, with a rotation recognizer reporting to a target.
    private func rotationScene() -> (Harness, UIRotationGestureRecognizer, GestureTarget) {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let rotation = UIRotationGestureRecognizer()
        let target = GestureTarget()
        rotation.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(rotation)
        return (harness, rotation, target)
    }

    @Test("R8.4: a pinch begins when the scale leaves 1, follows the cumulative scale, and ends with the gesture")
    func pinch() {
        let (harness, pinch, target, _, rotationTarget) = setUp()
        var scales: [CGFloat] = []
        target.onAction = { _ in scales.append(pinch.scale) }
        let at = CGPoint(x: 150, y: 150)
        harness.transform(.began, at: at)
        #expect(target.states.isEmpty)
        harness.transform(.changed, at: at, scale: 1.5)
        harness.transform(.changed, at: at, scale: 2)
        #expect(pinch.velocity > 0)
        harness.transform(.ended, at: at, scale: 2)
        #expect(target.states == [.began, .changed, .ended])
        #expect(scales == [1.5, 2, 2])
        #expect(rotationTarget.states.isEmpty)
        #expect(pinch.state == .possible)
    }

    @Test("R8.4: rotation on an ancestor begins when the angle leaves 0; cancelled gestures cancel")
    func rotation() {
        let (harness, _, pinchTarget, rotation, target) = setUp()
        var angles: [CGFloat] = [], velocities: [CGFloat] = []
        target.onAction = { _ in
            angles.append(rotation.rotation)
            velocities.append(rotation.velocity)
        }
        let at = CGPoint(x: 150, y: 150)
        harness.transform(.began, at: at)
        harness.transform(.changed, at: at, rotation: 0.3)
        harness.transform(.changed, at: at, rotation: 0.5)
        harness.transform(.cancelled, at: at, rotation: 0.5)
        #expect(target.states == [.began, .changed, .cancelled])
        #expect(angles == [0.3, 0.5, 0.5])
        #expect(velocities[1] > 0)
        #expect(rotation.location(in: nil) == at)
        #expect(pinchTarget.states.isEmpty)
    }

    @Test("A translation-only transform (three-finger swipe) begins no recognizer; sendEvent sees it")
    func swipeReachesObserversOnly() {
        let (harness, _, pinchTarget, _, rotationTarget) = setUp()
        let at = CGPoint(x: 150, y: 150)
        harness.transform(.began, at: at, fingers: 3)
        harness.transform(.changed, at: at, translation: CGPoint(x: 40, y: 0), fingers: 3)
        harness.transform(.ended, at: at, translation: CGPoint(x: 80, y: 0), fingers: 3)
        #expect(pinchTarget.states.isEmpty && rotationTarget.states.isEmpty)
        let window = harness.window as! EventTypeWindow
        #expect(window.types == [.transform, .transform, .transform])
        #expect(window.transforms.map(\.phase) == [.began, .changed, .ended])
        #expect(window.transforms.last?.translation == CGPoint(x: 80, y: 0))
        #expect(window.transforms.last?.fingers == 3)
    }

    @Test("R8.4: UIRotationGestureRecognizer also works from two fingers (clockwise positive)")
    func rotationFromTouches() {
        let (harness, rotation, target) = rotationScene()
        harness.touch(.began, 100, 200, id: 1)
        harness.touch(.began, 300, 200, id: 2)
        harness.touch(.moved, 300, 400, id: 2)     // the line turns from 0 to 45°, clockwise on screen
        #expect(target.states == [.began])
        #expect(abs(rotation.rotation - .pi / 4) < 0.0001)
        harness.touch(.ended, 300, 400, id: 2)
        harness.touch(.ended, 100, 200, id: 1)
        #expect(target.states == [.began, .ended])
    }

    @Test("Two fingers pinching without turning do not rotate")
    func pinchIsNotRotation() {
        let (harness, _, target) = rotationScene()
        harness.touch(.began, 100, 200, id: 1)
        harness.touch(.began, 300, 200, id: 2)
        harness.touch(.moved, 350, 200, id: 2)
        harness.touch(.ended, 350, 200, id: 2)
        #expect(target.states.isEmpty)
    }
}
