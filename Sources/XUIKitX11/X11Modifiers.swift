import CX11
import XUIKitCore

/// Modifier keys from an X event's state bits.
enum X11Modifiers {
    /// UIKit flags for a core or XI2 modifier `state`: Shift, Lock (Caps Lock), Control,
    /// Mod1 (Alt) and Mod4 (Super, shown as Command).
    static func flags(state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        return flags
    }
}
