/// Calls the `touches…` methods of views for one touches event in one window.
///
/// All touches sharing a view and a phase go in one call (R6.13). A view gets later phases only
/// for touches it got in `touchesBegan` (R6.15), and exactly one end or cancel for each (R6.14).
@MainActor
struct TouchDelivery {
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.changedTouches.filter { $0.window === window && !$0.isDetachedFromView }
        for (view, phase, group) in Self.grouped(touches) {
            switch phase {
            case .began:
                for touch in group { touch.deliveredToView = true }
                view.touchesBegan(Set(group), with: event)
            case .moved:
                let owed = group.filter(\.deliveredToView)
                if !owed.isEmpty { view.touchesMoved(Set(owed), with: event) }
            case .ended:
                let owed = group.filter(\.deliveredToView)
                for touch in owed { touch.deliveredToView = false }
                if !owed.isEmpty { view.touchesEnded(Set(owed), with: event) }
            case .cancelled:
                let owed = group.filter(\.deliveredToView)
                for touch in owed { touch.deliveredToView = false }
                if !owed.isEmpty { view.touchesCancelled(Set(owed), with: event) }
            default:
                break
            }
        }
    }

    /// R6.20: a view left its window mid-touch. Each view gets one `touchesCancelled` with a nil
    /// event (so a control's `cancelTracking(with:)` sees nil, R7.17).
    static func deliverCancellation(_ touches: [UITouch]) {
        for (view, _, group) in grouped(touches) {
            for touch in group { touch.deliveredToView = false }
            view.touchesCancelled(Set(group), with: nil)
        }
    }

    /// Groups touches by view and phase, keeping the order in which each group first appears.
    static func grouped(_ touches: [UITouch]) -> [(UIView, UITouch.Phase, [UITouch])] {
        var groups: [(UIView, UITouch.Phase, [UITouch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view && $0.1 == touch.phase }) {
                groups[index].2.append(touch)
            } else {
                groups.append((view, touch.phase, [touch]))
            }
        }
        return groups
    }
}
