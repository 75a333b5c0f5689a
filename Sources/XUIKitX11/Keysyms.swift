import CX11
import XUIKitCore

/// What particular keysyms mean to UIKit.
enum Keysyms {
    /// The `UIKeyCommand.input…` string UIKit reports as a special key's characters (R4.19), or
    /// nil for keys that produce ordinary text.
    static func specialKeyInput(_ keysym: KeySym) -> String? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Up, XK_KP_Up: UIKeyCommand.inputUpArrow
        case XK_Down, XK_KP_Down: UIKeyCommand.inputDownArrow
        case XK_Left, XK_KP_Left: UIKeyCommand.inputLeftArrow
        case XK_Right, XK_KP_Right: UIKeyCommand.inputRightArrow
        case XK_Escape: UIKeyCommand.inputEscape
        case XK_Page_Up, XK_KP_Page_Up: UIKeyCommand.inputPageUp
        case XK_Page_Down, XK_KP_Page_Down: UIKeyCommand.inputPageDown
        case XK_Home, XK_KP_Home: UIKeyCommand.inputHome
        case XK_End, XK_KP_End: UIKeyCommand.inputEnd
        case XK_Delete, XK_KP_Delete: UIKeyCommand.inputDelete
        // UIKit names the function keys UIKeyInputF1 … UIKeyInputF12.
        case XK_F1...XK_F12: "UIKeyInputF\(Int(keysym) - Int(XK_F1) + 1)"
        default: nil
        }
    }

    /// The remote-control command of a media key, or nil for other keys. The Play key of PC
    /// keyboards is a play/pause toggle, as a headset's button is in UIKit.
    static func remoteControlSubtype(_ keysym: KeySym) -> UIEvent.EventSubtype? {
        switch keysym {
        case KeySym(XF86XK_AudioPlay): .remoteControlTogglePlayPause
        case KeySym(XF86XK_AudioPause): .remoteControlPause
        case KeySym(XF86XK_AudioStop): .remoteControlStop
        case KeySym(XF86XK_AudioNext): .remoteControlNextTrack
        case KeySym(XF86XK_AudioPrev): .remoteControlPreviousTrack
        default: nil
        }
    }

    /// True for keypad keysyms (`XK_KP_*`), which set `.numericPad`.
    static func isKeypad(_ keysym: KeySym) -> Bool {
        (KeySym(XK_KP_Space)...KeySym(XK_KP_Equal)).contains(keysym)
    }

    /// `text` without C0 control characters and DEL: what Ctrl+letter and bare Return,
    /// Backspace or Escape produce is not text.
    static func removingControlCharacters(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
    }
}
