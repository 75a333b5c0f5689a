import Foundation
import Testing
@testable import XUIKitCore

/// A bundle on disk with `.lproj` folders, as SwiftPM lays out `Bundle.module` on Linux.
struct LocalizedBundleFixture {
    let bundle: Bundle

    /// A fresh bundle (its own folder, so no cached tables) with `files`: path → contents.
    init(developmentRegion: String = "en", files: [String: String]) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("xuikit-l10n-\(UUID().uuidString).resources")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(developmentRegion)</string></dict></plist>
            """
        for (path, contents) in files.merging(["Info.plist": plist], uniquingKeysWith: { a, _ in a }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        bundle = try #require(Bundle(path: folder.path))
    }

    /// A `.stringsdict` with one plural entry `key` whose variable has `forms`.
    static func stringsDict(key: String, format: String = "%#@items@", forms: [String: String]) -> String {
        let formLines = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>items</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            \(formLines.joined(separator: "\n"))
            </dict></dict></dict></plist>
            """
    }

    static let german = try? LocalizedBundleFixture(files: [
        "de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n\"Name: %@\" = \"Name: %@\";\n\"%@ of %@\" = \"%2$@ hat %1$@\";",
        "de.lproj/Localizable.stringsdict": stringsDict(key: "%lld files", forms: ["one": "%lld Datei", "other": "%lld Dateien"]),
        "en.lproj/Localizable.strings": "\"Hello\" = \"Hello there\";\n\"Only English\" = \"Only in English\";",
        "ar.lproj/Localizable.stringsdict": stringsDict(key: "%lld files", forms: [
            "zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا", "other": "%lld ملف"]),
    ])
}

@Suite("Strings are looked up in the preferred localization, with plurals from .stringsdict (R36.4–R36.6)")
struct LocalizedStringTests {
    func localized(_ value: String.LocalizationValue, _ languages: [String]) throws -> String {
        let fixture = try #require(LocalizedBundleFixture.german)
        return fixture.bundle.localizedString(value, default: value, table: nil, languages: languages)
    }

    @Test("R36.5: a .strings translation of the first preferred localization answers")
    func strings() throws {
        #expect(try localized("Hello", ["de-DE", "de"]) == "Hallo")
        #expect(try localized("Hello", ["en"]) == "Hello there")
    }

    @Test("R36.4: a key the preferred localization lacks comes from the development localization, else is itself")
    func fallback() throws {
        #expect(try localized("Only English", ["de"]) == "Only in English")
        #expect(try localized("Nowhere", ["de"]) == "Nowhere")
        #expect(try localized("Hello", ["fr-FR", "fr"]) == "Hello there")
    }

    @Test("R36.6: interpolated numbers pick .stringsdict plural forms in the localization's language")
    func plurals() throws {
        #expect(try localized("\(1) files", ["de"]) == "1 Datei")
        #expect(try localized("\(3) files", ["de"]) == "3 Dateien")
        #expect(try localized("\(0) files", ["ar"]) == "لا ملفات")
        #expect(try localized("\(2) files", ["ar"]) == "ملفان")
        #expect(try localized("\(5) files", ["ar"]) == "5 ملفات")
        #expect(try localized("\(11) files", ["ar"]) == "11 ملفًا")
        #expect(try localized("\(3) files", ["en"]) == "3 files")
    }

    @Test("R36.5: text arguments fill %@, positional specifiers reorder them, %% is a percent sign")
    func arguments() throws {
        let name = "Ada"
        #expect(try localized("Name: \(name)", ["de"]) == "Name: Ada")
        let (owner, thing) = ("Ada", "Notes")
        #expect(try localized("\(thing) of \(owner)", ["de"]) == "Ada hat Notes")
        #expect(try localized("\(50)% done", ["de"]) == "50% done")
    }

    @Test("R36.4: localizedString(forKey:value:table:localizations:) takes the languages given")
    func bundleAPI() throws {
        let bundle = try #require(LocalizedBundleFixture.german).bundle
        #expect(bundle.localizedString(forKey: "Hello", value: nil, table: nil,
                                       localizations: [Locale.Language(identifier: "de-DE")]) == "Hallo")
        #expect(bundle.localizedString(forKey: "Missing", value: "Fallback", table: nil,
                                       localizations: [Locale.Language(identifier: "de")]) == "Fallback")
        #expect(bundle.localizedString(forKey: "Missing", value: nil, table: nil,
                                       localizations: [Locale.Language(identifier: "de")]) == "Missing")
    }

    @Test("R36.5: String.LocalizationValue writes Apple's keys: %lld, %@, %lf and %%")
    func keys() {
        let count = 2, name = "x", ratio = 0.5
        #expect(String.LocalizationValue("\(count) files").key == "%lld files")
        #expect(String.LocalizationValue("Hi \(name), \(ratio)").key == "Hi %@, %lf")
        #expect(String.LocalizationValue("100%").key == "100%%")
    }
}

