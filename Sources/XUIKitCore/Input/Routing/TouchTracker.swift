import Foundation

/// Keeps one `UITouch` per finger for its whole sequence (R5.1) and the one reused touches
/// `UIEvent` (R4.5), and decides at `.began` which view a touch goes to (R5.3, R6.9, R6.16, R6.19).
@MainActor
final class TouchTracker {
    struct Key: Hashable { let device: Int; let id: Int }

    /// The app's touches event, reused for every delivery (R4.5).
    let event = UIEvent(type: .touches, timestamp: 0)
    private var active: [Key: UITouch] = [:]
    /// The key of each active touch, for finding a device's touches without a search.
    private var keys: [ObjectIdentifier: Key] = [:]
    /// How many touches each device has down.
    private var openCount: [Int: Int] = [:]
    /// Set once a refused touch was reported, so a flood says it once.
    private var reportedRefusal = false
    /// Active touches in the order they began.
    private var order: [UITouch] = []
    /// The last finished tap per device, for `tapCount` (R5.12).
    private var lastTap: [Int: (window: ObjectIdentifier, down: CGPoint, end: TimeInterval, count: Int)] = [:]
    /// Where each active touch went down, for the next touch's `tapCount`.
    private var downLocation: [ObjectIdentifier: CGPoint] = [:]

    /// R5.12 [IMPL]: a new down within this long after the previous touch ended…
    static var tapInterval: TimeInterval { UIApplication.shared.backend.styleHints.doubleClickInterval }
    /// …and within this distance of the previous down counts as another tap (the backend's style
    /// hints; 0.35 s and 45 pt unless the desktop says otherwise).
    static var tapDistance: CGFloat { UIApplication.shared.backend.styleHints.doubleClickDistance }

    /// The most touches one device may have down; a touch beyond it is refused (no touchscreen
    /// reports more than about twenty fingers). Keeps every event's cost bounded however many
    /// touches a broken or hostile source begins and never ends.
    static let maximumTouchesPerDevice = 32
    /// The most touches down at once, over all devices.
    static let maximumTouches = 128

    /// The touches currently down.
    var activeTouches: [UITouch] { order }

    func apply(_ input: InputEvent.Touch, in window: UIWindow, at time: TimeInterval,
               buttonMask: UIEvent.ButtonMask, modifiers: UIKeyModifierFlags, router: InputRouter) {
        apply([input], in: window, at: time, buttonMask: buttonMask, modifiers: modifiers, router: router)
    }

    /// Applies touches that changed together (one hardware frame) and sends the touches event
    /// once for all of them, so fingers landing together reach a view in one `touchesBegan`.
    func apply(_ inputs: [InputEvent.Touch], in window: UIWindow, at time: TimeInterval,
               buttonMask: UIEvent.ButtonMask, modifiers: UIKeyModifierFlags, router: InputRouter) {
        // A begin for an id still down ends the old touch first, on its own.
        for input in inputs where input.phase == .began {
            let key = Key(device: input.device, id: input.id)
            if let stale = active[key] {
                stale.phase = .cancelled
                stale.timestamp = time
                finish([(stale, key)], at: time, buttonMask: buttonMask, modifiers: modifiers, router: router)
            }
        }
        var changed: [UITouch] = []
        var finishing: [(UITouch, Key)] = []
        for input in inputs {
            let key = Key(device: input.device, id: input.id)
            switch input.phase {
            case .began:
                guard active[key] == nil else { continue }   // the same id twice in one frame
                guard admits(key) else { continue }
                changed.append(begin(input, key: key, in: window, at: time))
            case .moved:
                // A move without a begin, or to where the touch already is, is ignored.
                guard let touch = active[key], !changed.contains(where: { $0 === touch }),
                      touch.locationInWindow != input.location else { continue }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = input.location
                touch.phase = .moved
                touch.timestamp = time
                touch.force = input.force
                touch.majorRadius = input.majorRadius
                changed.append(touch)
            case .ended, .cancelled:
                // An end without a begin is ignored.
                guard let touch = active[key], !finishing.contains(where: { $0.0 === touch }) else { continue }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = input.location
                touch.phase = input.phase == .ended ? .ended : .cancelled
                touch.timestamp = time
                changed.removeAll { $0 === touch }
                changed.append(touch)
                finishing.append((touch, key))
            }
        }
        guard !changed.isEmpty else { return }
        dispatch(changed, at: time, buttonMask: buttonMask, modifiers: modifiers, router: router)
        for (touch, key) in finishing { retire(touch, key: key, at: time) }
    }

    /// Every active touch of `device`, per window, for cancelling them when the device goes away.
    func activeTouches(ofDevice device: Int) -> [(touch: UITouch, id: Int)] {
        guard openCount[device] != nil else { return [] }
        return order.compactMap { touch in
            guard let key = keys[ObjectIdentifier(touch)], key.device == device else { return nil }
            return (touch, key.id)
        }
    }

