import Foundation
import Testing
@testable import XUIKitCore

@Suite("The user's languages come from the environment in gettext's order (R36.1–R36.3)")
struct PreferredLanguagesTests {
    @Test("R36.1: LANGUAGE's colon list wins over the locale, each name followed by its language")
    func languageList() {
        let languages = PreferredLanguages.from(environment: ["LANGUAGE": "de_AT:fr", "LANG": "es_ES.UTF-8"])
        #expect(languages == ["de-AT", "de", "fr"])
    }

    @Test("R36.1: with no LANGUAGE the locale is the first non-empty of LC_ALL, LC_MESSAGES and LANG")
    func localeOrder() {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "es_ES.UTF-8"]
        #expect(PreferredLanguages.from(environment: all) == ["fr-FR", "fr"])
        var messages = all
        messages["LC_ALL"] = ""
        #expect(PreferredLanguages.from(environment: messages) == ["de-DE", "de"])
        #expect(PreferredLanguages.from(environment: ["LANG": "es_ES.UTF-8"]) == ["es-ES", "es"])
        #expect(PreferredLanguages.from(environment: ["LANGUAGE": "", "LANG": "ja_JP.UTF-8"]) == ["ja-JP", "ja"])
    }

    @Test("R36.2: a C or POSIX locale (or none) answers English and ignores LANGUAGE")
    func cLocale() {
        #expect(PreferredLanguages.from(environment: [:]) == ["en"])
        #expect(PreferredLanguages.from(environment: ["LANGUAGE": "de", "LANG": "C"]) == ["en"])
        #expect(PreferredLanguages.from(environment: ["LANGUAGE": "de", "LANG": "C.UTF-8"]) == ["en"])
        #expect(PreferredLanguages.from(environment: ["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"]) == ["en"])
        #expect(PreferredLanguages.from(environment: ["LANGUAGE": "de"]) == ["en"])
        #expect(PreferredLanguages.from(environment: ["LANGUAGE": "de", "LANG": "de_DE.UTF-8"]) == ["de"])
    }

    @Test("R36.3: POSIX names become BCP 47 tags: codeset dropped, Chinese given its script, @latin a script")
    func tags() {
        #expect(PreferredLanguages.languageTags(posixName: "de_DE.UTF-8") == ["de-DE", "de"])
        #expect(PreferredLanguages.languageTags(posixName: "zh_CN.UTF-8") == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(PreferredLanguages.languageTags(posixName: "zh_TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(PreferredLanguages.languageTags(posixName: "sr_RS@latin") == ["sr-Latn-RS", "sr-Latn", "sr"])
        #expect(PreferredLanguages.languageTags(posixName: "ar") == ["ar"])
        #expect(PreferredLanguages.languageTags(posixName: "pt-BR") == ["pt-BR", "pt"])
        #expect(PreferredLanguages.languageTags(posixName: "1234").isEmpty)
    }

    @Test("R36.3: a language named twice appears once, at its first place")
    func duplicates() {
        let languages = PreferredLanguages.from(environment: ["LANGUAGE": "pt_BR:pt:C:en", "LANG": "pt_BR.UTF-8"])
        #expect(languages == ["pt-BR", "pt", "en"])
    }
}

@Suite("A bundle's localizations are chosen for the preferred languages (R36.4)")
struct LocalizationMatchingTests {
    let available = ["en", "de", "zh-Hans", "Base", "pt_BR"]

    @Test("R36.4: each preferred tag in order, then the development localization, then Base")
    func order() {
        #expect(LocalizationMatching.localizations(available: available, preferred: ["de-AT", "de"], development: "en")
                == ["de", "en", "Base"])
        #expect(LocalizationMatching.localizations(available: available, preferred: ["zh-Hans-CN", "zh-Hans", "zh"],
                                                   development: "en") == ["zh-Hans", "en", "Base"])
        #expect(LocalizationMatching.localizations(available: available, preferred: ["pt-BR", "pt"], development: "en")
                == ["pt_BR", "en", "Base"])
        #expect(LocalizationMatching.localizations(available: available, preferred: ["fr-FR", "fr"], development: "en")
                == ["en", "Base"])
    }

    @Test("R36.4: a bare language takes the first localization of that language when none is named so")
    func bareLanguage() {
        #expect(LocalizationMatching.localizations(available: ["en", "de-CH"], preferred: ["de"], development: nil)
                == ["de-CH"])
    }

    @Test("R36.4: names match whatever their case and whether they join their parts with _ or -")
    func caseAndSeparators() {
        #expect(LocalizationMatching.localizations(available: ["en", "PT_br", "zh_HANT_tw"], preferred: ["zh-Hant-TW", "pt-BR"],
                                                   development: nil) == ["zh_HANT_tw", "PT_br"])
        #expect(LocalizationMatching.localizations(available: ["en", "sr_Latn"], preferred: ["sr"], development: nil) == ["sr_Latn"])
        #expect(LocalizationMatching.language(of: "pt_BR") == "pt")
        #expect(LocalizationMatching.language(of: "ZH_Hans") == "zh")
    }
}

@Suite("Plural categories of whole numbers follow CLDR (R36.6)")
struct PluralRulesTests {
    func categories(_ language: String, _ numbers: [Int]) -> [PluralCategory] {
        numbers.map { PluralRules.category(of: $0, language: language) }
    }

    @Test("R36.6: German and English: one for 1 only")
    func germanic() {
        #expect(categories("de", [0, 1, 2, 21]) == [.other, .one, .other, .other])
        #expect(categories("en-GB", [1, -1, 11]) == [.one, .one, .other])
    }

    @Test("R36.6: French: one for 0 and 1, many for whole millions")
    func french() {
        #expect(categories("fr", [0, 1, 2, 1_000_000]) == [.one, .one, .other, .many])
    }

    @Test("R36.6: Arabic's six categories")
    func arabic() {
        #expect(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103]) == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few])
    }

    @Test("R36.6: Russian and Polish one/few/many, Hebrew one/two, Japanese and Chinese other only")
    func others() {
        #expect(categories("ru", [1, 2, 5, 11, 21, 22, 112]) == [.one, .few, .many, .many, .one, .few, .many])
        #expect(categories("pl", [1, 2, 5, 21, 22]) == [.one, .few, .many, .many, .few])
        #expect(categories("he", [1, 2, 3]) == [.one, .two, .other])
        #expect(categories("ja", [0, 1, 2]) == [.other, .other, .other])
        #expect(categories("zh-Hans", [1]) == [.other])
    }
}
