import Foundation

/// Which of a bundle's localizations serve a list of preferred languages, and in which order (R36.4).
enum LocalizationMatching {
    /// The names in `available` (a bundle's `.lproj` folder names: "de", "pt_BR", "zh-Hans", "Base")
    /// to look in, best first: for each preferred tag in order, the localization named exactly so
    /// (case, `_` and `-` aside), or — for a bare language such as "de" that none is named — the first
    /// localization of that language ("de-AT"); then `development`, then "Base". A localization
    /// appears once.
    static func localizations(available: [String], preferred: [String], development: String?) -> [String] {
        var result: [String] = []
        func add(_ name: String) { if !result.contains(name) { result.append(name) } }
        for tag in preferred {
            let wanted = normalized(tag)
            if let exact = available.first(where: { normalized($0) == wanted }) {
                add(exact)
            } else if !wanted.contains("-"),
                      let sameLanguage = available.first(where: { normalized($0).hasPrefix(wanted + "-") }) {
                add(sameLanguage)
            }
        }
        if let development {
            add(available.first { normalized($0) == normalized(development) } ?? development)
        }
        if available.contains("Base") { add("Base") }
        return result
    }

    /// The language part of a localization or tag: "zh" for "zh-Hans", "pt" for "pt_BR".
    static func language(of localization: String) -> String {
        String(normalized(localization).prefix { $0 != "-" })
    }

    /// `name` with "_" as "-", lowercased. In the standard library, not with Foundation's
    /// `replacingOccurrences`, whose bridging through NSString and CoreFoundation's search cost a
    /// launch (every word of the main menu is matched before the first window maps) about 2 ms.
    private static func normalized(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == "_" ? "-" : $0 })).lowercased()
    }
}
