import Foundation
import Testing
@testable import XUIKitCore

@Suite("System images: names, template images, configurations")
struct SystemImageTests {
    @Test("R24.1: known SF Symbols names give images, drawn by the table's Adwaita icons")
    func knownNames() throws {
        let names = ["plus", "minus", "trash", "trash.fill", "star", "star.fill", "gear", "gearshape", "magnifyingglass",
                     "chevron.left", "chevron.right", "chevron.up", "chevron.down", "xmark", "xmark.circle.fill",
                     "checkmark", "checkmark.circle.fill", "square.and.arrow.up", "folder", "doc", "person", "heart",
                     "heart.fill", "info.circle", "exclamationmark.triangle", "bell", "house", "calendar", "paperplane",
                     "play.fill", "pause.fill", "speaker.wave.2", "wifi", "lock", "ellipsis.circle", "sidebar.left"]
        for name in names {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage, "\(name)")
        }
        #expect(SymbolTable.iconNames.count >= 200)
        // Outline and filled stars are different icons; the file is the theme's.
        let star = try #require(UIImage(systemName: "star")?.symbol?.glyph.path)
        let filled = try #require(UIImage(systemName: "star.fill")?.symbol?.glyph.path)
        #expect(star.hasSuffix("/non-starred-symbolic.svg") && filled.hasSuffix("/starred-symbolic.svg"))
    }

    @Test("R24.1: every icon the table names is in the installed theme")
    func tableIsInstalled() {
        let missing = Set(SymbolTable.iconNames.values).filter { IconTheme.symbolicIcons[$0] == nil }
        #expect(missing.isEmpty, "not installed: \(missing.sorted())")
    }

    @Test("R24.2: unknown names give nil; a .fill name missing from the table falls back to its outline")
    func unknownAndFallback() throws {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "list-add") == nil)   // an icon name is not an SF Symbols name
        #expect(UIImage(systemName: "cart") == nil)       // Adwaita has no cart
        // "wifi.fill" is not in the table; "wifi" is.
        #expect(SymbolTable.iconNames["wifi.fill"] == nil)
        let fallback = try #require(UIImage(systemName: "wifi.fill"))
        #expect(fallback.symbol?.glyph.path == UIImage(systemName: "wifi")?.symbol?.glyph.path)
        #expect(UIImage(systemName: "no.such.symbol.fill") == nil)
    }

    @Test("R24.3: symbol images are template images; bitmaps are not symbol images")
    @MainActor func templateImages() throws {
        let image = try #require(UIImage(systemName: "star.fill"))
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.isSymbolImage && image.symbolConfiguration != nil)
        #expect(image.withRenderingMode(.alwaysOriginal).isSymbolImage)
        #expect(image.withTintColor(.red).renderingMode == .alwaysTemplate)   // the rendering mode stays
        #expect(image.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(image.withTintColor(.red).fixedTintColor == .red)
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(!bitmap.isSymbolImage && bitmap.symbolConfiguration == nil)
        #expect(bitmap.applyingSymbolConfiguration(.init(pointSize: 30)) == nil)
    }

    @Test("R24.5: the default size is 17 pt (body), scaled 0.8 small and 1.3 large")
    func sizes() throws {
        #expect(try #require(UIImage(systemName: "plus")).size == CGSize(width: 17, height: 17))
        let config = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(try #require(UIImage(systemName: "plus", withConfiguration: config)).size == CGSize(width: 30, height: 30))
        // 30 pt × 0.8 = 24; 30 × 1.3 = 39.
        let small = UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: .small)
        #expect(try #require(UIImage(systemName: "plus", withConfiguration: small)).size.width == 24)
        let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: .large)
        #expect(abs(try #require(UIImage(systemName: "plus", withConfiguration: large)).size.width - 39) < 0.001)
        // .default and .unspecified are medium: the point size itself.
        #expect(UIImage.SymbolConfiguration(scale: .default).side == 17)
        // Text styles give their sizes: large title 34, caption 2 11; a font its point size.
        #expect(UIImage.SymbolConfiguration(textStyle: .largeTitle).side == 34)
        #expect(UIImage.SymbolConfiguration(textStyle: .caption2, scale: .large).side == 11 * 1.3)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22)).side == 22)
    }

    @Test("R24.6: weight comes from the configuration, the font or the text style; heavier weights outset the glyph")
    func weights() {
        #expect(UIImage.SymbolConfiguration.unspecified.resolvedWeight == .regular)
        #expect(UIImage.SymbolConfiguration(textStyle: .headline).resolvedWeight == .semibold)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .bold)).resolvedWeight == .bold)
        #expect(UIImage.SymbolConfiguration(weight: .black).resolvedWeight == .black)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        // Bold is three steps above regular: 3 × 0.8 % × 17 pt = 0.408 pt; light cannot thin.
        #expect(abs(UIImage.SymbolConfiguration(pointSize: 17, weight: .bold).weightOutset - 0.408) < 0.0001)
        #expect(UIImage.SymbolConfiguration(pointSize: 17, weight: .light).weightOutset == 0)
        #expect(UIImage.SymbolConfiguration(pointSize: 17, weight: .regular).weightOutset == 0)
    }

    @Test("R24.5: applying lays set values over unset ones; a new size source replaces the old")
    func applying() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let weightOnly = base.applying(UIImage.SymbolConfiguration(weight: .light))
        #expect(weightOnly.pointSize == 20 && weightOnly.weight == .light && weightOnly.scale == .large)
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(styled.pointSize == 0 && styled.textStyle == .title1 && styled.resolvedPointSize == 28 && styled.weight == .bold)
        let coloured = base.applying(UIImage.SymbolConfiguration(paletteColors: [.red, .blue]))
        #expect(coloured.paletteColors == [.red, .blue] && coloured.pointSize == 20)
        #expect(base.applying(nil) === base)
        #expect(base.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(base.configurationWithoutPointSizeAndWeight().weight == .unspecified)
        #expect(base.configurationWithoutScale().scale == .unspecified)
        #expect(base.configurationWithoutWeight().weight == .unspecified && base.configurationWithoutWeight().pointSize == 20)
        #expect(base.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        #expect(!base.isEqual(to: weightOnly))
        // On an image: applying keeps what the image had; withConfiguration replaces it.
        let image = try #require(UIImage(systemName: "gear", withConfiguration: base))
        let applied = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .light)))
        #expect(applied.size.width == 26 && applied.symbolConfiguration?.weight == .light)   // 20 × 1.3
        let replaced = image.withConfiguration(UIImage.SymbolConfiguration(weight: .light))
        #expect(replaced.size.width == 17 && replaced.isSymbolImage)
    }

    @Test("R24.4: compatibleWith's display scale sets the image's scale and its pixels")
    func traitScale() throws {
        let image = try #require(UIImage(systemName: "star.fill", compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.scale == 2 && image.size == CGSize(width: 17, height: 17))
        #expect(image.pixelWidth == 34 && image.pixelHeight == 34)
        // Its own pixels are the glyph in black: some opaque black inside the star.
        let opaque = (0..<34).flatMap { y in (0..<34).compactMap { x in image.pixel(x: x, y: y) } }.filter { $0.alpha == 255 }
        #expect(opaque.count > 200 && opaque.allSatisfy { $0.red == 0 && $0.green == 0 && $0.blue == 0 })
    }

    @Test("Symbol images can be made off the main actor, as UIImage can")
    func offMainActor() async throws {
        let size = await Task.detached { UIImage(systemName: "heart.fill")?.size }.value
        #expect(size == CGSize(width: 17, height: 17))
    }
}

@MainActor
@Suite("UIImageView.preferredSymbolConfiguration")
struct PreferredSymbolConfigurationTests {
    @Test("R24.5: an image view's preferred configuration sizes a symbol; other images ignore it")
    func sizesSymbols() throws {
        let gear = try #require(UIImage(systemName: "gear"))
        let view = UIImageView(image: gear)
        #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 40))
        // The same configured image until the image or the configuration changes.
        #expect(view.displayedImage === view.displayedImage)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .small)
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))   // 30 × 0.8
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 7)).image { _ in }
        view.image = bitmap
        #expect(view.intrinsicContentSize == CGSize(width: 5, height: 7))
    }
}
