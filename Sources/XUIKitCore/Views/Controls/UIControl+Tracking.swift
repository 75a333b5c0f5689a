import Foundation

extension UIControl {
    /// R7.13: inside means within the bounds grown by the tracking tolerance.
    func isInsideForTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        return bounds.insetBy(dx: -trackingTolerance, dy: -trackingTolerance).contains(point)
    }

    /// R7.8: touch-down. The touch stays the control's for its life even when `beginTracking`
    /// declines it, so that no other touch starts tracking meanwhile (R7.19).
    func trackingTouchBegan(_ touch: UITouch, with event: UIEvent?) {
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }                        // R7.10: no tracking, no events
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        dispatchActions(for: events, event: event)
    }

    /// R7.11, R7.12: a move while tracking.
    func trackingTouchMoved(_ touch: UITouch, with event: UIEvent?) {
        guard isTracking else { return }
        let wasInside = isTouchInside
        let inside = isInsideForTracking(touch)
        isTouchInside = inside
        guard continueTracking(touch, with: event) else {       // R7.11 step 2
            isTracking = false
            isHighlighted = false
            return
        }
        isHighlighted = inside
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if wasInside && !inside { events.insert(.touchDragExit) }
        if !wasInside && inside { events.insert(.touchDragEnter) }
        dispatchActions(for: events, event: event)
    }

    /// R7.14: the tracked touch ended.
    func trackingTouchEnded(_ touch: UITouch, with event: UIEvent?) {
        guard isTracking else { return resetTracking() }        // R7.10, R7.11: nothing to send
        let inside = isInsideForTracking(touch)
        isTouchInside = inside
        endTracking(touch, with: event)
        var events: Event = inside ? .touchUpInside : .touchUpOutside
        if inside { events.formUnion(primaryEventsOnTouchUpInside); primaryTouchUpInsideWillDispatch() }
        dispatchActions(for: events, event: event)
        resetTracking()
        if inside { primaryTouchUpInsideDidDispatch() }
    }

    /// R7.16 (and R7.7 with `sendCancel` false): tracking is cancelled.
    func cancelTrackingNow(with event: UIEvent?, sendCancel: Bool) {
        let wasTracking = isTracking
        if wasTracking { cancelTracking(with: event) }
        if wasTracking && sendCancel { dispatchActions(for: .touchCancel, event: event) }
        resetTracking()
    }

    /// The end of a touch's life in the control: every tracking flag clears (R7.14 step 4).
    private func resetTracking() {
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        trackedTouch = nil
    }
}
