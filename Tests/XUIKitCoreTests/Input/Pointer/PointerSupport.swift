import Foundation
@testable import XUIKitCore

/// A window that records the type of every event it is sent, and the phases of hover touches,
/// as an app overriding `sendEvent(_:)` would see them.
@MainActor
final class EventTypeWindow: UIWindow {
    var types: [UIEvent.EventType] = []
    var hoverPhases: [UITouch.Phase] = []
    var hoverTouchTypes: [UITouch.TouchType] = []
    var transforms: [(phase: UITransformEvent.Phase, translation: CGPoint, fingers: Int)] = []

    override func sendEvent(_ event: UIEvent) {
        types.append(event.type)
        if event.type == .hover {
            for touch in event.allTouches ?? [] where touch.phase.rawValue >= UITouch.Phase.regionEntered.rawValue {
                hoverPhases.append(touch.phase)
                hoverTouchTypes.append(touch.type)
            }
        }
        if let transform = event as? UITransformEvent {
            transforms.append((transform.phase, transform.translation, transform.fingerCount))
        }
        super.sendEvent(event)
    }
}

/// A view that records `scrollWheel(with:)` calls, optionally handling them (not forwarding).
@MainActor
final class ScrollRecordingView: UIView {
    var scrolls: [(dx: CGFloat, dy: CGFloat, type: UIScrollType, location: CGPoint)] = []
    var events: [UIScrollEvent] = []
    var handles = true

    override func scrollWheel(with event: UIScrollEvent) {
        guard handles else { return super.scrollWheel(with: event) }
        scrolls.append((event.deltaX, event.deltaY, event.scrollType, event.location(in: self)))
        events.append(event)
    }
}

/// A pan recognizer target that samples translation and velocity at each action.
@MainActor
final class PanSampler {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var locations: [CGPoint] = []
    var touchCounts: [Int] = []

    func handle(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        states.append(pan.state)
        translations.append(pan.translation(in: nil))
        velocities.append(pan.velocity(in: nil))
        locations.append(pan.location(in: nil))
        touchCounts.append(pan.numberOfTouches)
    }
}

extension Selector {
    static let panSample = Selector("handle:", PanSampler.handle)
}
