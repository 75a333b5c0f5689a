import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// The committed traces, recorded from real input (Xorg + inputtest, XTest), replayed into a
/// headless app: what the recognizers and views make of them.
@Suite("Replaying recorded traces")
@MainActor
struct TraceReplayTests {
    @Test("The two-finger pinch trace drives a UIPinchGestureRecognizer to a scale well above 1 (R8.41)")
    func pinchTrace() throws {
        let trace = try committedTrace("pinch")
        let harness = Harness()
        let view = UIView(frame: harness.window.bounds)
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        let target = GestureTarget()
        var scales: [CGFloat] = []
        target.onAction = { _ in scales.append(pinch.scale) }
        pinch.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(pinch)

        UIApplication.shared.replay(trace.retargeted(to: harness.id), timing: .immediate)

        #expect(target.states.first == .began)
        #expect(target.states.last == .ended)
        // The fingers went from 80 to 200 points apart.
        let last = try #require(scales.last)
        #expect(abs(last - 2.5) < 0.1, "scales \(scales)")
    }

    @Test("The fast-taps trace gives tapCount 1, 2, 3 and fires a double-tap recognizer (R8.38)")
    func fastTapsTrace() throws {
        let trace = try committedTrace("fast-taps")
        let harness = Harness()
        let view = TapCountView(frame: harness.window.bounds)
        harness.window.addSubview(view)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.cancelsTouchesInView = false
        doubleTap.delaysTouchesEnded = false
        let target = GestureTarget()
        doubleTap.addTarget(target, action: .gestureHandle)
        view.addGestureRecognizer(doubleTap)

        UIApplication.shared.replay(trace.retargeted(to: harness.id), timing: .immediate)
        harness.advance(by: 1)

        #expect(view.tapCounts == [1, 2, 3])
        #expect(target.states.contains(.ended))
    }

    @Test("The wheel trace's five discrete scrolls reach the view's scrollWheel(with:) with the recorded deltas")
    func wheelScrollTrace() throws {
        let trace = try committedTrace("wheel-scroll")
        let scrolls = trace.events.compactMap { event -> InputEvent.Scroll? in
            if case .scroll(let scroll) = event.kind { scroll } else { nil }
        }
        #expect(scrolls.count == 5)
        #expect(scrolls.map(\.dy) == [40, 40, 40, -40, -40])
        #expect(scrolls.allSatisfy { $0.isDiscrete && $0.location == CGPoint(x: 200, y: 100) })

        let harness = Harness()
        let view = ScrollRecordingView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        harness.window.addSubview(view)
        UIApplication.shared.replay(trace.retargeted(to: harness.id), timing: .immediate)
        #expect(harness.window.windowID == harness.id)

        // No recognizer takes them, so each reaches the view under the pointer (200,100).
        #expect(view.scrolls.map { [$0.dx, $0.dy] } == scrolls.map { [$0.dx, $0.dy] })
        #expect(view.scrolls.allSatisfy { $0.type == .discrete && $0.location == CGPoint(x: 50, y: 50) })
    }
}

/// Logs the tap count of every touch that ends on it.
@MainActor
final class TapCountView: UIView {
    var tapCounts: [Int] = []
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts += touches.map(\.tapCount)
    }
}
