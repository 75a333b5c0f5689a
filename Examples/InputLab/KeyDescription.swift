import XUIKit

/// How the lab shows a key: its characters (a dead key alone gives none; the letter after it
/// gives the composed one, such as "é"), its layout-independent HID code and the modifiers held.
struct KeyDescription {
    let label: String
    let logLine: String

    @MainActor
    init(_ key: UIKey) {
        let characters = key.characters.isEmpty ? "(none)" : key.characters
        let modifiers = Self.names(key.modifierFlags)
        let code = "0x" + String(key.keyCode.rawValue, radix: 16)
        label = "\"\(characters)\" keyCode \(code) \(modifiers.isEmpty ? "" : modifiers.joined(separator: "+"))"
        logLine = "key \(characters) keyCode \(code) modifiers \(modifiers.isEmpty ? "none" : modifiers.joined(separator: "+"))"
    }

    private static func names(_ flags: UIKeyModifierFlags) -> [String] {
        let known: [(UIKeyModifierFlags, String)] = [
            (.control, "control"), (.alternate, "alt"), (.shift, "shift"), (.command, "command"),
            (.alphaShift, "capslock"), (.numericPad, "numpad"),
        ]
        return known.filter { flags.contains($0.0) }.map(\.1)
    }
}

extension UIEvent.EventSubtype {
    /// A media key's name, for a remote-control event's subtype.
    var mediaKeyName: String {
        switch self {
        case .remoteControlPlay: return "play"
        case .remoteControlPause: return "pause"
        case .remoteControlStop: return "stop"
        case .remoteControlTogglePlayPause: return "play/pause"
        case .remoteControlNextTrack: return "next track"
        case .remoteControlPreviousTrack: return "previous track"
        case .remoteControlBeginSeekingBackward: return "begin seeking backward"
        case .remoteControlEndSeekingBackward: return "end seeking backward"
        case .remoteControlBeginSeekingForward: return "begin seeking forward"
        case .remoteControlEndSeekingForward: return "end seeking forward"
        case .none, .motionShake: return "\(self)"
        }
    }
}
