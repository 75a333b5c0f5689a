import Foundation
import Testing
@testable import XUIKitCore

/// UIFont and UIFontDescriptor through fontconfig, with fixed, installed families (DejaVu Sans,
/// Open Sans: scripts/install-deps.sh) so figures are stable.
@MainActor
@Suite("UIFont through Pango and fontconfig")
struct FontTests {
    @Test("The nine weights ask for nine Pango weights, and each weight the family has a face for draws with that face")
    func nineWeights() throws {
        let table = UIFont.Weight.table
        #expect(Set(table.map(\.pango)).count == 9)
        let installed = Set(FontCatalog.shared.faces(of: "Open Sans").filter { !$0.italic }.map(\.pangoWeight))
        try #require(installed.count >= 4, "Open Sans has light…extrabold faces")
        var loaded: [Int] = []
        for entry in table {
            let face = try #require(TextEngine.shared.loadedFace(of: UIFont(family: "Open Sans", size: 17, weight: entry.weight)))
            #expect(face.family == "Open Sans")
            if installed.contains(entry.pango) { #expect(face.weight == entry.pango, "weight \(entry.name)") }
            loaded.append(face.weight)
        }
        #expect(loaded == loaded.sorted(), "heavier weights never draw lighter")
        #expect(Set(loaded).count == installed.filter { (100...900).contains($0) }.count)
    }

    @Test("The system font uses a family with real semibold and medium-weight faces, and honours the override")
    func systemFamily() {
        let family = UIFont.systemFont(ofSize: 17).familyName
        let weights = Set(FontCatalog.shared.faces(of: family).map(\.pangoWeight))
        #expect(weights.count >= 4, "\(family) has \(weights.sorted())")
        #expect(TextEngine.shared.loadedFace(of: .systemFont(ofSize: 17, weight: .semibold))?.weight
                != TextEngine.shared.loadedFace(of: .systemFont(ofSize: 17, weight: .regular))?.weight)
        UIFont.systemFontFamilyOverride = "DejaVu Serif"
        defer { UIFont.systemFontFamilyOverride = nil }
        #expect(UIFont.systemFont(ofSize: 12).familyName == "DejaVu Serif")
        #expect(UIFont.boldSystemFont(ofSize: 12).familyName == "DejaVu Serif")
    }

    @Test("UIFont(name:size:) finds families and faces by name, and is nil for a family that is not installed")
    func byName() throws {
        let family = try #require(UIFont(name: "DejaVu Sans", size: 12))
        #expect(family.familyName == "DejaVu Sans" && family.weight == .regular && family.pointSize == 12)
        let semibold = try #require(UIFont(name: "Open Sans Semibold", size: 12))
        #expect(semibold.familyName == "Open Sans" && semibold.weight == .semibold)
        let bold = try #require(UIFont(name: "OpenSans-Bold", size: 12))
        #expect(bold.weight == .bold)
        #expect(UIFont(name: "DejaVu Sans Bold Oblique", size: 12)?.isItalic == true)
        #expect(UIFont(name: "No Such Family Anywhere", size: 12) == nil)
        #expect(UIFont(name: "DejaVu Sans Wobbly", size: 12) == nil)
        let named = UIFont.systemFont(ofSize: 12, weight: .bold)
        #expect(UIFont(name: named.fontName, size: 12)?.weight == .bold, "fontName \(named.fontName) names the font again")
    }

    @Test("Metrics come from the face: cap height above x-height, descender negative, line height their span, all scaling with size")
    func metrics() throws {
        let font = try #require(UIFont(name: "DejaVu Sans", size: 20))
        #expect(font.ascender > font.capHeight && font.capHeight > font.xHeight && font.xHeight > 0)
        #expect(font.descender < 0)
        #expect(font.lineHeight == font.ascender - font.descender)
        let double = font.withSize(40)
        #expect(abs(double.capHeight - 2 * font.capHeight) < 1)
        #expect(abs(double.lineHeight - 2 * font.lineHeight) < 1)
        // DejaVu Sans: cap height 0.729 em.
        #expect(abs(font.capHeight - 14.58) < 0.8)
    }

    @Test("Descriptors carry family, weight and traits into fonts and back")
    func descriptors() throws {
        let descriptor = UIFontDescriptor(fontAttributes: [
            .family: "DejaVu Sans",
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold.rawValue],
        ])
        let bold = UIFont(descriptor: descriptor, size: 14)
        #expect(bold.familyName == "DejaVu Sans" && bold.weight == .bold && bold.pointSize == 14)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = try #require(descriptor.withSymbolicTraits([.traitItalic]))
        let italicFont = UIFont(descriptor: italic, size: 0)
        #expect(italicFont.isItalic && italicFont.pointSize == 17)
        #expect(italicFont.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFont(name: "DejaVu Sans Mono", size: 12)?.fontDescriptor.symbolicTraits.contains(.traitMonoSpace) == true)
        #expect(descriptor.withSize(30).pointSize == 30)
        #expect(descriptor.fontAttributes[.family] as? String == "DejaVu Sans")
        let face = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Open Sans"]).withFace("Semibold"), size: 12)
        #expect(face.weight == .semibold)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
    }

    @Test("Text styles have UIKit's sizes at the default content size, and UIFontMetrics keeps a maximum")
    func textStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.pointSize == 17 && headline.weight == .semibold)
        let metrics = UIFontMetrics(forTextStyle: .title1)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 28)).pointSize == 28)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
    }

    @Test("Monospaced digits draw every digit at one width")
    func monospacedDigits() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let engine = TextEngine.shared
        #expect(abs(engine.width(of: "111111", font: font) - engine.width(of: "888888", font: font)) < 0.01)
    }
}

/// R42.6: the installed families and their fonts' names, as UIKit lists them.
@MainActor
@Suite("UIFont.familyNames and fontNames(forFamilyName:) (R42.6)")
struct FontFamilyListTests {
    @Test("familyNames is sorted, holds the installed families and none of Pango's generic names")
    func familyNames() {
        let names = UIFont.familyNames
        #expect(names == names.sorted())
        #expect(names.contains("Open Sans"))
        #expect(names.contains("DejaVu Sans"))
        for generic in ["Sans", "Serif", "Monospace", "System-ui"] { #expect(!names.contains(generic)) }
        #expect(Set(names).count == names.count)
    }

    @Test("Every font name of a family makes a font of that family with that face's weight")
    func fontNamesRoundTrip() throws {
        let names = UIFont.fontNames(forFamilyName: "Open Sans")
        #expect(names.contains("OpenSans-Semibold") || names.contains("OpenSans-SemiBold"), "\(names)")
        let faces = FontCatalog.shared.faces(of: "Open Sans").filter { !$0.synthesized }
        #expect(names.count == Set(faces.map(\.name)).count)
        for name in names {
            let font = try #require(UIFont(name: name, size: 12), "\(name)")
            #expect(font.familyName == "Open Sans", "\(name)")
            let face = try #require(faces.first { "OpenSans-" + $0.name.replacingOccurrences(of: " ", with: "") == name })
            let match = try #require(FontCatalog.shared.font(named: name), "\(name)")
            #expect(match.italic == face.italic && match.weight == face.weight, "\(name)")
        }
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }
}
