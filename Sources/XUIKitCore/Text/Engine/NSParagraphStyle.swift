import Foundation

/// How paragraphs of an attributed string are laid out (the `.paragraphStyle` attribute). XUIKit
/// reads the style at the string's first character for the whole text.
open class NSParagraphStyle: NSObject {
    /// The style with UIKit's defaults: natural alignment, word wrapping, no extra spacing.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines line up; `.natural` by default.
    public fileprivate(set) var alignment: NSTextAlignment = .natural
    /// Extra space between lines of a paragraph, in points; 0 by default.
    public fileprivate(set) var lineSpacing: CGFloat = 0
    /// How lines that do not fit break or are cut; `.byWordWrapping` by default.
    public fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The indent of each paragraph's first line, in points; 0 by default.
    public fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of the lines after the first, in points; 0 by default. XUIKit indents the
    /// first line by `firstLineHeadIndent - headIndent` relative to the others.
    public fileprivate(set) var headIndent: CGFloat = 0

    /// A style with the defaults.
    public override init() { super.init() }

    /// A mutable copy of the style.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    /// Whether `object` is a paragraph style with the same settings.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineSpacing == other.lineSpacing
            && lineBreakMode == other.lineBreakMode
            && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }
}

/// A paragraph style whose settings can change.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How lines line up.
    open override var alignment: NSTextAlignment {
        get { super.alignment } set { super.alignment = newValue }
    }
    /// Extra space between lines of a paragraph, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing } set { super.lineSpacing = newValue }
    }
    /// How lines that do not fit break or are cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode } set { super.lineBreakMode = newValue }
    }
    /// The indent of each paragraph's first line, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue }
    }
    /// The indent of the lines after the first, in points.
    open override var headIndent: CGFloat {
        get { super.headIndent } set { super.headIndent = newValue }
    }

    /// Takes every setting from `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        alignment = style.alignment
        lineSpacing = style.lineSpacing
        lineBreakMode = style.lineBreakMode
        firstLineHeadIndent = style.firstLineHeadIndent
        headIndent = style.headIndent
    }
}
