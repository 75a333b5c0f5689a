import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("A device removed mid-gesture cancels its touches, buttons and hover (R5.9, R8.4)")
struct DeviceRemovalTests {
    @Test("R5.9: its touches are cancelled in their views and recognizers cancel; other devices' touches go on")
    func touchesCancelled() {
        let harness = Harness()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let other = RecordingView("other", frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        harness.window.addSubview(view)
        harness.window.addSubview(other)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let target = GestureTarget()
        pan.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(pan)
        harness.send(.touch(.init(device: 5, id: 1, phase: .began, location: CGPoint(x: 50, y: 50))))
        harness.send(.touch(.init(device: 6, id: 1, phase: .began, location: CGPoint(x: 250, y: 250))))
        harness.send(.touch(.init(device: 5, id: 1, phase: .moved, location: CGPoint(x: 50, y: 90))))
        #expect(target.states == [.began])
        harness.send(.deviceRemoved(5))
        #expect(view.log == ["began(1)", "moved(1)", "cancelled(1)"])
        #expect(target.states == [.began, .cancelled])
        harness.send(.touch(.init(device: 6, id: 1, phase: .ended, location: CGPoint(x: 250, y: 250))))
        #expect(other.log == ["began(1)", "ended(1)"])
        harness.send(.touch(.init(device: 5, id: 1, phase: .moved, location: CGPoint(x: 50, y: 99))))
        #expect(view.log.count == 3)
    }

    @Test("A mouse removed with a button held: its touch is cancelled, its buttons released")
    func buttonsReleased() {
        let harness = Harness()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        harness.button(1, down: true, 50, 50, device: 2)
        harness.send(.deviceRemoved(2))
        #expect(view.log == ["began(1)", "cancelled(1)"])
        harness.pointer(60, 50, device: 2)                 // no button held any more: a hover
        harness.button(1, down: false, 60, 50, device: 2)   // a stray release does nothing
        #expect(view.log == ["began(1)", "cancelled(1)"])
        harness.click(70, 50)
        #expect(view.log.suffix(2) == ["began(1)", "ended(1)"])
    }

    @Test("Its hover ends")
    func hoverEnds() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let hover = UIHoverGestureRecognizer()
        let target = GestureTarget()
        hover.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(hover)
        harness.hover(50, 50, device: 3)
        harness.send(.deviceRemoved(3))
        #expect(target.states == [.began, .ended])
    }

    @Test("Its touchpad gesture cancels")
    func transformCancels() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        let target = GestureTarget()
        pinch.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(pinch)
        harness.transform(.began, at: CGPoint(x: 50, y: 50), device: 4)
        harness.transform(.changed, at: CGPoint(x: 50, y: 50), scale: 1.2, device: 4)
        harness.send(.deviceRemoved(4))
        #expect(target.states == [.began, .cancelled])
    }

    @Test("An unknown device id changes nothing")
    func unknownDevice() {
        let harness = Harness()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        harness.touch(.began, 50, 50)
        harness.send(.deviceRemoved(42))
        harness.send(.deviceRemoved(-1))
        harness.touch(.ended, 50, 50)
        #expect(view.log == ["began(1)", "ended(1)"])
    }
}
