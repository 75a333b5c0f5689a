import Foundation
import Testing
import XUIKitTesting

/// The Languages example launched in German, Arabic and French on the headless backend: its
/// strings come from `Bundle.module`'s `.lproj` folders, chosen by the environment (R36.1–R36.10),
/// and Foundation's own plurals, resources and locale follow (R36.20, R36.23, R36.24).
@Suite("Languages: LANGUAGE and LANG choose the strings Bundle.module answers with (R36.1, R36.5)", .serialized)
struct LanguagesProcessTests {
    /// The `text name=value` lines and the direction and layout lines of one run.
    func run(_ environment: [String: String]) throws -> [String: String] {
        var env = environment
        env["XUIKIT_BACKEND"] = "headless"
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] where env[name] == nil { env[name] = "" }
        let app = try launchExample("Languages", display: nil, extraEnvironment: env)
        defer { app.signal(SIGTERM); _ = app.waitForExit(timeout: 20) }
        let laidOut = app.waitForOutputLine(prefix: "layout ", timeout: 30)
        #expect(laidOut, "no layout line; stdout: \(app.standardOutput) stderr: \(app.standardError)")
        var values: [String: String] = [:]
        for line in app.standardOutput.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { continue }
            if words[0] == "text" || words[0] == "layout" {
                let pairs = words[0] == "text" ? [Substring(words[1])] : words[1].split(separator: " ")
                for pair in pairs {
                    guard let equals = pair.firstIndex(of: "=") else { continue }
                    values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
                }
            } else {
                values[words[0]] = words[1]
            }
        }
        return values
    }

    /// The x range "a..b" as numbers.
    func range(_ text: String?) -> (Int, Int)? {
        guard let parts = text?.split(separator: "."), parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else { return nil }
        return (a, b)
    }

    @Test("R36.1, R36.5, R36.6, R36.7: LANGUAGE=de with LANG=de_DE.UTF-8 shows German, plurals and UIKit's words")
    func german() throws {
        let shown = try run(["LANGUAGE": "de", "LANG": "de_DE.UTF-8"])
        #expect(shown["languages"] == "de")
        #expect(shown["title"] == "Einstellungen")
        #expect(shown["placeholder"] == "Dein Name")
        #expect(shown["files"] == "3 Dateien")
        #expect(shown["file"] == "1 Datei")
        #expect(shown["note"] == "This line has no translation", "a key German lacks comes from the development language")
        #expect(shown["edit"] == "Bearbeiten")
        #expect(shown["cancel"] == "Abbrechen")
        #expect(shown["search"] == "Suchen")
        #expect(shown["direction"] == "ltr")
        #expect(shown["nsFiles"] == "3 Dateien", "NSLocalizedString + localizedStringWithFormat picks the plural form (R36.20)")
        #expect(shown["nsFile"] == "1 Datei")
        #expect(shown["nsNoFiles"] == "0 Dateien")
        #expect(shown["greeting"] == "Hallo", "url(forResource:) finds de.lproj/Greeting.txt (R36.23)")
        #expect(shown["locale"] == "de_DE", "Locale.current follows LANG (R36.24)")
        #expect(shown["number"] == "1.234,5", "localizedStringWithFormat formats in German (R36.24)")
        let label = try #require(range(shown["label"])), field = try #require(range(shown["field"]))
        #expect(label.0 == 8 && field.0 > label.1, "left to right: the label first, at the left margin")
    }

    @Test("R36.1: LANG=de_DE.UTF-8 alone is German too; LANGUAGE=de under LANG=C is English (R36.2)")
    func localeOnly() throws {
        #expect(try run(["LANG": "de_DE.UTF-8"])["title"] == "Einstellungen")
        let english = try run(["LANGUAGE": "de", "LANG": "C.UTF-8"])
        #expect(english["title"] == "Settings")
        #expect(english["files"] == "3 files")
        #expect(english["edit"] == "Edit")
        #expect(english["nsFiles"] == "3 files")
        #expect(english["nsFile"] == "1 file")
        #expect(english["greeting"] == "Hello")
        #expect(english["locale"] == "en_001", "LANG=C.UTF-8 keeps Foundation's locale (R36.24)")
    }

    @Test("R36.4: a language the app lacks (French) falls back to the development language, UIKit's words still French")
    func french() throws {
        let shown = try run(["LANG": "fr_FR.UTF-8"])
        #expect(shown["title"] == "Settings")
        #expect(shown["cancel"] == "Annuler")
    }

    @Test("R36.6, R36.8, R36.10: Arabic: Arabic strings and plurals, right to left, the row's label right of its field")
    func arabic() throws {
        let shown = try run(["LANG": "ar_EG.UTF-8"])
        #expect(shown["title"] == "الإعدادات")
        #expect(shown["files"] == "3 ملفات")
        #expect(shown["file"] == "ملف واحد")
        #expect(shown["cancel"] == "إلغاء")
        #expect(shown["direction"] == "rtl")
        #expect(shown["nsFiles"] == "٣ ملفات", "Arabic's few form through NSLocalizedString (R36.20)")
        #expect(shown["nsFile"] == "ملف واحد", "the one form, which has no number")
        #expect(shown["nsNoFiles"] == "لا ملفات", "the zero form")
        #expect(shown["nsManyFiles"] == "١١ ملفًا", "the many form")
        #expect(shown["greeting"] == "مرحبا")
        #expect(shown["locale"] == "ar_EG", "Arabic digits in the plurals above come from it, as on Apple's systems")
        let label = try #require(range(shown["label"]))
        let field = try #require(range(shown["field"]))
        #expect(label.0 > field.1, "label \(label) should be right of field \(field)")
        #expect(label.1 == 420 - 8, "the label ends at the leading margin, now on the right")
    }
}
