import Foundation

/// The one path by which a view leaving its window (removed from its superview, its window
/// hidden or closed) ends its touches and gestures, R6.20.
///
/// Touches reach views two ways — delivered at once by the touch tracker, or withheld by a
/// recognizer that delays them (R8.24, R8.25) — and a removal settles both at once: each view
/// gets one `touchesCancelled` with a nil event (a control's `cancelTracking(with:)` sees nil,
/// R7.17) for the touches whose end it is still owed, nothing for touches it never saw, and
/// nothing for any of them afterwards. Recognizers on the leaving views are withdrawn.
extension InputRouter {
    /// A view (and its subtree) is leaving its window.
    func viewWillLeaveWindow(_ view: UIView) {
        cancelTouches(inside: view)
        transformDelivery.viewWillLeaveWindow(view)
    }

    /// A window is hiding: every touch and press in it is cancelled.
    func windowWillHide(_ window: UIWindow) {
        cancelTouches(inside: window)
        pressRouter.cancelAll(in: window, at: ProcessInfo.processInfo.systemUptime, application: application)
    }

    /// Cancels the touches of `view` and its subtree in their views (R6.20) and withdraws the
    /// recognizers attached there.
    func cancelTouches(inside view: UIView) {
        var affected = touchTracker.attachedTouches(inside: view)
        for touch in gestureEnvironment.dropHolds(inside: view) where !affected.contains(where: { $0 === touch }) {
            affected.append(touch)
        }
        let owed = affected.filter(\.deliveredToView)
        for touch in affected { touch.isDetachedFromView = true }
        // A touch still under the finger reads `.cancelled` from now on; a withheld touch that
        // already ended keeps its phase.
        for touch in owed where touchTracker.isTracking(touch) { touch.phase = .cancelled }
        TouchDelivery.send(owed.map { ($0, .cancelled) }, with: nil)
        gestureEnvironment.withdrawRecognizers(inside: view)
    }
}
