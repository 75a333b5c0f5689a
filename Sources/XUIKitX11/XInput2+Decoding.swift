import CX11
import Foundation
import XUIKitCore

extension XInput2 {
    /// How far one wheel click scrolls, in points.
    static let pointsPerWheelClick: CGFloat = 40

    /// Translates a pointer or touch event (`XIDeviceEvent`) into raw input, or nil for events
    /// the toolkit does not want: pointer events the server emulated from touches, and wheel
    /// button releases.
    static func decode(_ event: XIDeviceEvent) -> InputEvent.Kind? {
        let location = CGPoint(x: event.event_x, y: event.event_y)
        let modifiers = X11Modifiers.flags(state: UInt32(bitPattern: event.mods.effective))
        let device = Int(event.deviceid)
        switch event.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            // The real touches arrive as XI_Touch* events; their pointer emulation would be a duplicate.
            guard event.flags & XIPointerEmulated == 0 else { return nil }
            let isDown = event.evtype == XI_ButtonPress
            if let scroll = wheelScroll(button: event.detail) {
                // A wheel click is a press/release pair: the press is the scroll.
                guard isDown else { return nil }
                return .scroll(InputEvent.Scroll(device: device, location: location,
                                                 dx: scroll.dx, dy: scroll.dy, isDiscrete: true))
            }
            return .pointerButton(InputEvent.PointerButton(device: device, button: uikitButton(event.detail),
                                                           isDown: isDown, location: location, modifiers: modifiers))
        case XI_Motion:
            guard event.flags & XIPointerEmulated == 0 else { return nil }
            return .pointerMotion(InputEvent.PointerMotion(device: device, location: location, modifiers: modifiers))
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let phase: InputEvent.Touch.Phase = switch event.evtype {
            case XI_TouchBegin: .began
            case XI_TouchUpdate: .moved
            default: .ended
            }
            // Touch ids are server-assigned per physical device (the slave), never reused.
            // XITouchPendingEnd on an update only means an earlier owner has not decided yet: it
            // stays a move, the touch ends at its XI_TouchEnd. XITouchEmulatingPointer (this touch
            // drives the emulated pointer) means nothing to UIKit. A TouchEnd for a touch never
            // begun (its begin went to a grab) is left to the touch tracker, which ignores it.
            return .touch(InputEvent.Touch(device: Int(event.sourceid), id: Int(event.detail), phase: phase,
                                           location: location, type: .direct))
        default:
            return nil
        }
    }

    /// Translates pointer crossing and focus events (`XIEnterEvent`), or nil for focus moves the
    /// window does not see as its own gain or loss.
    static func decode(_ event: XIEnterEvent) -> InputEvent.Kind? {
        switch event.evtype {
        case XI_Enter, XI_Leave:
            return .pointerCrossing(entered: event.evtype == XI_Enter,
                                    location: CGPoint(x: event.event_x, y: event.event_y),
                                    device: Int(event.deviceid))
        case XI_FocusIn, XI_FocusOut:
            // Focus moving to or from our own descendants, or with the pointer, does not change
            // which toplevel has the keyboard.
            guard event.detail != XINotifyInferior, event.detail != XINotifyPointer else { return nil }
            return .focus(event.evtype == XI_FocusIn)
        default:
            return nil
        }
    }

    /// R4.22: an X button (1 primary, 2 middle, 3 secondary, 4–7 wheel, 8 back, 9 forward) in
    /// UIKit's numbering (1 primary, 2 secondary, 3 middle, 4 back, 5 forward). Wheel buttons
    /// never get here: they decode as scrolls.
    static func uikitButton(_ xButton: Int32) -> Int {
        switch xButton {
        case 2: 3
        case 3: 2
        case 8...: Int(xButton) - 4
        default: Int(xButton)
        }
    }

    /// The scroll of legacy wheel buttons 4–7 (up, down, left, right); nil for other buttons.
    /// Positive `dy` scrolls content down (button 5, wheel towards the user).
    static func wheelScroll(button: Int32) -> (dx: CGFloat, dy: CGFloat)? {
        switch button {
        case 4: (0, -pointsPerWheelClick)
        case 5: (0, pointsPerWheelClick)
        case 6: (-pointsPerWheelClick, 0)
        case 7: (pointsPerWheelClick, 0)
        default: nil
        }
    }
}
