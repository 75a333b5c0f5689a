/// A key's position as a USB HID keyboard usage (page 7), as `UIKey.keyCode` reports it (R4.20).
///
/// Only the raw value matters; the named constants cover the keys apps usually test for.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The usage number on the HID keyboard page (page 7).
    public let rawValue: Int
    /// Wraps any keyboard usage number, whether or not it has a named constant here.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The usage in hexadecimal, such as `HID(0x4)`, for logs and test failures.
    public var description: String { "HID(0x\(String(rawValue, radix: 16)))" }

    /// No key: the keyboard reported an undefined error; HID usage 0x03.
    public static let keyboardErrorUndefined = Self(rawValue: 0x03)
    /// The A key (its position: the key that types "a" on a US layout); HID usage 0x04.
    public static let keyboardA = Self(rawValue: 0x04)
    /// The B key (its position: the key that types "b" on a US layout); HID usage 0x05.
    public static let keyboardB = Self(rawValue: 0x05)
    /// The C key (its position: the key that types "c" on a US layout); HID usage 0x06.
    public static let keyboardC = Self(rawValue: 0x06)
    /// The D key (its position: the key that types "d" on a US layout); HID usage 0x07.
    public static let keyboardD = Self(rawValue: 0x07)
    /// The E key (its position: the key that types "e" on a US layout); HID usage 0x08.
    public static let keyboardE = Self(rawValue: 0x08)
    /// The F key (its position: the key that types "f" on a US layout); HID usage 0x09.
    public static let keyboardF = Self(rawValue: 0x09)
    /// The G key (its position: the key that types "g" on a US layout); HID usage 0x0A.
    public static let keyboardG = Self(rawValue: 0x0A)
    /// The H key (its position: the key that types "h" on a US layout); HID usage 0x0B.
    public static let keyboardH = Self(rawValue: 0x0B)
    /// The I key (its position: the key that types "i" on a US layout); HID usage 0x0C.
    public static let keyboardI = Self(rawValue: 0x0C)
    /// The J key (its position: the key that types "j" on a US layout); HID usage 0x0D.
    public static let keyboardJ = Self(rawValue: 0x0D)
    /// The K key (its position: the key that types "k" on a US layout); HID usage 0x0E.
    public static let keyboardK = Self(rawValue: 0x0E)
    /// The L key (its position: the key that types "l" on a US layout); HID usage 0x0F.
    public static let keyboardL = Self(rawValue: 0x0F)
    /// The M key (its position: the key that types "m" on a US layout); HID usage 0x10.
    public static let keyboardM = Self(rawValue: 0x10)
    /// The N key (its position: the key that types "n" on a US layout); HID usage 0x11.
    public static let keyboardN = Self(rawValue: 0x11)
    /// The O key (its position: the key that types "o" on a US layout); HID usage 0x12.
    public static let keyboardO = Self(rawValue: 0x12)
    /// The P key (its position: the key that types "p" on a US layout); HID usage 0x13.
    public static let keyboardP = Self(rawValue: 0x13)
    /// The Q key (its position: the key that types "q" on a US layout); HID usage 0x14.
    public static let keyboardQ = Self(rawValue: 0x14)
    /// The R key (its position: the key that types "r" on a US layout); HID usage 0x15.
    public static let keyboardR = Self(rawValue: 0x15)
    /// The S key (its position: the key that types "s" on a US layout); HID usage 0x16.
    public static let keyboardS = Self(rawValue: 0x16)
    /// The T key (its position: the key that types "t" on a US layout); HID usage 0x17.
    public static let keyboardT = Self(rawValue: 0x17)
    /// The U key (its position: the key that types "u" on a US layout); HID usage 0x18.
    public static let keyboardU = Self(rawValue: 0x18)
    /// The V key (its position: the key that types "v" on a US layout); HID usage 0x19.
    public static let keyboardV = Self(rawValue: 0x19)
    /// The W key (its position: the key that types "w" on a US layout); HID usage 0x1A.
    public static let keyboardW = Self(rawValue: 0x1A)
    /// The X key (its position: the key that types "x" on a US layout); HID usage 0x1B.
    public static let keyboardX = Self(rawValue: 0x1B)
    /// The Y key (its position: the key that types "y" on a US layout); HID usage 0x1C.
    public static let keyboardY = Self(rawValue: 0x1C)
    /// The Z key (its position: the key that types "z" on a US layout); HID usage 0x1D.
    public static let keyboardZ = Self(rawValue: 0x1D)
    /// The 1 key, above the letters (the digits 2–9 follow it, 0x1F–0x26; they have no named constant here); HID usage 0x1E.
    public static let keyboard1 = Self(rawValue: 0x1E)
    /// The 0 key, above the letters; HID usage 0x27.
    public static let keyboard0 = Self(rawValue: 0x27)
    /// The Return key of the main block; HID usage 0x28.
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    /// The Escape key; HID usage 0x29.
    public static let keyboardEscape = Self(rawValue: 0x29)
    /// The Backspace key, which deletes backwards; HID usage 0x2A.
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    /// The Tab key; HID usage 0x2B.
    public static let keyboardTab = Self(rawValue: 0x2B)
    /// The space bar; HID usage 0x2C.
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    /// The hyphen (minus) key; HID usage 0x2D.
    public static let keyboardHyphen = Self(rawValue: 0x2D)
    /// The equals key; HID usage 0x2E.
    public static let keyboardEqualSign = Self(rawValue: 0x2E)
    /// The opening-bracket key; HID usage 0x2F.
    public static let keyboardOpenBracket = Self(rawValue: 0x2F)
    /// The closing-bracket key; HID usage 0x30.
    public static let keyboardCloseBracket = Self(rawValue: 0x30)
    /// The Backslash key; HID usage 0x31.
    public static let keyboardBackslash = Self(rawValue: 0x31)
    /// The Semicolon key; HID usage 0x33.
    public static let keyboardSemicolon = Self(rawValue: 0x33)
    /// The Quote key; HID usage 0x34.
    public static let keyboardQuote = Self(rawValue: 0x34)
    /// The grave-accent and tilde key, left of 1 on US layouts; HID usage 0x35.
    public static let keyboardGraveAccentAndTilde = Self(rawValue: 0x35)
    /// The Comma key; HID usage 0x36.
    public static let keyboardComma = Self(rawValue: 0x36)
    /// The Period key; HID usage 0x37.
    public static let keyboardPeriod = Self(rawValue: 0x37)
    /// The Slash key; HID usage 0x38.
    public static let keyboardSlash = Self(rawValue: 0x38)
    /// The Caps Lock key; HID usage 0x39.
    public static let keyboardCapsLock = Self(rawValue: 0x39)
    /// The F1 key (F2–F11 follow it, 0x3B–0x44, without named constants here); HID usage 0x3A.
    public static let keyboardF1 = Self(rawValue: 0x3A)
    /// The F12 key; HID usage 0x45.
    public static let keyboardF12 = Self(rawValue: 0x45)
    /// The Insert key; HID usage 0x49.
    public static let keyboardInsert = Self(rawValue: 0x49)
    /// The Home key; HID usage 0x4A.
    public static let keyboardHome = Self(rawValue: 0x4A)
    /// The Page Up key; HID usage 0x4B.
    public static let keyboardPageUp = Self(rawValue: 0x4B)
    /// The Delete key, which deletes forwards; HID usage 0x4C.
    public static let keyboardDeleteForward = Self(rawValue: 0x4C)
    /// The End key; HID usage 0x4D.
    public static let keyboardEnd = Self(rawValue: 0x4D)
    /// The Page Down key; HID usage 0x4E.
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    /// The Right Arrow key; HID usage 0x4F.
    public static let keyboardRightArrow = Self(rawValue: 0x4F)
    /// The Left Arrow key; HID usage 0x50.
    public static let keyboardLeftArrow = Self(rawValue: 0x50)
    /// The Down Arrow key; HID usage 0x51.
    public static let keyboardDownArrow = Self(rawValue: 0x51)
    /// The Up Arrow key; HID usage 0x52.
    public static let keyboardUpArrow = Self(rawValue: 0x52)
    /// The Enter key of the numeric keypad; HID usage 0x58.
    public static let keypadEnter = Self(rawValue: 0x58)
    /// The Left Control key; HID usage 0xE0.
    public static let keyboardLeftControl = Self(rawValue: 0xE0)
    /// The Left Shift key; HID usage 0xE1.
    public static let keyboardLeftShift = Self(rawValue: 0xE1)
    /// The Left Alt key; HID usage 0xE2.
    public static let keyboardLeftAlt = Self(rawValue: 0xE2)
    /// The left Super (Windows, Command) key; HID usage 0xE3.
    public static let keyboardLeftGUI = Self(rawValue: 0xE3)
    /// The Right Control key; HID usage 0xE4.
    public static let keyboardRightControl = Self(rawValue: 0xE4)
    /// The Right Shift key; HID usage 0xE5.
    public static let keyboardRightShift = Self(rawValue: 0xE5)
    /// The Right Alt key; HID usage 0xE6.
    public static let keyboardRightAlt = Self(rawValue: 0xE6)
    /// The right Super (Windows, Command) key; HID usage 0xE7.
    public static let keyboardRightGUI = Self(rawValue: 0xE7)
}
