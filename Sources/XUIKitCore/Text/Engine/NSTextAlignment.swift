import Foundation

/// How lines of text line up in their rectangle.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines fill the width (the last line of a paragraph is natural).
    case justified
    /// The text's own direction: left for left-to-right text, right for Arabic or Hebrew.
    case natural
}

/// How text that does not fit is wrapped or cut.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word longer than a line breaks between characters).
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping
    /// Cut lines that do not fit at the edge.
    case byClipping
    /// Replace the start of the last line that fits with "…".
    case byTruncatingHead
    /// Replace the end of the last line that fits with "…".
    case byTruncatingTail
    /// Replace the middle of the last line that fits with "…".
    case byTruncatingMiddle
}

/// How underlines and strikethroughs are drawn (`.underlineStyle`, `.strikethroughStyle`).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The style's bits, as UIKit's.
    public let rawValue: Int
    /// A style from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
