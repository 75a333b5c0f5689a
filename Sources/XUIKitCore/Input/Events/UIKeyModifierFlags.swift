/// Modifier keys held during a key press or pointer event (R4.21 raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, Codable {
    /// The flags as UIKit's bit values (R4.21).
    public let rawValue: Int
    /// Makes a set of flags from UIKit's bit values.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Alt (Option) key is held; X11's Mod1.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Super (Windows) key is held, which plays the Command key's part; X11's Mod4.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
