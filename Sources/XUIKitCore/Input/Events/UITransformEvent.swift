import Foundation

/// A touchpad pinch, rotate or multi-finger swipe: the `.transform` event (type raw value 14,
/// R4.1).
///
/// XUIKit addition: UIKit keeps this event's contents private and hands it only to
/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`. XUIKit does the same (see
/// `TransformDelivery`) and exposes the values here so that an app overriding `sendEvent(_:)` can
/// use gestures no recognizer takes, such as three-finger swipes (translation only).
///
/// Values are cumulative since the gesture began: `scale` starts at 1, `rotation` (radians,
/// clockwise positive) and `translation` (points) at 0.
@preconcurrency @MainActor
open class UITransformEvent: UIEvent {
    /// Where the gesture is in the sequence.
    public enum Phase: Int, Sendable {
        /// The fingers started the gesture.
        case began
        /// The gesture moved on.
        case changed
        /// The fingers lifted.
        case ended
        /// The gesture was interrupted.
        case cancelled
    }

    /// Where the gesture is: `.began` on the first event, `.ended` or `.cancelled` on the last.
    public internal(set) var phase: Phase = .began
    /// The pinch since the gesture began: 1 at the start, above 1 when the fingers spread.
    public internal(set) var scale: CGFloat = 1
    /// The rotation since the gesture began, in radians, clockwise positive.
    public internal(set) var rotation: CGFloat = 0
    /// How far the fingers' centre moved since the gesture began, in points.
    public internal(set) var translation: CGPoint = .zero
    /// How many fingers are on the touchpad.
    public internal(set) var fingerCount = 2
    /// The device that made the gesture.
    var device = 0
    var locationInWindow: CGPoint = .zero

    init(transform: InputEvent.Transform, timestamp: TimeInterval, window: UIWindow,
         modifierFlags: UIKeyModifierFlags) {
        super.init()
        storedType = .transform
        storedTimestamp = timestamp
        storedModifierFlags = modifierFlags
        targetWindow = window
        switch transform.phase {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled: phase = .cancelled
        }
        scale = transform.scale
        rotation = transform.rotation
        translation = transform.translation
        fingerCount = transform.fingerCount
        device = transform.device
        locationInWindow = transform.location
    }

    /// Where the pointer was, in `view`'s coordinates (window coordinates for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }
}
