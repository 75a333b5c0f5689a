import Foundation
import Testing
@testable import XUIKitCore

/// Plurals through Foundation's own API (R36.20–R36.22): `NSLocalizedString` of a `.stringsdict` key,
/// then `String.localizedStringWithFormat`, `String(format:)` or `NSString(format:)`, as iOS apps
/// write them. Each fixture bundle has one localization, its development one, so it answers whatever
/// the test process's languages are.
@Suite("NSLocalizedString and String(format:) choose .stringsdict plural forms (R36.20–R36.22)")
struct FoundationPluralTests {
    /// A `.stringsdict` entry `key` with one variable per (name, type, forms).
    static func stringsDict(key: String, format: String, variables: [(String, String?, [String: String])]) -> String {
        let rules = variables.map { name, type, forms in
            let formLines = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }
            let typeLine = type.map { "<key>NSStringFormatValueTypeKey</key><string>\($0)</string>" } ?? ""
            return """
                <key>\(name)</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                \(typeLine)
                \(formLines.joined(separator: "\n"))
                </dict>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            \(rules.joined(separator: "\n"))
            </dict></dict></plist>
            """
    }

    /// A bundle whose only (and development) localization is `language`, with one files entry.
    static func bundle(_ language: String, forms: [String: String], type: String? = "d") throws -> Bundle {
        try LocalizedBundleFixture(developmentRegion: language, files: [
            "\(language).lproj/Localizable.stringsdict": stringsDict(
                key: "%d files", format: "%#@files@", variables: [("files", type, forms)]),
        ]).bundle
    }

    /// The text iOS code gets for `count` files from `bundle`.
    static func files(_ count: Int, _ bundle: Bundle) -> String {
        String.localizedStringWithFormat(NSLocalizedString("%d files", bundle: bundle, comment: ""), count)
    }

    @Test("R36.20: the formatter hook takes in a program linking Foundation as a shared library")
    func hooked() {
        #expect(FoundationPluralFormats.formatterIsHooked)
    }

    @Test("R36.20: English one/other, French 0 and 1 are one, German one/other, Japanese other only")
    func simpleLanguages() throws {
        let english = try Self.bundle("en", forms: ["one": "%d file", "other": "%d files"])
        #expect(Self.files(1, english) == "1 file")
        #expect(Self.files(0, english) == "0 files")
        #expect(Self.files(3, english) == "3 files")
        let french = try Self.bundle("fr", forms: ["one": "%d fichier", "other": "%d fichiers"])
        #expect(Self.files(0, french) == "0 fichier")
        #expect(Self.files(1, french) == "1 fichier")
        #expect(Self.files(2, french) == "2 fichiers")
        let german = try Self.bundle("de", forms: ["one": "%d Datei", "other": "%d Dateien"])
        #expect(Self.files(1, german) == "1 Datei")
        #expect(Self.files(7, german) == "7 Dateien")
        let japanese = try Self.bundle("ja", forms: ["one": "wrong", "other": "%d 個のファイル"])
        #expect(Self.files(1, japanese) == "1 個のファイル")
    }

