import CX11
import Foundation
import XUIKitCore
import XUIKitLinuxInput

/// Decodes XInput 2 events that need memory: the device table (which source devices scroll
/// smoothly), scroll-valuator baselines and touchpad gestures in progress.
///
/// ## Wheel and smooth scrolling: one click, one scroll
/// Which events a wheel click produces depends on the source device (verified on Xvfb; x11-notes
/// §0.7, §4; xserver `dix/getevents.c`, `emulate_scroll_button_events`):
/// - **No scroll class** (Xvfb's and Xorg's XTEST pointer, old drivers): an unflagged button 4–7
///   press/release, nothing else → one discrete scroll from the press.
/// - **Scroll class, smooth driver**: an unflagged XI_Motion whose scroll valuator moved, plus
///   buttons 4–7 the server emulated from it (flagged `XIPointerEmulated`) → the scroll comes
///   from the valuator, the buttons are dropped.
/// - **Scroll class, driver posting legacy buttons**: the button stays unflagged and the server
///   synthesizes the valuator motion, flagged `XIPointerEmulated` → the scroll comes from that
///   motion (reported as discrete: it stands for whole clicks), and the button is ignored
///   because the device has a scroll class.
/// So buttons 4–7 scroll only for devices without scroll axes, and a motion's scroll valuators are
/// read even when the motion is flagged emulated. (Touch-emulated motion carries no scroll
/// valuators, and still produces no pointer motion.)
///
/// A motion whose valuators are all scroll valuators (the pointer did not move) produces no
/// `.pointerMotion`; one that also moved the pointer produces both, scroll first.
struct XInputDecoder: Sendable {
    var devices: XInputDeviceTable
    var scroll = ScrollValuators()
    var gestures = TouchpadGestures()

    init(devices: XInputDeviceTable = XInputDeviceTable()) {
        self.devices = devices
    }

    /// Pointer, wheel and touch events (`XIDeviceEvent`) → raw input, in order.
    mutating func decode(_ event: XIDeviceEvent) -> [InputEvent.Kind] {
        let source = Int(event.sourceid)
        switch event.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            // With scroll axes, the valuators carry every wheel click (see above).
            if XInput2.wheelScroll(button: event.detail) != nil, !devices.scrollAxes(of: source).isEmpty { return [] }
        case XI_Motion:
            let axes = devices.scrollAxes(of: source)
            guard !axes.isEmpty else { break }
            let values = XInput2.valuators(event.valuators)
            let outcome = scroll.apply(device: source, axes: axes, values: values,
                                       pointsPerClick: XInput2.pointsPerWheelClick)
            guard outcome != .none else { break }
            var kinds: [InputEvent.Kind] = []
            if case .scrolled(let dx, let dy) = outcome {
                let isEmulated = event.flags & XIPointerEmulated != 0
                kinds.append(.scroll(InputEvent.Scroll(device: Int(event.deviceid),
                                                       location: CGPoint(x: event.event_x, y: event.event_y),
                                                       dx: dx, dy: dy, isDiscrete: isEmulated)))
            }
            let scrollNumbers = Set(axes.map(\.number))
            if values.keys.allSatisfy(scrollNumbers.contains) { return kinds }
            return kinds + (XInput2.decode(event).map { [$0] } ?? [])
        default:
            break
        }
        return XInput2.decode(event).map { [$0] } ?? []
    }

    /// Crossing and focus events. Entering a window restarts every scroll baseline: the
    /// accumulators kept moving while the pointer was elsewhere.
    mutating func decode(_ event: XIEnterEvent) -> InputEvent.Kind? {
        if event.evtype == XI_Enter { scroll.resetAll() }
        return XInput2.decode(event)
    }

    /// A master switched to another slave (`XISlaveSwitch`: restart that slave's baseline, its
    /// accumulator moved while another slave drove the pointer) or a device's classes changed
    /// (`XIDeviceChange`: record them).
    mutating func deviceChanged(_ event: XIDeviceChangedEvent) {
        if event.reason == XISlaveSwitch {
            scroll.reset(device: Int(event.sourceid))
        } else if var device = devices[Int(event.deviceid)] {
            device.readClasses(event.classes, count: event.num_classes)
            devices.update(device)
            scroll.reset(device: device.id)
        }
    }

    /// Devices were added, removed, attached, enabled or disabled. Returns the ids that went
    /// away (as `devicesGone(after:)` says) and takes `refreshed` as the new table.
    mutating func hierarchyChanged(_ changes: [XIHierarchyInfo], refreshed: XInputDeviceTable) -> [Int] {
        let gone = devices.devicesGone(after: changes)
        for id in gone {
            scroll.reset(device: id)
            gestures.forget(device: id)
        }
        devices = refreshed
        return gone
    }

    /// A pinch or swipe sample → the gesture's cumulative state.
    mutating func decode(_ sample: TouchpadGestures.Sample) -> InputEvent.Kind {
        .transform(gestures.apply(sample))
    }
}

extension XInput2 {
    /// The valuators an event carries, by valuator number. `values` is dense: the k-th set bit
    /// of `mask` owns `values[k]` (XI2proto).
    static func valuators(_ state: XIValuatorState) -> [Int: Double] {
        var out: [Int: Double] = [:]
        guard let mask = state.mask, let values = state.values else { return out }
        var index = 0
        for axis in 0..<(Int(state.mask_len) * 8) where mask[axis >> 3] & UInt8(1 << (axis & 7)) != 0 {
            out[axis] = values[index]
            index += 1
        }
        return out
    }
}
