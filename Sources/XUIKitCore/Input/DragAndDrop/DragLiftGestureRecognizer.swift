import Foundation

/// Tells a drag from a tap or a click (R34.1). A finger must be held still (within 10 points)
/// for `liftDelay`, then the drag begins; a mouse button begins it as soon as the pointer moves
/// past the desktop's drag threshold (`StyleHints.dragThreshold`), as on Mac Catalyst. Once
/// begun, every move is `.changed` however far (outside the window too: the pointer is the
/// app's until release) and the release is `.ended`.
@MainActor
final class DragLiftGestureRecognizer: UIGestureRecognizer {
    /// How long a finger must be held before it lifts the item: half a second, as a long press.
    static let liftDelay: TimeInterval = 0.5
    /// How far a finger may move while held before the lift; farther is a scroll, not a drag.
    static let allowableMovement: CGFloat = 10

    private var touch: UITouch?
    private var start: CGPoint = .zero
    /// Where the touch is now, in its window's coordinates.
    private(set) var locationInWindow: CGPoint = .zero

    /// Where the touch or the press began, in window coordinates: where the item was grabbed.
    var startLocationInWindow: CGPoint { start }

    /// Where a mouse button went down, in window coordinates, while the recognizer follows it;
    /// nil for a finger or no press (a list keeps its pan from scrolling then, R39.1).
    var pointerPressLocationInWindow: CGPoint? { touch?.type == .indirectPointer ? start : nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, touch == nil, let first = touches.first else {
            for extra in touches where extra !== touch { ignore(extra, for: event) }
            return
        }
        touch = first
        start = first.locationInWindow
        locationInWindow = start
        if first.type != .indirectPointer {
            scheduleTimeout(at: event.timestamp + Self.liftDelay) { [weak self] in
                guard let self, self.state == .possible else { return }
                if let interaction = self.interaction, self.view?.window?.application.dragController.hasLocalDrag == true {
                    // A second finger held during a drag adds items rather than starting another.
                    interaction.handleTapDuringDrag(at: self.locationInWindow)
                    self.state = .failed
                } else {
                    self.state = .began
                }
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch, touches.contains(touch) else { return }
        locationInWindow = touch.locationInWindow
        let distance = hypot(locationInWindow.x - start.x, locationInWindow.y - start.y)
        switch state {
        case .possible:
            if touch.type == .indirectPointer {
                let threshold = view?.window?.application.backend.styleHints.dragThreshold ?? 10
                if distance > threshold { state = .began }
            } else if distance > Self.allowableMovement {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let touch, touches.contains(touch) else { return }
        locationInWindow = touch.locationInWindow
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelOrFail()
    }

    override func reset() {
        super.reset()
        touch = nil
    }

    /// The drag interaction this recognizer belongs to.
    private var interaction: UIDragInteraction? {
        view?.interactions.lazy.compactMap { $0 as? UIDragInteraction }.first { $0.liftRecognizer === self }
    }
}