@Suite("String catalogs (.xcstrings) in the bundle answer as compiled tables would (R36.13)")
struct StringCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Hello" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo aus dem Katalog" } } } },
            "%lld files" : { "localizations" : {
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } } } },
            "Untranslated" : { }
          }
        }
        """

    @Test("R36.13: a catalog's languages, strings and plural variations are looked up like .lproj tables")
    func catalog() throws {
        let bundle = try LocalizedBundleFixture(files: [
            "Catalog.xcstrings": Self.catalog,
            "de.lproj/Catalog.strings": "\"Hello\" = \"Hallo aus dem Ordner\";",
        ]).bundle
        func localized(_ value: String.LocalizationValue, _ languages: [String]) -> String {
            bundle.localizedString(value, default: value, table: "Catalog", languages: languages)
        }
        #expect(localized("Hello", ["fr-FR", "fr"]) == "Bonjour")
        #expect(localized("Hello", ["de"]) == "Hallo aus dem Ordner", "an .lproj entry wins over the catalog's")
        #expect(localized("\(1) files", ["de"]) == "1 Datei")
        #expect(localized("\(4) files", ["de"]) == "4 Dateien")
        #expect(localized("Untranslated", ["de"]) == "Untranslated")
        #expect(localized("Hello", ["ja"]) == "Hello", "the source language answers with the key")
        #expect(bundle.localizationTables(named: "Catalog", languages: ["fr"]).map(\.localization) == ["fr", "en"])
    }
}

@Suite("UIKit's own words speak the user's language (R36.7)")
struct SystemStringsTests {
    let empty = try? LocalizedBundleFixture(files: [:])

    func word(_ english: String, _ languages: [String]) throws -> String {
        SystemStrings.localized(english, languages: languages, bundle: try #require(empty).bundle)
    }

    @Test("R36.7: Cancel, Done, Edit and Search in German, French, Spanish, Japanese and Simplified Chinese")
    func translations() throws {
        #expect(try ["Cancel", "Done", "Edit", "Search"].map { try word($0, ["de-DE", "de"]) }
                == ["Abbrechen", "Fertig", "Bearbeiten", "Suchen"])
        #expect(try word("Cancel", ["fr"]) == "Annuler")
        #expect(try word("Search", ["es-MX", "es"]) == "Buscar")
        #expect(try word("Done", ["ja-JP", "ja"]) == "完了")
        #expect(try word("Cancel", ["zh-Hans-CN", "zh-Hans", "zh"]) == "取消")
        #expect(try word("Copy", ["ar"]) == "نسخ")
        #expect(try word("Paste", ["he"]) == "הדבק")
    }

    @Test("R36.7: English when English comes first or no language of the table is preferred")
    func english() throws {
        #expect(try word("Cancel", ["en-US", "en", "de"]) == "Cancel")
        #expect(try word("Cancel", ["pt-BR", "pt"]) == "Cancel")
        #expect(try word("Not a UIKit word", ["de"]) == "Not a UIKit word")
    }

    @Test("R36.7: the process's main bundle, which has no Info.plist, is asked safely")
    func mainBundle() {
        #expect(SystemStrings.localized("Cancel", languages: ["de"], bundle: .main) == "Abbrechen")
        #expect(Bundle.main.developmentRegion == nil)
    }

    @Test("R36.7: the app's own Localizable.strings wins over XUIKit's table")
    func appOverride() throws {
        let app = try LocalizedBundleFixture(files: ["de.lproj/Localizable.strings": "\"Cancel\" = \"Stornieren\";"])
        #expect(SystemStrings.localized("Cancel", languages: ["de"], bundle: app.bundle) == "Stornieren")
        #expect(SystemStrings.localized("Done", languages: ["de"], bundle: app.bundle) == "Fertig")
    }

    @Test("R36.7: every word of the table has a non-empty translation in each of its languages")
    func complete() {
        #expect(SystemStrings.table.count >= 20)
        for (english, translations) in SystemStrings.table {
            #expect(Set(translations.keys) == Set(SystemStrings.tableLanguages), "\(english)")
            #expect(translations.values.allSatisfy { !$0.isEmpty }, "\(english)")
        }
    }
}
