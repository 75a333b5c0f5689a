import Foundation

/// Delivers `.transform` events (touchpad pinch and rotate) in a window, with iPadOS trackpad
/// semantics: at `began`, the nearest idle `UIPinchGestureRecognizer` and the nearest idle
/// `UIRotationGestureRecognizer` on the view under the pointer or its ancestors are chosen for
/// the whole gesture. The pinch begins once the scale leaves 1, the rotation once the angle leaves
/// 0; both follow the event's cumulative values, and end or cancel with it. A gesture whose scale
/// and rotation never change (a three-finger swipe: translation only) begins no recognizer; only
/// `sendEvent(_:)` overrides see it.
@MainActor
final class TransformDelivery {
    private struct Gesture {
        weak var pinch: UIPinchGestureRecognizer?
        weak var rotation: UIRotationGestureRecognizer?
    }

    /// The gesture under way, per touchpad.
    private var gestures: [Int: Gesture] = [:]

    func deliver(_ event: UITransformEvent, in window: UIWindow) {
        if event.phase == .began || gestures[event.device] == nil {
            guard event.phase == .began || event.phase == .changed else { return }
            // A second `began` without an end: the gesture under way is over (cancelled), so
            // no recognizer stays `.began` for ever.
            deviceRemoved(event.device)
            let view = window.hitTest(event.locationInWindow, with: event)
            let recognizers = GestureEnvironment.recognizers(from: view).filter(\.isIdleForPointer)
            gestures[event.device] = Gesture(
                pinch: recognizers.lazy.compactMap { $0 as? UIPinchGestureRecognizer }.first,
                rotation: recognizers.lazy.compactMap { $0 as? UIRotationGestureRecognizer }.first)
        }
        guard let gesture = gestures[event.device] else { return }
        gesture.pinch?.transform(with: event)
        gesture.rotation?.transform(with: event)
        if event.phase == .ended || event.phase == .cancelled { gestures[event.device] = nil }
    }

    /// The touchpad went away mid-gesture: its recognizers cancel.
    func deviceRemoved(_ device: Int) {
        guard let gesture = gestures.removeValue(forKey: device) else { return }
        Self.cancel(gesture)
    }

    /// A view leaves its window: gestures driving recognizers on it or inside it cancel.
    func viewWillLeaveWindow(_ view: UIView) {
        for (device, gesture) in gestures where [gesture.pinch as UIGestureRecognizer?, gesture.rotation]
            .contains(where: { $0?.view?.isDescendant(of: view) == true }) {
            gestures[device] = nil
            Self.cancel(gesture)
        }
    }

    private static func cancel(_ gesture: Gesture) {
        for recognizer in [gesture.pinch as UIGestureRecognizer?, gesture.rotation] {
            guard let recognizer, recognizer.isPointerDriven, recognizer.hasBegun else { continue }
            recognizer.environment.drive(recognizer, to: .cancelled)
        }
    }
}
