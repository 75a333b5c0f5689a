import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 14, defects 9, 10 and 15: recognizers end cleanly whatever the input's shape.
@MainActor
@Suite("Recognizers end cleanly: held swipes, double-began pinches, views removed mid-pan")
struct GestureEndingTests {
    @Test("R8.42: a swipe recognized while the finger stays down past the 0.5 s timeout reports no illegal transition")
    func heldSwipeAfterRecognition() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let swipe = UISwipeGestureRecognizer()
        let target = GestureTarget()
        swipe.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(swipe)
        let messages = capturingDiagnostics {
            harness.touch(.began, 50, 100)
            harness.touch(.moved, 120, 100, after: 0.05)
            harness.advance(by: 1)
            harness.touch(.ended, 120, 100)
        }
        #expect(target.states == [.ended])
        #expect(messages.isEmpty, "\(messages)")
        #expect(swipe.state == .possible)
    }

    @Test("R8.41: a touchpad pinch that begins twice (began, changed, began, ended) does not stay .began")
    func pinchBeganTwice() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        let target = GestureTarget()
        pinch.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(pinch)
        let point = CGPoint(x: 100, y: 100)
        harness.transform(.began, at: point)
        harness.transform(.changed, at: point, scale: 1.5)
        harness.transform(.began, at: point)
        harness.transform(.ended, at: point)
        #expect(pinch.state == .possible)
        #expect(target.states.first == .began && target.states.contains(.cancelled), "\(target.states)")
        harness.transform(.began, at: point)
        harness.transform(.changed, at: point, scale: 2)
        harness.transform(.ended, at: point, scale: 2)
        #expect(pinch.state == .possible)
        #expect(target.states.last == .ended && target.states.filter { $0 == .began }.count == 2, "\(target.states)")
    }

    @Test("R6.20: a pan whose view is removed mid-pan is cancelled and reports nothing after")
    func panViewRemovedMidPan() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        let target = GestureTarget()
        pan.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(pan)
        harness.touch(.began, 100, 100)
        harness.touch(.moved, 140, 100)
        harness.touch(.moved, 160, 100)
        #expect(target.states.last == .changed)
        view.removeFromSuperview()
        #expect(target.states.last == .cancelled, "\(target.states)")
        let count = target.states.count
        harness.touch(.moved, 200, 100)
        harness.touch(.ended, 200, 100)
        #expect(target.states.count == count, "\(target.states)")
    }

    @Test("A wheel pan whose view is removed mid-scroll is cancelled, not ended by its timeout")
    func scrollPanViewRemoved() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let target = GestureTarget()
        pan.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(pan)
        harness.scroll(0, 10, at: CGPoint(x: 50, y: 50))
        harness.scroll(0, 10, at: CGPoint(x: 50, y: 50))
        view.removeFromSuperview()
        harness.advance(by: 1)
        #expect(target.states.last == .cancelled, "\(target.states)")
        #expect(!target.states.contains(.ended))
    }
}

