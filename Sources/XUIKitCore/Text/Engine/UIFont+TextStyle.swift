import Foundation

extension UIFont {
    /// The semantic styles of text, with UIKit's raw names.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw name.
        public let rawValue: String
        /// A style from its raw name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A large title: 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading: 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A caption: 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// A smaller caption: 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// UIKit's size and weight for the style at the default ("large") content size.
        var sizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for a text style, at UIKit's size for the default ("large") content size:
    /// 34 pt large title … 11 pt caption 2, 17 pt body, 17 pt semibold headline.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.sizeAndWeight
        return .systemFont(ofSize: size, weight: weight)
    }
}

/// Scales fonts and values for a text style as the user's preferred text size asks. XUIKit has
/// the default ("large") content size, at which every size is the style's own: a font made for
/// body text stays as it is, and so does a value.
public struct UIFontMetrics: Sendable {
    /// The style whose scaling the metrics follow.
    let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Metrics for body text.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The ratio of the style's size at the current content size to its size at "large": 1.
    var scale: CGFloat { 1 }

    /// `font` scaled as the style's size scales.
    public func scaledFont(for font: UIFont) -> UIFont {
        scale == 1 ? font : font.withSize(font.pointSize * scale)
    }

    /// `font` scaled as the style's size scales, but no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
    }

    /// A length (such as spacing around text) scaled as the style's size scales.
    public func scaledValue(for value: CGFloat) -> CGFloat { value * scale }
}
