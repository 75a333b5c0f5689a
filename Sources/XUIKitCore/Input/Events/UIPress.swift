import Foundation

/// A key or button press, for its whole life from `.began` to `.ended`/`.cancelled` (R9.4).
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// R4.13 raw values.
    public enum Phase: Int, Sendable {
        /// The key or button went down.
        case began = 0
        /// An analog button's value changed; keys never change.
        case changed
        /// The press is held and did not change in this event.
        case stationary
        /// The key or button came up.
        case ended
        /// The press ended without coming up, such as when the window lost keyboard focus.
        case cancelled
    }

    /// R4.14 raw values.
    public enum PressType: Int, Sendable {
        /// The Up Arrow key or button.
        case upArrow = 0
        /// The Down Arrow key or button.
        case downArrow
        /// The Left Arrow key or button.
        case leftArrow
        /// The Right Arrow key or button.
        case rightArrow
        /// Select: the Return key, a remote's centre button, and keys with no other type.
        case select
        /// A remote's Menu button; the Escape key reports it.
        case menu
        /// A remote's Play/Pause button.
        case playPause
        /// The Page Up key.
        case pageUp = 30
        /// The Page Down key.
        case pageDown
        /// A TV remote's 123 button.
        case tvRemoteOneTwoThree
        /// A TV remote's four-colours button.
        case tvRemoteFourColors
    }

    /// Where the press is in its life: `.began` in `pressesBegan`, `.ended` in `pressesEnded`… (R4.13).
    public internal(set) var phase: Phase = .began
    /// When the press began or last changed, in seconds on the `systemUptime` clock (R4.4).
    public internal(set) var timestamp: TimeInterval = 0
    /// The press type: the arrow keys, Page Up and Page Down their own, Escape `.menu`, and every
    /// other key `.select`.
    public internal(set) var type: PressType = .select
    /// The keyboard key, or nil when the press does not come from a keyboard (R4.15).
    public internal(set) var key: UIKey?
    /// The responder the press was delivered to first; fixed at dispatch (R4.16).
    public internal(set) weak var responder: UIResponder?
    /// The window that was key when the press began.
    public internal(set) weak var window: UIWindow?
    /// 0 or 1 for digital buttons (R4.17).
    public internal(set) var force: CGFloat = 1

    /// Makes a press, for tests; presses from the keyboard are made by the toolkit.
    public init() {}

    /// Presses are equal only to themselves: one object per key press (R9.4).
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Hashes the press's identity, so a `Set<UIPress>` holds each press once.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event that carries presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressSet: Set<UIPress> = []
    /// The presses whose phase changed in this event.
    var changedPresses: [UIPress] = []

    public override init() {
        super.init()
        storedType = .presses
    }

    convenience init(timestamp: TimeInterval) {
        self.init()
        storedTimestamp = timestamp
    }

    /// Every press taking part in the event (R4.12).
    open var allPresses: Set<UIPress> { pressSet }
}
