import Foundation

// The arithmetic of a symbol's size and weight (R24.5, R24.6).
extension UIImage.SymbolConfiguration {
    /// UIKit's default: the body text style's 17 pt.
    static let defaultPointSize: CGFloat = 17

    /// The point size: the set one, else the font's, else the text style's, else 17 (body).
    var resolvedPointSize: CGFloat {
        if pointSize > 0 { return pointSize }
        if let font { return font.pointSize }
        if let textStyle { return textStyle.sizeAndWeight.0 }
        return Self.defaultPointSize
    }

    /// The weight: the set one, else the font's, else the text style's (semibold for headline),
    /// else regular.
    var resolvedWeight: UIImage.SymbolWeight {
        if weight != .unspecified { return weight }
        if let font { return UIImage.SymbolWeight(font.weight) }
        if let textStyle { return UIImage.SymbolWeight(textStyle.sizeAndWeight.1) }
        return .regular
    }

    /// The scale: small, medium or large (`.default` and `.unspecified` are medium).
    var resolvedScale: UIImage.SymbolScale {
        switch scale {
        case .small, .large: scale
        case .default, .unspecified, .medium: .medium
        }
    }

    /// How much larger than its point size the symbol is drawn. Apple publishes no figure for the
    /// symbol scales; the SF Symbols app draws a small symbol about four fifths and a large one
    /// about a third larger than medium, so XUIKit uses 0.8 and 1.3.
    var scaleFactor: CGFloat {
        switch resolvedScale {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
    }

    /// The side, in points, of the square a symbol fills: the point size times the scale factor
    /// (Adwaita's symbolic icons are 16 × 16 squares that their shapes fill edge to edge, as a
    /// symbol fills its font's line).
    var side: CGFloat { resolvedPointSize * scaleFactor }

    /// The weight as an outline added around the glyph, in points (R24.6). Adwaita draws one
    /// weight, close to SF's regular, so heavier weights widen every edge by 0.8 % of the point
    /// size a step (bold, three steps, at 17 pt: 0.41 pt, as SF's bold strokes are about 0.8 pt
    /// wider than its regular ones). Lighter weights cannot be thinned this way and draw as regular.
    var weightOutset: CGFloat {
        let steps = resolvedWeight.rawValue - UIImage.SymbolWeight.regular.rawValue
        return steps > 0 ? CGFloat(steps) * 0.008 * resolvedPointSize : 0
    }

    /// The colour that fills the whole glyph whatever the tint: the first palette colour, else the
    /// hierarchical colour; nil when the tint (or the icon's own colours) decide.
    var fixedColor: UIColor? { paletteColors?.first ?? hierarchicalColor }
}
