/// Calls the `touches…` methods of views.
///
/// All touches sharing a view and a phase go in one call (R6.13). A view gets later phases only
/// for touches it got in `touchesBegan` (R6.15), and exactly one end or cancel for each (R6.14).
/// (Recognizers see a touches event before views, R8.19: `GestureEnvironment.deliver` decides
/// and then calls `send`.)
@MainActor
enum TouchDelivery {
    /// Calls each touch's view with the given phase, grouped by view and phase in order of first
    /// appearance. A delivery made later than its event (R8.24, R8.25) or a cancellation by a
    /// recognizer (R8.21) shows the touch in that phase for the duration of the call (R5.11).
    static func send(_ deliveries: [(UITouch, UITouch.Phase)], with event: UIEvent?) {
        var groups: [(UIView, UITouch.Phase, [UITouch])] = []
        for (touch, phase) in deliveries {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view && $0.1 == phase }) {
                groups[index].2.append(touch)
            } else {
                groups.append((view, phase, [touch]))
            }
        }
        for (view, phase, group) in groups {
            let owed: [UITouch]
            switch phase {
            case .began:
                owed = group
                for touch in owed { touch.deliveredToView = true }
            case .moved:
                owed = group.filter(\.deliveredToView)
            case .ended, .cancelled:
                owed = group.filter(\.deliveredToView)
                for touch in owed { touch.deliveredToView = false }
            default:
                owed = []
            }
            guard !owed.isEmpty else { continue }
            let saved = owed.map(\.phase)
            for touch in owed { touch.phase = phase }
            switch phase {
            case .began: view.touchesBegan(Set(owed), with: event)
            case .moved: view.touchesMoved(Set(owed), with: event)
            case .ended: view.touchesEnded(Set(owed), with: event)
            default: view.touchesCancelled(Set(owed), with: event)
            }
            for (touch, phase) in zip(owed, saved) { touch.phase = phase }
        }
    }
}
