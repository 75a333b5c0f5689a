// How the pieces fit (Locale.current following the environment, R36.24):
//   swift-foundation fixes the current locale off Darwin: `LocaleCache.preferences()` answers the
//   constant "en_001" outside `FOUNDATION_FRAMEWORK` (Locale_Cache.swift), and nothing settable on
//   Linux reaches it — no environment variable, preferences file or `AppleLocale` default (the
//   CFPreferences read is Darwin's branch), and `LocaleCache.resetCurrent(to:)` is internal. So,
//   as for `Locale.preferredLanguages` (FoundationLanguages.swift), XUIKit defines the getters of
//   `Locale.current` and `Locale.autoupdatingCurrent` themselves (weak C definitions in
//   Sources/CFoundationHooks that forward to `xuikit_localeCurrent`, in FoundationLanguages.swift so
//   that a link from static archives keeps it, to `FoundationLocale.current` here): the app's calls, and
//   Foundation's and FoundationInternationalization's calls through their PLT (`NSLocale.current`,
//   `String.localizedStringWithFormat`, `formatted()`, `Date.FormatStyle`, `NumberFormatter`), get the
//   locale the environment names. FoundationEssentials' calls inside itself are bound at its own
//   link and keep "en_001"; so does a program that links Foundation statically.
//   XUIKitCore must never itself call `Locale.current` or `Locale.autoupdatingCurrent` from here.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The locale Foundation's `Locale.current` answers in a program linking XUIKit (R36.24).
public enum FoundationLocale {
    /// The identifier of the user's formatting locale in `environment`, in POSIX's order for the
    /// categories a `Locale` formats: the first non-empty of `LC_ALL`, `LC_NUMERIC`, `LC_TIME` and
    /// `LANG`, its codeset dropped and its modifier read as a script (`de_DE.UTF-8` → "de_DE",
    /// `sr_RS@latin` → "sr_Latn_RS"); "en_001", Foundation's own, for `C`, `POSIX`, an unreadable
    /// name or none.
    public static func identifier(environment: [String: String]) -> String {
        let name = ["LC_ALL", "LC_NUMERIC", "LC_TIME", "LANG"].lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        guard !PreferredLanguages.isCLocale(name),
              let tag = PreferredLanguages.languageTags(posixName: name).first else { return "en_001" }
        return tag.replacingOccurrences(of: "-", with: "_")
    }

    /// The process's locale, from its environment, read once (with `getenv`: nothing here may ask
    /// Foundation for a locale).
    static let current: Locale = {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_NUMERIC", "LC_TIME", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return Locale(identifier: identifier(environment: environment))
    }()
}
