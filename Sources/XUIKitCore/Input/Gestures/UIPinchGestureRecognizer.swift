import Foundation

/// A continuous recognizer for two fingers moving apart or together (R8.41).
///
/// It begins when the distance between the two fingers first changes, reports `scale` (current
/// distance ÷ distance at the start, in window coordinates) and `velocity`, and ends when both
/// fingers have lifted. A finger lifted before it began makes it fail; a third finger is ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor: 1.0 at the start. Setting it makes later values relative to the new
    /// value at the current distance (set 1.0 for incremental scaling).
    open var scale: CGFloat {
        get {
            let value: CGFloat
            if let transformScale {
                value = baseScale * transformScale / (reference ?? 1)
            } else if let reference, reference > 0, let distance = currentDistance {
                value = baseScale * distance / reference
            } else {
                value = baseScale
            }
            // Fingers landing a hair apart would make the ratio overflow.
            return value.isFinite ? value : baseScale
        }
        set {
            baseScale = newValue
            if let transformScale { reference = transformScale } else if let distance = currentDistance { reference = distance }
        }
    }

    /// How fast the scale changes, in scale factor per second.
    open internal(set) var velocity: CGFloat = 0

    private var fingers: [UITouch] = []
    /// The distance (or touchpad scale) at which `scale` reads `baseScale`.
    var reference: CGFloat?
    private var baseScale: CGFloat = 1
    var lastSample: (time: TimeInterval, scale: CGFloat)?
    /// While pinching on a touchpad: the transform's cumulative scale.
    var transformScale: CGFloat?

    private var currentDistance: CGFloat? {
        guard fingers.count == 2 else { return nil }
        return UITapGestureRecognizer.distance(fingers[0].locationInWindow, fingers[1].locationInWindow)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        takeFingers(touches, into: &fingers, for: event)
        if fingers.count == 2 && reference == nil {
            reference = currentDistance
            lastSample = (event.timestamp, 1)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard fingers.count == 2, let reference, fingers.allSatisfy({ $0.phase != .ended }) else { return }
        let current = scale
        if let last = lastSample, event.timestamp > last.time {
            velocity = Self.rate(current - last.scale, over: event.timestamp - last.time)
        }
        lastSample = (event.timestamp, current)
        fingersMoved(beginIf: currentDistance != reference)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fingerLifted(fingers: fingers)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        fingers.removeAll()
        reference = nil
        transformScale = nil
        baseScale = 1
        velocity = 0
        lastSample = nil
    }
}
