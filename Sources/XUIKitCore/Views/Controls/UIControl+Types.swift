extension UIControl {
    /// A control's state (R7.1 raw values).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits, numbered as in UIKit.
        public let rawValue: UInt
        /// A value from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits kept for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Control events (R7.21 raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits, numbered as in UIKit.
        public let rawValue: UInt
        /// A value from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (tap count above 1) went down inside the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved from outside to inside the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved from inside to outside the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switch, slider, stepper, segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap, Return in a text field).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control showed its menu as its primary action (R7.25).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event; not `.valueChanged` or `.primaryActionTriggered` (R7.22).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits kept for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content lines up vertically in a control.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    /// How content lines up horizontally in a control.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
}
