import Foundation

/// Recognizers driven by pointer events rather than touches: hover (`UIHoverGestureRecognizer`),
/// scroll (`UIPanGestureRecognizer.allowedScrollTypesMask`) and touchpad transforms (pinch,
/// rotation). They track no touches, so they share touches with no recognizer and exclusivity
/// (R8.27) never applies; failure requirements, `shouldBegin` and the delegate still do (R8.34).
extension GestureEnvironment {
    /// Sets `recognizer.state` for a pointer-driven gesture. The recognizer joins the
    /// participants so that it is reset once it ends, is cancelled or fails (R8.11).
    func drive(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        performAndSettle {
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            recognizer.isPointerDriven = true
            recognizer.state = state
        }
    }
}

extension UIGestureRecognizer {
    /// Began or changed: a gesture under way.
    var hasBegun: Bool { storedState == .began || storedState == .changed }

    /// Free to start a pointer-driven gesture: enabled, attached, idle and tracking no touches.
    var isIdleForPointer: Bool {
        isEnabled && view != nil && storedState == .possible && trackedTouches.isEmpty && pendingRecognition == nil
    }

    /// The course of a touchpad transform, shared by pinch and rotation: an idle recognizer
    /// begins once `leftRest` (its value moved off its resting one), after `begin` took the
    /// event's values; one under way takes them with `change` and changes; it ends or cancels
    /// with the gesture.
    func follow(_ event: UITransformEvent, leftRest: Bool, begin: () -> Void, change: () -> Void) {
        lastCentroid = event.locationInWindow
        switch event.phase {
        case .began, .changed:
            if hasBegun && isPointerDriven {
                change()
                environment.drive(self, to: .changed)
            } else if isIdleForPointer && leftRest {
                begin()
                environment.drive(self, to: .began)
            }
        case .ended, .cancelled:
            guard hasBegun && isPointerDriven else { return }
            environment.drive(self, to: event.phase == .ended ? .ended : .cancelled)
        }
    }
}
