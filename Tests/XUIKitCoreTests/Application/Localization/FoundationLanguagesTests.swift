import Foundation
import Testing
@testable import XUIKitCore

/// Foundation's own language answers under XUIKit (R36.15–R36.17). XUIKitCore defines the symbols
/// Foundation's `Locale.preferredLanguages` getter and CoreFoundation's bundle lookups resolve to, so
/// the calls below are Foundation's own API, answered by XUIKit in this test process. The process's
/// languages are not changed here (tests run in parallel): each check compares Foundation's answer with
/// XUIKit's for whatever they are, or passes languages explicitly.
@Suite("Foundation's Locale and Bundle answer in the user's languages (R36.15–R36.17)")
struct FoundationLanguagesTests {
    @Test("R36.15: Locale.preferredLanguages and NSLocale.preferredLanguages are XUIKit's list, one tag per language")
    func localePreferredLanguages() {
        let expected = FoundationLanguages.localeLanguages(PreferredLanguages.current)
        #expect(Locale.preferredLanguages == expected)
        #expect(NSLocale.preferredLanguages == expected)
        #expect(Locale.preferredLanguages != ["en-001"], "not swift-foundation's constant")
    }

    @Test("R36.15: the gettext list in BCP 47 form, more general forms of an earlier tag left out")
    func localeLanguagesForm() {
        let environment = ["LANGUAGE": "de_DE:pt_BR:zh_CN:fr", "LANG": "ar_EG.UTF-8"]
        #expect(FoundationLanguages.localeLanguages(PreferredLanguages.from(environment: environment))
                == ["de-DE", "pt-BR", "zh-Hans-CN", "fr"])
        #expect(FoundationLanguages.localeLanguages(PreferredLanguages.from(environment: ["LANG": "ar_EG.UTF-8"])) == ["ar-EG"])
        #expect(FoundationLanguages.localeLanguages(PreferredLanguages.from(environment: ["LANG": "C"])) == ["en"])
        #expect(FoundationLanguages.localeLanguages(["de", "de-AT"]) == ["de", "de-AT"], "a more specific tag after a general one stays")
    }

    @Test("R36.17: preferredLocalizations(from:forPreferences:) matches the preferences (CoreFoundation alone answers the first)")
    func preferredLocalizationsForPreferences() {
        #expect(Bundle.preferredLocalizations(from: ["de", "en", "fr"], forPreferences: ["fr-CA", "de"]) == ["fr"])
        #expect(Bundle.preferredLocalizations(from: ["en", "pt", "pt-BR"], forPreferences: ["pt-BR", "pt"]) == ["pt-BR", "pt"])
        #expect(Bundle.preferredLocalizations(from: ["en", "pt", "pt-BR"], forPreferences: ["pt"]) == ["pt"])
        #expect(Bundle.preferredLocalizations(from: ["de", "en", "zh-Hans"], forPreferences: ["zh-Hans-CN", "zh-Hans", "zh"]) == ["zh-Hans"])
        #expect(Bundle.preferredLocalizations(from: ["de", "en"], forPreferences: ["ja"]) == ["en"], "none matches: English")
        #expect(Bundle.preferredLocalizations(from: ["de", "fr"], forPreferences: ["ja"]) == ["de"], "no English either: the first")
    }

    @Test("R36.17: Bundle.preferredLocalizations follows the process's languages")
    func bundlePreferredLocalizations() throws {
        let fixture = try #require(LocalizedBundleFixture.german)
        let expected = FoundationLanguages.preferredLocalizations(
            available: fixture.bundle.localizations, languages: PreferredLanguages.current, development: Bundle.main.developmentRegion)
        #expect(fixture.bundle.preferredLocalizations == expected)
        #expect(FoundationLanguages.preferredLocalizations(available: ["ar", "de", "en"], languages: ["de-DE", "de"], development: "en") == ["de"])
        #expect(FoundationLanguages.preferredLocalizations(available: ["ar", "de", "en"], languages: ["ar-EG", "ar"], development: "en") == ["ar"])
    }

    @Test("R36.16: NSLocalizedString and Bundle.localizedString answer from the preferred localization's table")
    func localizedStringMatchesXUIKit() throws {
        let fixture = try #require(LocalizedBundleFixture.german)
        let bundle = fixture.bundle
        let languages = PreferredLanguages.current
        for key in ["Hello", "Only English", "Nowhere"] {
            let expected = bundle.foundationLocalizedString(forKey: key, value: nil, table: nil, languages: languages)
            #expect(NSLocalizedString(key, bundle: bundle, comment: "") == expected)
            #expect(bundle.localizedString(forKey: key, value: nil, table: nil) == expected)
        }
        #expect(bundle.foundationLocalizedString(forKey: "Hello", value: nil, table: nil, languages: ["de-DE", "de"]) == "Hallo")
        #expect(bundle.foundationLocalizedString(forKey: "Hello", value: nil, table: nil, languages: ["fr"]) == "Hello there")
        #expect(bundle.foundationLocalizedString(forKey: "Only English", value: nil, table: nil, languages: ["de"]) == "Only in English")
        #expect(NSLocalizedString("Nowhere", bundle: bundle, value: "Default", comment: "") == "Default")
        #expect(bundle.localizedString(forKey: "Nowhere", value: "", table: nil) == "Nowhere")
    }

    @Test("R36.16, R36.20: a .stringsdict entry answers its format, which String(format:) fills with plural forms (no crash)")
    func stringsDictThroughFoundation() throws {
        let fixture = try LocalizedBundleFixture(files: [
            "en.lproj/Localizable.stringsdict": LocalizedBundleFixture.stringsDict(
                key: "%lld files", format: "%#@items@ here", forms: ["one": "%lld file", "other": "%lld files"]),
        ])
        let format = NSLocalizedString("%lld files", bundle: fixture.bundle, comment: "")
        #expect(format == "%#@items@ here")
        #expect(String(format: format, 3) == "3 files here")
        #expect(String(format: format, 1) == "1 file here")
    }

    @Test("R36.16: where Foundation's formatter is its own (a static link), the entry's format has the 'other' forms in place")
    func otherFormsFallback() throws {
        let entry = try #require(StringsDictEntry([
            "NSStringLocalizedFormatKey": "%#@items@ here",
            "items": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "%lld file", "other": "%lld files"],
        ]))
        #expect(entry.formatWithOtherForms == "%lld files here")
        #expect(String(format: entry.formatWithOtherForms, 3) == "3 files here")
    }
}
