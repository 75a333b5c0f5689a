import Foundation

/// Identifies one native window of a display backend.
///
/// The toolkit assigns one to every `UIWindow` when it is first shown; a backend maps it to its own
/// handle (an X11 `Window`, a headless bitmap).
public struct WindowID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number the toolkit gave the window, unique in the process.
    public let rawValue: Int
    /// Wraps a window number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// `window#N`, for logs.
    public var description: String { "window#\(rawValue)" }
}

/// One raw input event, before it becomes a `UIEvent`: the single door through which every kind of
/// input enters XUIKit.
///
/// Backends (X11), tests and record/replay all build these and hand them to
/// `UIApplication.shared.handle(_:)`. Locations are in the target window's coordinates (points);
/// `timestamp` is seconds on the `ProcessInfo.systemUptime` base (R4.4).
public struct InputEvent: Sendable, Codable, Equatable {
    /// When the input happened, in seconds on the `ProcessInfo.systemUptime` clock (R4.4).
    public var timestamp: TimeInterval
    /// The window the input happened in (for keys, the focused window).
    public var window: WindowID
    /// What happened, with its details.
    public var kind: Kind

    /// Makes an input event; hand it to `UIApplication.shared.handle(_:)`.
    public init(timestamp: TimeInterval, window: WindowID, kind: Kind) {
        self.timestamp = timestamp
        self.window = window
        self.kind = kind
    }

    /// What happened.
    public enum Kind: Sendable, Codable, Equatable {
        /// A finger on a touchscreen (or a synthesized finger).
        case touch(Touch)
        /// A pointer button went down or up. Button 1 drives a `UITouch` of type `.indirectPointer`.
        case pointerButton(PointerButton)
        /// The pointer moved, with or without buttons held.
        case pointerMotion(PointerMotion)
        /// The pointer entered (`true`) or left (`false`) the window.
        case pointerCrossing(entered: Bool, location: CGPoint, device: Int)
        /// A key went down, repeated or came up.
        case key(Key)
        /// A scroll wheel or touchpad scrolled, in points.
        case scroll(Scroll)
        /// The window gained (`true`) or lost keyboard focus.
        case focus(Bool)
        /// A media or remote-control command (play, pause, next track…).
        case remoteControl(UIEvent.EventSubtype)
        /// A device motion, such as a shake: `began` then `ended` or `cancelled`.
        case motion(UIEvent.EventSubtype, phase: MotionPhase)
        /// A touchpad pinch, rotate or swipe gesture, delivered as a `.transform` event.
        case transform(Transform)
        /// An input device disappeared (unplugged, disabled): its touches are cancelled and its
        /// buttons released.
        case deviceRemoved(Int)
    }

    /// A touch contact. `id` is unique among the device's active touches.
    public struct Touch: Sendable, Codable, Equatable {
        /// Where the contact is: down, moving, lifted, or taken away by the system.
        public enum Phase: String, Sendable, Codable {
            /// The contact touched down.
            case began
            /// The contact moved.
            case moved
            /// The contact lifted.
            case ended
            /// The device took the contact away (a palm rejected, a grab).
            case cancelled
        }
        /// The input device, as the backend numbers it; one device's ids are separate from another's.
        public var device: Int
        /// The contact's number, reused after it ends.
        public var id: Int
        /// Where the contact is in its life.
        public var phase: Phase
        /// Where the contact is, in the window's coordinates (points).
        public var location: CGPoint
        /// `.direct` for a touchscreen finger; the `UITouch` gets this type (R5.15).
        public var type: UITouch.TouchType
        /// True for touches the toolkit made up (simulated multitouch), never for hardware ones.
        public var isSynthesized: Bool
        /// The pressure, if the device reports it; 0 otherwise (R5.18).
        public var force: CGFloat
        /// The radius of the contact in points, if the device reports it; 0 otherwise (R5.17).
        public var majorRadius: CGFloat

        /// Makes a touch sample; only `id`, `phase` and `location` are needed.
        public init(device: Int = 0, id: Int, phase: Phase, location: CGPoint,
                    type: UITouch.TouchType = .direct, isSynthesized: Bool = false,
                    force: CGFloat = 0, majorRadius: CGFloat = 0) {
            self.device = device; self.id = id; self.phase = phase; self.location = location
            self.type = type; self.isSynthesized = isSynthesized; self.force = force
            self.majorRadius = majorRadius
        }
    }

    /// A pointer button. Buttons are numbered as UIKit's `UIEvent.ButtonMask.button(_:)` counts
    /// them: 1 primary, 2 secondary, 3 middle, 4 back, 5 forward (R4.22). A backend translates its
    /// own numbering at the border; wheel clicks arrive as `.scroll`, never as buttons.
    public struct PointerButton: Sendable, Codable, Equatable {
        /// The pointer device; each has its own `.indirectPointer` touch.
        public var device: Int
        /// The button number, in UIKit's numbering (see above).
        public var button: Int
        /// True when the button went down, false when it came up.
        public var isDown: Bool
        /// Where the pointer is, in the window's coordinates.
        public var location: CGPoint
        /// The modifier keys held.
        public var modifiers: UIKeyModifierFlags

