import Foundation

/// UIKit's text attributes, with UIKit's raw names. Values: `.font` a `UIFont`, colours a
/// `UIColor`, `.underlineStyle`/`.strikethroughStyle` an `Int` or `NSUnderlineStyle`, `.kern` a
/// number of points, `.paragraphStyle` an `NSParagraphStyle`, `.link` a `URL` or `String`.
extension NSAttributedString.Key {
    /// The `UIFont` of the text; the 17 pt system font when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text; none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An underline: an `Int` or `NSUnderlineStyle` (`.single`, `.thick`, `.double`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A line through the text: an `Int` or `NSUnderlineStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Extra space after each character, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `NSParagraphStyle`: alignment, line spacing, line break mode, indents.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A link (`URL` or `String`): drawn underlined in the link colour.
    public static let link = NSAttributedString.Key("NSLink")
}
