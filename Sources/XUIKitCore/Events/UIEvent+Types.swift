extension UIEvent {
    /// The kind of an event (R4.1 raw values).
    public enum EventType: Int, Sendable, Codable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The finer kind of a motion or remote-control event (R4.2 raw values).
    public enum EventSubtype: Int, Sendable, Codable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Pointer buttons held during an event (R4.22).
    public struct ButtonMask: OptionSet, Hashable, Sendable, Codable {
        /// The buttons as bits: button n is bit n − 1.
        public let rawValue: Int
        /// Makes a mask from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button: the left button, or a touchpad click (X11 button 1).
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button: the right button (X11 button 3).
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button `n`, counting the primary button as 1.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }
}
