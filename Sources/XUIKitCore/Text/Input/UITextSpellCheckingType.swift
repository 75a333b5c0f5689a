/// Whether text input checks spelling: underlines misspelt words and offers corrections (R38.5).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The platform's choice: on when autocorrection is not turned off (`.no`), as in UIKit.
    case `default`
    /// Never check.
    case no
    /// Always check (secure text entry still never does).
    case yes
}
