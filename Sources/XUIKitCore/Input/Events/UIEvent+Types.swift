extension UIEvent {
    /// The kind of an event (R4.1 raw values).
    public enum EventType: Int, Sendable, Codable {
        /// Fingers or pointer buttons: a `UIEvent` with `UITouch`es.
        case touches = 0
        /// A device motion: a shake.
        case motion = 1
        /// A media key or remote command.
        case remoteControl = 2
        /// Keys or buttons: a `UIPressesEvent`.
        case presses = 3
        /// A scroll wheel or touchpad scroll: a `UIScrollEvent`.
        case scroll = 10
        /// A pointer moving with no button held, for `UIHoverGestureRecognizer`.
        case hover = 11
        /// A touchpad pinch or rotation: a `UITransformEvent`.
        case transform = 14
    }

    /// The finer kind of a motion or remote-control event (R4.2 raw values).
    public enum EventSubtype: Int, Sendable, Codable {
        /// No subtype: touch, press, scroll, hover and transform events (R4.3).
        case none = 0
        /// A shake of the device.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause, whichever is not the current state (the Play/Pause media key).
        case remoteControlTogglePlayPause = 103
        /// Skip to the next track.
        case remoteControlNextTrack = 104
        /// Go back to the previous track.
        case remoteControlPreviousTrack = 105
        /// Start rewinding.
        case remoteControlBeginSeekingBackward = 106
        /// Stop rewinding.
        case remoteControlEndSeekingBackward = 107
        /// Start fast-forwarding.
        case remoteControlBeginSeekingForward = 108
        /// Stop fast-forwarding.
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
