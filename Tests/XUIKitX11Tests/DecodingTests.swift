import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitX11
@testable import XUIKitLinuxInput
import XUIKit

/// Decoding hand-built XInput 2 events and key codes: no server needed.
@Suite("XInput 2 and key decoding (no server)")
@MainActor
struct DecodingTests {
    private func deviceEvent(_ type: Int32, detail: Int32 = 0, flags: Int32 = 0,
                             x: Double = 12.5, y: Double = 30) -> XIDeviceEvent {
        var event = XIDeviceEvent()
        event.evtype = type
        event.deviceid = 2
        event.sourceid = 11
        event.detail = detail
        event.flags = flags
        event.event_x = x
        event.event_y = y
        return event
    }

    @Test("A button release the server makes up for a device it then removes is dropped; other releases stay")
    func removedDeviceReleaseDropped() {
        func release(_ device: Int) -> InputEvent {
            InputEvent(timestamp: 1, window: WindowID(1),
                       kind: .pointerButton(.init(device: device, button: 1, isDown: false, location: .zero)))
        }
        let removed = InputEvent(timestamp: 1, window: WindowID(1), kind: .deviceRemoved(8))
        #expect(RemovedDeviceReleases.filter([release(2), release(8), removed]) == [release(2), removed])
        #expect(RemovedDeviceReleases.filter([removed, release(8)]) == [removed, release(8)], "a release after the removal stays")
    }

    @Test("Pointer events the server emulated from a touch are dropped")
    func emulatedPointerDropped() {
        for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] {
            #expect(XInput2.decode(deviceEvent(type, detail: 1, flags: XIPointerEmulated)) == nil)
            #expect(XInput2.decode(deviceEvent(type, detail: 1)) != nil)
        }
    }

    @Test("Touches are direct, keyed by source device and touch id, located in the window")
    func touches() {
        let phases: [(Int32, InputEvent.Touch.Phase)] = [(XI_TouchBegin, .began), (XI_TouchUpdate, .moved), (XI_TouchEnd, .ended)]
        for (type, phase) in phases {
            // The first touch also drives the emulated pointer; it is still a touch.
            let kind = XInput2.decode(deviceEvent(type, detail: 907, flags: XITouchEmulatingPointer))
            #expect(kind == .touch(InputEvent.Touch(device: 11, id: 907, phase: phase,
                                                    location: CGPoint(x: 12.5, y: 30), type: .direct)))
        }
    }

    @Test("Wheel button releases are ignored; buttons 8 and 9 are ordinary buttons")
    func wheelReleaseAndExtraButtons() {
        #expect(XInput2.decode(deviceEvent(XI_ButtonRelease, detail: 5)) == nil)
        #expect(XInput2.decode(deviceEvent(XI_ButtonPress, detail: 8))
                == .pointerButton(InputEvent.PointerButton(device: 2, button: 4, isDown: true,
                                                           location: CGPoint(x: 12.5, y: 30))))
    }

    @Test("R4.22: X buttons reach the core in UIKit's numbering: middle 3, secondary 2, back 4, forward 5")
    func buttonNumbering() {
        for (xButton, uikit) in [(1, 1), (2, 3), (3, 2), (8, 4), (9, 5)] {
            #expect(XInput2.decode(deviceEvent(XI_ButtonPress, detail: Int32(xButton)))
                    == .pointerButton(InputEvent.PointerButton(device: 2, button: uikit, isDown: true,
                                                               location: CGPoint(x: 12.5, y: 30))), "X button \(xButton)")
        }
    }

    @Test("Modifier state bits map to UIKit flags")
    func modifiers() {
        let state = UInt32(ShiftMask | LockMask | ControlMask | Mod1Mask | Mod4Mask)
        #expect(X11Modifiers.flags(state: state) == [.shift, .alphaShift, .control, .alternate, .command])
        #expect(X11Modifiers.flags(state: UInt32(Mod2Mask)) == [], "NumLock is not a UIKit modifier")
    }

    @Test("X keycodes map to HID usages by position (evdev + 8)")
    func keyCodes() {
        #expect(EvdevKeyCodes.hidUsage(forXKeycode: 38) == .keyboardA)
        #expect(EvdevKeyCodes.hidUsage(forXKeycode: 36) == .keyboardReturnOrEnter)
        #expect(EvdevKeyCodes.hidUsage(forXKeycode: 113) == .keyboardLeftArrow)
        #expect(EvdevKeyCodes.hidUsage(forXKeycode: 96) == .keyboardF12)
        #expect(EvdevKeyCodes.hidUsage(forXKeycode: 133) == .keyboardLeftGUI)
        #expect(EvdevKeyCodes.hidUsage(forXKeycode: 3) == .keyboardErrorUndefined)
    }

    @Test("Server times keep their intervals and never lie in the future")
    func serverClock() {
        var clock = ServerClock()
        #expect(clock.uptime(forServerTime: 5_000, now: 100) == 100)
        #expect(clock.uptime(forServerTime: 5_250, now: 100.5) == 100.25)
        // Read late at first: the clock moves so no event is stamped after "now".
        #expect(clock.uptime(forServerTime: 6_000, now: 100.8) == 100.8)
    }
}
