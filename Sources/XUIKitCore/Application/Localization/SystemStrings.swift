import Foundation

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
        let value = String.LocalizationValue(english)
        let fromApp = bundle.localizedString(value, default: value, table: nil, languages: languages)
        if fromApp != english { return fromApp }
        let order = LocalizationMatching.localizations(available: tableLanguages + ["en"], preferred: languages,
                                                       development: "en")
        for language in order {
            if language == "en" { return english }
            if let text = table[english]?[language] { return text }
        }
        return english
    }

    /// The languages XUIKit's own table holds besides English.
    static let tableLanguages = ["de", "fr", "es", "ja", "zh-Hans", "ar", "he"]
}
