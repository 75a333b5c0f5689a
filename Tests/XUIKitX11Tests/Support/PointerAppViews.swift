import Foundation
import XUIKit

/// Records what a gesture recognizer's action saw: its state and one app-chosen sample each time.
@MainActor
final class GestureLog {
    var states: [UIGestureRecognizer.State] = []
    var samples: [CGPoint] = []
    /// Computes the sample stored with each action (a location, a translation, a scale as x…).
    var sample: (UIGestureRecognizer) -> CGPoint = { _ in .zero }

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        samples.append(sample(recognizer))
    }
}

extension Selector {
    static let gestureLog = Selector("handle:", GestureLog.handle)
}

/// A window that records every event type its `sendEvent(_:)` sees, and whether the touches of
/// touch events were synthesized, as an app overriding it would.
@MainActor
final class EventLogWindow: UIWindow {
    var types: [UIEvent.EventType] = []
    /// `isSynthesized` of each touch of each `.touches` event.
    var synthesized: [Bool] = []

    override func sendEvent(_ event: UIEvent) {
        types.append(event.type)
        if event.type == .touches {
            synthesized += (event.allTouches ?? []).map(\.isSynthesized)
        }
        super.sendEvent(event)
    }
}

/// A view that records `scrollWheel(with:)` calls and handles them (does not forward).
@MainActor
final class ScrollLogView: UIView {
    var scrolls: [(dx: CGFloat, dy: CGFloat, type: UIScrollType, location: CGPoint)] = []

    override func scrollWheel(with event: UIScrollEvent) {
        scrolls.append((event.deltaX, event.deltaY, event.scrollType, event.location(in: self)))
    }
}

/// A view that records the button mask of each touches event it gets.
@MainActor
final class ButtonMaskLogView: UIView {
    var began: [UIEvent.ButtonMask] = []
    var ended: [UIEvent.ButtonMask] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began.append(event?.buttonMask ?? [])
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended.append(event?.buttonMask ?? [])
    }
}

/// Lets every pair of recognizers recognize at once (a pinch with a rotation, R8.28).
@MainActor
final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
