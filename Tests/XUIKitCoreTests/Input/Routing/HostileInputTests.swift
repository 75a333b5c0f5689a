import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 14, defects 1, 4 and 15: input no real device sends — non-finite or absurd values,
/// touches that never end, windows that are not open — is refused at the door or bounded, never
/// a crash or a cost that grows without end.
@MainActor
@Suite("Hostile input at the door: non-finite values, never-ended touches, unknown windows")
struct HostileInputTests {
    @Test("Two fingers dragged to y = 1.7e308 and 1.6e308 leave the scroll view's offset finite, and the window still draws")
    func extremeFingersKeepOffsetFinite() {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 4000)
        scroll.bounces = false               // clamped at the top, so the marker still covers (50, 50)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        marker.backgroundColor = .red
        scroll.addSubview(marker)
        harness.window.addSubview(scroll)
        harness.sendTogether([.touch(.init(id: 1, phase: .began, location: CGPoint(x: 100, y: 300))),
                              .touch(.init(id: 2, phase: .began, location: CGPoint(x: 200, y: 300)))])
        harness.sendTogether([.touch(.init(id: 1, phase: .moved, location: CGPoint(x: 100, y: 1.7e308))),
                              .touch(.init(id: 2, phase: .moved, location: CGPoint(x: 200, y: 1.6e308)))])
        harness.sendTogether([.touch(.init(id: 1, phase: .moved, location: CGPoint(x: 100, y: 1.6e308))),
                              .touch(.init(id: 2, phase: .moved, location: CGPoint(x: 200, y: 1.7e308)))])
        #expect(scroll.contentOffset.x.isFinite && scroll.contentOffset.y.isFinite, "\(scroll.contentOffset)")
        #expect(scroll.panGestureRecognizer.translation(in: scroll).y.isFinite)
        #expect(scroll.panGestureRecognizer.velocity(in: scroll).y.isFinite)
        #expect(harness.pixel(50, 50).near(.red))
    }

    @Test("Input holding NaN or infinity is dropped, with one diagnostic for the whole run")
    func nonFiniteInputDropped() {
        let harness = Harness()
        let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let messages = capturingDiagnostics {
            harness.touch(.began, .nan, 10)
            harness.send(.scroll(.init(location: CGPoint(x: 10, y: 10), dx: .infinity, dy: 0, isDiscrete: true)))
            harness.send(.pointerButton(.init(button: 1, isDown: true, location: CGPoint(x: -.infinity, y: 0))))
            harness.send(.transform(.init(phase: .began, location: CGPoint(x: 10, y: 10), scale: .nan)))
            UIApplication.shared.handle(InputEvent(timestamp: .nan, window: harness.id,
                                                   kind: .touch(.init(id: 3, phase: .began, location: CGPoint(x: 5, y: 5)))))
        }
        #expect(view.log.isEmpty)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("non-finite") == true)
        harness.tap(20, 20)
        #expect(view.log == ["began(1)", "ended(1)"])
    }

    @Test("Finite coordinates beyond any screen are pinned, so gestures compute with finite numbers")
    func extremeCoordinatesPinned() {
        let harness = Harness()
        let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.touch(.began, 10, 10)
        harness.touch(.moved, 10, -.greatestFiniteMagnitude)
        let location = view.touchesSeen.last?.location(in: nil)
        #expect(location?.y == -InputValidation.coordinateLimit)
        harness.touch(.ended, 10, 10)
    }

    @Test("Input for a window that is not open is dropped with one diagnostic")
    func unknownWindowReported() {
        let harness = Harness()
        let messages = capturingDiagnostics {
            for _ in 0..<3 {
                UIApplication.shared.handle(InputEvent(timestamp: harness.now, window: WindowID(987),
                                                       kind: .touch(.init(id: 1, phase: .began, location: .zero))))
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("window#987") == true, "\(messages)")
    }

    @Test("A device may leave at most 32 touches open: later ones are refused with one diagnostic, and the open ones still end")
    func neverEndedTouchesCapped() {
        let harness = Harness()
        let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let messages = capturingDiagnostics {
            for id in 0..<40 { harness.touch(.began, 10, 10, id: id) }
        }
        #expect(UIApplication.shared.inputRouter.touchTracker.activeTouches.count == TouchTracker.maximumTouchesPerDevice)
        #expect(messages.count == 1 && messages[0].contains("refused a touch"), "\(messages)")
        harness.send(.deviceRemoved(0))
        #expect(UIApplication.shared.inputRouter.touchTracker.activeTouches.isEmpty)
        #expect(view.log.filter { $0.hasPrefix("began") }.count == TouchTracker.maximumTouchesPerDevice)
        #expect(view.log.last == "cancelled(\(TouchTracker.maximumTouchesPerDevice))")
    }

    @Test("Touches of many devices are capped in all, so one event's cost stays bounded")
    func touchesCappedOverAllDevices() {
        let harness = Harness()
        let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        _ = capturingDiagnostics {
            for device in 0..<20 {
                for id in 0..<10 { harness.send(.touch(.init(device: device, id: id, phase: .began, location: CGPoint(x: 5, y: 5)))) }
            }
        }
        #expect(UIApplication.shared.inputRouter.touchTracker.activeTouches.count == TouchTracker.maximumTouches)
    }

    @Test("At most 16 pointers hover at once: later devices are refused with one diagnostic until one exits")
    func hoveringPointersCapped() {
        let harness = Harness()
        let hover = UIApplication.shared.inputRouter.hoverTracker
        let messages = capturingDiagnostics {
            for device in 0..<40 {
                harness.send(.pointerMotion(.init(device: device, location: CGPoint(x: 10, y: 10))))
                harness.send(.pointerMotion(.init(device: device, location: CGPoint(x: 20, y: 20))))
            }
        }
        #expect(hover.hoveringCount == HoverTracker.maximumPointers)
        #expect(hover.event.allTouches?.count == HoverTracker.maximumPointers)
        #expect(messages.count == 1 && messages[0].contains("refused hovering"), "\(messages)")
        harness.send(.deviceRemoved(0))
        #expect(hover.hoveringCount == HoverTracker.maximumPointers - 1)
        harness.send(.pointerMotion(.init(device: 39, location: CGPoint(x: 30, y: 30))))
        #expect(hover.hoveringCount == HoverTracker.maximumPointers)
    }

    @Test("A pointer button number X11 cannot send holds nothing")
    func absurdButtonIgnored() {
        let harness = Harness()
        let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        harness.button(1_000_000, down: true, 10, 10)
        #expect(view.log.isEmpty)
        #expect(UIApplication.shared.inputRouter.heldButtons.isEmpty)
    }

    @Test("A velocity over a vanishing time is zero, not infinity")
    func rateStaysFinite() {
        #expect(UIGestureRecognizer.rate(1e6, over: .leastNonzeroMagnitude) == 0)
        #expect(UIGestureRecognizer.rate(10, over: 0.5) == 20)
        #expect(UIGestureRecognizer.rate(10, over: 0) == 0)
    }
}
