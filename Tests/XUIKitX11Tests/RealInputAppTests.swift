import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11

/// Layer 3 at app level: real views and recognizers fed by Xorg's inputtest devices — smooth
/// scrolling from the Pointer device's valuators and touchpad pinch/rotate from the
/// PointerGesture device. In `RealTouchTests` so they share its one-at-a-time order on the one
/// server.
extension RealTouchTests {
    /// A 400×300 window at the root origin with `view` filling it, the pointer over it at (200, 150).
    private func showFilled(_ view: UIView, in session: XorgSession) throws -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.frame = window.bounds
        window.addSubview(view)
        session.show(window)
        session.x11.client.move(x: 200, y: 150)
        try session.deliver()
        return window
    }

    @Test("Smooth scrolling down reaches scrollWheel(with:) as continuous scrolls with deltaY > 0")
    func smoothScrollToScrollWheel() throws {
        try withXorgApp { session in
            let view = ScrollLogView()
            _ = try showFilled(view, in: session)

            // Half-click steps (increment 120); the first may only set the valuator's baseline.
            for _ in 0..<4 { try session.server.pointer.scroll(vertical: 60) }
            try session.deliver()

            #expect(!view.scrolls.isEmpty)
            #expect(view.scrolls.allSatisfy { $0.type == .continuous && $0.dy > 0 && $0.dx == 0 }, "\(view.scrolls)")
            #expect(view.scrolls.allSatisfy { abs($0.location.x - 200) <= 1 && abs($0.location.y - 150) <= 1 })
        }
    }

    @Test("Smooth scrolling drives a pan with allowedScrollTypesMask .continuous: it begins, translation y < 0")
    func smoothScrollDrivesPan() throws {
        try withXorgApp { session in
            let view = ScrollLogView()
            let log = GestureLog()
            log.sample = { ($0 as! UIPanGestureRecognizer).translation(in: view) }
            let pan = UIPanGestureRecognizer(target: log, action: .gestureLog)
            pan.allowedScrollTypesMask = .continuous
            view.addGestureRecognizer(pan)
            _ = try showFilled(view, in: session)

            for _ in 0..<4 { try session.server.pointer.scroll(vertical: 60) }
            try session.deliver()

            // The end needs the 0.15 s quiet timer (a RunLoop timer; see PointerX11Tests.wheelDrivesPan).
            #expect(log.states.first == .began, "\(log.states)")
            #expect(log.states.dropFirst().allSatisfy { $0 == .changed })
            #expect((log.samples.last?.y ?? 0) < 0 && log.samples.allSatisfy { $0.x == 0 }, "\(log.samples)")
            #expect(view.scrolls.isEmpty, "the pan took the scrolls")
        }
    }

    @Test("A touchpad pinch on the PointerGesture device drives a UIPinchGestureRecognizer to the gesture's scale")
    func touchpadPinchDrivesPinch() throws {
        try withXorgApp { session in
            let view = UIView()
            let log = GestureLog()
            log.sample = { CGPoint(x: ($0 as! UIPinchGestureRecognizer).scale, y: 0) }
            view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: .gestureLog))
            _ = try showFilled(view, in: session)

            let gesture = session.server.gesture
            try gesture.pinch(.begin, scale: 1)
            try gesture.pinch(.update, scale: 1.2)
            try gesture.pinch(.update, scale: 1.5)
            try gesture.pinch(.end, scale: 1.5)
            try session.deliver()

            #expect(log.states.first == .began, "\(log.states)")
            #expect(log.states.last == .ended)
            let scales = log.samples.map(\.x)
            #expect(scales.contains { abs($0 - 1.2) < 0.01 } && abs((scales.last ?? 0) - 1.5) < 0.01, "scales \(scales)")
        }
    }

    @Test("A touchpad pinch with rotation drives a UIRotationGestureRecognizer alongside the pinch")
    func touchpadRotationDrivesRotation() throws {
        try withXorgApp { session in
            let view = UIView()
            let pinchLog = GestureLog(), rotationLog = GestureLog()
            pinchLog.sample = { CGPoint(x: ($0 as! UIPinchGestureRecognizer).scale, y: 0) }
            rotationLog.sample = { CGPoint(x: ($0 as! UIRotationGestureRecognizer).rotation, y: 0) }
            let both = Simultaneous()
            let pinch = UIPinchGestureRecognizer(target: pinchLog, action: .gestureLog)
            let rotation = UIRotationGestureRecognizer(target: rotationLog, action: .gestureLog)
            pinch.delegate = both
            rotation.delegate = both
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            _ = try showFilled(view, in: session)

            // delta_angle is per step, in degrees: 10° then 10° more.
            let gesture = session.server.gesture
            try gesture.pinch(.begin, scale: 1)
            try gesture.pinch(.update, scale: 1.1, angleDelta: 10)
            try gesture.pinch(.update, scale: 1.2, angleDelta: 10)
            try gesture.pinch(.end, scale: 1.2)
            try session.deliver()

            #expect(rotationLog.states.first == .began, "\(rotationLog.states)")
            #expect(rotationLog.states.last == .ended)
            let angles = rotationLog.samples.map(\.x)
            #expect(abs((angles.last ?? 0) - 20 * .pi / 180) < 0.01, "rotations \(angles)")
            #expect(pinchLog.states.first == .began && pinchLog.states.last == .ended, "\(pinchLog.states)")
            #expect(abs((pinchLog.samples.last?.x ?? 0) - 1.2) < 0.01)
        }
    }
}
