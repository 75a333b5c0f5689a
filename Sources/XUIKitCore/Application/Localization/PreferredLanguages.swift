// How the pieces fit (Application/Localization/):
//   PreferredLanguages     the user's languages, from LANGUAGE, LC_ALL, LC_MESSAGES and LANG in gettext's
//                          order, read at launch (R36.1–R36.3)
//   LocalizationMatching   which of a bundle's .lproj folders serve those languages, in order (R36.4)
//   LocalizationTable      one .lproj's .strings and .stringsdict tables, loaded once (R36.5)
//   StringCatalog          a .xcstrings string catalog, read as the tables Xcode would compile (R36.13)
//   PluralRules            CLDR plural categories of whole numbers, per language (R36.6)
//   StringsDictFormat      a .stringsdict entry and a printf format turned into text for its arguments
//   String+Localized       String(localized:), String.LocalizationValue and Bundle's lookup by language
//   SystemStrings          the words UIKit itself shows ("Cancel", "Done"…), in XUIKit's languages (R36.7)
//   FoundationLanguages    Foundation's own Locale.preferredLanguages, NSLocalizedString,
//                          preferredLocalizations and resource search answering from this list
//                          (R36.15–R36.17, R36.23)
//   FoundationPluralFormats, PrintfFormat
//                          String(format:) and its kin choosing a .stringsdict entry's plural forms
//                          for NSLocalizedString's answer (R36.20–R36.22)
//   FoundationLocale       Foundation's own Locale.current from LC_ALL, LC_NUMERIC, LC_TIME, LANG (R36.24)
//
// Why XUIKit looks strings up itself: Foundation 6.3 on Linux fixes the user's languages at compile
// time. swift-foundation's `Locale.preferredLanguages` answers ["en-001"] on every non-Darwin platform
// (Locale_Cache.swift), and CoreFoundation's bundles take the user's languages from `-AppleLanguages`
// on macOS only and otherwise from a constant ["en"] (CFBundle_Locale.c, _CFBundleCopyUserLanguages):
// no environment variable, user default or preference moves either. `String(localized:)` is not in
// Linux Foundation at all, and its `.stringsdict` lookups crash while bridging the answer. So
// XUIKit reads the environment as gettext does and answers from the bundle's files itself, and
// FoundationLanguages.swift points Foundation's own entry points at the same answers.

import Foundation
import Synchronization

/// The languages the user reads, most preferred first, as BCP 47 tags ("de-DE", "de"), taken from the
/// environment as GNU gettext takes them.
///
/// Foundation on Linux does not read `LANGUAGE` or `LANG` by itself; XUIKit's localisation —
/// `String(localized:)`, the words UIKit shows, the layout direction — follows this list, and so do
/// Foundation's `Locale.preferredLanguages`, `NSLocalizedString` and `preferredLocalizations` in an
/// app linking XUIKit (R36.15–R36.17). It is read from the process's environment the first time it
/// is asked for; XUIKit's `main()` asks on its first line.
public enum PreferredLanguages {
    /// The process's list; set it to run in other languages (as `AppleLanguages` does on Apple's
    /// systems). Setting it does not relayout windows already on screen.
    public static var current: [String] {
        get { state.languages }
        set {
            let languages = newValue.isEmpty ? ["en"] : newValue
            storage.withLock { $0 = (languages, UIUserInterfaceLayoutDirection.forLanguages(languages)) }
        }
    }

    /// The direction of the first language, kept with the list: views ask for it often (R36.8).
    /// (Read without copying the list, once it is known: every frame asks.)
    static var layoutDirection: UIUserInterfaceLayoutDirection {
        storage.withLock { $0?.direction } ?? state.direction
    }

    private static var state: (languages: [String], direction: UIUserInterfaceLayoutDirection) {
        storage.withLock { stored in
            if let stored { return stored }
            let languages = from(environment: ProcessEnvironment.values(localeVariables + ["LANGUAGE"]))
            let state = (languages, UIUserInterfaceLayoutDirection.forLanguages(languages))
            stored = state
            return state
        }
    }

    private static let storage = Mutex<(languages: [String], direction: UIUserInterfaceLayoutDirection)?>(nil)

    /// Reads the environment now, unless the list was already read or set.
    public static func load() {
        FoundationLanguages.keepHooksLinked()
        _ = current
    }

    /// The languages `environment` names, in gettext's order (R36.1–R36.3): the locale is the first
    /// non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`; when it is `C` or `POSIX` (or unset) the
    /// answer is English and `LANGUAGE` is ignored; otherwise `LANGUAGE`'s colon-separated list wins
    /// over the locale. Each name gives its tag and then its more general forms: `de_DE.UTF-8` gives
    /// "de-DE" then "de", `zh_CN` gives "zh-Hans-CN", "zh-Hans", "zh".
    public static func from(environment: [String: String]) -> [String] {
        let locale = localeVariables.lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        if isCLocale(locale) { return ["en"] }
        let names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        var tags: [String] = []
        for name in names.isEmpty ? [locale] : names where !isCLocale(name) {
            for tag in languageTags(posixName: name) where !tags.contains(tag) { tags.append(tag) }
        }
        return tags.isEmpty ? ["en"] : tags
    }

    /// The variables naming the messages' locale, the first non-empty one winning.
    static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// True for `C`, `POSIX` and `C.UTF-8`: the locales gettext does not translate into.
    static func isCLocale(_ name: String) -> Bool {
        let base = name.prefix { $0 != "." && $0 != "@" }
        return base == "C" || base == "POSIX"
    }

    /// A POSIX locale name (`language[_territory][.codeset][@modifier]`, or a BCP 47 tag) as BCP 47
    /// tags, most specific first.
    static func languageTags(posixName name: String) -> [String] {
        var rest = Substring(name)
        var modifier = ""
        if let at = rest.firstIndex(of: "@") { modifier = String(rest[rest.index(after: at)...]); rest = rest[..<at] }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        let parts = rest.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter) else { return [] }
        let language = first.lowercased()
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4 { script = part.prefix(1).uppercased() + part.dropFirst().lowercased() } else { region = part.uppercased() }
        }
        switch modifier.lowercased() {
        case "latin": script = "Latn"
        case "cyrillic": script = "Cyrl"
        default: break
        }
        if language == "zh" && script == nil, let region {
            script = ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
        }
        var tags: [String] = []
        if let script, let region { tags.append("\(language)-\(script)-\(region)") }
        if let script { tags.append("\(language)-\(script)") }
        if script == nil, let region { tags.append("\(language)-\(region)") }
        tags.append(language)
        return tags
    }
}
