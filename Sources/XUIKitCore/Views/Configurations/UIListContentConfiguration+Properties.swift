import Foundation

extension UIListContentConfiguration {
    /// How a list content view's text looks (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Sendable {
        /// How the text lines up in its frame.
        public enum TextAlignment: Int, Sendable {
            /// Leading (left in a left-to-right layout).
            case natural
            /// Centred.
            case center
            /// Justified (drawn as natural in XUIKit).
            case justified
        }

        /// A change of case applied to the text when it is shown.
        public enum TextTransform: Int, Sendable {
            /// The text as given.
            case none
            /// UPPERCASE.
            case uppercase
            /// lowercase.
            case lowercase
            /// Capitalized Words.
            case capitalized
        }

        /// The font; the style's text style (body for cells).
        public var font: UIFont
        /// The base colour, before `colorTransformer`.
        public var color: UIColor
        /// Changes `color` when it is resolved; nil by default.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the text lines up; `.natural` by default.
        public var alignment: TextAlignment = .natural
        /// How a line too long is cut; `.byTruncatingTail` by default.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 (as many as needed) by default, as in UIKit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width; false by default.
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink; 0 by default.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before truncation; false by default (kept only).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category; true by default (XUIKit has
        /// one content size: kept only).
        public var adjustsFontForContentSizeCategory = true
        /// Whether a truncated text shows whole on hover; false by default (kept only).
        public var showsExpansionTextWhenTruncated = false
        /// A change of case applied to the text; `.none` by default.
        public var transform: TextTransform = .none

        /// The colour the state gives the text over `colorTransformer` (white for a selected
        /// sidebar row, R23.3); set by `updated(for:)`.
        var stateColorTransformer: UIConfigurationColorTransformer?

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `color` with `colorTransformer` (and the state's look) applied.
        public func resolvedColor() -> UIColor {
            let transformed = colorTransformer?(color) ?? color
            return stateColorTransformer?(transformed) ?? transformed
        }

        /// `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// How a list content view's image looks (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Sendable {
        /// A value of `reservedLayoutSize` that asks for the system's standard size: XUIKit
        /// reserves 29 pt, UIKit's standard width for list icons.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The colour of template images; nil takes the view's tint colour.
        public var tintColor: UIColor?
        /// Changes the tint colour when it is resolved; nil by default.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's corners; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, aspect kept; zero in a dimension means no
        /// limit (the default).
        public var maximumSize: CGSize = .zero
        /// The space kept for the image whatever its size, the image centred in it; zero (no
        /// reservation) by default. `standardDimension` asks for the standard size.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours under Invert Colors; false by default (kept only).
        public var accessibilityIgnoresInvertColors = false

        /// The tint the state gives the image (white for a selected sidebar row, R23.3).
        var stateTintTransformer: UIConfigurationColorTransformer?

        /// The tint of a template image: `tintColor` (or `tintColor` of the view) with the
        /// transformer applied.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            let transformed = tintColorTransformer?(base) ?? base
            return stateTintTransformer?(transformed) ?? transformed
        }

        /// The size kept for an image of `size` (R23.2): the image scaled down into
        /// `maximumSize`, then widened or heightened to `reservedLayoutSize`.
        func layoutSize(for size: CGSize) -> (image: CGSize, slot: CGSize) {
            var image = size
            if maximumSize.width > 0, image.width > maximumSize.width {
                image = CGSize(width: maximumSize.width, height: image.height * maximumSize.width / image.width)
            }
            if maximumSize.height > 0, image.height > maximumSize.height {
                image = CGSize(width: image.width * maximumSize.height / image.height, height: maximumSize.height)
            }
            func reserved(_ value: CGFloat) -> CGFloat { value == Self.standardDimension ? 29 : value }
            let slot = CGSize(width: max(image.width, reserved(reservedLayoutSize.width)),
                              height: max(image.height, reserved(reservedLayoutSize.height)))
            return (image, slot)
        }
    }
}
