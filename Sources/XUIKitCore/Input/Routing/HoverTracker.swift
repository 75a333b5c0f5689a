import Foundation

/// Keeps one hover `UITouch` per pointer device while the pointer is over a window with no button
/// held, and sends each change as a `.hover` event through `UIApplication.sendEvent(_:)` (so an
/// app's `sendEvent` override sees it).
///
/// The touch is `.indirectPointer` and goes `regionEntered → regionMoved* → regionExited`; hover
/// phases never reach `touchesBegan/Moved/Ended/Cancelled` (R5.9). The pointer exits when it
/// leaves the window, when a button goes down (the press is a touch, not a hover) and when its
/// device is removed; the next motion with no button held enters again.
@MainActor
final class HoverTracker {
    /// The app's hover event, reused for every delivery like the touches event (R4.5).
    let event = UIEvent(type: .hover, timestamp: 0)
    private var pointers: [Int: UITouch] = [:]
    /// Set once a refused pointer was reported, so a flood says it once.
    private var reportedRefusal = false

    /// The most pointers hovering at once; a pointer of one more device is refused until one of
    /// them exits. Every hover event carries all hovering touches, so this keeps its cost bounded
    /// however many device ids a broken or hostile source invents (like the touch caps).
    static let maximumPointers = 16

    /// How many pointers are hovering.
    var hoveringCount: Int { pointers.count }

    /// The pointer of `device` is at `location` in `window`: it enters, or moves.
    func hover(device: Int, at location: CGPoint, in window: UIWindow, time: TimeInterval, router: InputRouter) {
        if let touch = pointers[device], touch.window !== window {
            exit(device: device, at: nil, time: time, router: router)
        }
        let touch: UITouch
        if let existing = pointers[device] {
            guard existing.locationInWindow != location else { return }
            touch = existing
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = .regionMoved
        } else {
            guard admits(device: device) else { return }
            touch = UITouch()
            touch.type = .indirectPointer
            touch.window = window
            touch.previousLocationInWindow = location
            touch.phase = .regionEntered
            pointers[device] = touch
            event.touchSet.insert(touch)
        }
        touch.locationInWindow = location
        touch.timestamp = time
        touch.view = window.hitTest(location, with: event)
        window.pointerDidHover(over: touch.view)
        router.application.toolTipController.pointerMoved(over: touch.view, at: location, in: window)
        send(touch, at: time, router: router)
    }

    /// The pointer of `device` leaves (its window, or hovering). Nothing happens when it was not
    /// hovering.
    func exit(device: Int, at location: CGPoint?, time: TimeInterval, router: InputRouter) {
        guard let touch = pointers.removeValue(forKey: device) else { return }
        if let location, location != touch.locationInWindow {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.phase = .regionExited
        touch.window?.pointerDidHover(over: nil)
        router.application.toolTipController.hide()
        touch.timestamp = time
        send(touch, at: time, router: router)
        event.touchSet.remove(touch)
    }

    /// Whether one more pointer fits under the cap; the first refusal is reported.
    private func admits(device: Int) -> Bool {
        guard pointers.count >= Self.maximumPointers else { return true }
        if !reportedRefusal {
            reportedRefusal = true
            Diagnostics.report("refused hovering of pointer device \(device): \(pointers.count) pointers are hovering; at most \(Self.maximumPointers) (said once)")
        }
        return false
    }

    private func send(_ touch: UITouch, at time: TimeInterval, router: InputRouter) {
        event.storedTimestamp = time
        event.storedModifierFlags = router.modifiers
        event.changedTouches = [touch]
        router.application.sendEvent(event)
        event.changedTouches = []
    }
}
