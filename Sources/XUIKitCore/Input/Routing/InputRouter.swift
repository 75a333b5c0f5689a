import Foundation

/// Turns raw `InputEvent`s into UIEvents and sends them through `UIApplication.sendEvent(_:)`.
///
/// This is the one door for input: the X11 backend, tests and replay all come through `route`.
@MainActor
final class InputRouter {
    unowned let application: UIApplication
    let touchTracker = TouchTracker()
    let pressRouter = PressRouter()
    /// The clock behind gesture timeouts (spec H2).
    let scheduler = EventScheduler()
    /// Gesture recognizers' share of touch delivery (§8).
    lazy var gestureEnvironment = GestureEnvironment(router: self)
    /// Hover of pointers with no button held (UIHoverGestureRecognizer).
    let hoverTracker = HoverTracker()
    let hoverDelivery = HoverDelivery()
    /// Scroll wheels and touchpad scrolling.
    let scrollDelivery = ScrollDelivery()
    /// Touchpad pinch and rotate.
    let transformDelivery = TransformDelivery()
    /// Control-drag to two fingers, when `UIApplication.simulatesMultitouch` is on.
    let multitouchSimulator = MultitouchSimulator()
    /// Pointer buttons held, per pointer device.
    var heldButtons: [Int: Set<Int>] = [:]
    /// The modifier keys held at the latest input that reported them, for events whose raw input
    /// does not carry them (scroll, transform).
    var modifiers: UIKeyModifierFlags = []
    /// Set once invalid input was reported (`InputValidation`), so a flood says it once.
    var reportedInvalidInput = false
    /// Set once input for a window that is not open was reported.
    var reportedUnknownWindow = false
    /// The touch id used for a pointer's button sequence (distinct from touchscreen ids).
    static let pointerTouchID = -1

    init(application: UIApplication) {
        self.application = application
    }

    func route(_ input: InputEvent) {
        // Timers that fell due before this input run first (R8.8).
        gestureEnvironment.performAndSettle { scheduler.advance(to: input.timestamp) }
        switch input.kind {
        case .remoteControl(let subtype):
            guard application.isReceivingRemoteControlEvents else { return }   // R10.6
            application.sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: input.timestamp))
            return
        case .motion(let subtype, let phase):
            // R10.2, R10.3: to the key window's first responder, or the app with no key window.
            application.sendEvent(MotionEvent(subtype: subtype, phase: phase, timestamp: input.timestamp))
            return
        case .deviceRemoved(let device):
            removeDevice(device, at: input.timestamp)
            return
        default:
            break
        }
        guard let window = openWindow(input.window) else { return }
        switch input.kind {
        case .touch(let touch):
            touchTracker.apply(touch, in: window, at: input.timestamp, buttonMask: [], modifiers: [], router: self)
        case .pointerButton(let button):
            modifiers = button.modifiers
            routePointerButton(button, in: window, at: input.timestamp)
        case .pointerMotion(let motion):
            modifiers = motion.modifiers
            routePointerMotion(motion, in: window, at: input.timestamp)
        case .pointerCrossing(let entered, let location, let device):
            guard (heldButtons[device] ?? []).isEmpty else { return }   // a drag, not a hover
            if entered {
                hoverTracker.hover(device: device, at: location, in: window, time: input.timestamp, router: self)
            } else {
                hoverTracker.exit(device: device, at: location, time: input.timestamp, router: self)
            }
        case .scroll(let scroll):
            let mask = Self.mask(heldButtons[scroll.device] ?? [])
            application.sendEvent(UIScrollEvent(scroll: scroll, timestamp: input.timestamp, window: window,
                                                buttonMask: mask, modifierFlags: modifiers))
        case .transform(let transform):
            application.sendEvent(UITransformEvent(transform: transform, timestamp: input.timestamp,
                                                   window: window, modifierFlags: modifiers))
        case .key(let key):
            modifiers = key.modifiers
            if key.isDown { application.toolTipController.hide() }   // R15.10
            pressRouter.route(key, in: window, at: input.timestamp, application: application)
        case .focus(let focused):
            if !focused { pressRouter.cancelAll(in: window, at: input.timestamp, application: application) }
            application.sceneLifecycle.window(window, focused: focused)   // R19.4
        case .remoteControl, .motion, .deviceRemoved:
            break   // handled above: they need no window
        }
    }

    /// Routes input that arrived together: a run of touches (see `touchRuns`) as one touches
    /// event, anything else one by one.
    func route(_ run: [InputEvent]) {
        guard run.count > 1, let last = run.last else {
            run.first.map(route)
            return
        }
        gestureEnvironment.performAndSettle { scheduler.advance(to: last.timestamp) }
        guard let window = openWindow(last.window) else { return }
        let touches = run.compactMap { input -> InputEvent.Touch? in
            if case .touch(let touch) = input.kind { return touch }
            return nil
        }
        touchTracker.apply(touches, in: window, at: last.timestamp, buttonMask: [], modifiers: [], router: self)
    }

    /// The open window input names, or nil with a diagnostic (once per app run) when there is
    /// none: a trace recorded in another app, or input racing a window's close.
    private func openWindow(_ id: WindowID) -> UIWindow? {
        if let window = application.window(for: id) { return window }
        if !reportedUnknownWindow {
            reportedUnknownWindow = true
            Diagnostics.report("dropped input for \(id), which is not an open window; later input for windows that are not open is dropped without a message")
        }
        return nil
    }

    /// Delivers a touches, hover, scroll or transform event in `window` (what `UIWindow.sendEvent`
    /// does with them, R6.12): touches to recognizers and then views (R8.19), hover to hover
    /// recognizers, scroll and transform to the recognizers or views under the pointer.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        switch event.type {
        case .touches:
            gestureEnvironment.deliver(event, in: window)
        case .hover:
            hoverDelivery.deliver(event, in: window, through: gestureEnvironment)
        case .scroll:
            if let event = event as? UIScrollEvent { scrollDelivery.deliver(event, in: window) }
        case .transform:
            if let event = event as? UITransformEvent { transformDelivery.deliver(event, in: window) }
        case .presses, .motion, .remoteControl:
            break   // the first responder's, not the router's (UIWindow.sendEvent)
        }
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
