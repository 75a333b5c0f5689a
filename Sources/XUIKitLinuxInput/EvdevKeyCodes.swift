import XUIKitCore

/// Maps Linux evdev key codes to USB HID keyboard usages (page 7), so `UIKey.keyCode` names the
/// key's position whatever the layout (R4.20).
///
/// On evdev/libinput X servers and on Xvfb (`evdev+aliases(qwerty)`), X keycode − 8 is the evdev
/// code, as in every XKB keymap (Wayland's `wl_keyboard` too sends evdev codes). Values follow
/// `linux/input-event-codes.h` and the USB HID usage tables.
public enum EvdevKeyCodes {
    /// The HID usage for X (XKB) keycode `keycode`, or `.keyboardErrorUndefined` for keys without one.
    public static func hidUsage(forXKeycode keycode: UInt32) -> UIKeyboardHIDUsage {
        guard keycode >= 8, let usage = table[keycode - 8] else { return .keyboardErrorUndefined }
        return UIKeyboardHIDUsage(rawValue: usage)
    }

    /// evdev code → HID usage.
    static let table: [UInt32: Int] = [
        1: 0x29,                                                    // Escape
        2: 0x1E, 3: 0x1F, 4: 0x20, 5: 0x21, 6: 0x22,                // 1 2 3 4 5
        7: 0x23, 8: 0x24, 9: 0x25, 10: 0x26, 11: 0x27,              // 6 7 8 9 0
        12: 0x2D, 13: 0x2E, 14: 0x2A, 15: 0x2B,                     // - = Backspace Tab
        16: 0x14, 17: 0x1A, 18: 0x08, 19: 0x15, 20: 0x17,           // Q W E R T
        21: 0x1C, 22: 0x18, 23: 0x0C, 24: 0x12, 25: 0x13,           // Y U I O P
        26: 0x2F, 27: 0x30, 28: 0x28, 29: 0xE0,                     // [ ] Return LeftControl
        30: 0x04, 31: 0x16, 32: 0x07, 33: 0x09, 34: 0x0A,           // A S D F G
        35: 0x0B, 36: 0x0D, 37: 0x0E, 38: 0x0F,                     // H J K L
        39: 0x33, 40: 0x34, 41: 0x35, 42: 0xE1, 43: 0x31,           // ; ' ` LeftShift \
        44: 0x1D, 45: 0x1B, 46: 0x06, 47: 0x19, 48: 0x05,           // Z X C V B
        49: 0x11, 50: 0x10, 51: 0x36, 52: 0x37, 53: 0x38,           // N M , . /
        54: 0xE5, 55: 0x55, 56: 0xE2, 57: 0x2C, 58: 0x39,           // RightShift KP* LeftAlt Space CapsLock
        59: 0x3A, 60: 0x3B, 61: 0x3C, 62: 0x3D, 63: 0x3E,           // F1–F5
        64: 0x3F, 65: 0x40, 66: 0x41, 67: 0x42, 68: 0x43,           // F6–F10
        69: 0x53, 70: 0x47,                                         // NumLock ScrollLock
        71: 0x5F, 72: 0x60, 73: 0x61, 74: 0x56,                     // KP7 KP8 KP9 KP-
        75: 0x5C, 76: 0x5D, 77: 0x5E, 78: 0x57,                     // KP4 KP5 KP6 KP+
        79: 0x59, 80: 0x5A, 81: 0x5B, 82: 0x62, 83: 0x63,           // KP1 KP2 KP3 KP0 KP.
        86: 0x64, 87: 0x44, 88: 0x45,                               // Non-US \ F11 F12
        96: 0x58, 97: 0xE4, 98: 0x54, 99: 0x46, 100: 0xE6,          // KPEnter RightControl KP/ PrintScreen RightAlt
        102: 0x4A, 103: 0x52, 104: 0x4B, 105: 0x50, 106: 0x4F,      // Home Up PageUp Left Right
        107: 0x4D, 108: 0x51, 109: 0x4E, 110: 0x49, 111: 0x4C,      // End Down PageDown Insert Delete
        113: 0x7F, 114: 0x81, 115: 0x80, 117: 0x67, 119: 0x48,      // Mute VolumeDown VolumeUp KP= Pause
        125: 0xE3, 126: 0xE7, 127: 0x65,                            // LeftGUI RightGUI Menu
    ]
}