    @Test("R36.20: Russian one/few/many and Arabic's six categories, a form without the number included")
    func richLanguages() throws {
        let russian = try Self.bundle("ru", forms: ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"])
        #expect(Self.files(1, russian) == "1 файл")
        #expect(Self.files(21, russian) == "21 файл")
        #expect(Self.files(3, russian) == "3 файла")
        #expect(Self.files(5, russian) == "5 файлов")
        #expect(Self.files(11, russian) == "11 файлов")
        let arabic = try Self.bundle("ar", forms: ["zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان",
                                                   "few": "%d ملفات", "many": "%d ملفًا", "other": "%d ملف"])
        #expect(Self.files(0, arabic) == "لا ملفات")
        #expect(Self.files(1, arabic) == "ملف واحد")
        #expect(Self.files(2, arabic) == "ملفان")
        #expect(Self.files(3, arabic) == "3 ملفات")
        #expect(Self.files(11, arabic) == "11 ملفًا")
        #expect(Self.files(100, arabic) == "100 ملف")
    }

    @Test("R36.20: several variables, a text argument, positions, and every formatting entry point")
    func severalVariables() throws {
        let bundle = try LocalizedBundleFixture(developmentRegion: "de", files: [
            "de.lproj/Localizable.stringsdict": Self.stringsDict(
                key: "%@: %d files in %d folders", format: "%1$@: %2$#@files@ in %3$#@folders@", variables: [
                    ("files", "d", ["one": "eine Datei", "other": "%d Dateien"]),
                    ("folders", "ld", ["one": "%ld Ordner", "other": "%ld Ordnern"]),
                ]),
        ]).bundle
        let format = NSLocalizedString("%@: %d files in %d folders", bundle: bundle, comment: "")
        #expect(format == "%1$@: %2$#@files@ in %3$#@folders@", "NSLocalizedString answers the entry's format, as on Apple's systems")
        #expect(String.localizedStringWithFormat(format, "Anna", 1, 3) == "Anna: eine Datei in 3 Ordnern")
        #expect(String(format: format, "Anna", 4, 1) == "Anna: 4 Dateien in 1 Ordner")
        #expect(String(format: format, locale: Locale(identifier: "de_DE"), "Bo", 2, 2) == "Bo: 2 Dateien in 2 Ordnern")
        #expect(NSString(format: format as NSString, "Cy", 1, 1) as String == "Cy: eine Datei in 1 Ordner")
    }

    @Test("R36.20: the value type comes from NSStringFormatValueTypeKey, else from the forms; floats pick 'other' unless whole")
    func valueTypes() throws {
        let untyped = try Self.bundle("en", forms: ["one": "%d file", "other": "%d files"], type: nil)
        #expect(Self.files(1, untyped) == "1 file")
        let bundle = try LocalizedBundleFixture(developmentRegion: "en", files: [
            "en.lproj/Localizable.stringsdict": Self.stringsDict(
                key: "%.1f km then %@", format: "%#@distance@ then %@", variables: [
                    ("distance", "f", ["one": "%.1f kilometre", "other": "%.1f kilometres"]),
                ]),
        ]).bundle
        let format = NSLocalizedString("%.1f km then %@", bundle: bundle, comment: "")
        #expect(String(format: format, 1.0, "left") == "1.0 kilometre then left")
        #expect(String(format: format, 2.5, "right") == "2.5 kilometres then right")
    }

    @Test("R36.21: two entries with the same format text (as compiled catalogs write them) keep their own forms")
    func sameFormatText() throws {
        let bundle = try LocalizedBundleFixture(developmentRegion: "en", files: [
            "en.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>%lld apples</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@value@</string>
                <key>value</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>%lld apple</string><key>other</key><string>%lld apples</string></dict></dict>
                <key>%lld pears</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@value@</string>
                <key>value</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>%lld pear</string><key>other</key><string>%lld pears</string></dict></dict>
                </dict></plist>
                """,
        ]).bundle
        let apples = NSLocalizedString("%lld apples", bundle: bundle, comment: "")
        let pears = NSLocalizedString("%lld pears", bundle: bundle, comment: "")
        #expect(apples != pears)
        #expect(String(format: apples, 1) == "1 apple")
        #expect(String(format: pears, 1) == "1 pear")
        #expect(String(format: pears, 2) == "2 pears")
        #expect(String(format: apples, 2) == "2 apples")
    }

    @Test("R36.22: formats XUIKit did not register are Foundation's, unchanged")
    func otherFormats() {
        #expect(String(format: "%d %@ %.2f|%-3d|%05.1f", 7, "x", 1.5, 4, 2.5) == "7 x 1.50|4  |002.5")
        #expect(String(format: "%2$@ %1$@", "a", "b") == "b a")
        #expect(FoundationPluralFormats.argumentKinds(of: "%#@nothing@") == nil)
    }

    @Test("R36.20: the format reading numbers arguments as CoreFoundation does")
    func formatParsing() {
        let format = PrintfFormat("a %*.*f b %3$#@x@ %% %lld%@", firstArgument: 0)
        #expect(format.pieces.count == 7)
        guard format.pieces.count == 7 else { return }
        #expect(format.pieces[0] == .literal("a "))
        if case .specifier(let spec) = format.pieces[1] {
            #expect(spec.width == .argument(0) && spec.precision == .argument(1) && spec.argument == 2)
            #expect(spec.spelled(width: 6, precision: 2) == "%6.2f")
        } else { Issue.record("a specifier expected") }
        #expect(format.pieces[3] == .variable(name: "x", argument: 2))
        #expect(format.pieces[4] == .literal(" % "))
        if case .specifier(let spec) = format.pieces[5] { #expect(spec.argument == 3 && spec.kind == 2) }
        if case .specifier(let spec) = format.pieces[6] { #expect(spec.argument == 4 && spec.kind == 4) }
        #expect(PrintfFormat("%d", firstArgument: 2).pieces == [.specifier(.init(conversion: "d", argument: 2))])
    }
}
