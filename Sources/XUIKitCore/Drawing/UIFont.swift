import CCairo
import Foundation

/// A font: a fontconfig family name, a size in points and a weight.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// Font weights, with UIKit's values.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// UIKit's weight value: 0 is regular, negative lighter, positive heavier.
        public let rawValue: CGFloat
        /// A weight from UIKit's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The lightest weight (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3): from this weight up, text is drawn with the family's bold face.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// The fontconfig family ("sans-serif" for the system font).
    public let familyName: String
    /// The name the font was made with; the family name in XUIKit.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight; a font made by name is bold when the name contains "bold".
    public let weight: Weight

    /// The family the system fonts use; fontconfig picks the installed face.
    public static let systemFamilyName = "sans-serif"

    /// A font by fontconfig family name, such as "DejaVu Serif"; nil for an empty name.
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        familyName = name
        fontName = name
        pointSize = size
        weight = name.localizedCaseInsensitiveContains("bold") ? .bold : .regular
    }

    init(family: String, size: CGFloat, weight: Weight) {
        familyName = family
        fontName = family
        pointSize = size
        self.weight = weight
    }

    /// The system font (fontconfig's sans-serif, DejaVu Sans on Debian) at `size` points.
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .regular)
    }
    /// The system font at `size` points and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: weight)
    }
    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .bold)
    }
    /// A monospaced font (fontconfig's monospace) at `size` points and `weight`.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "monospace", size: size, weight: weight)
    }
    /// The standard size of body text: 17 points, as in UIKit.
    public static var systemFontSize: CGFloat { 17 }
    /// The standard size of label text: 17 points, as in UIKit.
    public static var labelFontSize: CGFloat { 17 }
    /// The standard size of button titles: 18 points, as in UIKit.
    public static var buttonFontSize: CGFloat { 18 }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(family: familyName, size: size, weight: weight)
    }

    /// Distance from the baseline to the top of the tallest glyphs.
    @MainActor public var ascender: CGFloat { metrics.ascent }
    /// Distance from the baseline to the bottom of the lowest glyphs, as a negative number.
    @MainActor public var descender: CGFloat { -metrics.descent }
    /// The height of one line of text.
    @MainActor public var lineHeight: CGFloat { metrics.height }

    @MainActor var metrics: TextMeasurer.FontMetrics { TextMeasurer.shared.metrics(for: self) }

    /// Fonts are equal when family, size and weight are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }
    /// Hashes family, size and weight, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName); hasher.combine(pointSize); hasher.combine(weight)
    }
    /// The family and size, as `UIFont(sans-serif, 17pt)`.
    public var description: String { "UIFont(\(familyName), \(pointSize.clean)pt)" }

    func apply(to cr: OpaquePointer?) {
        cairo_select_font_face(cr, familyName, CAIRO_FONT_SLANT_NORMAL,
                               weight.rawValue >= Weight.semibold.rawValue ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(pointSize))
    }
}

/// Measures text with Cairo's font machinery (fontconfig faces) on a scratch surface.
@MainActor
final class TextMeasurer {
    static let shared = TextMeasurer()

    struct FontMetrics {
        let ascent: CGFloat
        let descent: CGFloat
        let height: CGFloat
    }

    private let surface: OpaquePointer
    let cairo: OpaquePointer
    private var metricsCache: [UIFont: FontMetrics] = [:]

    private init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        cairo = cairo_create(surface)
    }

    func metrics(for font: UIFont) -> FontMetrics {
        if let cached = metricsCache[font] { return cached }
        font.apply(to: cairo)
        var extents = cairo_font_extents_t()
        cairo_font_extents(cairo, &extents)
        let metrics = FontMetrics(ascent: CGFloat(extents.ascent), descent: CGFloat(extents.descent),
                                  height: CGFloat(extents.ascent + extents.descent))
        metricsCache[font] = metrics
        return metrics
    }

    /// The advance width of `text` in `font`.
    func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        font.apply(to: cairo)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return CGFloat(extents.x_advance)
    }
}
