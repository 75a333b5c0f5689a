/// How text input capitalizes letters automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// The first letter of every word.
    case words
    /// The first letter of every sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// Whether text input corrects spelling automatically.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The platform's choice: no correction in XUIKit.
    case `default`
    /// Never correct.
    case no
    /// Correct when the platform can; XUIKit cannot.
    case yes
}

/// The kind of keyboard text input asks for.
public enum UIKeyboardType: Int, Sendable {
    /// The standard keyboard for the current input method.
    case `default`
    /// A keyboard that types ASCII characters.
    case asciiCapable
    /// Digits and punctuation first.
    case numbersAndPunctuation
    /// For URLs: with `.`, `/` and `.com` at hand.
    case URL
    /// Digits only.
    case numberPad
    /// Digits, `*`, `#` and `+`.
    case phonePad
    /// Letters, or digits for a phone number.
    case namePhonePad
    /// For e-mail addresses: with `@` and `.` at hand.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// With `@` and `#` at hand.
    case twitter
    /// For search terms: with space and `.` at hand and a Go key.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}

/// The title of the keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google (a search).
    case google
    /// Join.
    case join
    /// Next (move to the next field).
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo (a search).
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// The keyboard's colour scheme.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's appearance.
    case `default`
    /// Light keys on a dark background.
    case dark
    /// Dark keys on a light background.
    case light
}

/// The keyboard-related traits of an object that takes text input.
///
/// XUIKit's hardware keyboard ignores most traits — there is no autocorrection on Linux — but
/// they are kept so that UIKit code compiles and an on-screen keyboard (`UIKeyboardView`) can
/// read them. Every requirement has a default, so adopting `UIKeyInput` needs none of them.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When letters are capitalized automatically; XUIKit's keyboards do not yet.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether spelling is corrected automatically; XUIKit never does.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether misspelt words are underlined and corrections offered (R38.5).
    var spellCheckingType: UITextSpellCheckingType { get }
    /// The kind of keyboard the input wants, such as `.numberPad`.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's colour scheme.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// What the Return key is called, such as `.done` or `.search`.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the Return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden (drawn as bullets) and cannot be copied.
    var isSecureTextEntry: Bool { get }
}

extension UITextInputTraits {
    /// `.sentences`, as in UIKit.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// `.default`.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// `.default`: checked unless autocorrection is off (R38.5).
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// `.default`.
    public var keyboardType: UIKeyboardType { .default }
    /// `.default`.
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// `.default`: Return is called Return.
    public var returnKeyType: UIReturnKeyType { .default }
    /// False: Return is always enabled.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// False: the text is shown.
    public var isSecureTextEntry: Bool { false }
}
