import Foundation

/// Turns raw `InputEvent`s into UIEvents and sends them through `UIApplication.sendEvent(_:)`.
///
/// This is the one door for input: the X11 backend, tests and replay all come through `route`.
@MainActor
final class InputRouter {
    unowned let application: UIApplication
    let touchTracker = TouchTracker()
    let touchDelivery = TouchDelivery()
    let pressRouter = PressRouter()
    /// The clock behind gesture timeouts (spec H2).
    let scheduler = EventScheduler()
    /// Gesture recognizers' share of touch delivery (§8).
    lazy var gestureEnvironment = GestureEnvironment(router: self)
    /// Pointer buttons held, per pointer device.
    private var heldButtons: [Int: Set<Int>] = [:]
    /// The touch id used for a pointer's button-1 sequence (distinct from touchscreen ids).
    static let pointerTouchID = -1

    init(application: UIApplication) {
        self.application = application
    }

    func route(_ input: InputEvent) {
        // Timers that fell due before this input run first (R8.8).
        gestureEnvironment.performAndSettle { scheduler.advance(to: input.timestamp) }
        guard let window = application.window(for: input.window) else { return }
        switch input.kind {
        case .touch(let touch):
            touchTracker.apply(touch, in: window, at: input.timestamp, buttonMask: [], modifiers: [], router: self)
        case .pointerButton(let button):
            routePointerButton(button, in: window, at: input.timestamp)
        case .pointerMotion(let motion):
            let held = heldButtons[motion.device] ?? []
            guard held.contains(1) else { return }
            let touch = InputEvent.Touch(device: motion.device, id: Self.pointerTouchID, phase: .moved,
                                         location: motion.location, type: .indirectPointer)
            touchTracker.apply(touch, in: window, at: input.timestamp, buttonMask: Self.mask(held),
                               modifiers: motion.modifiers, router: self)
        case .pointerCrossing, .scroll, .transform, .deviceRemoved:
            break   // Hover, scroll, transform and device removal arrive with the full pointer support.
        case .key(let key):
            pressRouter.route(key, in: window, at: input.timestamp, application: application)
        case .focus(let focused):
            if !focused { pressRouter.cancelAll(in: window, at: input.timestamp, application: application) }
        case .remoteControl(let subtype):
            guard application.isReceivingRemoteControlEvents else { return }   // R10.6
            application.sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: input.timestamp))
        case .motion(let subtype, let phase):
            application.sendEvent(MotionEvent(subtype: subtype, phase: phase, timestamp: input.timestamp))
        }
    }

    private func routePointerButton(_ button: InputEvent.PointerButton, in window: UIWindow, at time: TimeInterval) {
        var held = heldButtons[button.device] ?? []
        if button.isDown { held.insert(button.button) } else { held.remove(button.button) }
        heldButtons[button.device] = held
        guard button.button == 1 else { return }
        let touch = InputEvent.Touch(device: button.device, id: Self.pointerTouchID,
                                     phase: button.isDown ? .began : .ended,
                                     location: button.location, type: .indirectPointer)
        let mask = Self.mask(button.isDown ? held : held.union([1]))
        touchTracker.apply(touch, in: window, at: time, buttonMask: mask, modifiers: button.modifiers, router: self)
    }

    static func mask(_ buttons: Set<Int>) -> UIEvent.ButtonMask {
        buttons.reduce(into: UIEvent.ButtonMask()) { mask, button in
            switch button {
            case 1: mask.insert(.primary)
            case 3: mask.insert(.secondary)
            case 2: mask.insert(.button(3))
            default: if button > 7 { mask.insert(.button(button - 4)) }
            }
        }
    }

    // MARK: - Hierarchy changes

    /// A view (and its subtree) is leaving its window: its touches are cancelled (R6.20).
    func viewWillLeaveWindow(_ view: UIView) {
        touchTracker.cancelTouches(inside: view)
        gestureEnvironment.viewWillLeaveWindow(view)
    }

    /// A window is hiding: every touch in it is cancelled.
    func windowWillHide(_ window: UIWindow) {
        touchTracker.cancelTouches(inside: window)
        gestureEnvironment.viewWillLeaveWindow(window)
        pressRouter.cancelAll(in: window, at: ProcessInfo.processInfo.systemUptime, application: application)
    }
}

/// A shake or other device motion (R10.1).
@MainActor
final class MotionEvent: UIEvent {
    let phase: InputEvent.MotionPhase
    init(subtype: EventSubtype, phase: InputEvent.MotionPhase, timestamp: TimeInterval) {
        self.phase = phase
        super.init()
        storedType = .motion
        storedSubtype = subtype
        storedTimestamp = timestamp
    }
}

/// Delivers a press, motion or remote-control event to `responder`; unhandled, it climbs the
/// chain through the default implementations (R9.1, R10.2, R10.7).
@MainActor
func deliverToFirstResponderChain(_ event: UIEvent, from responder: UIResponder) {
    switch event.type {
    case .presses:
        guard let event = event as? UIPressesEvent else { return }
        let byPhase = Dictionary(grouping: event.changedPresses, by: \.phase)
        if let began = byPhase[.began] { responder.pressesBegan(Set(began), with: event) }
        if let changed = byPhase[.changed] { responder.pressesChanged(Set(changed), with: event) }
        if let ended = byPhase[.ended] { responder.pressesEnded(Set(ended), with: event) }
        if let cancelled = byPhase[.cancelled] { responder.pressesCancelled(Set(cancelled), with: event) }
    case .motion:
        let phase = (event as? MotionEvent)?.phase ?? .ended
        switch phase {
        case .began: responder.motionBegan(event.subtype, with: event)
        case .ended: responder.motionEnded(event.subtype, with: event)
        case .cancelled: responder.motionCancelled(event.subtype, with: event)
        }
    case .remoteControl:
        responder.remoteControlReceived(with: event)
    case .touches, .hover, .scroll, .transform:
        break
    }
}
