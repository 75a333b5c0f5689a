import Foundation

/// Mouse and touchpad input: buttons and motion become the pointer's touch or hover, and a
/// device that goes away releases everything it held.
extension InputRouter {
    /// Any button drives the pointer's `.indirectPointer` touch: the first pressed begins it, the
    /// last released ends it; `buttonMask` shows the buttons held (R4.22), at the end the one
    /// released. Pressing a button ends the pointer's hover.
    func routePointerButton(_ button: InputEvent.PointerButton, in window: UIWindow, at time: TimeInterval) {
        // Numbers outside 1...255 are not buttons, and would grow the held set.
        guard (1...255).contains(button.button) else { return }
        let before = heldButtons[button.device] ?? []
        var held = before
        if button.isDown { held.insert(button.button) } else { held.remove(button.button) }
        heldButtons[button.device] = held.isEmpty ? nil : held
        if multitouchSimulator.handle(button, heldBefore: before, in: window, at: time, router: self) { return }
        let phase: InputEvent.Touch.Phase
        if button.isDown && before.isEmpty {
            hoverTracker.exit(device: button.device, at: button.location, time: time, router: self)
            phase = .began
        } else if !button.isDown && held.isEmpty && !before.isEmpty {
            phase = .ended
        } else {
            return   // another button joined or left a press under way
        }
        let touch = InputEvent.Touch(device: button.device, id: Self.pointerTouchID, phase: phase,
                                     location: button.location, type: .indirectPointer)
        let mask = Self.mask(button.isDown ? held : held.union([button.button]))
        touchTracker.apply(touch, in: window, at: time, buttonMask: mask, modifiers: button.modifiers, router: self)
    }

    /// Motion with buttons held moves the pointer's touch; with none, it hovers.
    func routePointerMotion(_ motion: InputEvent.PointerMotion, in window: UIWindow, at time: TimeInterval) {
        let held = heldButtons[motion.device] ?? []
        if multitouchSimulator.handle(motion, in: window, at: time, router: self) { return }
        guard !held.isEmpty else {
            hoverTracker.hover(device: motion.device, at: motion.location, in: window, time: time, router: self)
            return
        }
        let touch = InputEvent.Touch(device: motion.device, id: Self.pointerTouchID, phase: .moved,
                                     location: motion.location, type: .indirectPointer)
        touchTracker.apply(touch, in: window, at: time, buttonMask: Self.mask(held),
                           modifiers: motion.modifiers, router: self)
    }

    /// R4.22: the mask of the buttons held, in UIKit's numbering (primary 1, secondary 2, then
    /// the rest), which `InputEvent.PointerButton` already uses.
    static func mask(_ buttons: Set<Int>) -> UIEvent.ButtonMask {
        buttons.reduce(into: UIEvent.ButtonMask()) { mask, button in mask.insert(.button(button)) }
    }

    // MARK: - Devices

    /// A device went away: its touches are cancelled (recognizers cancel too), its buttons are
    /// released, its hover and touchpad gesture end. Unknown ids do nothing.
    func removeDevice(_ device: Int, at time: TimeInterval) {
        multitouchSimulator.deviceRemoved(device)
        let touches = touchTracker.activeTouches(ofDevice: device)
        let mask = Self.mask(heldButtons[device] ?? [])
        heldButtons[device] = nil
        var windows: [UIWindow] = []
        for case let window? in touches.map(\.touch.window) where !windows.contains(where: { $0 === window }) {
            windows.append(window)
        }
        for window in windows {
            let cancelled = touches.filter { $0.touch.window === window }.map { entry in
                InputEvent.Touch(device: device, id: entry.id, phase: .cancelled,
                                 location: entry.touch.locationInWindow, type: entry.touch.type)
            }
            touchTracker.apply(cancelled, in: window, at: time, buttonMask: mask, modifiers: modifiers, router: self)
        }
        hoverTracker.exit(device: device, at: nil, time: time, router: self)
        transformDelivery.deviceRemoved(device)
    }
}