    /// Whether a new touch fits under the caps; the first refusal is reported.
    private func admits(_ key: Key) -> Bool {
        let perDevice = openCount[key.device] ?? 0
        guard perDevice >= Self.maximumTouchesPerDevice || order.count >= Self.maximumTouches else { return true }
        if !reportedRefusal {
            reportedRefusal = true
            Diagnostics.report("refused a touch of device \(key.device): \(perDevice) of its touches (\(order.count) in all) are down and never ended; at most \(Self.maximumTouchesPerDevice) per device and \(Self.maximumTouches) in all (said once)")
        }
        return false
    }

    private func begin(_ input: InputEvent.Touch, key: Key, in window: UIWindow, at time: TimeInterval) -> UITouch {
        let touch = UITouch()
        touch.window = window
        touch.type = input.type
        touch.isSynthesized = input.isSynthesized
        touch.locationInWindow = input.location
        touch.previousLocationInWindow = input.location
        touch.timestamp = time
        touch.phase = .began
        touch.force = input.force
        touch.majorRadius = input.majorRadius
        touch.view = window.hitTest(input.location, with: event)          // R6.9: once, at began
        touch.tapCount = tapCount(device: input.device, window: window, location: input.location, time: time)
        downLocation[ObjectIdentifier(touch)] = input.location
        touch.isWithheldFromView = !mayDeliver(touch, in: window)   // recognizers still get it (R6.18)
        active[key] = touch
        keys[ObjectIdentifier(touch)] = key
        openCount[key.device, default: 0] += 1
        order.append(touch)
        event.touchSet.insert(touch)
        return touch
    }

    /// R5.12: count taps by time since the last end and distance from the last down.
    private func tapCount(device: Int, window: UIWindow, location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap[device], last.window == ObjectIdentifier(window),
              time - last.end <= Self.tapInterval,
              hypot(location.x - last.down.x, location.y - last.down.y) <= Self.tapDistance
        else { return 1 }
        return last.count + 1
    }

    /// R6.16 and R6.19: may the touch's view receive it?
    private func mayDeliver(_ touch: UITouch, in window: UIWindow) -> Bool {
        guard let view = touch.view else { return false }
        let others = order.filter { $0.window === window && $0.deliveredToView && !$0.isDetachedFromView }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return false }
        if others.contains(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }) { return false }
        if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { return false }
        return true
    }

    /// Sends the end of touches already in their final phase, then forgets them.
    private func finish(_ touches: [(UITouch, Key)], at time: TimeInterval, buttonMask: UIEvent.ButtonMask,
                        modifiers: UIKeyModifierFlags, router: InputRouter) {
        dispatch(touches.map(\.0), at: time, buttonMask: buttonMask, modifiers: modifiers, router: router)
        for (touch, key) in touches { retire(touch, key: key, at: time) }
    }

    /// Forgets a finished touch, remembering an ended one for the next `tapCount` (R5.12).
    private func retire(_ touch: UITouch, key: Key, at time: TimeInterval) {
        active[key] = nil
        keys[ObjectIdentifier(touch)] = nil
        if let count = openCount[key.device] { openCount[key.device] = count > 1 ? count - 1 : nil }
        order.removeAll { $0 === touch }
        event.touchSet.remove(touch)
        let down = downLocation.removeValue(forKey: ObjectIdentifier(touch))
        if touch.phase == .ended, let down, let window = touch.window {
            lastTap[key.device] = (ObjectIdentifier(window), down, time, touch.tapCount)
        }
    }

    /// Sends the touches event once for the touches that changed; the others are stationary (R5.10).
    private func dispatch(_ changed: [UITouch], at time: TimeInterval, buttonMask: UIEvent.ButtonMask,
                          modifiers: UIKeyModifierFlags, router: InputRouter) {
        for touch in order where !changed.contains(where: { $0 === touch }) {
            touch.phase = .stationary
        }
        event.storedTimestamp = time
        event.storedButtonMask = buttonMask
        event.storedModifierFlags = modifiers
        event.changedTouches = changed
        router.application.sendEvent(event)
        event.changedTouches = []
    }

    /// Whether `touch` is still down (not yet ended or cancelled by the device).
    func isTracking(_ touch: UITouch) -> Bool { order.contains { $0 === touch } }

    /// The live touches whose view is `view` or inside it and still attached to it: those a
    /// view leaving its window must cancel (`InputRouter.cancelTouches(inside:)`).
    func attachedTouches(inside view: UIView) -> [UITouch] {
        order.filter { touch in
            guard let touchView = touch.view, !touch.isDetachedFromView else { return false }
            return touchView.isDescendant(of: view)
        }
    }
}
