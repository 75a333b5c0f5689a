import Foundation

/// A continuous recognizer for two fingers turning around each other (R8.4), or a rotate
/// gesture on a touchpad (`.transform` events, see `TransformDelivery`).
///
/// With touches it begins once the line through the two fingers has turned by
/// `minimumRotation`, reports `rotation` (radians, clockwise positive on screen, 0 at the first
/// contact of the second finger) and `velocity`, and ends when both fingers have lifted. A finger
/// lifted before it began makes it fail; a third finger is ignored. On a touchpad `rotation`
/// follows the gesture's cumulative rotation and it begins when that first leaves 0.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// [IMPL] How far the fingers must turn before the rotation begins (about 1°), so that two
    /// fingers pinching or panning do not rotate by jitter.
    static let minimumRotation: CGFloat = .pi / 180

    /// The rotation in radians since the gesture started. Setting it makes later values relative
    /// to the new value (set 0 for incremental rotation).
    open var rotation: CGFloat {
        get { baseRotation + turned - reference }
        set {
            baseRotation = newValue
            reference = turned
        }
    }

    /// How fast the rotation changes, in radians per second.
    open internal(set) var velocity: CGFloat = 0

    private var fingers: [UITouch] = []
    /// The accumulated turn of the fingers' line (or the touchpad's rotation) since the start.
    private var turned: CGFloat = 0
    /// The value of `turned` at which `rotation` reads `baseRotation`.
    private var reference: CGFloat = 0
    private var baseRotation: CGFloat = 0
    /// The angle of the line from the first finger to the second at the last sample.
    private var lastAngle: CGFloat?
    private var lastSample: (time: TimeInterval, rotation: CGFloat)?

    private var fingerAngle: CGFloat? {
        guard fingers.count == 2 else { return nil }
        let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    // MARK: - Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        takeFingers(touches, into: &fingers, for: event)
        if fingers.count == 2 && lastAngle == nil {
            lastAngle = fingerAngle
            lastSample = (event.timestamp, 0)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let previous = lastAngle, let angle = fingerAngle,
              fingers.allSatisfy({ $0.phase != .ended && $0.phase != .cancelled }) else { return }
        // The shortest turn from the previous angle, so crossing ±π does not jump by 2π.
        var delta = angle - previous
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = angle
        sample(at: event.timestamp)
        fingersMoved(beginIf: abs(turned) >= Self.minimumRotation)
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
        turned = 0
        reference = 0
        baseRotation = 0
        velocity = 0
        lastAngle = nil
        lastSample = nil
    }

    private func sample(at time: TimeInterval) {
        let current = rotation
        if let last = lastSample, time > last.time {
            velocity = Self.rate(current - last.rotation, over: time - last.time)
        }
        lastSample = (time, current)
    }

    // MARK: - Touchpad

    func transform(with event: UITransformEvent) {
        follow(event, leftRest: event.rotation != 0, begin: {
            turned = event.rotation
            lastSample = (event.timestamp, rotation)
        }, change: {
            turned = event.rotation
            sample(at: event.timestamp)
        })
    }

    /// The gesture's location: the fingers' centroid, or the pointer on a touchpad.
    open override func location(in view: UIView?) -> CGPoint {
        guard isPointerDriven, numberOfTouches == 0 else { return super.location(in: view) }
        return Self.convert(lastCentroid, to: view)
    }
}
