import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKit
@_spi(Testing) import XUIKitX11

/// Issue 4 at app level on Xvfb: real views and recognizers fed by XTest pointer input through
/// the X11 backend — hover, secondary and middle clicks, the wheel and simulated multitouch.
/// Input is injected on the app's own connection and followed by `XSync`, so one
/// `runPendingWork()` handles all of it: no sleeps.
@Suite("Pointer input at app level on Xvfb", .serialized)
@MainActor
struct PointerX11Tests {
    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 }

    /// Moves the pointer to root (`x`, `y`) and lets the app handle it.
    private func move(_ session: X11Session, _ x: Int32, _ y: Int32) {
        session.client.move(x: x, y: y)
        UIApplication.shared.runPendingWork()
    }

    @Test("R5.9: hovering with no button: UIHoverGestureRecognizer began → changed → ended; sendEvent sees .hover")
    func hover() throws {
        try withX11App { session in
            let window = EventLogWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let view = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
            window.addSubview(view)
            let log = GestureLog()
            log.sample = { $0.location(in: view) }
            view.addGestureRecognizer(UIHoverGestureRecognizer(target: log, action: .gestureLog))
            session.show(window)

            move(session, 20, 20)          // into the window, outside the view
            #expect(log.states.isEmpty)
            move(session, 120, 70)         // into the view
            move(session, 150, 90)         // inside it
            move(session, 260, 170)        // out of it, still in the window
            #expect(log.states == [.began, .changed, .ended])
            #expect(zip(log.samples, [CGPoint(x: 20, y: 20), CGPoint(x: 50, y: 40)]).allSatisfy(near),
                    "locations \(log.samples)")
            #expect(window.types.contains(.hover))
            #expect(!window.types.contains(.touches), "no button was pressed: \(window.types)")
        }
    }

    @Test("R4.22: right click: a secondary-button tap recognizer recognizes it; touchesBegan sees buttonMask .secondary")
    func rightClick() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let tapView = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
            let maskView = ButtonMaskLogView(frame: CGRect(x: 160, y: 0, width: 160, height: 200))
            window.addSubview(tapView)
            window.addSubview(maskView)
            let secondary = GestureLog(), primary = GestureLog()
            let secondaryTap = UITapGestureRecognizer(target: secondary, action: .gestureLog)
            secondaryTap.buttonMaskRequired = .secondary
            tapView.addGestureRecognizer(secondaryTap)
            tapView.addGestureRecognizer(UITapGestureRecognizer(target: primary, action: .gestureLog))
            session.show(window)

            session.client.click(x: 80, y: 100, button: 3)
            UIApplication.shared.runPendingWork()
            #expect(secondary.states == [.ended])
            #expect(primary.states.isEmpty, "a primary-button tap recognizer ignores a right click")

            session.client.click(x: 80, y: 100, button: 1)
            UIApplication.shared.runPendingWork()
            #expect(secondary.states == [.ended], "a left click is not a secondary tap")
            #expect(primary.states == [.ended])

            session.client.click(x: 240, y: 100, button: 3)
            UIApplication.shared.runPendingWork()
            #expect(maskView.began == [.secondary])
            #expect(maskView.ended.count == 1)
        }
    }

    @Test("A UIButton fires touchUpInside for a left click, not for a right or middle click")
    func buttonIgnoresOtherButtons() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 50, width: 120, height: 60)
            var fired = 0
            button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
            window.addSubview(button)
            session.show(window)

            session.client.click(x: 160, y: 80, button: 3)
            UIApplication.shared.runPendingWork()
            session.client.click(x: 160, y: 80, button: 2)
            UIApplication.shared.runPendingWork()
            #expect(fired == 0, "right and middle clicks do not fire the button")
            #expect(!button.isHighlighted)

            session.click(x: 160, y: 80)
            #expect(fired == 1)
        }
    }

    @Test("Wheel: XTest button 5 reaches scrollWheel(with:) up the chain as a discrete 40-point scroll down")
    func wheelToScrollWheel() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let outer = ScrollLogView(frame: CGRect(x: 50, y: 20, width: 200, height: 160))
            let inner = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 80))   // does not override: forwards
            outer.addSubview(inner)
            window.addSubview(outer)
            session.show(window)

            move(session, 150, 100)
            session.client.click(x: 150, y: 100, button: 5)
            session.client.click(x: 150, y: 100, button: 4)
            UIApplication.shared.runPendingWork()

            #expect(outer.scrolls.map { [$0.dx, $0.dy] } == [[0, 40], [0, -40]])
            #expect(outer.scrolls.allSatisfy { $0.type == .discrete && near($0.location, CGPoint(x: 100, y: 80)) },
                    "\(outer.scrolls)")
        }
    }

    @Test("Wheel: a pan with allowedScrollTypesMask .discrete begins and changes with translation −40 per click down, and ends after the quiet interval")
    func wheelDrivesPan() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let view = ScrollLogView(frame: window.bounds)
            window.addSubview(view)
            let log = GestureLog()
            log.sample = { ($0 as! UIPanGestureRecognizer).translation(in: view) }
            let pan = UIPanGestureRecognizer(target: log, action: .gestureLog)
            pan.allowedScrollTypesMask = .discrete
            view.addGestureRecognizer(pan)
            session.show(window)

            move(session, 150, 100)
            session.client.click(x: 150, y: 100, button: 5)
            UIApplication.shared.runPendingWork()
            #expect(log.states == [.began])
            #expect(log.samples.last.map { near($0, CGPoint(x: 0, y: -40)) } == true, "\(log.samples)")
            session.client.click(x: 150, y: 100, button: 5)
            UIApplication.shared.runPendingWork()
            #expect(log.states == [.began, .changed])
            #expect(log.samples.last.map { near($0, CGPoint(x: 0, y: -80)) } == true, "\(log.samples)")
            #expect(view.scrolls.isEmpty, "the pan took the scrolls")

            // The end is a 0.15 s timer on the app's scheduler, a RunLoop.main timer that does not
            // fire in-process (Swift Testing runs this on a worker thread). Advance the scheduler
            // past the deadline as the run loop would once that time passed.
            let app = UIApplication.shared
            app.advanceClock(to: app.scheduler.now + UIPanGestureRecognizer.scrollEndInterval + 0.05)
            #expect(log.states == [.began, .changed, .ended])
            #expect(pan.state == .possible)
        }
    }

    @Test("Simulated multitouch: Control + button-1 drag away from the centre drives a real pinch with synthesized touches")
    func simulatedPinch() throws {
        try withX11App { session in
            UIApplication.shared.simulatesMultitouch = true
            let window = EventLogWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let view = UIView(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
            let log = GestureLog()
            log.sample = { CGPoint(x: ($0 as! UIPinchGestureRecognizer).scale, y: 0) }
            view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: .gestureLog))
            session.show(window)

            // The window's centre is (160, 100): fingers at (200, 100) and its mirror (120, 100), 80 apart.
            move(session, 200, 100)
            session.client.press(XK_Control_L)
            session.client.button(down: true)
            UIApplication.shared.runPendingWork()
            for x: Int32 in stride(from: 210, through: 260, by: 10) { move(session, x, 100) }
            session.client.button(down: false)
            session.client.release(XK_Control_L)
            UIApplication.shared.runPendingWork()

            #expect(log.states.first == .began)
            #expect(log.states.last == .ended)
            // At (260, 100) the mirror is (60, 100): 200 apart, scale 2.5.
            let scales = log.samples.map(\.x)
            #expect(scales.contains { $0 > 1 }, "scales \(scales)")
            #expect(abs((scales.last ?? 0) - 2.5) < 0.05, "scales \(scales)")
            #expect(!window.synthesized.isEmpty && window.synthesized.allSatisfy { $0 }, "\(window.synthesized)")
        }
    }

    @Test("Simulated multitouch: Control+Shift + button-1 drag moves a two-finger pan")
    func simulatedTwoFingerPan() throws {
        try withX11App { session in
            UIApplication.shared.simulatesMultitouch = true
            let window = EventLogWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let view = UIView(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
            let log = GestureLog()
            log.sample = { ($0 as! UIPanGestureRecognizer).translation(in: view) }
            let pan = UIPanGestureRecognizer(target: log, action: .gestureLog)
            pan.minimumNumberOfTouches = 2
            var touchCounts: [Int] = []
            let counting = log.sample
            log.sample = { touchCounts.append($0.numberOfTouches); return counting($0) }
            view.addGestureRecognizer(pan)
            session.show(window)

            move(session, 200, 60)
            session.client.press(XK_Shift_L, modifiers: [XK_Control_L])
            session.client.button(down: true)
            UIApplication.shared.runPendingWork()
            for y: Int32 in stride(from: 70, through: 120, by: 10) { move(session, 200, y) }
            session.client.button(down: false)
            session.client.release(XK_Shift_L, modifiers: [XK_Control_L])
            UIApplication.shared.runPendingWork()

            #expect(log.states.first == .began)
            #expect(log.states.last == .ended)
            #expect(touchCounts.first == 2, "two fingers: \(touchCounts)")
            let final = try #require(log.samples.last)
            #expect(near(final, CGPoint(x: 0, y: 60)), "translation \(log.samples)")
            #expect(window.synthesized.allSatisfy { $0 } && !window.synthesized.isEmpty)
        }
    }

    @Test("MPX: removing the second master while it holds a button over view B cancels B's touch; A's touch goes on")
    func removedMasterCancelsItsTouch() throws {
        try withX11App { session in
            let (viewA, viewB, second) = try pressTwoPointers(in: session)
            #expect(viewA.phases == ["began"] && viewB.phases == ["began"])

            second.remove()
            XSync(session.backend.display, 0)
            UIApplication.shared.runPendingWork()
            #expect(viewB.phases == ["began", "cancelled"])
            #expect(viewB.seen.last?.phase == .cancelled)
            #expect(viewA.phases == ["began"], "master 1's touch is not touched")

            session.client.move(x: 70, y: 45)
            session.client.button(down: false)
            UIApplication.shared.runPendingWork()
            #expect(viewA.phases == ["began", "moved", "ended"])
            #expect(viewA.touches.count == 1)
        }
    }
}
