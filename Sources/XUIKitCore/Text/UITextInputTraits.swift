/// How text input capitalizes letters automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether text input corrects spelling automatically.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// The kind of keyboard text input asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// The keyboard's colour scheme.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
}

/// The keyboard-related traits of an object that takes text input.
///
/// XUIKit's hardware keyboard ignores most traits — there is no autocorrection on Linux — but
/// they are kept so that UIKit code compiles and an on-screen keyboard (`UIKeyboardView`) can
/// read them. Every requirement has a default, so adopting `UIKeyInput` needs none of them.
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// When letters are capitalized automatically; XUIKit's keyboards do not yet.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether spelling is corrected automatically; XUIKit never does.
    var autocorrectionType: UITextAutocorrectionType { get }
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
