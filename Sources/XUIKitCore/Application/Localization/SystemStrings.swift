import Foundation
import Synchronization

/// The words UIKit itself shows — bar buttons, the search bar, alerts, text menus, tab bar items,
/// table swipe buttons — in the user's language (R36.7).
///
/// The core asks here for every such word by its English text: `SystemStrings.localized("Cancel")`.
/// An app's own translation (its main bundle's `Localizable.strings`) wins; then XUIKit's table
/// (`SystemStrings+Table.swift`: de, fr, es, ja, zh-Hans, ar, he), kept in Swift source so the CMake
/// build, which has no resource bundles, carries it too; then English.
package enum SystemStrings {
    /// `english` in the user's preferred languages (``PreferredLanguages/current``).
    package static func localized(_ english: String) -> String {
        localized(english, languages: PreferredLanguages.current, bundle: .main)
    }

    /// `english` in the first of `languages` that `bundle` or XUIKit's table speaks; English when
    /// neither does, or when English comes first.
    static func localized(_ english: String, languages: [String], bundle: Bundle) -> String {
        let lookup = self.lookup(languages: languages, bundle: bundle)
        let value = String.LocalizationValue(english)
        let fromApp = Bundle.localizedString(value, default: value, tables: lookup.appTables)
        if fromApp != english { return fromApp }
        for language in lookup.tableOrder {
            if language == "en" { return english }
            if let text = table[english]?[language] { return text }
        }
        return english
    }

    /// The languages XUIKit's own table holds besides English.
    static let tableLanguages = ["de", "fr", "es", "ja", "zh-Hans", "ar", "he"]

    /// Where the words are looked up for one bundle and one list of languages: the bundle's tables in
    /// order, and the order of XUIKit's table. Finding the tables asks Foundation for the bundle's
    /// folders, resources and Info.plist; the standard menus ask for some thirty words while the
    /// first window opens, so the last lookup is kept and used again while the bundle and the
    /// languages are the same.
    struct Lookup: Sendable {
        let bundlePath: String
        let languages: [String]
        let appTables: [(localization: String, table: LocalizationTable)]
        let tableOrder: [String]
    }

    private static let lastLookup = Mutex<Lookup?>(nil)

    static func lookup(languages: [String], bundle: Bundle) -> Lookup {
        let path = bundle.bundlePath
        if let kept = lastLookup.withLock({ $0 }), kept.bundlePath == path, kept.languages == languages { return kept }
        let lookup = Lookup(
            bundlePath: path, languages: languages,
            appTables: bundle.localizationTables(named: "Localizable", languages: languages),
            tableOrder: LocalizationMatching.localizations(available: tableLanguages + ["en"], preferred: languages,
                                                           development: "en"))
        lastLookup.withLock { $0 = lookup }
        return lookup
    }
}
