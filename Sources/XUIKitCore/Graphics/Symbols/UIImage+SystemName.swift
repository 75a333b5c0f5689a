import Foundation

// How the pieces of Symbols/ fit (system images, R24):
//
// - `UIImage+SystemName.swift` (this file) is the API: `init?(systemName:)` and its variants,
//   `isSymbolImage`, `symbolConfiguration`, `withConfiguration(_:)`,
//   `applyingSymbolConfiguration(_:)` and `withTintColor(_:)`.
// - `SymbolTable.swift` and `SymbolTable+Things.swift` are data: SF Symbols name → Adwaita icon
//   name. scripts/check-symbol-table.sh writes docs/SystemImages.md from them and checks every
//   icon is installed. `IconTheme.swift` finds the icon's SVG file (with the `.fill` → outline
//   fallback); `SymbolGlyph.swift` parses it once with librsvg (CRsvg) and draws it as vectors.
// - `UIImage+SymbolConfiguration.swift` holds `UIImage.Configuration`, `SymbolWeight` and
//   `SymbolScale`; `SymbolConfiguration.swift` the configuration and how configurations combine;
//   `SymbolConfiguration+Metrics.swift` the arithmetic of size and weight.
// - `SymbolImage.swift` is what a `UIImage` keeps for a symbol: name, glyph, configuration. The
//   image's `draw(in:…)` (Images/UIImage+Drawing.swift) hands drawing to it, so the glyph is
//   filled at the context's resolution: crisp at scale 2, not a scaled bitmap (R24.4). The image's
//   pixels (for `pngData()` and the like) are the glyph in black at the image's scale.

extension UIImage {
    /// The system image named `name` (an SF Symbols name, such as "star.fill"), drawn with the
    /// Adwaita icon the table in docs/SystemImages.md names; nil for a name XUIKit does not know,
    /// as UIKit gives for an unknown name (R24.1, R24.2). A template image: it takes the tint
    /// colour of the view that shows it (R24.3). 17 pt (body text), regular, medium scale.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system image named `name`, sized and coloured by `configuration` (a
    /// `SymbolConfiguration`; nil gives the defaults).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(configuration)
        guard let file = IconTheme.file(forSystemName: name), let glyph = SymbolGlyph.glyph(at: file) else { return nil }
        let symbol = SymbolImage(name: name, glyph: glyph, configuration: symbolConfiguration)
        let displayScale = symbolConfiguration.traitCollection?.displayScale ?? 0
        let scale = displayScale > 0 ? displayScale : UIImage.screenScale
        self.init(surface: symbol.rasterized(scale: scale), scale: scale, renderingMode: .alwaysTemplate, symbol: symbol)
    }

    /// The system image named `name` for `traitCollection` (its display scale sets the image's
    /// scale).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// Whether the image is a symbol image (made by `init?(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// A symbol image's configuration; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The image's configuration: a symbol image's `SymbolConfiguration`; nil for other images.
    public var configuration: Configuration? { symbol?.configuration }

    /// The image with `configuration` instead of its own: a symbol image drawn at the
    /// configuration's size and colours. Other images come back unchanged (a copy).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return copy() }
        return symbolImage(symbol.with(SymbolConfiguration.unspecified.applying(configuration)))
    }

    /// A symbol image with `configuration` laid over its own (what it sets replaces what the image
    /// had); nil for an image that is not a symbol image, as in UIKit.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return symbolImage(symbol.with(symbol.configuration.applying(configuration)))
    }

    /// The image drawn in `color` whatever the tint of the view showing it (R24.3): a symbol's
    /// shape, or a bitmap's shape (its alpha), filled with `color`. The rendering mode stays.
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(fixedTintColor: color)
    }

    /// The image drawn in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, fixedTintColor: color)
    }

    /// This image's settings with another symbol (a new size needs new pixels).
    private func symbolImage(_ symbol: SymbolImage) -> UIImage {
        let displayScale = symbol.configuration.traitCollection?.displayScale ?? 0
        let scale = displayScale > 0 ? displayScale : self.scale
        return UIImage(surface: symbol.rasterized(scale: scale), scale: scale, renderingMode: renderingMode,
                       symbol: symbol, fixedTintColor: fixedTintColor)
    }
}
