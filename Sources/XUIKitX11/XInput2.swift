import CX11
import XUIKitCore

/// XInput 2 (≥ 2.2, 2.4 when the server has it) for pointer, wheel, crossing, focus, touch and
/// touchpad-gesture input.
///
/// Selecting XI2 events on a window replaces the core events of the same kind for this client,
/// so pointer input arrives only through here; keys stay core events for the input method.
///
/// ## Touch ownership
/// Windows select XI_TouchBegin/Update/End but not XI_TouchOwnership. By the protocol
/// (XI2proto "Ownership of touch sequences"; x11-notes §3.5), a client that does not select
/// ownership events receives a touch sequence only once it is the sequence's owner: with no
/// grab (a plain desktop, Xvfb, the Xorg test server) that is immediately; when another client
/// holds a passive touch grab (a gesture-recognising window manager), only after that grabber
/// rejects the touch, and then the whole buffered sequence. A grabber that accepts takes the
/// touch: this client sees nothing of it, apart from pointer events flagged `XIPointerEmulated`,
/// which are dropped. Hence the backend never sees provisional touches it would have to undo, and
/// never calls `XIAllowTouchEvents` (only grabbing clients must). `XITouchPendingEnd` on an update
/// (the finger lifted, an earlier owner still undecided) needs no special care either: the
/// sequence ends at its real XI_TouchEnd.
enum XInput2 {
    /// The events every window selects, for all master devices (one event per physical action).
    static let windowEvents: [Int32] = [
        XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut,
        // The three touch events must be selected together, or the server answers BadValue.
        XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd,
    ]

    /// Touchpad gestures, XI 2.4: selecting them from a client that negotiated less is BadValue.
    static let gestureEvents: [Int32] = [
        XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
        XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd,
    ]

    /// The device-table events, selected on the root window. XI_HierarchyChanged may only be
    /// selected for `XIAllDevices`.
    static let rootEvents: [Int32] = [XI_HierarchyChanged, XI_DeviceChanged]

    /// What the server agreed to speak.
    struct Version: Sendable {
        /// The extension's major opcode, which marks its GenericEvents.
        var opcode: Int32
        var minor: Int32
        /// XI 2.4: touchpad pinch and swipe gestures.
        var hasGestures: Bool { minor >= 4 }
    }

    /// Checks that the server speaks XInput 2.2 or newer, asking for 2.4.
    ///
    /// - Throws: `PlatformError` when the extension is missing or older than 2.2.
    static func negotiate(display: OpaquePointer, displayName: String) throws -> Version {
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &eventBase, &errorBase) != 0 else {
            throw PlatformError("X display '\(displayName)' has no XInputExtension; XUIKit needs XInput 2.2 or newer")
        }
        // Ask for the newest version this backend understands; the server answers with what it
        // agrees to (at most what was asked), and remembers it for this client.
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success, (major, minor) >= (2, 2) else {
            throw PlatformError("X display '\(displayName)' has XInput \(major).\(minor); XUIKit needs XInput 2.2 or newer")
        }
        return Version(opcode: opcode, minor: major > 2 ? 4 : minor)
    }

    /// Selects `windowEvents` (and `gestureEvents` when the server agreed to 2.4) on `window`
    /// for `XIAllMasterDevices`.
    static func selectEvents(display: OpaquePointer, window: Window, gestures: Bool) {
        select(windowEvents + (gestures ? gestureEvents : []), device: XIAllMasterDevices,
               display: display, window: window)
    }

    /// Selects `rootEvents` on the root window for `XIAllDevices`. A mask for all devices also
    /// covers devices that appear later, so nothing is reselected on hotplug.
    static func selectRootEvents(display: OpaquePointer) {
        select(rootEvents, device: XIAllDevices, display: display, window: XDefaultRootWindow(display))
    }

    private static func select(_ events: [Int32], device: Int32, display: OpaquePointer, window: Window) {
        // XISetMask is a C macro: event n is bit n % 8 of byte n / 8.
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for event in events { bits[Int(event >> 3)] |= UInt8(1 << (event & 7)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            // libXi copies the mask, so the buffer may go away afterwards.
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }
}
