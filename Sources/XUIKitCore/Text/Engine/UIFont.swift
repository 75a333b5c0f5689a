import Foundation

/// A font: a fontconfig family, a size in points, a weight and a slant, drawn by Pango (which
/// falls back per character to any installed font that has the glyph).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// Font weights, with UIKit's values.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// UIKit's weight value: 0 is regular, negative lighter, positive heavier.
        public let rawValue: CGFloat
        /// A weight from UIKit's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The lightest weight (−0.8); Pango weight 100.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6); Pango weight 200.
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4); Pango weight 300.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight (0); Pango weight 400.
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23); Pango weight 500.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3); Pango weight 600.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4); Pango weight 700.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56); Pango weight 800.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (0.62); Pango weight 900.
        public static let black = Weight(rawValue: 0.62)

        /// The nine weights, lightest first, with their Pango (CSS) weight numbers and names.
        static let table: [(weight: Weight, pango: Int, name: String)] = [
            (.ultraLight, 100, "UltraLight"), (.thin, 200, "Thin"), (.light, 300, "Light"),
            (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "Semibold"),
            (.bold, 700, "Bold"), (.heavy, 800, "Heavy"), (.black, 900, "Black"),
        ]

        /// The Pango weight of the nearest of the nine weights.
        var pangoWeight: Int { nearestEntry.pango }
        var name: String { nearestEntry.name }
        private var nearestEntry: (weight: Weight, pango: Int, name: String) {
            Weight.table.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
        }

        /// The UIKit weight nearest to a Pango weight number.
        static func fromPango(_ value: Int) -> Weight {
            table.min { abs($0.pango - value) < abs($1.pango - value) }!.weight
        }
    }

    /// The fontconfig family, such as "Open Sans" or "monospace".
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the face slants (italic or oblique).
    let isItalic: Bool
    /// Whether digits are drawn at one width (the OpenType `tnum` feature).
    let usesMonospacedDigits: Bool
    /// The name the font was asked for by, when it was made with `UIFont(name:size:)`.
    private let requestedName: String?

    init(family: String, size: CGFloat, weight: Weight, italic: Bool = false, monospacedDigits: Bool = false,
         name: String? = nil) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.weight = weight
        isItalic = italic
        usesMonospacedDigits = monospacedDigits
        requestedName = name
    }

    /// The font's name: the name it was made with, or family and face as `OpenSans-Semibold`.
    public var fontName: String {
        if let requestedName { return requestedName }
        let face = weight == .regular && isItalic ? "Italic" : weight.name + (isItalic ? "Italic" : "")
        return familyName.replacingOccurrences(of: " ", with: "") + "-" + face
    }

    /// A font by family ("DejaVu Serif"), family and face ("Open Sans Semibold",
    /// "DejaVu Sans Bold Oblique") or the `fontName` form ("OpenSans-Semibold"); nil when no
    /// installed family has that name (fontconfig would substitute another; UIKit says nil).
    /// The generic names "sans-serif", "serif", "monospace" and "system-ui" are accepted too.
    public convenience init?(name: String, size: CGFloat) {
        guard let match = FontCatalog.shared.font(named: name) else { return nil }
        self.init(family: match.family, size: size, weight: match.weight, italic: match.italic, name: name)
    }

    /// The family the system fonts use; see `FontCatalog.systemFamily` for how it is chosen.
    public static var systemFamilyName: String { FontCatalog.shared.systemFamily }

    /// The family the system font uses instead of the one chosen from fontconfig, such as the
    /// desktop's `Gtk/FontName` (XSETTINGS) set by the display backend; nil (the default) to
    /// choose from fontconfig. Fonts made afterwards use it.
    public static var systemFontFamilyOverride: String? {
        get { FontCatalog.shared.systemFamilyOverride }
        set { FontCatalog.shared.systemFamilyOverride = newValue }
    }

    /// The system font at `size` points (fontconfig's `system-ui`/`sans-serif` family when it
    /// has real medium and semibold faces, otherwise Open Sans when installed).
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .regular)
    }
    /// The system font at `size` points and `weight`; fontconfig picks the installed face nearest
    /// to the weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: weight)
    }
    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .bold)
    }
    /// The italic system font at `size` points.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .regular, italic: true)
    }
    /// A monospaced font (fontconfig's `monospace`) at `size` points and `weight`.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "monospace", size: size, weight: weight)
    }
    /// The system font with digits of one width (tabular figures), for numbers that change.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: weight, monospacedDigits: true)
    }
    /// The standard size of body text: 17 points, as in UIKit.
    public static var systemFontSize: CGFloat { 17 }
    /// The standard size of label text: 17 points, as in UIKit.
    public static var labelFontSize: CGFloat { 17 }
    /// The standard size of button titles: 18 points, as in UIKit.
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard size of small text: 12 points, as in UIKit.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(family: familyName, size: size, weight: weight, italic: isItalic,
               monospacedDigits: usesMonospacedDigits, name: requestedName)
    }

    /// The Pango weight number (100…900) this font asks fontconfig for.
    var pangoWeight: Int { weight.pangoWeight }

    /// Distance from the baseline to the top of the tallest glyphs.
    @preconcurrency @MainActor public var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the lowest glyphs, as a negative number.
    @preconcurrency @MainActor public var descender: CGFloat { -metrics.descender }
    /// The height of one line of text (ascender + descender, as Pango spaces lines).
    @preconcurrency @MainActor public var lineHeight: CGFloat { metrics.ascender + metrics.descender }
    /// The height of capital letters above the baseline (measured on "H").
    @preconcurrency @MainActor public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase letters above the baseline (measured on "x").
    @preconcurrency @MainActor public var xHeight: CGFloat { metrics.xHeight }
    /// Extra space between lines the font asks for; 0, as Pango's lines touch.
    @preconcurrency @MainActor public var leading: CGFloat { 0 }

    @MainActor var metrics: FontMetrics { TextEngine.shared.metrics(for: self) }

    /// Fonts are equal when family, size, weight, slant and digit style are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.usesMonospacedDigits == rhs.usesMonospacedDigits
    }
    /// Hashes family, size and weight, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName); hasher.combine(pointSize); hasher.combine(weight)
    }
    /// The name and size, as `UIFont(OpenSans-Regular, 17pt)`.
    public var description: String { "UIFont(\(fontName), \(pointSize.clean)pt)" }
}

/// A font's vertical measurements in points, from Pango.
struct FontMetrics {
    let ascender: CGFloat
    let descender: CGFloat
    let capHeight: CGFloat
    let xHeight: CGFloat
}
