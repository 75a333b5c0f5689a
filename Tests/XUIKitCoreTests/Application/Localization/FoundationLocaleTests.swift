import Foundation
import Testing
@testable import XUIKitCore

/// `Locale.current` under XUIKit (R36.24): the environment's formatting locale, in POSIX's order.
@Suite("Locale.current follows LC_ALL, LC_NUMERIC, LC_TIME and LANG (R36.24)")
struct FoundationLocaleTests {
    @Test("R36.24: the first non-empty of LC_ALL, LC_NUMERIC, LC_TIME and LANG, codeset dropped")
    func order() {
        #expect(FoundationLocale.identifier(environment: ["LANG": "de_DE.UTF-8"]) == "de_DE")
        #expect(FoundationLocale.identifier(environment: ["LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"]) == "fr_CA")
        #expect(FoundationLocale.identifier(environment: ["LC_ALL": "", "LC_NUMERIC": "ar_EG.UTF-8", "LANG": "de_DE"]) == "ar_EG")
        #expect(FoundationLocale.identifier(environment: ["LC_TIME": "ja_JP.UTF-8", "LANG": "de_DE"]) == "ja_JP")
        #expect(FoundationLocale.identifier(environment: ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE"]) == "de_DE",
                "LC_MESSAGES names the language of messages, not of formats")
        #expect(FoundationLocale.identifier(environment: ["LANG": "sr_RS@latin"]) == "sr_Latn_RS")
    }

    @Test("R36.24: C, POSIX or nothing keep Foundation's en_001")
    func cLocale() {
        #expect(FoundationLocale.identifier(environment: [:]) == "en_001")
        #expect(FoundationLocale.identifier(environment: ["LANG": "C.UTF-8"]) == "en_001")
        #expect(FoundationLocale.identifier(environment: ["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"]) == "en_001")
    }

    @Test("R36.24: Foundation's Locale.current and autoupdatingCurrent are XUIKit's, in this process")
    func current() {
        let expected = FoundationLocale.current.identifier
        #expect(Locale.current.identifier == expected)
        #expect(Locale.autoupdatingCurrent.identifier == expected)
        #expect(NSLocale.current.identifier == expected)
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_NUMERIC", "LC_TIME", "LANG"] { environment[name] = ProcessInfo.processInfo.environment[name] }
        #expect(expected == FoundationLocale.identifier(environment: environment))
    }
}
