import Foundation

/// A continuous recognizer for fingers held still (R8.38).
///
/// After `numberOfTapsRequired` full taps, the required fingers must stay down for
/// `minimumPressDuration` without moving more than `allowableMovement`. A timer, not a touch
/// event, then moves it to `.began`. From then on every move is `.changed`, however far, and the
/// first lift is `.ended`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, a finger may move before the press begins; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// Fingers that must be held; 1 by default.
    open var numberOfTouchesRequired = 1
    /// Full taps before the press; 0 by default.
    open var numberOfTapsRequired = 0

    private var tapsCompleted = 0
    /// The fingers down in the current tap or press, and where each went down.
    private var down: [(touch: UITouch, location: CGPoint)] = []
    private var pressTimerStarted = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else {
            // Extra fingers after the press began are not part of it.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        cancelTimeouts()
        for touch in touches { down.append((touch, touch.locationInWindow)) }
        guard down.count <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if down.count == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
            pressTimerStarted = true
            scheduleTimeout(at: event.timestamp + minimumPressDuration) { [weak self] in
                self?.state = .began                                              // R8.38: a timer
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            let tooFar = down.contains { entry in
                touches.contains(entry.touch)
                    && UITapGestureRecognizer.distance(entry.touch.locationInWindow, entry.location) > allowableMovement
            }
            if tooFar { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            // A lift before the press began: the end of a required tap, or a failure.
            guard !pressTimerStarted, down.count == numberOfTouchesRequired else {
                state = .failed
                return
            }
            guard down.allSatisfy({ $0.touch.phase == .ended }) else { return }
            down.removeAll()
            tapsCompleted += 1
            scheduleTimeout(at: event.timestamp + UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
                self?.state = .failed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        down.removeAll()
        pressTimerStarted = false
    }
}
