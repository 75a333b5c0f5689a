import CX11
import XUIKitCore

/// XInput 2 (≥ 2.2) for pointer, wheel, crossing, focus and touch input.
///
/// Selecting XI2 events on a window replaces the core events of the same kind for this client,
/// so pointer input arrives only through here; keys stay core events for the input method.
enum XInput2 {
    /// The events every window selects, for all master devices (one event per physical action).
    static let windowEvents: [Int32] = [
        XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut,
        // The three touch events must be selected together, or the server answers BadValue.
        XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd,
    ]

    /// Checks that the server speaks XInput 2.2 or newer and returns the extension's opcode,
    /// which identifies its events.
    ///
    /// - Throws: `PlatformError` when the extension is missing or older than 2.2.
    static func negotiate(display: OpaquePointer, displayName: String) throws -> Int32 {
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &eventBase, &errorBase) != 0 else {
            throw PlatformError("X display '\(displayName)' has no XInputExtension; XUIKit needs XInput 2.2 or newer")
        }
        // Ask for the newest version this backend understands; the server answers with what it agrees to.
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, (major, minor) >= (2, 2) else {
            throw PlatformError("X display '\(displayName)' has XInput \(major).\(minor); XUIKit needs XInput 2.2 or newer")
        }
        return opcode
    }

    /// Selects `windowEvents` on `window` for `XIAllMasterDevices`.
    static func selectEvents(display: OpaquePointer, window: Window) {
        // XISetMask is a C macro: event n is bit n % 8 of byte n / 8.
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for event in windowEvents { bits[Int(event >> 3)] |= UInt8(1 << (event & 7)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            // libXi copies the mask, so the buffer may go away afterwards.
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }
}
