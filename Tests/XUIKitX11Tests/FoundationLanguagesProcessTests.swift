import Foundation
import Testing
import XUIKitTesting

/// Foundation's own API in a launched XUIKit app (the Languages example, headless) under the user's
/// environment: `Locale.preferredLanguages`, `Bundle.preferredLocalizations` and `NSLocalizedString`
/// follow LANGUAGE and LANG from the first line (R36.15–R36.17), and the string catalog the
/// XCStringsCompiler plugin compiled into `.lproj` tables answers, plurals included (R36.18).
@Suite("Foundation answers in the user's languages in a launched app; string catalogs are compiled (R36.15–R36.18)", .serialized)
struct FoundationLanguagesProcessTests {
    /// The app's `name value` and `text name=value` lines for one environment.
    func run(_ environment: [String: String]) throws -> [String: String] {
        var env = environment
        env["XUIKIT_BACKEND"] = "headless"
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] where env[name] == nil { env[name] = "" }
        let app = try launchExample("Languages", display: nil, extraEnvironment: env)
        defer { app.signal(SIGTERM); _ = app.waitForExit(timeout: 20) }
        #expect(app.waitForOutputLine(prefix: "direction ", timeout: 30),
                "stdout: \(app.standardOutput) stderr: \(app.standardError)")
        var values: [String: String] = [:]
        for line in app.standardOutput.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { continue }
            if words[0] == "text", let equals = words[1].firstIndex(of: "=") {
                values[String(words[1][..<equals])] = String(words[1][words[1].index(after: equals)...])
            } else {
                values[words[0]] = words[1]
            }
        }
        return values
    }

    @Test("R36.15–R36.18: LANGUAGE=de:fr under LANG=de_DE.UTF-8: Foundation and the compiled catalog answer in German")
    func german() throws {
        let shown = try run(["LANGUAGE": "de:fr", "LANG": "de_DE.UTF-8"])
        #expect(shown["foundationLanguages"] == "de,fr")
        #expect(shown["foundationLocalizations"] == "de")
        #expect(shown["nsTitle"] == "Einstellungen", "NSLocalizedString from de.lproj/Localizable.strings")
        #expect(shown["welcome"] == "Willkommen", "NSLocalizedString from the compiled de.lproj/Catalog.strings")
        #expect(shown["messages"] == "3 Nachrichten")
        #expect(shown["message"] == "1 Nachricht", "the catalog's plural variations, compiled to .stringsdict")
    }

    @Test("R36.15, R36.16, R36.18: LANG=ar_EG.UTF-8: Arabic, with Arabic's plural categories from the catalog")
    func arabic() throws {
        let shown = try run(["LANG": "ar_EG.UTF-8"])
        #expect(shown["foundationLanguages"] == "ar-EG")
        #expect(shown["foundationLocalizations"] == "ar")
        #expect(shown["nsTitle"] == "الإعدادات")
        #expect(shown["welcome"] == "أهلاً وسهلاً")
        #expect(shown["messages"] == "3 رسائل", "3 is 'few' in Arabic")
        #expect(shown["message"] == "رسالة واحدة")
    }

    @Test("R36.15, R36.17: languages the app lacks are still listed in BCP 47 form; the bundle falls back to English")
    func missingLanguages() throws {
        let shown = try run(["LANGUAGE": "pt_BR:zh_CN", "LANG": "pt_BR.UTF-8"])
        #expect(shown["foundationLanguages"] == "pt-BR,zh-Hans-CN")
        #expect(shown["foundationLocalizations"] == "en")
        #expect(shown["nsTitle"] == "Settings")
        #expect(shown["welcome"] == "Welcome")
        #expect(shown["messages"] == "3 messages")
        let c = try run(["LANGUAGE": "de", "LANG": "C.UTF-8"])
        #expect(c["foundationLanguages"] == "en", "under the C locale LANGUAGE is ignored (R36.2)")
        #expect(c["welcome"] == "Welcome")
    }

    @Test("R36.18: the build put compiled Catalog.strings and .stringsdict into each language's .lproj, not the raw catalog")
    func compiledResources() throws {
        let shown = try run(["LANG": "de_DE.UTF-8"])
        let bundle = URL(fileURLWithPath: try #require(shown["resources"]))
        for language in ["ar", "de", "en"] {
            let folder = bundle.appendingPathComponent("\(language).lproj")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalog.strings").path), "\(language)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalog.stringsdict").path), "\(language)")
        }
        let strings = try String(contentsOf: bundle.appendingPathComponent("de.lproj/Catalog.strings"), encoding: .utf8)
        #expect(strings.contains("\"Welcome\" = \"Willkommen\";"))
        let stringsDict = try Data(contentsOf: bundle.appendingPathComponent("de.lproj/Catalog.stringsdict"))
        let entries = try #require(try PropertyListSerialization.propertyList(from: stringsDict, format: nil) as? [String: Any])
        let rule = (entries["%lld messages"] as? [String: Any])?["value"] as? [String: Any]
        #expect(rule?["one"] as? String == "%lld Nachricht")
        #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Catalog.xcstrings").path),
                "the catalog itself is not a resource: what answered is the compiled tables")
    }
}
