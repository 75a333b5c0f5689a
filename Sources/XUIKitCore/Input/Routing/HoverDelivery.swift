import Foundation

/// Hands `.hover` events to `UIHoverGestureRecognizer`s: those attached to the view under the
/// pointer and its ancestors (hidden, disabled and non-interactive views are skipped, as in
/// hit-testing). A recognizer begins when the pointer enters its view, changes as it moves inside,
/// and ends when the pointer leaves the view or the window, or a button goes down.
@MainActor
final class HoverDelivery {
    /// Recognizers currently hovered, per hover touch.
    private var hovered: [ObjectIdentifier: [UIHoverGestureRecognizer]] = [:]

    func deliver(_ event: UIEvent, in window: UIWindow, through environment: GestureEnvironment) {
        for touch in event.changedTouches where touch.window === window {
            deliver(touch, through: environment)
        }
    }

    private func deliver(_ touch: UITouch, through environment: GestureEnvironment) {
        let key = ObjectIdentifier(touch)
        let previous = hovered[key] ?? []
        let exiting = touch.phase == .regionExited
        let current = exiting ? [] : GestureEnvironment.recognizers(from: touch.view)
            .compactMap { $0 as? UIHoverGestureRecognizer }
            .filter(\.isEnabled)
        environment.performAndSettle {
            for recognizer in previous where !current.contains(where: { $0 === recognizer }) {
                recognizer.hoverLocationInWindow = touch.locationInWindow
                if recognizer.hasBegun { environment.drive(recognizer, to: .ended) }
            }
            for recognizer in current {
                recognizer.hoverLocationInWindow = touch.locationInWindow
                if recognizer.hasBegun && previous.contains(where: { $0 === recognizer }) {
                    environment.drive(recognizer, to: .changed)
                } else if recognizer.storedState == .possible {
                    environment.drive(recognizer, to: .began)
                }
            }
        }
        hovered[key] = exiting ? nil : current
    }
}
