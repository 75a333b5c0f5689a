import Foundation

extension UIImage {
    /// How a symbol image is drawn: point size (or the text style or font that gives it), weight,
    /// scale, and colours (R24.5–R24.7). Unset values (`pointSize` 0, `.unspecified`, nil) are
    /// filled by a configuration applied later, or by the defaults: 17 pt (body text), regular,
    /// medium, the tint colour.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0 when unset (then the font's, the text style's, or 17).
        public let pointSize: CGFloat
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The size relative to the point size.
        public let scale: SymbolScale
        /// The text style whose size and weight the symbol takes; nil when unset.
        public let textStyle: UIFont.TextStyle?
        /// The font whose size and weight the symbol takes; nil when unset.
        public let font: UIFont?
        /// The colour of a hierarchical symbol; nil when unset.
        public let hierarchicalColor: UIColor?
        /// The colours of a palette symbol; nil when unset.
        public let paletteColors: [UIColor]?
        /// Whether the symbol draws its own colours (`preferringMulticolor()`).
        public let prefersMulticolor: Bool

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil, hierarchicalColor: UIColor? = nil,
             paletteColors: [UIColor]? = nil, prefersMulticolor: Bool = false, traitCollection: UITraitCollection? = nil) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that sets nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A point size, with the weight and scale unset.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        /// A point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        /// A point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A weight only.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        /// A scale only.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// The size and weight of a text style (17 pt regular for body).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// The size and weight of a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// The size and weight of a font.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// The size and weight of a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: 0, scale: scale, font: font) }
        /// A symbol drawn in one colour; where the icon has layers of lower opacity they stay
        /// lower (R24.7).
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: 0, hierarchicalColor: hierarchicalColor) }
        /// A symbol drawn in a palette; Adwaita's icons are one layer, so the first colour draws
        /// the whole icon (R24.7).
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: 0, paletteColors: paletteColors) }
        /// A symbol drawn in its own colours (Adwaita's: dark grey, with red or orange marks on
        /// some status icons) instead of the tint (R24.7).
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }

        /// The same settings for `traitCollection`.
        public override func withTraitCollection(_ traitCollection: UITraitCollection?) -> SymbolConfiguration {
            copy(traitCollection: .some(traitCollection))
        }

        /// This configuration with what `other` sets laid over it (R24.5): a size source (point
        /// size, font or text style) replaces this one's, a set weight or scale replaces this
        /// one's, and a colour setting replaces this one's colour settings.
        public override func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other else { return self }
            guard let symbol = other as? SymbolConfiguration else {
                return copy(traitCollection: .some(other.traitCollection ?? traitCollection))
            }
            let sizes = symbol.pointSize > 0 || symbol.font != nil || symbol.textStyle != nil
            let colours = symbol.hierarchicalColor != nil || symbol.paletteColors != nil || symbol.prefersMulticolor
            return SymbolConfiguration(
                pointSize: sizes ? symbol.pointSize : pointSize,
                weight: symbol.weight != .unspecified ? symbol.weight : weight,
                scale: symbol.scale != .unspecified ? symbol.scale : scale,
                textStyle: sizes ? symbol.textStyle : textStyle, font: sizes ? symbol.font : font,
                hierarchicalColor: colours ? symbol.hierarchicalColor : hierarchicalColor,
                paletteColors: colours ? symbol.paletteColors : paletteColors,
                prefersMulticolor: colours ? symbol.prefersMulticolor : prefersMulticolor,
                traitCollection: symbol.traitCollection ?? traitCollection)
        }

        /// The same settings without point size, font, text style or weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            copy(pointSize: 0, weight: .unspecified, textStyle: .some(nil), font: .some(nil))
        }
        /// The same settings without a scale.
        public func configurationWithoutScale() -> SymbolConfiguration { copy(scale: .unspecified) }
        /// The same settings without a text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration { copy(textStyle: .some(nil)) }
        /// The same settings without a weight.
        public func configurationWithoutWeight() -> SymbolConfiguration { copy(weight: .unspecified) }

        /// Whether `other` sets the same values.
        public func isEqual(to other: SymbolConfiguration?) -> Bool {
            guard let other else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && font == other.font && hierarchicalColor == other.hierarchicalColor
                && paletteColors == other.paletteColors && prefersMulticolor == other.prefersMulticolor
                && traitCollection == other.traitCollection
        }

        private func copy(pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
                          textStyle: UIFont.TextStyle?? = nil, font: UIFont?? = nil,
                          traitCollection: UITraitCollection?? = nil) -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize ?? self.pointSize, weight: weight ?? self.weight, scale: scale ?? self.scale,
                                textStyle: textStyle ?? self.textStyle, font: font ?? self.font,
                                hierarchicalColor: hierarchicalColor, paletteColors: paletteColors,
                                prefersMulticolor: prefersMulticolor, traitCollection: traitCollection ?? self.traitCollection)
        }

        /// The settings, for logs.
        public override var description: String {
            "<UIImage.SymbolConfiguration pointSize=\(resolvedPointSize.clean) weight=\(resolvedWeight) scale=\(resolvedScale)>"
        }
    }
}
