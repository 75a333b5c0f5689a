import Foundation
import Testing
import XCStringsCompilation
@testable import XUIKitCore

/// The string catalog compiler the XCStringsCompiler build tool plugin runs (R36.18, R36.19).
@Suite("String catalogs compile into .lproj tables (R36.18, R36.19)")
struct XCStringsCompilerTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Cancel" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } } } },
            "Say \\"hi\\"\\n" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Sag \\"hallo\\"\\\\n\\n" } } } },
            "%lld files" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } } } },
            "%lld files in %lld folders" : { "localizations" : {
              "de" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                "substitutions" : {
                  "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } },
                  "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "einem Ordner" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordnern" } } } } } } } } },
            "Tap" : { "localizations" : {
              "de" : { "variations" : { "device" : {
                "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } } } } } } },
            "Untranslated" : { "extractionState" : "manual" }
          }
        }
        """

    func compiled() throws -> XCStringsCompiler { try XCStringsCompiler(json: Data(Self.catalog.utf8)) }

    @Test("R36.18: string units become .strings entries per language; device variations take 'other'")
    func strings() throws {
        let catalog = try compiled()
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en", "fr"])
        #expect(catalog.tables["de"]?.strings["Cancel"] == "Abbrechen")
        #expect(catalog.tables["fr"]?.strings["Cancel"] == "Annuler")
        #expect(catalog.tables["de"]?.strings["Tap"] == "Klicken")
        #expect(catalog.tables["fr"]?.strings["Tap"] == nil)
        #expect(catalog.tables.values.allSatisfy { $0.strings["Untranslated"] == nil })
    }

    @Test("R36.18: plural variations and substitutions become .stringsdict entries with Apple's keys")
    func plurals() throws {
        let catalog = try compiled()
        let files = try #require(catalog.tables["de"]?.stringsDict["%lld files"])
        #expect(files["NSStringLocalizedFormatKey"] as? String == "%#@value@")
        let rule = try #require(files["value"] as? [String: Any])
        #expect(rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType")
        #expect(rule["NSStringFormatValueTypeKey"] as? String == "lld")
        #expect(rule["one"] as? String == "%lld Datei")
        #expect(rule["other"] as? String == "%lld Dateien")
        let both = try #require(catalog.tables["de"]?.stringsDict["%lld files in %lld folders"])
        #expect(both["NSStringLocalizedFormatKey"] as? String == "%#@files@ in %#@folders@")
        #expect((both["files"] as? [String: Any])?["other"] as? String == "%1$lld Dateien", "%arg is the argument's specifier")
        #expect((both["folders"] as? [String: Any])?["one"] as? String == "einem Ordner")
        #expect((both["folders"] as? [String: Any])?["other"] as? String == "%2$lld Ordnern")
    }

    @Test("R36.18: the written files read back as Foundation and XUIKit read .lproj tables, plurals chosen by number")
    func writtenFilesReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-\(UUID().uuidString).resources")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try compiled().write(table: "Catalog", to: folder, alsoLanguages: ["ja"])
        #expect(written.map(\.lastPathComponent).sorted() == ["Catalog.strings", "Catalog.strings", "Catalog.strings", "Catalog.strings",
                                                             "Catalog.stringsdict", "Catalog.stringsdict", "Catalog.stringsdict", "Catalog.stringsdict"])
        for language in ["de", "en", "fr", "ja"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(language).lproj/Catalog.strings").path))
        }
        let stringsData = try Data(contentsOf: folder.appendingPathComponent("de.lproj/Catalog.strings"))
        let parsed = try #require(try PropertyListSerialization.propertyList(from: stringsData, format: nil) as? [String: String])
        #expect(parsed["Cancel"] == "Abbrechen")
        #expect(parsed["Say \"hi\"\n"] == "Sag \"hallo\"\\n\n", "quotes, backslashes and newlines survive")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(path: folder.path))
        func localized(_ value: String.LocalizationValue, _ languages: [String]) -> String {
            bundle.localizedString(value, default: value, table: "Catalog", languages: languages)
        }
        let one = 1, three = 3
        #expect(localized("Cancel", ["de"]) == "Abbrechen")
        #expect(localized("\(three) files", ["de"]) == "3 Dateien")
        #expect(localized("\(one) files", ["de"]) == "1 Datei")
        #expect(localized("\(one) files", ["fr"]) == "1 file", "French lacks it: the source language's plural")
        #expect(localized("\(three) files in \(one) folders", ["de"]) == "3 Dateien in einem Ordner")
        #expect(localized("\(one) files in \(three) folders", ["de"]) == "1 Datei in 3 Ordnern")
        #expect(bundle.foundationLocalizedString(forKey: "Cancel", value: nil, table: "Catalog", languages: ["fr"]) == "Annuler")
    }

    @Test("R36.19: a malformed catalog throws an error naming the entry; it does not trap")
    func badCatalogs() {
        func error(_ json: String) -> String? {
            do { _ = try XCStringsCompiler(json: Data(json.utf8)); return nil } catch { return "\(error)" }
        }
        #expect(error("not json")?.hasPrefix("not JSON") == true)
        #expect(error("[1, 2]") == "the top level is not a JSON object")
        #expect(error(#"{"sourceLanguage": "en"}"#) == "no \"strings\" object: not a string catalog")
        #expect(error(#"{"strings": {}}"#) == "no \"sourceLanguage\"")
        #expect(error(#"{"sourceLanguage": "en", "strings": {"A": 3}}"#) == "key \"A\": the entry is not an object")
        #expect(error(#"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"stringUnit": {}}}}}}"#)
                == "key \"A\", language de: \"stringUnit\" has no string \"value\"")
        #expect(error(#"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}}}}}}"#)
                == "key \"A\", language de: plural forms without \"other\"")
        #expect(error(#"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"variations": {"plural": {"lots": {"stringUnit": {"value": "x"}}}}}}}}}"#)
                == "key \"A\", language de: unknown plural category \"lots\"")
        #expect(error(#"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"variations": {"width": {}}}}}}}"#)
                == "key \"A\", language de: variations other than \"plural\" and \"device\" (width)")
        #expect(error(#"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"stringUnit": {"value": "%#@n@"}, "substitutions": {"n": {}}}}}}}"#)
                == "key \"A\", language de: substitution \"n\" has no plural variations")
        #expect(error(#"{"sourceLanguage": "en", "strings": {}}"#) == nil, "an empty catalog is fine")
    }
}