        /// Makes a button press or release.
        public init(device: Int = 0, button: Int, isDown: Bool, location: CGPoint,
                    modifiers: UIKeyModifierFlags = []) {
            self.device = device; self.button = button; self.isDown = isDown
            self.location = location; self.modifiers = modifiers
        }
    }

    /// Pointer motion.
    public struct PointerMotion: Sendable, Codable, Equatable {
        /// The pointer device.
        public var device: Int
        /// Where the pointer is now, in the window's coordinates.
        public var location: CGPoint
        /// The modifier keys held.
        public var modifiers: UIKeyModifierFlags

        /// Makes a pointer motion: a drag while a button is held, a hover otherwise.
        public init(device: Int = 0, location: CGPoint, modifiers: UIKeyModifierFlags = []) {
            self.device = device; self.location = location; self.modifiers = modifiers
        }
    }

    /// A key press, repeat or release.
    public struct Key: Sendable, Codable, Equatable {
        /// The key's position as a USB HID usage (layout independent, R4.20).
        public var keyCode: UIKeyboardHIDUsage
        /// Text the key produced, modifiers and input method applied ("é" after a dead key).
        public var characters: String
        /// Text the key produces with no modifiers.
        public var charactersIgnoringModifiers: String
        /// The modifier keys held, this key included once it is down.
        public var modifiers: UIKeyModifierFlags
        /// True for a key press, false for its release.
        public var isDown: Bool
        /// True for a press the keyboard repeats while the key is held.
        public var isRepeat: Bool

        /// A key press or release with the HID usage, the text it types, and the modifiers held.
        public init(keyCode: UIKeyboardHIDUsage, characters: String,
                    charactersIgnoringModifiers: String, modifiers: UIKeyModifierFlags = [],
                    isDown: Bool, isRepeat: Bool = false) {
            self.keyCode = keyCode; self.characters = characters
            self.charactersIgnoringModifiers = charactersIgnoringModifiers
            self.modifiers = modifiers; self.isDown = isDown; self.isRepeat = isRepeat
        }
    }

    /// Scrolling, in points: positive `dy` scrolls content down (wheel towards the user).
    public struct Scroll: Sendable, Codable, Equatable {
        /// The scrolling device.
        public var device: Int
        /// Where the pointer is, in the window's coordinates: the view under it gets the scroll.
        public var location: CGPoint
        /// Horizontal distance in points; positive scrolls content right.
        public var dx: CGFloat
        /// Vertical distance in points; positive scrolls content down.
        public var dy: CGFloat
        /// True for discrete wheel clicks, false for smooth (touchpad) scrolling.
        public var isDiscrete: Bool

        /// Makes a scroll step.
        public init(device: Int = 0, location: CGPoint, dx: CGFloat, dy: CGFloat, isDiscrete: Bool) {
            self.device = device; self.location = location; self.dx = dx; self.dy = dy
            self.isDiscrete = isDiscrete
        }
    }

    /// Where a device motion is: a shake begins, then ends or is cancelled (R10.1).
    public enum MotionPhase: String, Sendable, Codable {
        /// The motion started.
        case began
        /// The motion finished.
        case ended
        /// The motion was interrupted (R10.4).
        case cancelled
    }

    /// A touchpad gesture the hardware recognised (X11's XI 2.4 pinch and swipe). The values are
    /// cumulative since `began`: `scale` starts at 1, `rotation` (radians, clockwise positive) and
    /// `translation` (points) at 0.
    public struct Transform: Sendable, Codable, Equatable {
        /// Where the gesture is in its sequence.
        public enum Phase: String, Sendable, Codable {
            /// The fingers started the gesture.
            case began
            /// The gesture moved on.
            case changed
            /// The fingers lifted.
            case ended
            /// The gesture was interrupted.
            case cancelled
        }
        /// The touchpad.
        public var device: Int
        /// Where the gesture is in its sequence.
        public var phase: Phase
        /// The pointer's location in the window.
        public var location: CGPoint
        /// The pinch since `began`: 1 at the start.
        public var scale: CGFloat
        /// The rotation since `began`, in radians, clockwise positive.
        public var rotation: CGFloat
        /// How far the fingers moved since `began`, in points.
        public var translation: CGPoint
        /// How many fingers are on the touchpad.
        public var fingerCount: Int

        /// Makes a touchpad gesture step.
        public init(device: Int = 0, phase: Phase, location: CGPoint, scale: CGFloat = 1,
                    rotation: CGFloat = 0, translation: CGPoint = .zero, fingerCount: Int = 2) {
            self.device = device; self.phase = phase; self.location = location; self.scale = scale
            self.rotation = rotation; self.translation = translation; self.fingerCount = fingerCount
        }
    }
}
